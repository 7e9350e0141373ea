/**
 * The figures a reading must give back for a budget to count as read right: items
 * (code, quantity, price, amount), chapters (code, items' sum, stated total) and the
 * total, and whether the reading reports the budget as reconciled. Used by the
 * round-trip tests of the layout families.
 */
import { judgeReading } from '../check/judge-reading.ts';
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
 * What "reported as reconciled" means for a reading: the product's own verdict
 * (judge-reading.ts), the one the preview, the toast and `parse --json` show, says
 * `reconciled`: the document states a total, it and every stated chapter total agree with
 * the items read, and no item's quantity × price disagrees with its printed amount.
 */
export function isReportedReconciled(result: ParseResult): boolean {
  return judgeReading(result).status === 'reconciled';
}
