/**
 * What the page shows and the saver keeps: a reading (parsed, maybe corrected)
 * and where it came from. A new `origin` object means a new document; the same
 * origin with a new `result` is an edit of the same one.
 */
import { z } from 'zod/mini';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { knownClient } from '../../../budget/export/known-client.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import type { SavedBudget, SavedBudgetSourceKind, SavedBudgetSummary } from './budgets-api.ts';
import { sha256Hex } from './hash-source.ts';

/** The facts about the source the table keeps (the source itself is not stored). */
export interface SourceFacts {
  name: string;
  kind: SavedBudgetSourceKind;
  size: number;
  sha256: string;
}

export type DocumentOrigin =
  /** Just read from a file or pasted text: saved as a new budget. */
  | { kind: 'import'; source: File | string }
  /** Opened from 'Mis presupuestos': changes update that row. */
  | { kind: 'saved'; summary: SavedBudgetSummary; sourceSha256: string };

export interface SavedDocument {
  origin: DocumentOrigin;
  result: CheckedParseResult;
}

/** The `verdict` column: the verdict and the warnings it was judged with, so a reopened budget shows both. */
export interface StoredReading {
  check: CheckedParseResult['check'];
  warnings: ParseWarning[];
}

const storedReadingSchema = z.looseObject({
  warnings: z.array(z.looseObject({ kind: z.string() })),
});

/** A saved budget as the page shows it: its verdict judged again from the stored model. */
export function documentFromSaved(saved: SavedBudget): SavedDocument {
  const reading = storedReadingSchema.safeParse(saved.verdict);
  // Warnings only add notes to the verdict; a row saved without them still opens.
  const warnings = reading.success ? (reading.data.warnings as unknown as ParseWarning[]) : [];
  return {
    origin: { kind: 'saved', summary: saved, sourceSha256: saved.sourceSha256 },
    result: checkParseResult({ budget: saved.model, warnings }),
  };
}

/** The pasted text's name in the list. */
export const PASTED_SOURCE_NAME = 'texto-pegado.txt';

const FILE_KINDS: Record<string, SavedBudgetSourceKind> = {
  txt: 'txt',
  docx: 'docx',
  doc: 'doc',
  odt: 'odt',
  rtf: 'rtf',
  csv: 'csv',
  xlsx: 'spreadsheet',
  xls: 'spreadsheet',
  ods: 'spreadsheet',
  xml: 'spreadsheet',
  pdf: 'pdf',
  bc3: 'bc3',
};

export async function sourceFacts(
  source: File | string,
  result: CheckedParseResult,
): Promise<SourceFacts> {
  if (typeof source === 'string') {
    const bytes = new TextEncoder().encode(source);
    return {
      name: PASTED_SOURCE_NAME,
      kind: 'text',
      size: bytes.byteLength,
      sha256: await sha256Hex(source),
    };
  }
  const extension = source.name.split('.').pop()?.toLowerCase() ?? '';
  const kind = result.budget.source?.format ?? FILE_KINDS[extension] ?? 'txt';
  return {
    name: source.name,
    kind,
    size: source.size,
    sha256: await sha256Hex(await source.arrayBuffer()),
  };
}

/** A file's name without the extension: the list's last resort for naming a budget. */
export function titleFromSourceName(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/**
 * The header columns the list reads instead of the model, written with every save of it: the
 * client when one is known (the readers' "Cliente no identificado" is none) and the budget's
 * number. (The total goes with the model itself: budgets-api.ts.)
 */
export function listFacts(budget: Budget): { client: string; code: string } {
  return { client: knownClient(budget) ?? '', code: budget.id };
}

/** What the list calls a budget: the user's name for it, else its work title, client or file. */
export function savedBudgetName(summary: SavedBudgetSummary): string {
  for (const name of [summary.title, summary.workTitle, summary.client])
    if (name.trim() !== '') return name.trim();
  return titleFromSourceName(summary.sourceName);
}
