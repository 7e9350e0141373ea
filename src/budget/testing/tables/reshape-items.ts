/**
 * Reshaping a generated budget item by item, by the item's place in its chapter (1, 2, …),
 * as the families do to imitate what a real table holds: a concept that repeats across
 * chapters, an item measured 0, a title without its description.
 */
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { splitResumen, walkBudget } from '../walk-budget.ts';

export function reshapeItems(
  budget: Budget,
  reshape: (item: BudgetItem, position: number) => BudgetItem,
): Budget {
  const items: BudgetItem[] = [];
  walkBudget(budget, {
    openChapter: () => undefined,
    item: (item, position) => items.push(reshape(item, position)),
    closeChapter: () => undefined,
  });
  return { ...budget, items };
}

/** The item's place in its chapter, counted from 1, for every item in document order. */
export function itemPositions(budget: Budget): Map<BudgetItem, number> {
  const positions = new Map<BudgetItem, number>();
  walkBudget(budget, {
    openChapter: () => undefined,
    item: (item, position) => positions.set(item, position),
    closeChapter: () => undefined,
  });
  return positions;
}

/** The item with its title alone: tables whose summary column holds no description. */
export function withTitleOnly(item: BudgetItem): BudgetItem {
  return { ...item, resumen: splitResumen(item.resumen).title };
}
