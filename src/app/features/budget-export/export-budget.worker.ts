/// <reference lib="webworker" />
/**
 * Builds a .bc3 or .xlsx and reads it back off the main thread: a 5,000-item budget takes
 * about a second of work that would otherwise freeze the tab. One worker per export, ended
 * once it answers, so its memory is given back.
 */
import { answerExportRequest, type ExportRequest } from './export-budget-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

self.addEventListener('message', (event: MessageEvent<ExportRequest>) => {
  void answerExportRequest(event.data).then((response) =>
    self.postMessage(response, response.ok ? [response.exported.bytes.buffer] : []),
  );
});
