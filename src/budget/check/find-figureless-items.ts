import type { BudgetDocumentKind, BudgetItem } from '../model/budget.ts';
import { printedQuantity } from './printed-fields.ts';

/**
 * A document is priced when at least this share of its items carries a price or an amount:
 * then an item with neither quantity nor amount is a reading that lost them (a budget printed
 * without prices, or a price database, has no amounts to lose).
 */
const MIN_PRICED_SHARE = 0.5;

/** No quantity printed and no amount: `0,00` is a quantity a document prints, blank is none. */
export function isFigureless(item: BudgetItem): boolean {
  return printedQuantity(item) === '' && item.total === 0;
}

/**
 * Items without figures in a document whose items are otherwise priced, or that states its
 * total (`statesTotal`: it prints amounts, so an item without any lost them). Seen in a CYPE
 * PDF: a description line that began like a code became an item that took the real item's
 * figures, and the real one kept none (quantity empty, amount 0,00) while every total matched.
 * A budget of one item, or of few items mostly measured 0,00, with that item left blank
 * under its `Total … : 0,00` is doubted by its stated total alone.
 */
export function findFigurelessItems(
  items: readonly BudgetItem[],
  documentKind: BudgetDocumentKind,
  statesTotal = false,
): number[] {
  if (documentKind === 'price-database') return [];
  let priced = 0;
  // A price without an amount counts: `0,00 × 521,64 = 0,00` is a priced item measured at zero.
  for (const item of items) if (item.total !== 0 || item.precio_unitario !== 0) priced += 1;
  if (!statesTotal && priced < items.length * MIN_PRICED_SHARE) return [];
  const figureless: number[] = [];
  items.forEach((item, index) => {
    if (isFigureless(item)) figureless.push(index);
  });
  return figureless;
}

/**
 * Items print quantity × price as a rule when at most one in ten does not: then an amount
 * printed alone is no lump sum of the document's but a row whose figures were lost.
 */
const MAX_SHARE_UNMEASURED = 0.1;

/**
 * Items with an amount but no quantity, so quantity × price cannot be checked: the quantity
 * was lost (a figure slipped into a measurement column, `3 × 45,78 = 137,34` read as
 * `× 45,78 = 137,34`; quantity and price run into one cell, `1146.15 193.39`, that reads as no
 * figure: the row keeps its amount alone). Where the document's items print their quantities
 * as a rule (all but one in ten), any such item lost its quantity, even a `1` under a price
 * equal to the amount. Elsewhere an amount alone, or one that is its own price
 * (`1.500,00 | 1.500,00`), is a lump sum as a typed sheet lists one; a price that differs
 * from the amount still wants a quantity. Not in a price database, which has no amounts.
 */
export function findItemsWithoutQuantity(
  items: readonly BudgetItem[],
  documentKind: BudgetDocumentKind,
): number[] {
  if (documentKind === 'price-database') return [];
  const unmeasured: number[] = [];
  items.forEach((item, index) => {
    if (printedQuantity(item) === '' && item.total !== 0) unmeasured.push(index);
  });
  const measuredAsRule =
    unmeasured.length <= Math.max(1, Math.floor(items.length * MAX_SHARE_UNMEASURED)) &&
    items.length - unmeasured.length >= 2;
  if (measuredAsRule) return unmeasured;
  return unmeasured.filter((index) => {
    const { precio_unitario: price, total } = items[index]!;
    return price !== 0 && Math.round(price * 100) !== Math.round(total * 100);
  });
}
