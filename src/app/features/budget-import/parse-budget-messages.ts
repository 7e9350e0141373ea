import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';

/** What the page sends to the parsing worker. */
export type ParseRequest =
  | { id: number; kind: 'file'; bytes: ArrayBuffer; fileName: string; mimeType?: string }
  | { id: number; kind: 'text'; text: string };

/** A failure crosses the worker boundary as plain data: Error objects lose their class on the way. */
export interface ParseFailure {
  /** The core's BudgetError code, when the input was unusable; absent for unexpected failures. */
  code?: string;
  message: string;
}

/**
 * A success carries the CheckedParseResult (parse and verdict) as UTF-8 JSON in a transferred buffer: the
 * main thread's JSON.parse of a 2,000-item budget is several times cheaper than
 * deserialising the same object graph from a structured clone, which showed up
 * as a long task on the page.
 */
export type ParseResponse =
  | { id: number; ok: true; resultJson: ArrayBuffer }
  | { id: number; ok: false; error: ParseFailure };

/** Packs a CheckedParseResult for a success response (the buffer is then transferred). */
export function packParseResult(result: CheckedParseResult): ArrayBuffer {
  return new TextEncoder().encode(JSON.stringify(result)).buffer;
}

/** The CheckedParseResult a success response carries. */
export function readParseResult(resultJson: ArrayBuffer): CheckedParseResult {
  return JSON.parse(new TextDecoder().decode(resultJson)) as CheckedParseResult;
}
