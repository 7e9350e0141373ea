/// <reference lib="webworker" />
/**
 * Builds an export (.bc3, .xlsx, the branded PDF, the Word document) and, but for the Word,
 * reads it back, off the main thread: jsPDF over 4,000 rows, pdf.js over 500 pages or the docx
 * library over 20,000 cells take seconds that would otherwise freeze the tab. One worker per
 * export, ended once it answers, so its memory is given back.
 */
import {
  answerExportRequest,
  EXPORT_ANSWER,
  type ExportRequest,
} from './export-budget-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ExportRequest>) => {
  // pdf.js's handler listens on this `self` too (export-budget-messages.ts): only requests are ours.
  if (typeof event.data?.budgetJson !== 'string') return;
  void answerExportRequest(event.data).then((response) => {
    try {
      self.postMessage(response, response.ok ? [response.exported.bytes.buffer] : []);
    } catch (error) {
      // An answer that cannot be sent must still end the page's wait.
      self.postMessage({
        kind: EXPORT_ANSWER,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
});
