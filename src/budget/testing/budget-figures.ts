/**
 * The figures a reading must give back for a budget to count as read right: items
 * (code, quantity, price, amount), chapters (code, items' sum, stated total) and the
 * total, and whether the reading reports the budget as reconciled. Used by the
 * round-trip tests of the layout families.
 */
import { reconcileBudget } from '../check/reconcile-budget.ts';
import type { Budget } from '../model/budget.ts';
import type { ParseResult } from '../parse/parse-result.ts';
import { quantityOf } from './format-figures.ts';

export interface BudgetFigures {
  items: Array<{ codigo: string; cantidad: number; precio: number; importe: number }>;
  chapters: Array<{ code: string; total: number; statedTotal: number | undefined }>;
  total: number;
  statedTotal: number | undefined;
}

/**
 * Chapter codes compared by their numbers: `01.02`, `1.2` and CYPE's `1.2` are one chapter,
 * because programs pad numbers differently in headings and totals (El Casar prints `1` and
 * `TOTAL 01`). Letters are kept (`C01`).
 */
export function chapterKey(code: string): string {
  return code
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part)) : part))
    .join('.');
}

export function budgetFigures(budget: Budget): BudgetFigures {
  return {
    items: budget.items.map((item) => ({
      codigo: item.codigo,
      cantidad: quantityOf(item),
      precio: item.precio_unitario,
      importe: item.total,
    })),
    chapters: (budget.chapters ?? []).map((chapter) => ({
      code: chapterKey(chapter.code),
      total: chapter.total,
      statedTotal: chapter.statedTotal,
    })),
    total: budget.total,
    statedTotal: budget.statedTotal,
  };
}

/**
 * What "reported as reconciled" means for a reading: the document states a total and it
 * equals the sum of the items read (`totalMatches` true), no chapter's stated total differs
 * from the sum of its items (`mismatchedChapters` empty), and the reader raised no warning
 * that a printed amount disagrees (`amount-mismatch`: quantity × price ≠ amount;
 * `chapter-total-mismatch`; `total-mismatch`).
 */
export function isReportedReconciled(result: ParseResult): boolean {
  const check = reconcileBudget(result.budget);
  const mismatchWarning = result.warnings.some(
    (warning) =>
      warning.kind === 'amount-mismatch' ||
      warning.kind === 'chapter-total-mismatch' ||
      warning.kind === 'total-mismatch',
  );
  return check.totalMatches === true && check.mismatchedChapters.length === 0 && !mismatchWarning;
}
