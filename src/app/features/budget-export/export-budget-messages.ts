import type {
  ProvedExport,
  ProvedExportFormat,
  ProvedExportOptions,
} from '../../../budget/export/export-proved-budget.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { exportProvedBudget } from '../../../budget/export/export-proved-budget.ts';

/**
 * What the page sends the export worker: the budget as JSON (cheaper to parse on the other
 * side than a structured clone of a large object graph, as parse-budget-messages.ts found),
 * the format and the header texts.
 */
export interface ExportRequest {
  budgetJson: string;
  format: ProvedExportFormat;
  options: ProvedExportOptions;
}

/** The worker's answer: the proved export (its bytes transferred, not copied), or why it failed. */
export type ExportResponse = { ok: true; exported: ProvedExport } | { ok: false; message: string };

/**
 * The work the worker does for one request: build the file and read it back
 * (export-proved-budget.ts, which loads the writer of that format only now).
 */
export async function answerExportRequest(request: ExportRequest): Promise<ExportResponse> {
  try {
    const budget = JSON.parse(request.budgetJson) as Budget;
    const exported = await exportProvedBudget(budget, request.format, request.options);
    return { ok: true, exported };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
