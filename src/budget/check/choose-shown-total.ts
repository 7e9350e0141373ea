import type { Budget, BudgetChapter } from '../model/budget.ts';

/**
 * The document's own figures win: where the source states a total, that is the
 * total shown and exported, and any difference with the sum of the lines is
 * reported beside it (see reconcile-budget.ts), never silently "corrected".
 * Where nothing is stated, the sum of the lines is all there is.
 */
export function chooseShownTotal(budget: Budget): number {
  return budget.statedTotal ?? budget.total;
}

/** A chapter's total as the document states it, or the sum of its lines. */
export function chooseShownChapterTotal(chapter: BudgetChapter): number {
  return chapter.statedTotal ?? chapter.total;
}
