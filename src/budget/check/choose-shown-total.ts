import type { Budget, BudgetChapter } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';

/**
 * The total shown and exported. As read, the document's own figures win: where the source
 * states a total, that is the total, and any difference with the sum of the lines is reported
 * beside it (see reconcile-budget.ts), never silently "corrected". Once the user has corrected
 * a line (`linesEdited`), the budget is theirs: every total is the sum of the lines as they now
 * stand, and the document's figure stays only in the app's verdict.
 * Where nothing is stated, or what is stated is no plausible figure (a run of digits read as
 * Infinity), the sum of the lines is all there is.
 */
export function chooseShownTotal(budget: Budget): number {
  return chooseShownFigure(budget.statedTotal, budget.total, budget.linesEdited === true);
}

/** A chapter's total as the document states it, or the sum of its lines (always, once edited). */
export function chooseShownChapterTotal(budget: Budget, chapter: BudgetChapter): number {
  return chooseShownFigure(chapter.statedTotal, chapter.total, budget.linesEdited === true);
}

/**
 * The rule both apply, for any total: the stated figure while the lines are as read and it is
 * plausible, else the sum of the lines (the preview's chapter rows, whose sums move as the user
 * types, ask it directly).
 */
export function chooseShownFigure(
  stated: number | undefined,
  sum: number,
  linesEdited: boolean,
): number {
  return !linesEdited && stated !== undefined && isPlausibleFigure(stated) ? stated : sum;
}
