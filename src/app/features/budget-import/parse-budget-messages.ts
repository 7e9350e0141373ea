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
 * A success carries the CheckedParseResult (parse and verdict) as a JSON string: the main
 * thread's JSON.parse of a 2,000-item budget is several times cheaper than deserialising
 * the same object graph from a structured clone, which showed up as a long task on the
 * page; and a string crosses to the page as one copy, where encoding it to UTF-8 bytes
 * and decoding them again cost more than the copy (18 ms for 5,000 items in Node alone).
 */
export type ParseResponse =
  { id: number; ok: true; resultJson: string } | { id: number; ok: false; error: ParseFailure };

/** Packs a CheckedParseResult for a success response. */
export function packParseResult(result: CheckedParseResult): string {
  return JSON.stringify(result);
}

/** The CheckedParseResult a success response carries. */
export function readParseResult(resultJson: string): CheckedParseResult {
  return JSON.parse(resultJson) as CheckedParseResult;
}
