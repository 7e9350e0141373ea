/**
 * Items' notes in the branded PDF: printed under each description (`Observaciones: …`), and
 * read back by the product's own reader into the same items' notes, so the proof holds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { buildBudgetPdf } from './build-budget-pdf.ts';
import { exportBudgetPdf } from './export-budget-pdf.ts';
import { readPdfFonts } from './read-pdf-fonts.ts';
import { verifyPdfExport } from './verify-pdf-export.ts';

const fonts = await readPdfFonts();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const options = { branding: companyBranding, fonts, logo, now: new Date(2026, 10, 27) };

/**
 * A note as the PDF reads back: its words and signs in order (`1.250,00 €` keeps its `€`),
 * a line break read as the wrapping's (a report's lines carry a phrase on).
 */
const readBack = (note: string | undefined) => note?.replace(/\n/g, ' ');

describe('buildBudgetPdf and item notes', () => {
  for (const fullDescriptions of [false, true])
    it(`prints every item's note and reads the same notes back (${fullDescriptions ? 'full' : 'short'} descriptions)`, async () => {
      const budget = generateBudget({ itemCount: 40, seed: 21, notes: true });
      expect(new Set(budget.items.map((item) => item.note)).size).toBe(8);
      const exported = await exportBudgetPdf(budget, { ...options, fullDescriptions });
      expect(exported.proof.problems).toEqual([]);
      expect(exported.proof.status).toBe('reconciled');
      const read = await readBudgetFile(exported.bytes, exported.fileName);
      expect(read.budget.items.map((item) => [item.codigo, item.total, item.note])).toEqual(
        budget.items.map((item) => [item.codigo, item.total, readBack(item.note)]),
      );
      if (fullDescriptions)
        expect(read.budget.items.map((item) => item.resumen)).toEqual(
          budget.items.map((item) => item.resumen),
        );
      expect(read.budget.total).toBe(budget.total);
    }, 60_000);

  it('refuses a PDF that does not hold a note of the budget', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 21, notes: true });
    const bytes = buildBudgetPdf(budget, options);
    const index = budget.items.findIndex((item) => item.note === undefined);
    const items = budget.items.map((item, at) =>
      at === index ? { ...item, note: 'Ver plano 9' } : item,
    );
    const proof = await verifyPdfExport({ ...budget, items }, bytes);
    expect(proof.ok).toBe(false);
    expect(proof.problems).toEqual([
      `Falta la observación de ${budget.items[index]!.codigo} (capítulo ${budget.items[index]!.chapterCode}).`,
    ]);
  }, 60_000);

  it('refuses a PDF whose note lost its € or a word, and proves one whose note’s lines were wrapped otherwise', async () => {
    const budget = generateBudget({ itemCount: 20, seed: 21, notes: true });
    const index = budget.items.findIndex((item) => item.note?.includes('€') ?? false);
    const note = budget.items[index]!.note!;
    const where = `${budget.items[index]!.codigo} (capítulo ${budget.items[index]!.chapterCode})`;
    const printed = (text: string) => ({
      ...budget,
      items: budget.items.map((item, at) => (at === index ? { ...item, note: text } : item)),
    });
    for (const lost of [note.replace(' €', ''), note.replace('oferta ', '')]) {
      const proof = await verifyPdfExport(budget, buildBudgetPdf(printed(lost), options));
      expect(proof.problems).toEqual([`La observación de ${where} se lee «${lost}».`]);
    }
    const rewrapped = note.replace(', ', ',\n');
    const proof = await verifyPdfExport(budget, buildBudgetPdf(printed(rewrapped), options));
    expect(proof.problems).toEqual([]);
  }, 60_000);
});
