import { ROUNDING_CENTS_PER_LINE } from '../constants.ts';
import type { Budget } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';

/**
 * How a figure the document states compares with the sum of the lines read:
 * equal to the cent, off by no more than the lines' rounding, or a real mismatch.
 */
export type FigureAgreement = 'equal' | 'rounding' | 'mismatch';

export interface FigureComparison {
  /** Sum of the lines as read (euros, to the cent). */
  parsed: number;
  /** The figure the document prints, when it prints one. */
  stated?: number;
  /** parsed − stated, to the cent; undefined when nothing is stated. */
  difference?: number;
  /** Undefined when nothing is stated. */
  agreement?: FigureAgreement;
  /** How many item lines the sum adds up: each may carry a cent of rounding. */
  lineCount: number;
}

export interface ChapterReconciliation extends FigureComparison {
  code: string;
  title: string;
  level: number;
}

export interface BudgetReconciliation {
  total: FigureComparison;
  /** Every chapter, in document order, stated or not. */
  chapters: ChapterReconciliation[];
}

function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/**
 * Compares in whole cents, so that binary fractions never decide a verdict. A stated figure
 * that is no plausible number (a run of thousands of digits read as Infinity, `null` after
 * JSON) agrees with nothing: a mismatch, with no difference to print.
 */
function compare(parsed: number, stated: number | undefined, lineCount: number): FigureComparison {
  const comparison: FigureComparison = { parsed, lineCount };
  if (stated === undefined) return comparison;
  if (!isPlausibleFigure(stated) || !isPlausibleFigure(parsed)) {
    comparison.agreement = 'mismatch';
    return comparison;
  }
  const differenceCents = toCents(parsed) - toCents(stated);
  const allowance = lineCount * ROUNDING_CENTS_PER_LINE;
  comparison.stated = stated;
  comparison.difference = differenceCents / 100;
  comparison.agreement =
    differenceCents === 0
      ? 'equal'
      : Math.abs(differenceCents) <= allowance
        ? 'rounding'
        : 'mismatch';
  return comparison;
}

/** Items per chapter, counting each item in its chapter and in every enclosing one. */
function countLinesPerChapter(budget: Budget): Map<string, number> {
  const chapters = budget.chapters ?? [];
  const parentOf = new Map(chapters.map((chapter) => [chapter.code, chapter.parentCode]));
  const own = new Map<string, number>();
  for (const item of budget.items) {
    const code = item.chapterCode;
    if (code !== undefined && parentOf.has(code)) own.set(code, (own.get(code) ?? 0) + 1);
  }
  // Each chapter's own items are added to it and its ancestors: chapters × depth, not items × depth.
  const counts = new Map<string, number>();
  for (const [chapter, count] of own) {
    // A parent loop in a damaged file must not walk forever: each chapter is counted once.
    const seen = new Set<string>();
    for (let code: string | undefined = chapter; code !== undefined && !seen.has(code);) {
      if (!parentOf.has(code)) break;
      seen.add(code);
      counts.set(code, (counts.get(code) ?? 0) + count);
      code = parentOf.get(code);
    }
  }
  return counts;
}

/**
 * Compares what the reader summed with what the document itself states, for the
 * whole budget and for each chapter. Format-independent: it reads only the Budget
 * model, so text, PDF, Word and BC3 budgets are reconciled alike.
 */
export function reconcileBudget(budget: Budget): BudgetReconciliation {
  const lineCounts = countLinesPerChapter(budget);
  return {
    total: compare(budget.total, budget.statedTotal, budget.items.length),
    chapters: (budget.chapters ?? []).map((chapter) => ({
      code: chapter.code,
      title: chapter.title,
      level: chapter.level,
      ...compare(chapter.total, chapter.statedTotal, lineCounts.get(chapter.code) ?? 0),
    })),
  };
}
