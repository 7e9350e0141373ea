import type { Budget, BudgetChapter } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';

/**
 * The document's own figures win: where the source states a total, that is the
 * total shown and exported, and any difference with the sum of the lines is
 * reported beside it (see reconcile-budget.ts), never silently "corrected".
 * Where nothing is stated, or what is stated is no plausible figure (a run of digits read as
 * Infinity), the sum of the lines is all there is.
 */
export function chooseShownTotal(budget: Budget): number {
  const stated = budget.statedTotal;
  return stated !== undefined && isPlausibleFigure(stated) ? stated : budget.total;
}

/** A chapter's total as the document states it, or the sum of its lines. */
export function chooseShownChapterTotal(chapter: BudgetChapter): number {
  const stated = chapter.statedTotal;
  return stated !== undefined && isPlausibleFigure(stated) ? stated : chapter.total;
}
