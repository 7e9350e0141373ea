/**
 * Stage 3 of the layout reader: the arithmetic every priced budget obeys. A line
 * carries an item's figures when three of them, in order, satisfy
 * quantity × price = amount to the cent (within the printing program's rounding of
 * each factor), whatever else the line holds between or after them.
 */
import { roundToCents } from '../../model/money.ts';
import type { Figure } from './read-figure.ts';

export interface PricedFigures {
  quantity: Figure;
  price: Figure;
  amount: Figure;
}

/** A product of rounded factors may differ from the printed amount by a cent or two. */
const PRODUCT_TOLERANCE = 0.021;
/** Only the last few figures of a line are searched: the item's figures end it or nearly so. */
const SEARCHED_FIGURES = 8;
/** A measurement multiplies at most units, length, width and height into its partial. */
const MAX_MEASURED_FACTORS = 4;

export function isProduct(quantity: number, price: number, amount: number): boolean {
  return Math.abs(roundToCents(quantity * price) - amount) <= PRODUCT_TOLERANCE;
}

/**
 * The latest triple `a, b, c` of the line's figures (in printed order) with a × b = c,
 * preferring the amount nearest the end and its factors nearest the amount.
 * `priceFirst` when the document prints the price before the quantity (TCQ).
 */
export function findPricedFigures(
  figures: readonly Figure[],
  priceFirst = false,
): PricedFigures | undefined {
  const first = Math.max(0, figures.length - SEARCHED_FIGURES);
  for (let k = figures.length - 1; k >= first + 2; k--) {
    const amount = figures[k] as Figure;
    for (let j = k - 1; j >= first + 1; j--) {
      for (let i = j - 1; i >= first; i--) {
        const a = figures[i] as Figure;
        const b = figures[j] as Figure;
        if (!isProduct(a.value, b.value, amount.value)) continue;
        return priceFirst ? { quantity: b, price: a, amount } : { quantity: a, price: b, amount };
      }
    }
  }
  return undefined;
}

/**
 * Where a measurement's figures start: the longest run of at most four factors ending the
 * line whose product is its last figure, the partial (`Planta 2 3 4,20 12,60`: the comment
 * is `Planta 2`, since 3 × 4,20 = 12,60 and 2 × 3 × 4,20 is not). -1 when none multiplies.
 */
export function findMeasuredRun(figures: readonly Figure[]): number {
  const last = figures.length - 1;
  if (last < 1) return -1;
  const partial = (figures[last] as Figure).value;
  for (let from = Math.max(0, last - MAX_MEASURED_FACTORS); from < last; from++) {
    let product = 1;
    for (let index = from; index < last; index++) product *= (figures[index] as Figure).value;
    if (Math.abs(roundToCents(product) - partial) <= PRODUCT_TOLERANCE) return from;
  }
  return -1;
}
