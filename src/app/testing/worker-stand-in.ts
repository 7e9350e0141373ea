import type { ExportRequest } from '../features/budget-export/export-budget-messages.ts';

/**
 * The browser's Worker as the page sees it (Node has none): what the worker posts and how it
 * ends are the test's to choose; the work itself is the export worker's own (answerExportRequest).
 */
export class WorkerStandIn extends EventTarget {
  static last: WorkerStandIn | undefined;
  static onRequest: (worker: WorkerStandIn, request: ExportRequest) => void = () => {};
  terminated = false;

  constructor() {
    super();
    WorkerStandIn.last = this;
  }

  postMessage(request: ExportRequest): void {
    WorkerStandIn.onRequest(this, request);
  }

  answer(data: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }

  terminate(): void {
    this.terminated = true;
  }
}
