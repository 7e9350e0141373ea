/// <reference lib="webworker" />
/**
 * Runs extraction and parsing off the main thread, so a large .docx, PDF or
 * BC3 never freezes the page. The input bytes arrive transferred, not copied.
 */
import { isBudgetError } from '../../../budget/errors.ts';
import { readBudgetFile, readBudgetText } from '../../../budget/read-budget.ts';
import { packParseResult, type ParseRequest, type ParseResponse } from './parse-budget-messages.ts';

declare const self: DedicatedWorkerGlobalScope;

async function handle(request: ParseRequest): Promise<ParseResponse> {
  try {
    const result =
      request.kind === 'text'
        ? readBudgetText(request.text)
        : await readBudgetFile(new Uint8Array(request.bytes), request.fileName, request.mimeType);
    return { id: request.id, ok: true, resultJson: packParseResult(result) };
  } catch (error) {
    if (isBudgetError(error)) {
      return { id: request.id, ok: false, error: { code: error.code, message: error.message } };
    }
    console.error('Error inesperado al procesar el presupuesto', error);
    return {
      id: request.id,
      ok: false,
      error: { message: error instanceof Error ? error.message : String(error) },
    };
  }
}

self.addEventListener('message', (event: MessageEvent<ParseRequest>) => {
  void handle(event.data).then((response) => self.postMessage(response));
});
