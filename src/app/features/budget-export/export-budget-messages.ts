import type {
  ProvedExport,
  ProvedExportFormat,
  ProvedExportOptions,
} from '../../../budget/export/export-proved-budget.ts';
import type { BuildBudgetPdfOptions } from '../../../budget/export/pdf/build-budget-pdf.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { exportProvedBudget } from '../../../budget/export/export-proved-budget.ts';

/**
 * What the page sends the export worker: the budget as JSON (cheaper to parse on the other
 * side than a structured clone of a large object graph, as parse-budget-messages.ts found),
 * the format and the header texts.
 */
export type ExportRequest =
  | { budgetJson: string; format: ProvedExportFormat; options: ProvedExportOptions }
  /** The branded PDF: its fonts and logo travel as bytes (the page fetched them). */
  | { budgetJson: string; format: 'pdf'; options: BuildBudgetPdfOptions };

/** The worker's answer: the proved export (its bytes transferred, not copied), or why it failed. */
export type ExportResponse = { ok: true; exported: ProvedExport } | { ok: false; message: string };

/**
 * The work the worker does for one request: build the file and read it back
 * (export-proved-budget.ts or export-budget-pdf.ts, which load their writer only now; the
 * PDF is read back by pdf.js here too, so neither its 500 pages nor their reading freeze the
 * page).
 */
export async function answerExportRequest(request: ExportRequest): Promise<ExportResponse> {
  try {
    const budget = JSON.parse(request.budgetJson) as Budget;
    if (request.format === 'pdf') {
      const { exportBudgetPdf } = await import('../../../budget/export/pdf/export-budget-pdf.ts');
      const exported = await exportBudgetPdf(budget, request.options);
      return { ok: true, exported: { ...exported, notes: [] } };
    }
    const exported = await exportProvedBudget(budget, request.format, request.options);
    return { ok: true, exported };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
