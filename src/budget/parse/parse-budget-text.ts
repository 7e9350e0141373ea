/**
 * Parses budget text (pasted, or extracted from .txt, .docx or PDF) into the Budget
 * model with the layout reader (`layout/`), which infers each document's layout from
 * the document itself and checks itself against the document's own totals. Never
 * throws: on an internal failure it returns the spec's ERROR item saying why.
 */
import { BUDGET_ERROR_MESSAGES } from '../errors.ts';
import type { BudgetSourceFormat } from '../model/budget.ts';
import { readBudgetByLayout, type LayoutReadOptions } from './layout/read-budget-by-layout.ts';
import { makeErrorBudget } from './make-error-budget.ts';
import type { ParseResult } from './parse-result.ts';

export interface ParseOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
}

/** Spec §5: the client when no line names one. */
export const UNKNOWN_CLIENT = 'Cliente no identificado';

export function parseBudgetText(text: string, options?: ParseOptions): ParseResult {
  const layoutOptions: LayoutReadOptions = { unknownClient: UNKNOWN_CLIENT };
  if (options?.now !== undefined) layoutOptions.now = options.now;
  if (options?.format !== undefined) layoutOptions.format = options.format;
  if (options?.fileName !== undefined) layoutOptions.fileName = options.fileName;
  try {
    return readBudgetByLayout(typeof text === 'string' ? text : '', layoutOptions);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    const resumen = `${BUDGET_ERROR_MESSAGES['parse-failed']}\n${detail}`;
    return { budget: makeErrorBudget(resumen, UNKNOWN_CLIENT, options), warnings: [] };
  }
}
