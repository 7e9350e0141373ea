import type { Budget, BudgetChapter } from './budget.ts';
import { isPlausibleFigure, sumTotals } from './money.ts';

/** The items' sum per chapter, each item counted in its chapter and every enclosing one. */
function sumPerChapter(budget: Budget, chapters: readonly BudgetChapter[]): Map<string, number> {
  const parentOf = new Map(chapters.map((chapter) => [chapter.code, chapter.parentCode]));
  const cents = new Map<string, number>();
  for (const item of budget.items) {
    if (!isPlausibleFigure(item.total)) continue;
    const amount = Math.round(item.total * 100);
    // A parent loop in a damaged file is walked once.
    const seen = new Set<string>();
    for (
      let code = item.chapterCode;
      code !== undefined && parentOf.has(code) && !seen.has(code);
    ) {
      seen.add(code);
      cents.set(code, (cents.get(code) ?? 0) + amount);
      code = parentOf.get(code);
    }
  }
  return cents;
}

/**
 * The budget with every total it computes (its own and its chapters') a finite number: a
 * total that is not (an item's 5,000-digit figure read as Infinity made it Infinity, NaN or,
 * through JSON, `null`) is summed again from the items whose amounts are plausible. The items
 * keep their figures as read, for the verdict to name. Returns the same budget when every
 * total is finite, as it is for every well-read document.
 */
export function boundBudgetTotals(budget: Budget): Budget {
  const chapters = budget.chapters ?? [];
  const badChapter = chapters.some((chapter) => !isPlausibleFigure(chapter.total));
  if (isPlausibleFigure(budget.total) && !badChapter) return budget;
  const bounded: Budget = { ...budget, total: sumTotals(budget.items) };
  if (badChapter) {
    const sums = sumPerChapter(budget, chapters);
    bounded.chapters = chapters.map((chapter) =>
      isPlausibleFigure(chapter.total)
        ? chapter
        : { ...chapter, total: (sums.get(chapter.code) ?? 0) / 100 },
    );
  }
  return bounded;
}
