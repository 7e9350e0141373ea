import type {
  ProvedExport,
  ProvedExportFormat,
  ProvedExportOptions,
} from '../../../budget/export/export-proved-budget.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import type { ExportRequest, ExportResponse } from './export-budget-messages.ts';

/** An export still running after this is stopped: no budget of the product's size needs it. */
export const EXPORT_TIME_BUDGET_MS = 120_000;

/**
 * Runs exportProvedBudget in a Web Worker of its own (export-budget.worker.ts) and ends the
 * worker when it answers. The writers and the reader the proof uses load in the worker, never
 * on the page. Rejects with the worker's message when the export fails or takes too long.
 */
export function exportInWorker(
  budget: Budget,
  format: ProvedExportFormat,
  options: ProvedExportOptions,
): Promise<ProvedExport> {
  const worker = new Worker(new URL('./export-budget.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise<ProvedExport>((resolve, reject) => {
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.terminate();
      settle();
    };
    const timer = setTimeout(
      () => finish(() => reject(new Error('La exportación ha tardado demasiado.'))),
      EXPORT_TIME_BUDGET_MS,
    );
    worker.addEventListener('message', (event: MessageEvent<ExportResponse>) => {
      const response = event.data;
      finish(() =>
        response.ok ? resolve(response.exported) : reject(new Error(response.message)),
      );
    });
    worker.addEventListener('error', (event) => {
      finish(() => reject(new Error(event.message || 'worker error')));
    });
    const request: ExportRequest = { budgetJson: JSON.stringify(budget), format, options };
    worker.postMessage(request);
  });
}
