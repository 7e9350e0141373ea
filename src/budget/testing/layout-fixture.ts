/**
 * The budgets the layout tests render: the same seed and sizes for the round-trip tests
 * (which may be expected to fail while the reader learns a layout) and for the tests of the
 * fixtures themselves (which never are), so a broken fixture cannot hide behind `it.fails`.
 */
import type { Budget } from '../model/budget.ts';
import { generateBudget } from './generate-budget.ts';
import type { LayoutFamily } from './layout-family.ts';

export const FIXTURE_SEED = 20_260_115;
/** Enough items for subchapters, page breaks and every kind of line. */
export const TEXT_ITEMS = 40;
/** Fewer for the slower PDF path (pdf-lib to draw, pdf.js to read). */
export const PDF_ITEMS = 14;
/** As many items as the real documents with spaced or no thousands that were misread. */
export const LONG_ITEMS = 150;

export function fixtureBudget(family: LayoutFamily, itemCount: number): Budget {
  return family.shape(generateBudget({ itemCount, seed: FIXTURE_SEED, ...family.generate }));
}
