import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBudgetText } from '../read-budget.ts';
import { breakDescriptions } from './break-descriptions.ts';
import { budgetFigures, isReportedReconciled } from './budget-figures.ts';
import { generateBudget } from './generate-budget.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { isReadToday } from './layouts-not-yet-read.ts';
import { writeReportText } from './report-document.ts';
import { tamperBudget, type TamperTarget } from './tamper-budget.ts';

/** Up to two pages of items with subchapters; enough runs per family to meet every line kind. */
const MAX_ITEMS = 30;
const RUNS = 30;
/** A tamper of up to ± 10.000,00 €: a typo in the cents up to a forged figure. */
const MAX_TAMPER_CENTS = 1_000_000;
/** A failing case reports its first counterexample: shrinking would only slow the expected failures. */
/**
 * A fixed seed: CI must give the same answer on every run, and a random seed made these
 * properties fail one run in three before each failure became a case of its own below.
 */
const PROPERTY_SEED = 20261124;
const PROPERTY_OPTIONS = { numRuns: RUNS, endOnFailure: true, seed: PROPERTY_SEED };

/**
 * Tampered budgets once found reported as reconciled, run first for every family. The TCQ
 * one: an item of quantity 0,000 whose printed amount became 9.999,88 under a chapter total
 * of 0,00; its figure line was taken into the description, so the amount vanished unseen.
 */
const TAMPER_EXAMPLES: Array<
  [{ seed: number; itemCount: number; onItem: boolean; where: number; cents: number }]
> = [
  [{ seed: 2147483631, itemCount: 1, onItem: true, where: 0, cents: 999988 }],
  [{ seed: 1982641526, itemCount: 2, onItem: true, where: 0.9999999999999989, cents: -999987 }],
  [{ seed: 727774687, itemCount: 1, onItem: true, where: 0, cents: 971644 }],
  // Spaced thousands: `0,00 92,29 10 000,00` read as 0 × 10 = `000,00`.
  [{ seed: 15, itemCount: 5, onItem: true, where: 0, cents: -1000000 }],
  // `2,68 269,36 10 721,88` (721,88 + 10.000,00) read as 2,68 × 269,36 = 721,88, `10` dropped.
  [{ seed: 1233456607, itemCount: 21, onItem: true, where: 0, cents: 1000000 }],
  // A budget of one item whose only spaced figure is that amount (`5,00 27,31 10 136,55`):
  // read apart with `10` dropped, as no other line showed thousands grouped by spaces.
  [{ seed: 2127620136, itemCount: 1, onItem: true, where: 0, cents: 1000000 }],
];

/**
 * Wrapped descriptions once read wrong, run first for every family. CYPE's: item `1.11 U74.11`
 * printed its unit `T` (tonnes, capitalised as CYPE prints units), which the reader does not
 * know, and its description wrapped before `500 S.` (`… ACERO B` / `500 S.`): read as a
 * heading, it became item `500` and took the real item's figures. Presto's partials: under
 * `… POR` a line `CADA 10 M2 DE FACHADA PREVIA Y 2 CAPAS … CADA 20 M DE`, whose figures
 * happen to multiply (10 × 2 = 20), became item `CADA 10`.
 */
const WRAPPED_EXAMPLES: Array<[{ seed: number; itemCount: number; breaks: number[] }]> = [
  [{ seed: 166312, itemCount: 11, breaks: [0.97] }],
  [{ seed: 2086196173, itemCount: 21, breaks: [0] }],
  // Printed without thousands separators, one item whose description says `56.000 KG` twice:
  // two figures read with a decimal point against one (`503,56`) with a comma, and every
  // figure of the budget was read in the wrong format.
  [{ seed: 18, itemCount: 1, breaks: [0] }],
  // The same with every figure over a thousand (`2423,11`), which did not vote for the comma.
  [{ seed: 327458395, itemCount: 1, breaks: [0] }],
  // The contractor's sheet: `… CON 12 KG DE ACERO B` / `500 S … DE 3 UD POR` / `M2 DE
  // SUPERFICIE. …` under item 28 without its figures yet: `500`, held as a next item, took
  // them when the line under it opened with a unit, though its title stopped on `POR`.
  [{ seed: 1676438877, itemCount: 25, breaks: [0, 0.028076718493286613, 0] }],
  // Spaced thousands: the chapter's total `1 444 444,00` read as 1 × 444 = 444,00, the row of
  // the item above it, which lost its own.
  [{ seed: 1061067726, itemCount: 5, breaks: [0, 0, 0] }],
];

/**
 * Generated budgets once read wrong, run first for every family. Thousands grouped by
 * spaces: an item measured 0 priced `8 085,22` read as 0 × 85,22 (`085,22` taken for a
 * figure of its own), and one priced `20 890,27` read as 0 × 890,27 with `20` left over,
 * which in a budget of one to three items also read the whole document apart (a product by
 * zero taken as evidence against spaced thousands); the second read "Cuadra". A budget of
 * two items whose only spaced figures are its totals (`1 726,21`) was read apart, its totals
 * short of their thousands: only the totals, read whole, add up the rows. Spreadsheet rows:
 * an item with more comment-less measurements that multiply out (`7 10,19 71,33`) than
 * items took CANTIDAD, where the measurements end, for the amount column.
 */
const ROUND_TRIP_EXAMPLES: Array<[{ seed: number; itemCount: number }]> = [
  [{ seed: 19, itemCount: 1 }],
  [{ seed: 368644467, itemCount: 1 }],
  [{ seed: 1428958394, itemCount: 3 }],
  [{ seed: 2009226467, itemCount: 2 }],
  // CYPE's `Parcial nº 1 … : 11 593 592,99 €` split as 1 × 593 = 592,99 with `11` between.
  [{ seed: 1513586598, itemCount: 30 }],
  // Presto: item `C01.01 M2 …` under `SUBCAPÍTULO C01.01` skipped as the heading printed
  // again; its row became an item without code, and the reading said "Cuadra".
  [{ seed: 525659963, itemCount: 28 }],
  [{ seed: 1942408476, itemCount: 1 }],
  [{ seed: 137141293, itemCount: 3 }],
  // pyCost's book: the running head `3   CAPÍTULO 1. GESTIÓN …` at the top of page 3, right
  // under the heading `1.2. ABASTECIMIENTO`, read as a chapter `3` that took 1.2's items;
  // 1.2's total, now its sum, still agreed and the reading said "Cuadra".
  [{ seed: 1267392218, itemCount: 19 }],
];

const budgetArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
});

const tamperArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
  onItem: fc.boolean(),
  /** Which item or chapter, as a fraction of their count. */
  where: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  cents: fc
    .integer({ min: -MAX_TAMPER_CENTS, max: MAX_TAMPER_CENTS })
    .filter((cents) => cents !== 0),
});

/** Where each item's description wraps, as a fraction of its words (breakDescriptions). */
const wrappedArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
  breaks: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
    minLength: 1,
    maxLength: 8,
  }),
});

describe.each(LAYOUT_FAMILIES)('$description', (family) => {
  const generate = (seed: number, itemCount: number) =>
    family.shape(generateBudget({ itemCount, seed, ...family.generate }));
  const read = (budget: ReturnType<typeof generate>) =>
    readBudgetText(writeReportText(family.render(budget), family.textStyle));

  const roundTrip = isReadToday(family.id, 'text') ? it : it.fails;
  roundTrip('reads any generated budget back with the same figures, reconciled', () => {
    fc.assert(
      fc.property(budgetArbitrary, ({ seed, itemCount }) => {
        const budget = generate(seed, itemCount);
        const result = read(budget);
        expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
        expect(isReportedReconciled(result)).toBe(true);
      }),
      { ...PROPERTY_OPTIONS, examples: ROUND_TRIP_EXAMPLES },
    );
  });

  // Descriptions in capitals whose phrases open a line like a code where they wrap (`ENTRE
  // LOS 30` / `Y 50 M DE PROFUNDIDAD`, `50% DE`, `CADA 20 M`, `56.000 KG`, `S4`), wrapped
  // once more at any word: each such line is text, never an item.
  const wrapped =
    isReadToday(family.id, 'text') && isReadToday(family.id, 'wrapped') ? it : it.fails;
  wrapped('reads the same items wherever a description wraps, onto code-like lines too', () => {
    fc.assert(
      fc.property(wrappedArbitrary, ({ seed, itemCount, breaks }) => {
        const budget = breakDescriptions(
          family.shape(generateBudget({ itemCount, seed, codeLikeText: true, ...family.generate })),
          breaks,
        );
        const result = read(budget);
        expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
        expect(isReportedReconciled(result)).toBe(true);
      }),
      { ...PROPERTY_OPTIONS, examples: WRAPPED_EXAMPLES },
    );
  });

  // "Reported as reconciled" is budget-figures.ts's isReportedReconciled: the stated total
  // equals the items' sum, no chapter's stated total differs from its items' sum, and no
  // amount-mismatch (quantity × price ≠ amount), chapter-total-mismatch or total-mismatch warning.
  const tampered = isReadToday(family.id, 'tampered') ? it : it.fails;
  tampered('never reports a budget with one amount changed as reconciled', () => {
    fc.assert(
      fc.property(tamperArbitrary, ({ seed, itemCount, onItem, where, cents }) => {
        const budget = generate(seed, itemCount);
        const chapterCount = budget.chapters?.length ?? 0;
        const target: TamperTarget =
          onItem || chapterCount === 0
            ? { kind: 'item', index: Math.floor(where * budget.items.length) }
            : { kind: 'chapter', index: Math.floor(where * chapterCount) };
        const result = read(tamperBudget(budget, target, cents));
        expect(isReportedReconciled(result)).toBe(false);
      }),
      { ...PROPERTY_OPTIONS, examples: TAMPER_EXAMPLES },
    );
  });
});
