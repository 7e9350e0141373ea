import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { extractPdfText } from '../extract/extract-pdf-text.ts';
import { unspaceFigure } from '../extract/read-pdf-figure.ts';
import { generateBudget } from './generate-budget.ts';
import { FIXTURE_SEED, fixtureBudget, PDF_ITEMS, TEXT_ITEMS } from './layout-fixture.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { writeReportText } from './report-document.ts';
import { tamperBudget } from './tamper-budget.ts';
import { printedBudgetTotal, printedChapterTotal } from './walk-budget.ts';

/** The lines of `after` that differ from the same line of `before`. */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((text, index) => text !== old[index]);
}

describe.each(LAYOUT_FAMILIES)('the $id layout', (family) => {
  const budget = fixtureBudget(family, TEXT_ITEMS);
  const text = writeReportText(family.render(budget), family.textStyle);

  it('prints every item amount, every chapter total and the total in its number format', () => {
    for (const item of budget.items) expect(text).toContain(family.figure(item.total));
    for (const chapter of budget.chapters ?? [])
      expect(text).toContain(family.figure(printedChapterTotal(chapter)));
    expect(text).toContain(family.figure(printedBudgetTotal(budget)));
  });

  it('prints the figures of any generated budget, so a failing read is never the fixture’s fault', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 30 }),
        (seed, itemCount) => {
          const any = family.shape(generateBudget({ itemCount, seed, ...family.generate }));
          const anyText = writeReportText(family.render(any), family.textStyle);
          for (const item of any.items) expect(anyText).toContain(family.figure(item.total));
          expect(anyText).toContain(family.figure(printedBudgetTotal(any)));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('prints every item code as the program does', () => {
    for (const item of budget.items) expect(text).toContain(item.codigo);
  });

  it('repeats its page header on every page', () => {
    const pages = family.render(fixtureBudget(family, 2 * TEXT_ITEMS)).pages;
    expect(pages.length).toBeGreaterThan(2);
    // Page numbers aside (pyCost's running head starts with one).
    const firstHeaderLine = (page: number) =>
      JSON.stringify(pages[page]?.find((line) => line.cells.length > 0)).replace(/\d+/g, '#');
    expect(firstHeaderLine(1)).toBe(firstHeaderLine(2));
  });

  it('gives the same text for the same budget', () => {
    const again = family.shape(
      generateBudget({ itemCount: TEXT_ITEMS, seed: FIXTURE_SEED, ...family.generate }),
    );
    expect(writeReportText(family.render(again), family.textStyle)).toBe(text);
  });

  it('changes exactly one printed line when one item amount is tampered with', () => {
    const tampered = tamperBudget(budget, { kind: 'item', index: 7 }, 1);
    const changed = changedLines(text, writeReportText(family.render(tampered), family.textStyle));
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(family.figure(tampered.items[7]?.total ?? 0));
  });

  it('draws a PDF (the one the round-trip test reads) whose text holds the same figures', async () => {
    const small = fixtureBudget(family, PDF_ITEMS);
    const pdfText = await extractPdfText(await makeReportPdf(family.render(small)));
    // A figure in a figure column reaches the readers without the spaces grouping its thousands.
    const printed = (value: number) => unspaceFigure(family.figure(value));
    for (const item of small.items) {
      expect(pdfText).toContain(item.codigo);
      expect(pdfText).toContain(printed(item.total));
    }
    expect(pdfText).toContain(printed(printedBudgetTotal(small)));
  });
});
