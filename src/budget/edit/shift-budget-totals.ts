import type { Budget, BudgetChapter } from '../model/budget.ts';
import { centsToEuros, eurosToCents } from './exact-decimal.ts';

/**
 * Adds a change of one item's amount (in whole cents) to its chapter, every enclosing
 * chapter and the budget's total. A change, not a new sum: the other lines keep the totals
 * the reader gave them (a BC3's own rounding included), so only the edit moves the figures.
 */
export function shiftBudgetTotals(
  budget: Budget,
  chapterCode: string | undefined,
  deltaCents: number,
): Budget {
  if (deltaCents === 0) return budget;
  const shifted: Budget = {
    ...budget,
    total: centsToEuros(eurosToCents(budget.total) + deltaCents),
  };
  const chapters = budget.chapters;
  if (chapters === undefined || chapterCode === undefined) return shifted;
  const touched = enclosingChapters(chapters, chapterCode);
  shifted.chapters = chapters.map((chapter) =>
    touched.has(chapter.code)
      ? { ...chapter, total: centsToEuros(eurosToCents(chapter.total) + deltaCents) }
      : chapter,
  );
  return shifted;
}

/** The chapter and its ancestors; a parent loop in a damaged file is walked once. */
function enclosingChapters(chapters: readonly BudgetChapter[], code: string): Set<string> {
  const parentOf = new Map(chapters.map((chapter) => [chapter.code, chapter.parentCode]));
  const seen = new Set<string>();
  for (let at: string | undefined = code; at !== undefined && parentOf.has(at) && !seen.has(at);) {
    seen.add(at);
    at = parentOf.get(at);
  }
  return seen;
}
