import type { Budget } from '../../../budget/model/budget.ts';
import { exportWorkerTexts } from '../../texts.ts';
import {
  isExportResponse,
  type ExportFormat,
  type ExportJobs,
  type ExportRequest,
} from './export-budget-messages.ts';

/** An export still running after this is stopped: no budget of the product's size needs it. */
export const EXPORT_TIME_BUDGET_MS = 120_000;

/**
 * A failed export, with a Spanish message the user can be shown (exportWorkerTexts): what
 * stopped it (could not start, failed, crashed, took too long).
 */
export class ExportWorkerError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ExportWorkerError';
  }
}

/**
 * What the user reads when an export ends without a file: the format's own text, then the
 * reason when it is known (`No se pudo generar el PDF. La exportación tardó demasiado…`).
 */
export function describeExportFailure(formatMessage: string, error: unknown): string {
  return error instanceof ExportWorkerError ? `${formatMessage} ${error.message}` : formatMessage;
}

/**
 * Runs one export in a Web Worker of its own (export-budget.worker.ts) and ends the worker when
 * it answers. The writers and the reader the proof uses load in the worker, never on the page.
 * Always settles: with the export, or with an ExportWorkerError when the worker answers a
 * failure, cannot load, crashes, sends what cannot be read, or takes longer than
 * EXPORT_TIME_BUDGET_MS.
 */
export function exportInWorker<F extends ExportFormat>(
  budget: Budget,
  format: F,
  options: ExportJobs[F]['options'],
): Promise<ExportJobs[F]['result']> {
  return new Promise<ExportJobs[F]['result']>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./export-budget.worker.ts', import.meta.url), {
        type: 'module',
      });
    } catch (error) {
      console.error('No se pudo iniciar la exportación', error);
      reject(new ExportWorkerError(exportWorkerTexts.notStarted));
      return;
    }
    const fail = (message: string) => finish(() => reject(new ExportWorkerError(message)));
    const timer = setTimeout(() => fail(exportWorkerTexts.timedOut), EXPORT_TIME_BUDGET_MS);
    function finish(settle: () => void) {
      clearTimeout(timer);
      worker.terminate();
      settle();
    }
    worker.addEventListener('message', (event: MessageEvent<unknown>) => {
      // Only the worker's own answers count (pdf.js posts a 'ready' of its own there).
      const response = event.data;
      if (!isExportResponse(response)) return;
      if (response.ok) finish(() => resolve(response.exported as ExportJobs[F]['result']));
      else {
        // The library's own message, often in English, is for the console; the user gets Spanish.
        console.error('La exportación ha fallado', response.message);
        fail(exportWorkerTexts.failed);
      }
    });
    worker.addEventListener('messageerror', () => {
      fail(exportWorkerTexts.unreadable);
    });
    worker.addEventListener('error', (event) => {
      // A worker that fails to load or throws outside a request answers nothing else.
      console.error('El proceso de exportación ha fallado', event.message);
      fail(exportWorkerTexts.crashed);
    });
    const request = { budgetJson: JSON.stringify(budget), format, options } as ExportRequest;
    try {
      worker.postMessage(request);
    } catch (error) {
      console.error('No se pudo enviar el presupuesto a la exportación', error);
      fail(exportWorkerTexts.notSent);
    }
  });
}
