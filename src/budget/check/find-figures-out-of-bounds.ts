import type { BudgetItem } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';

/**
 * A double keeps 15 significant digits; a quantity printed with more is no measurement but a
 * run of digits taken for one (a reference number, a misread column).
 */
const MAX_QUANTITY_DIGITS = 15;

/** The model's quantity text (`1.234,56`) as a number; undefined when blank or not a number. */
function quantityValue(text: string): number | undefined {
  const compact = text.trim().replace(/\./g, '').replace(',', '.');
  if (compact === '') return undefined;
  const value = Number(compact);
  return Number.isNaN(value) ? undefined : value;
}

function quantityOutOfBounds(text: string): boolean {
  let digits = 0;
  for (const character of text) if (character >= '0' && character <= '9') digits += 1;
  if (digits > MAX_QUANTITY_DIGITS) return true;
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
      quantityOutOfBounds(item.cantidad)
    )
      out.push(index);
  });
  return out;
}
