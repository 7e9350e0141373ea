import type { Budget } from '../model/budget.ts';
import { hasMoneyColumn } from './plan-budget-rows.ts';

/**
 * A budget read without prices (a measurements-only report, a text pasted without its price
 * columns): its Word document would have no prices, amounts or total. The app asks before it
 * downloads one. "Without prices" is either no price or amount column at all, or items that
 * all have neither a price nor an amount.
 */
export function lacksPrices(budget: Budget): boolean {
  if (budget.items.length === 0) return false;
  if (!hasMoneyColumn(budget.availableColumns)) return true;
  return budget.items.every((item) => item.precio_unitario === 0 && item.total === 0);
}
