import { AMOUNT_TOLERANCE } from '../constants.ts';
import type { Budget } from '../model/budget.ts';

export interface ChapterReconciliation {
  code: string;
  title: string;
  /** Sum of the chapter's items as parsed (budget.chapters[].total). */
  parsed: number;
  /** The total the document prints for the chapter, when it prints one. */
  stated?: number;
  /** Whether parsed and stated agree to the cent; undefined when nothing is stated. */
  matches?: boolean;
}

export interface BudgetReconciliation {
  parsedTotal: number;
  statedTotal?: number;
  /** Undefined when the document states no total. */
  totalMatches?: boolean;
  chapters: ChapterReconciliation[];
  /** Codes of the chapters whose stated total differs from the parsed one, in document order. */
  mismatchedChapters: string[];
}

function agree(parsed: number, stated: number): boolean {
  return Math.abs(parsed - stated) < AMOUNT_TOLERANCE;
}

/**
 * Compares what the parser summed with what the document itself states, for the
 * whole budget and for each chapter. Format-independent: it reads only the
 * Budget model, so text, PDF, Word and BC3 budgets are reconciled alike.
 */
export function reconcileBudget(budget: Budget): BudgetReconciliation {
  const chapters = (budget.chapters ?? []).map((chapter): ChapterReconciliation => {
    const result: ChapterReconciliation = {
      code: chapter.code,
      title: chapter.title,
      parsed: chapter.total,
    };
    if (chapter.statedTotal !== undefined) {
      result.stated = chapter.statedTotal;
      result.matches = agree(chapter.total, chapter.statedTotal);
    }
    return result;
  });
  const reconciliation: BudgetReconciliation = {
    parsedTotal: budget.total,
    chapters,
    mismatchedChapters: chapters
      .filter((chapter) => chapter.matches === false)
      .map((chapter) => chapter.code),
  };
  if (budget.statedTotal !== undefined) {
    reconciliation.statedTotal = budget.statedTotal;
    reconciliation.totalMatches = agree(budget.total, budget.statedTotal);
  }
  return reconciliation;
}
