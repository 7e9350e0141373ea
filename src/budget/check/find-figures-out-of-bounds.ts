import type { BudgetItem } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';
import { printedQuantity } from './printed-fields.ts';

/**
 * A double keeps 15 significant digits; a quantity printed with more is no measurement but a
 * run of digits taken for one (a reference number, a misread column).
 */
const MAX_QUANTITY_DIGITS = 15;
/** A quantity of fewer digits is below 10¹², the bound of every figure (model/money.ts). */
const DIGITS_OF_BOUND = 13;
const CODE_0 = 48;
const CODE_9 = 57;

/** The model's quantity text (`1.234,56`) as a number; undefined when not a number. */
function quantityValue(text: string): number | undefined {
  const value = Number(text.trim().replace(/\./g, '').replace(',', '.'));
  return Number.isNaN(value) ? undefined : value;
}

function quantityOutOfBounds(text: string): boolean {
  let digits = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit >= CODE_0 && unit <= CODE_9) digits += 1;
  }
  if (digits > MAX_QUANTITY_DIGITS) return true;
  if (digits < DIGITS_OF_BOUND) return false;
  const value = quantityValue(text);
  return value !== undefined && !isPlausibleFigure(value);
}

/**
 * Items with a figure no budget has: an amount or price that is not a finite number (a
 * 5,000-digit figure read as Infinity, or `null` once such a budget went through JSON), of a
 * magnitude beyond any budget (model/money.ts), or a quantity of more digits than a number holds.
 */
export function findFiguresOutOfBounds(items: readonly BudgetItem[]): number[] {
  const out: number[] = [];
  items.forEach((item, index) => {
    if (
      !isPlausibleFigure(item.total) ||
      !isPlausibleFigure(item.precio_unitario) ||
      quantityOutOfBounds(printedQuantity(item))
    )
      out.push(index);
  });
  return out;
}
