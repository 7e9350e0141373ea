/**
 * The title a heading carries (read-line-heading.ts): the words after its code and unit,
 * up to the figures that end the line, a number that belongs to the title kept in it.
 */
import { findPricedFigures } from './find-priced-figures.ts';
import type { Figure } from './read-figure.ts';
import type { LayoutLine } from './read-layout-line.ts';

/** Digits only: a whole number printed without a decimal mark or thousands separator. */
const PLAIN_WHOLE_NUMBER = /^\d+$/;

/**
 * The trailing figures after the first are the item's row, quantity × price = amount, and
 * the first is none of them (`TIPO 2 4.258,90 3.114,55 13.264.557,00`; pyCost, whose
 * quantity stands before the unit: `… FASE 3 2.54 13235.940`).
 */
function isNumberBeforeRow(line: LayoutLine, trailing: number): boolean {
  const figures = line.figures;
  const first = figures.length - trailing;
  const priced = findPricedFigures(figures);
  if (priced === undefined) return false;
  const row = [priced.quantity, priced.price, priced.amount];
  if (row.includes(figures[first] as Figure)) return false;
  for (let index = first + 1; index < figures.length; index++)
    if (!row.includes(figures[index] as Figure)) return false;
  return true;
}

export function titleOf(line: LayoutLine, from: number): string {
  // The title stops where the line's trailing figures start.
  let end = line.tokenCount;
  for (let index = line.figures.length - 1; index >= 0; index--) {
    const figure = line.figures[index];
    if (figure === undefined || figure.token !== end - 1 || end - 1 < from) break;
    end--;
  }
  // A plain whole number after the words, alone, before one amount or before the item's
  // row, is the title's own (`01 FASE 2`, `MURO 1`, `CAPÍTULO 01 FASE 2 1.174.151,99`,
  // `… TIPO 2 4.258,90 3.114,55 13.264.557,00`): an amount prints decimals, and an item's
  // figures are the three with quantity × price = amount.
  const trailing = line.tokenCount - end;
  if (trailing > 0 && end > from) {
    const first = line.figures[line.figures.length - trailing];
    if (
      first !== undefined &&
      PLAIN_WHOLE_NUMBER.test(first.printed) &&
      (trailing <= 2 || isNumberBeforeRow(line, trailing))
    )
      end++;
  }
  return line.textBetween(from, end);
}
