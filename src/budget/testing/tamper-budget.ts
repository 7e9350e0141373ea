/**
 * Changes one printed amount of a budget, as a typo or a forged figure would: one item's
 * amount (its quantity and price stay, so quantity × price no longer gives it, and its
 * chapter's stated total no longer adds up) or one chapter's stated total. Rendering the
 * result gives a document with that one figure changed wherever it is printed.
 */
import type { Budget } from '../model/budget.ts';
import { roundToCents } from '../model/money.ts';

export type TamperTarget = { kind: 'item'; index: number } | { kind: 'chapter'; index: number };

/** `cents` is never zero; a change that would make the amount negative goes the other way. */
export function tamperBudget(budget: Budget, target: TamperTarget, cents: number): Budget {
  const shift = (amount: number): number => {
    const changed = roundToCents(amount + cents / 100);
    return changed < 0 ? roundToCents(amount - cents / 100) : changed;
  };
  if (target.kind === 'item') {
    const items = budget.items.map((item, index) =>
      index === target.index ? { ...item, total: shift(item.total) } : item,
    );
    return { ...budget, items };
  }
  const chapters = (budget.chapters ?? []).map((chapter, index) =>
    index === target.index
      ? { ...chapter, statedTotal: shift(chapter.statedTotal ?? chapter.total) }
      : chapter,
  );
  return { ...budget, chapters };
}
