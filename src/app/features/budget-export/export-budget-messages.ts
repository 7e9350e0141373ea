import type {
  ProvedExport,
  ProvedExportOptions,
} from '../../../budget/export/export-proved-budget.ts';
import type { BuildBudgetDocxOptions } from '../../../budget/export/build-budget-docx.ts';
import type { BuildBudgetPdfOptions } from '../../../budget/export/pdf/build-budget-pdf.ts';
import type { Budget } from '../../../budget/model/budget.ts';

/**
 * Each format the export worker builds: what the page sends with it and what comes back. Each
 * comes back with its proof (read back by the product's own reader). The PDF's and Word's fonts
 * and logo travel as bytes: the page fetched them.
 */
export interface ExportJobs {
  bc3: { options: ProvedExportOptions; result: ProvedExport };
  xlsx: { options: ProvedExportOptions; result: ProvedExport };
  pdf: { options: BuildBudgetPdfOptions; result: ProvedExport };
  docx: { options: BuildBudgetDocxOptions; result: ProvedExport };
}
export type ExportFormat = keyof ExportJobs;

/**
 * What the page sends the export worker: the budget as JSON (cheaper to parse on the other
 * side than a structured clone of a large object graph, as parse-budget-messages.ts found),
 * the format and its options.
 */
export type ExportRequest = {
  [F in ExportFormat]: { budgetJson: string; format: F; options: ExportJobs[F]['options'] };
}[ExportFormat];

/**
 * Marks the worker's own answers. Other code in the worker may post to the page too: pdf.js's
 * worker module, loaded here to read the PDF back, starts its message handler on any worker's
 * `self` and posts `{ action: 'ready' }` to the page at once; that message, taken for the
 * answer, failed every PDF download with an empty error within a second.
 */
export const EXPORT_ANSWER = 'presupuestos-export-answer';

/** The worker's answer: the export (its bytes transferred, not copied), or why it failed. */
export type ExportResponse =
  | { kind: typeof EXPORT_ANSWER; ok: true; exported: ProvedExport }
  | { kind: typeof EXPORT_ANSWER; ok: false; message: string };

export function isExportResponse(data: unknown): data is ExportResponse {
  return (
    typeof data === 'object' && data !== null && (data as { kind?: unknown }).kind === EXPORT_ANSWER
  );
}

/**
 * The work the worker does for one request: build the file and read it back
 * (export-proved-budget.ts, export-budget-pdf.ts, export-budget-docx.ts). Each writer loads only when its format is
 * asked for. Never rejects: a failure is the answer, with its message.
 */
export async function answerExportRequest(request: ExportRequest): Promise<ExportResponse> {
  try {
    const budget = JSON.parse(request.budgetJson) as Budget;
    return { kind: EXPORT_ANSWER, ok: true, exported: await buildExport(budget, request) };
  } catch (error) {
    console.error('Error al exportar en el worker', error);
    return {
      kind: EXPORT_ANSWER,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

async function buildExport(
  budget: Budget,
  request: ExportRequest,
): Promise<ProvedExport> {
  switch (request.format) {
    case 'pdf': {
      const { exportBudgetPdf } = await import('../../../budget/export/pdf/export-budget-pdf.ts');
      return { ...(await exportBudgetPdf(budget, request.options)), notes: [] };
    }
    case 'docx': {
      const { exportBudgetDocx } = await import(
        '../../../budget/export/docx/export-budget-docx.ts'
      );
      return { ...(await exportBudgetDocx(budget, request.options)), notes: [] };
    }
    default: {
      const { exportProvedBudget } = await import('../../../budget/export/export-proved-budget.ts');
      return exportProvedBudget(budget, request.format, request.options);
    }
  }
}
