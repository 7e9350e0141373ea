/**
 * Every item of a printed report, one at a time, left without figures (blank-layout-item.ts)
 * and read back as text: the reading is never reported as reconciled. Where the item's amount
 * was 0,00 every stated figure still agrees, so only the reading of the item itself can tell:
 * glued into the description above or read as a chapter, it vanished and the verdict said
 * "Cuadra". Read as an item without figures, the verdict is "revisar". The same check as
 * tables/blank-table-items.test.ts, over the layout families.
 */
import { describe, expect, it } from 'vitest';
import { judgeReading } from '../check/judge-reading.ts';
import { readBudgetText } from '../read-budget.ts';
import { blankLayoutItem } from './blank-layout-item.ts';
import { generateBudget } from './generate-budget.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import type { LayoutFamilyId } from './layout-family.ts';
import { writeReportText } from './report-document.ts';

/** Budgets small enough to blank every item in seconds, with subchapters, page breaks and items measured 0. */
const ITEMS = 24;
const SEEDS = [7919, 15838, 203143752];

/**
 * Blanked items still read as reconciled, `family seed index`: none today. A test that fails
 * when one of these is read right, to strike it from the list.
 */
const KNOWN_MISSES = new Set<string>([]);

describe.each(LAYOUT_FAMILIES)('$description', (family) => {
  it.each(SEEDS)(
    'never reports a report with any one item left without figures as reconciled (seed %i)',
    (seed) => {
      const budget = family.shape(generateBudget({ itemCount: ITEMS, seed, ...family.generate }));
      const document = family.render(budget);
      const codes = budget.items.map((item) => item.codigo);
      for (let index = 0; index < codes.length; index++) {
        const blanked = blankLayoutItem(document, codes, index);
        expect(blanked, `item ${index + 1} printed`).toBeDefined();
        const result = readBudgetText(writeReportText(blanked!, family.textStyle));
        const check = judgeReading(result);
        const known = KNOWN_MISSES.has(`${family.id} ${seed} ${index}`);
        expect(check.status === 'reconciled', `item ${index + 1} (${codes[index]}) blanked`).toBe(
          known,
        );
        if (check.status === 'review')
          expect(check.doubts.map((doubt) => doubt.kind)).toContain('item-without-figures');
      }
    },
  );
});

/**
 * Blanked items the property runs over many seeds once found reported as reconciled,
 * `[family, seed, itemCount, index]`: CYPE's first item, the next printing its unit `T`
 * (tonnes, capitalised), which glued `1.2 …` to its text and gave it 1.2's figures; a
 * contractor's first item whose text ends without a stop above `2 CARGA/TRAN. …`; a sheet's
 * first item above one whose unit is spelled `P.A`; and budgets of one item, so that no item
 * is priced and only the stated total (0,00) says the document prints amounts.
 */
const FOUND_CASES: Array<[LayoutFamilyId, number, number, number]> = [
  ['cype', 537217502, 4, 0],
  ['contractor-sheet', 6, 25, 0],
  ['spreadsheet-tabs', 298569128, 3, 0],
  ['cype', 631071010, 1, 0],
  ['presto-partials', 16, 1, 0],
  ['price-before-quantity', 16, 1, 0],
];

describe('items left without figures once read as reconciled', () => {
  it.each(FOUND_CASES)(
    '%s seed %i, %i items, item %i blanked: not reconciled',
    (id, seed, itemCount, index) => {
      const family = LAYOUT_FAMILIES.find((one) => one.id === id)!;
      const budget = family.shape(generateBudget({ itemCount, seed, ...family.generate }));
      const codes = budget.items.map((item) => item.codigo);
      const blanked = blankLayoutItem(family.render(budget), codes, index)!;
      const check = judgeReading(readBudgetText(writeReportText(blanked, family.textStyle)));
      expect(check.status).toBe('review');
      expect(check.doubts.map((doubt) => doubt.kind)).toContain('item-without-figures');
    },
  );
});

describe('blankLayoutItem', () => {
  it("removes the item's figures and keeps its words", () => {
    const family = LAYOUT_FAMILIES[0]!;
    const budget = family.shape(generateBudget({ itemCount: 6, seed: 7919, ...family.generate }));
    const codes = budget.items.map((item) => item.codigo);
    const item = budget.items.find((one) => one.total > 0)!;
    const index = budget.items.indexOf(item);
    const printed = writeReportText(family.render(budget), family.textStyle);
    const text = writeReportText(
      blankLayoutItem(family.render(budget), codes, index)!,
      family.textStyle,
    );
    const amount = item.total.toLocaleString('es-ES', { minimumFractionDigits: 2 });
    expect(printed).toContain(amount);
    expect(text).not.toContain(amount);
    expect(text).toContain(item.resumen.split('\n')[0]!.slice(0, 20));
    expect(text).toContain(codes[index + 1] ?? codes[index - 1]);
  });
});
