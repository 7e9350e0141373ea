/**
 * The verdict checks each item, not only the sums: a generated budget, rendered in every
 * layout family and read back (so reconciled), is changed the ways a misreading changes it,
 * each change keeping every stated figure in agreement, and must never be called reconciled.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shiftBudgetTotals } from '../edit/shift-budget-totals.ts';
import type { BudgetItem } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { readBudgetText } from '../read-budget.ts';
import { budgetFigures } from '../testing/budget-figures.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { LAYOUT_FAMILIES } from '../testing/layout-families.ts';
import { isReadToday } from '../testing/layouts-not-yet-read.ts';
import { writeReportText } from '../testing/report-document.ts';
import type { ParseResult } from '../parse/parse-result.ts';
import { judgeReading, type CheckedParseResult } from './judge-reading.ts';

const MAX_ITEMS = 25;
const RUNS = 15;
/** A fixed seed: the same cases on every run, as the layout families' properties do. */
const PROPERTY_OPTIONS = { numRuns: RUNS, endOnFailure: true, seed: 20261127 };
/**
 * A forged amount: from 1.000,00 € to 100.000,00 €, beyond any rounding of the printed
 * quantity and price of a generated item (prices up to 25.000,00 €).
 */
const MIN_FORGED_CENTS = 100_000;
const MAX_FORGED_CENTS = 10_000_000;

/** First words of wrapped description lines seen taken for codes. */
const WRAPPED_LINE_CODES = ['Y', '50%', 'S4', '56.000', 'CADA', 'FRENTE'];

const caseArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
  /** Which item, as a fraction of their count. */
  where: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  code: fc.constantFrom(...WRAPPED_LINE_CODES),
  cents: fc.integer({ min: MIN_FORGED_CENTS, max: MAX_FORGED_CENTS }),
});

/**
 * The CYPE misreading: a description line that began like a code became an item, which took
 * the real item's figures; the real item kept none. Every sum stays as it was.
 */
function stealFigures(result: ParseResult, index: number, code: string): ParseResult {
  const items = result.budget.items.slice();
  const real = items[index]!;
  const bare: BudgetItem = { ...real, cantidad: '', precio_unitario: 0, total: 0 };
  delete bare.measurements;
  const invented = createBudgetItem({
    codigo: code,
    resumen: 'DE PROFUNDIDAD',
    uds: real.uds,
    cantidad: real.cantidad,
    precio_unitario: real.precio_unitario,
    total: real.total,
    ...(real.chapterCode === undefined ? {} : { chapterCode: real.chapterCode }),
  });
  items.splice(index, 1, bare, invented);
  return { ...result, budget: { ...result.budget, items } };
}

/** One item's figures lost: the document's stated figures stay as printed. */
function dropFigures(result: ParseResult, index: number): ParseResult {
  const items = result.budget.items.slice();
  items[index] = { ...items[index]!, cantidad: '', precio_unitario: 0, total: 0 };
  const budget = shiftBudgetTotals(
    { ...result.budget, items },
    items[index]!.chapterCode,
    -Math.round(result.budget.items[index]!.total * 100),
  );
  return { ...result, budget };
}

/**
 * One amount forged, and every sum and stated figure above it forged to match: only the
 * item's own quantity × price tells.
 */
function forgeAmount(result: ParseResult, index: number, cents: number): ParseResult {
  const items = result.budget.items.slice();
  const item = items[index]!;
  items[index] = { ...item, total: (Math.round(item.total * 100) + cents) / 100 };
  const shifted = shiftBudgetTotals({ ...result.budget, items }, item.chapterCode, cents);
  const moved = new Set(
    (shifted.chapters ?? [])
      .filter((chapter, at) => chapter.total !== result.budget.chapters![at]!.total)
      .map((chapter) => chapter.code),
  );
  const shift = (stated: number | undefined) =>
    stated === undefined ? undefined : (Math.round(stated * 100) + cents) / 100;
  const budget = {
    ...shifted,
    chapters: (shifted.chapters ?? []).map((chapter) =>
      moved.has(chapter.code) && chapter.statedTotal !== undefined
        ? { ...chapter, statedTotal: shift(chapter.statedTotal)! }
        : chapter,
    ),
  };
  if (budget.statedTotal !== undefined) budget.statedTotal = shift(budget.statedTotal)!;
  return { ...result, budget };
}

/** Lines a description wraps onto that begin like a code, as seen in real reports. */
const CODE_LIKE_LINES = [
  'Y 50 M DE PROFUNDIDAD',
  '50% DE LA SUPERFICIE',
  'S4 SEGÚN NORMA',
  '56.000 KG DE ACERO',
  'CADA 20 M',
  'FRENTE A FACHADA',
];

const wrapArbitrary = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  itemCount: fc.integer({ min: 1, max: MAX_ITEMS }),
  where: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
  line: fc.constantFrom(...CODE_LIKE_LINES),
});

describe.each(LAYOUT_FAMILIES)('the verdict on $description', (family) => {
  const read = (seed: number, itemCount: number): CheckedParseResult => {
    const budget = family.shape(generateBudget({ itemCount, seed, ...family.generate }));
    return readBudgetText(writeReportText(family.render(budget), family.textStyle));
  };
  const readable = isReadToday(family.id, 'text') ? it : it.skip;

  // End to end: whatever the reader makes of such a line, a wrong reading is never called right.
  it('reconciles a description wrapped onto a code-like line only where the reading is exact', () => {
    fc.assert(
      fc.property(wrapArbitrary, ({ seed, itemCount, where, line }) => {
        const budget = family.shape(generateBudget({ itemCount, seed, ...family.generate }));
        const item = budget.items[Math.floor(where * budget.items.length)]!;
        const [title] = item.resumen.split('\n');
        item.resumen = `${title}\nExcavación de zanjas entre los 30\n${line} con medios mecánicos.`;
        const result = readBudgetText(writeReportText(family.render(budget), family.textStyle));
        if (result.check.reconciled)
          expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
      }),
      { ...PROPERTY_OPTIONS, numRuns: RUNS * 2 },
    );
  });

  readable('never reconciles a reading where a wrapped line took an item’s figures', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ seed, itemCount, where, code }) => {
        const result = read(seed, itemCount);
        expect(result.check.status).toBe('reconciled');
        const index = Math.floor(where * result.budget.items.length);
        const verdict = judgeReading(stealFigures(result, index, code));
        expect(verdict.reconciled).toBe(false);
        expect(verdict.doubts).toContainEqual(
          expect.objectContaining({ kind: 'item-without-figures', item: index }),
        );
      }),
      PROPERTY_OPTIONS,
    );
  });

  readable('never reconciles a reading where one item lost its figures', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ seed, itemCount, where }) => {
        const result = read(seed, itemCount);
        const index = Math.floor(where * result.budget.items.length);
        // An item measured at 0,00 has no amount to lose.
        fc.pre(result.budget.items[index]!.total !== 0);
        expect(judgeReading(dropFigures(result, index)).reconciled).toBe(false);
      }),
      PROPERTY_OPTIONS,
    );
  });

  readable('never reconciles a forged amount, even with every sum forged to match it', () => {
    fc.assert(
      fc.property(caseArbitrary, ({ seed, itemCount, where, cents }) => {
        const result = read(seed, itemCount);
        const index = Math.floor(where * result.budget.items.length);
        const verdict = judgeReading(forgeAmount(result, index, cents));
        expect(verdict.totalAgreement).toBe('equal');
        expect(verdict).toMatchObject({ status: 'mismatch', reconciled: false });
        expect(verdict.doubts).toContainEqual(
          expect.objectContaining({ kind: 'amount-not-product', item: index }),
        );
      }),
      PROPERTY_OPTIONS,
    );
  });
});
