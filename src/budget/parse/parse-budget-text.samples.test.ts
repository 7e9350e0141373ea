/**
 * Acceptance on the real report texts in ../shared/samples (read in place, never
 * copied into the repository). Skipped where that folder is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBudgetText } from './parse-budget-text.ts';

const SAMPLES = '../shared/samples';
const read = (name: string) => readFileSync(`${SAMPLES}/${name}`, 'utf8');
const count = (warnings: { kind: string }[], kind: string) =>
  warnings.filter((warning) => warning.kind === kind).length;

describe.skipIf(!existsSync(SAMPLES))('parseBudgetText on real report texts', () => {
  it('reads the Calypo Fado pdf.js text to all 127 items and the document total 603.315,73', () => {
    const { budget, warnings } = parseBudgetText(
      read('PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdfjs-text.txt'),
    );
    expect(budget.items).toHaveLength(127);
    expect(budget.total).toBe(603315.73);
    expect(budget.statedTotal).toBe(603315.73);
    expect(warnings).toEqual([]);
    expect(budget.availableColumns).toEqual(['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL']);
    const stated = budget.chapters?.filter((chapter) => chapter.statedTotal !== undefined) ?? [];
    expect(stated.length).toBe(budget.chapters?.length);
    for (const chapter of stated) expect(chapter.total, chapter.code).toBe(chapter.statedTotal);
    expect(budget.chapters?.find((chapter) => chapter.code === 'C01')?.total).toBe(589775.73);
    expect(budget.summary).toMatchObject({
      pem: 603315.73,
      gastosGeneralesPercent: 13,
      beneficioIndustrialPercent: 6,
      ivaPercent: 21,
      contractTotal: 868714.31,
    });
    expect(budget.items[0]?.resumen).toContain('en calzadas, i/replanteo');
    expect(budget.items.find((item) => item.codigo === 'REC POZ')?.total).toBe(2619.18);
  });

  it('reads the same report through pdftotext -layout to the same items and total', () => {
    const { budget, warnings } = parseBudgetText(
      read('PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdftotext-layout.txt'),
    );
    expect(budget.items).toHaveLength(127);
    expect(budget.total).toBe(603315.73);
    expect(count(warnings, 'total-mismatch')).toBe(0);
  });

  it('reads the Navas de Tolosa same-line report to its stated total 2.881.012,28', () => {
    const { budget, warnings } = parseBudgetText(
      read('PTS-LuzIA-Mediciones__navas-de-tolosa_presupuesto_extracted-text.txt'),
    );
    expect(budget.items).toHaveLength(1469);
    expect(budget.total).toBe(2881012.28);
    expect(budget.statedTotal).toBe(2881012.28);
    expect(count(warnings, 'chapter-total-mismatch')).toBe(0);
    expect(count(warnings, 'total-mismatch')).toBe(0);
    // A stray page-number line of the extraction is surfaced, not dropped.
    expect(warnings).toEqual([{ kind: 'unplaced-line', line: 5757, text: '63 63' }]);
  });

  it('splits the flattened one-line paste back into its items with their chapter totals', () => {
    const { budget, warnings } = parseBudgetText(
      read('PTS-LuzIA-Mediciones__navas-de-tolosa_chapter-01.04.01_flattened-one-line.txt'),
    );
    expect(budget.items.length).toBeGreaterThanOrEqual(27);
    expect(count(warnings, 'chapter-total-mismatch')).toBe(0);
    expect(budget.chapters?.find((chapter) => chapter.code === '01.04.01')?.statedTotal).toBe(
      49578.18,
    );
  });

  it('reads what it can of the scrambled measurements text and reports the rest, without crashing', () => {
    const { budget, warnings } = parseBudgetText(
      read('fjht-bc3__pres_limp_mediciones-presupuesto_pdf-extracted-text.txt'),
    );
    expect(budget.items.length).toBeGreaterThan(100);
    expect(budget.statedTotal).toBe(3298840.2);
    expect(warnings.length).toBeGreaterThan(0);
  });

  it('answers the ERROR item for column-ordered pdftotext output it cannot pair', () => {
    const { budget } = parseBudgetText(
      read('PTS-LuzIA-Mediciones__calypo-fado_presupuesto_presto.pdftotext-raw.txt'),
    );
    expect(budget.items.length === 1 && budget.items[0]?.codigo === 'ERROR').toBe(true);
  });
});
