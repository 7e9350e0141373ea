import type { BudgetItem } from '../../budget/model/budget.ts';

/**
 * Spec §5's placeholder reading: the single ERROR item the reader gives when it found no item
 * at all (a text of plain words, a document that is no budget). There is then nothing to
 * check, and no item to review.
 */
export function readsNothing(items: readonly BudgetItem[]): boolean {
  const [only] = items;
  return items.length === 1 && only?.codigo === 'ERROR' && only.total === 0;
}

/** No item at all, or only spec §5's ERROR placeholder: nothing a user would keep. */
export function holdsNoItem(items: readonly BudgetItem[]): boolean {
  return items.length === 0 || readsNothing(items);
}
