import type { ParseResult } from '../../../budget/parse/parse-result.ts';

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

export type ParseResponse =
  { id: number; ok: true; result: ParseResult } | { id: number; ok: false; error: ParseFailure };
