import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { extractPdfText } from '../extract/extract-pdf-text.ts';
import { generateBudget } from './generate-budget.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { writeReportText } from './report-document.ts';
import { tamperBudget } from './tamper-budget.ts';
import { printedBudgetTotal, printedChapterTotal } from './walk-budget.ts';

const ITEMS = 40;
const PDF_ITEMS = 8;
const SEED = 404;

/** The lines of `after` that differ from the same line of `before`. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((text, index) => text !== old[index]);
}

describe.each(LAYOUT_FAMILIES)('the $id layout', (family) => {
  const budget = family.shape(generateBudget({ itemCount: ITEMS, seed: SEED, ...family.generate }));
  const text = writeReportText(family.render(budget), family.textStyle);

  it('prints every item amount, every chapter total and the total in its number format', () => {
    for (const item of budget.items) expect(text).toContain(family.figure(item.total));
    for (const chapter of budget.chapters ?? [])
      expect(text).toContain(family.figure(printedChapterTotal(chapter)));
    expect(text).toContain(family.figure(printedBudgetTotal(budget)));
  });

  it('prints every item code as the program does', () => {
    for (const item of budget.items) expect(text).toContain(item.codigo);
  });

  it('repeats its page header on every page', () => {
    const pages = family.render(budget).pages;
    expect(pages.length).toBeGreaterThan(2);
    // Page numbers aside (pyCost's running head starts with one).
    const firstHeaderLine = (page: number) =>
      JSON.stringify(pages[page]?.find((line) => line.cells.length > 0)).replace(/\d+/g, '#');
    expect(firstHeaderLine(1)).toBe(firstHeaderLine(2));
  });

  it('gives the same text for the same budget', () => {
    const again = family.shape(
      generateBudget({ itemCount: ITEMS, seed: SEED, ...family.generate }),
    );
    expect(writeReportText(family.render(again), family.textStyle)).toBe(text);
  });

  it('changes exactly one printed line when one item amount is tampered with', () => {
    const tampered = tamperBudget(budget, { kind: 'item', index: 7 }, 1);
    const changed = changedLines(text, writeReportText(family.render(tampered), family.textStyle));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(family.figure(tampered.items[7]?.total ?? 0));
  });

  it('draws a PDF whose text holds the same figures', async () => {
    const small = family.shape(
      generateBudget({ itemCount: PDF_ITEMS, seed: SEED, ...family.generate }),
    );
    const pdfText = await extractPdfText(await makeReportPdf(family.render(small)));
    for (const item of small.items) {
      expect(pdfText).toContain(item.codigo);
      expect(pdfText).toContain(family.figure(item.total));
    }
    expect(pdfText).toContain(family.figure(printedBudgetTotal(small)));
  });
});
