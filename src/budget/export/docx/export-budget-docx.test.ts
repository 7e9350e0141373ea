/**
 * The Word document's proof: built from synthetic budgets of several shapes, read back by the
 * product's own reader and compared, item by item, with what it prints; a Word whose figures
 * were changed after it was built is refused.
 */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../model/budget.ts';
import { formatMoney } from '../../model/format-money.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { buildBudgetDocx } from '../build-budget-docx.ts';
import { exportBudgetDocx } from './export-budget-docx.ts';
import { verifyDocxExport } from './verify-docx-export.ts';

const options = { branding: companyBranding, now: new Date(2026, 10, 27) };

/** The .docx with `from` replaced by `to` once in its document part. */
function tamper(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const files = unzipSync(bytes);
  const xml = strFromU8(files['word/document.xml']!);
  expect(xml).toContain(from);
  files['word/document.xml'] = strToU8(xml.replace(from, to));
  return zipSync(files);
}

describe('exportBudgetDocx', () => {
  const shapes: Array<[string, Budget]> = [
    ['chapters and subchapters', generateBudget({ itemCount: 40, seed: 7 })],
    ['three levels', generateBudget({ itemCount: 60, seed: 8, depth: 3 })],
    ['measurement columns', generateBudget({ itemCount: 40, seed: 9, measurements: true })],
    ['no chapters', generateBudget({ itemCount: 30, seed: 10, chapters: false })],
    ['items without code', generateBudget({ itemCount: 50, seed: 11, codelessItems: true })],
  ];
  for (const [shape, budget] of shapes)
    for (const descriptions of ['short', 'full'] as const)
      it(`proves the Word of a budget with ${shape}, ${descriptions} descriptions, by reading it back`, async () => {
        const exported = await exportBudgetDocx(budget, { ...options, descriptions });
        expect(exported.proof.problems).toEqual([]);
        expect(exported.proof.ok).toBe(true);
        expect(exported.proof.status).toBe('reconciled');
        expect(exported.fileName).toBe(`presupuesto_${budget.id}.docx`);
      }, 30_000);

  it('leaves out the CÓDIGO column of a budget with no code at all, and still proves it', async () => {
    const generated = generateBudget({ itemCount: 25, seed: 31, chapters: false });
    const budget = {
      ...generated,
      items: generated.items.map((item) => ({ ...item, codigo: '' })),
    };
    const exported = await exportBudgetDocx(budget, options);
    const xml = strFromU8(unzipSync(exported.bytes)['word/document.xml']!);
    expect(xml).not.toContain('CÓDIGO');
    expect(xml).toContain('RESUMEN');
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 30_000);

  it('refuses a Word whose amount was changed after it was built', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 12 });
    const bytes = await buildBudgetDocx(budget, options);
    const item = budget.items[3]!;
    const changed = tamper(
      bytes,
      `>${formatMoney(item.total)}<`,
      `>${formatMoney(item.total + 1)}<`,
    );
    const proof = await verifyDocxExport(budget, changed);
    expect(proof.ok).toBe(false);
    expect(proof.problems.join(' ')).toContain(item.codigo);
  }, 30_000);

  it('refuses a Word that lost a chapter heading', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 13 });
    const chapter = budget.chapters![0]!;
    const bytes = await buildBudgetDocx(budget, options);
    const proof = await verifyDocxExport(budget, tamper(bytes, `>${chapter.code}<`, '><'));
    expect(proof.ok).toBe(false);
  }, 30_000);

  it('says so when the Word cannot be read back at all', async () => {
    const budget = generateBudget({ itemCount: 5, seed: 14 });
    const proof = await verifyDocxExport(budget, new Uint8Array([1, 2, 3, 4]));
    expect(proof.ok).toBe(false);
    expect(proof.problems[0]).toMatch(/^El documento Word no se puede volver a leer/);
  });

  it('has nothing to prove in a Word printed without prices or amounts', async () => {
    const budget: Budget = {
      ...generateBudget({ itemCount: 10, seed: 15 }),
      availableColumns: ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD'],
    };
    const exported = await exportBudgetDocx(budget, options);
    expect(exported.proof).toEqual({ ok: true, problems: [] });
  });

  for (const descriptions of ['short', 'full'] as const)
    it(`prints every item's note under its description and reads the same notes back (${descriptions} descriptions)`, async () => {
      const budget = generateBudget({ itemCount: 40, seed: 21, notes: true });
      const exported = await exportBudgetDocx(budget, { ...options, descriptions });
      expect(exported.proof.problems).toEqual([]);
      expect(exported.proof.status).toBe('reconciled');
      const read = await readBudgetFile(exported.bytes, exported.fileName);
      expect(read.budget.items.map((item) => [item.codigo, item.total, item.note])).toEqual(
        budget.items.map((item) => [item.codigo, item.total, item.note]),
      );
      if (descriptions === 'full')
        expect(read.budget.items.map((item) => item.resumen)).toEqual(
          budget.items.map((item) => item.resumen),
        );
      expect(read.budget.total).toBe(budget.total);
    }, 30_000);

  it('refuses a Word that lost an item’s note', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 21, notes: true });
    const item = budget.items.find((entry) => entry.note === 'Ver plano 3')!;
    const bytes = await buildBudgetDocx(budget, options);
    const proof = await verifyDocxExport(budget, tamper(bytes, '> Ver plano 3<', '> Ver plano 4<'));
    expect(proof.ok).toBe(false);
    expect(proof.problems).toEqual([
      `La observación de ${item.codigo} (capítulo ${item.chapterCode}) se lee «Ver plano 4».`,
    ]);
  }, 30_000);
});
