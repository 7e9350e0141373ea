import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { uploadTexts } from '../../texts.ts';
import {
  readParseResult,
  type ParseFailure,
  type ParseRequest,
  type ParseResponse,
} from './parse-budget-messages.ts';

/** A parse that the core rejected (BudgetError: `code` set) or that failed unexpectedly. */
export class BudgetParseError extends Error {
  readonly code?: string;

  constructor(failure: ParseFailure) {
    super(failure.message);
    this.name = 'BudgetParseError';
    this.code = failure.code;
  }
}

type Pending = {
  resolve: (result: CheckedParseResult) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
};

/**
 * The time a file may take to read. A 300-page PDF takes a few seconds on an
 * office laptop; a hostile file that keeps the worker busy past this is
 * stopped (the worker is ended, which also frees all its memory) instead of
 * spinning in the background.
 */
export const READ_TIME_BUDGET_MS = 60_000;
/** The failure code of a read stopped by the time budget (the core's own codes are BudgetError's). */
export const READ_TIMED_OUT_CODE = 'read-timed-out';

/**
 * Talks to the parsing worker: one worker, started on first use and kept for
 * later files, with replies matched to requests by id.
 */
export class BudgetParserClient {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  parseFile(bytes: ArrayBuffer, fileName: string, mimeType?: string): Promise<CheckedParseResult> {
    const id = this.nextId++;
    return this.send({ id, kind: 'file', bytes, fileName, mimeType: mimeType || undefined }, [
      bytes,
    ]);
  }

  parseText(text: string): Promise<CheckedParseResult> {
    const id = this.nextId++;
    return this.send({ id, kind: 'text', text }, []);
  }

  /** Starts the worker ahead of the first file, so its script has loaded by then. */
  warmUp(): void {
    this.ensureWorker();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new Error('Procesamiento cancelado'));
    }
    this.pending.clear();
  }

  private send(request: ParseRequest, transfer: Transferable[]): Promise<CheckedParseResult> {
    const worker = this.ensureWorker();
    return new Promise<CheckedParseResult>((resolve, reject) => {
      const timer = setTimeout(() => this.stopWorker(READ_TIMED_OUT_CODE), READ_TIME_BUDGET_MS);
      this.pending.set(request.id, { resolve, reject, timer });
      worker.postMessage(request, transfer);
    });
  }

  /** Ends the worker and fails every waiting parse; the next parse starts a new worker. */
  private stopWorker(code: string | undefined, message: string = uploadTexts.readTimedOut): void {
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new BudgetParseError({ code, message }));
    }
    this.pending.clear();
    this.worker?.terminate();
    this.worker = undefined;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./parse-budget.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.addEventListener('message', (event: MessageEvent<ParseResponse>) => {
      const response = event.data;
      const pending = this.pending.get(response.id);
      if (!pending) return;
      this.pending.delete(response.id);
      clearTimeout(pending.timer);
      if (response.ok) pending.resolve(readParseResult(response.resultJson));
      else pending.reject(new BudgetParseError(response.error));
    });
    worker.addEventListener('error', (event) => {
      // A worker that fails to load or crashes answers nothing: fail every waiting parse.
      console.error('El proceso de análisis ha fallado', event.message);
      this.stopWorker(undefined, event.message || 'worker error');
    });
    this.worker = worker;
    return worker;
  }
}
