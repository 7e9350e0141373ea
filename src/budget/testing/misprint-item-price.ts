import type { Budget } from '../model/budget.ts';
import { decimalFromNumber, multiplyToCents } from '../edit/exact-decimal.ts';
import { readModelQuantity } from '../edit/read-decimal-input.ts';
import { generateBudget } from './generate-budget.ts';
import { renderBudgetReport } from './render-budget-report.ts';

/** What the misprinted price is off by: a whole euro, as a typo in the units digit. */
const PRICE_ERROR_EUROS = 1;

export interface MisprintedBudget {
  /** The budget as it should read, with its true chapter totals and total. */
  budget: Budget;
  /** Its report, where one item prints a wrong price (and the amount that price gives). */
  text: string;
  /** The misprinted item's position and its true price. */
  index: number;
  truePrice: number;
  wrongPrice: number;
}

/**
 * A synthetic budget whose report prints one item's price a euro too high, with the amount
 * that wrong price gives, while its chapter totals and total are the true ones: the line is
 * self-consistent, so only the verdict's totals show the error, and correcting the price in
 * the preview must make it reconcile.
 */
export function misprintItemPrice(itemCount: number, seed = 7): MisprintedBudget {
  const budget = generateBudget({ itemCount, seed });
  const index = budget.items.findIndex((item) => readModelQuantity(item.cantidad) !== undefined);
  const item = budget.items[index];
  if (item === undefined) throw new Error('the generated budget has no item with a quantity');
  const quantity = readModelQuantity(item.cantidad)!;
  const wrongPrice = item.precio_unitario + PRICE_ERROR_EUROS;
  const wrongTotal = multiplyToCents(quantity, decimalFromNumber(wrongPrice)) / 100;
  const printed: Budget = {
    ...budget,
    items: budget.items.map((other, at) =>
      at === index ? { ...other, precio_unitario: wrongPrice, total: wrongTotal } : other,
    ),
  };
  return {
    budget,
    text: renderBudgetReport(printed, 'presupuesto'),
    index,
    truePrice: item.precio_unitario,
    wrongPrice,
  };
}
