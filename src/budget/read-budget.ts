/**
 * The two entry points of the core: pasted text, and a file's bytes. The app's
 * Web Worker and the CLI both call these, so every input takes one path.
 */
import { checkParseResult, type CheckedParseResult } from './check/judge-reading.ts';
import { MIN_TEXT_LENGTH } from './constants.ts';
import { BudgetError } from './errors.ts';
import { detectFileKind, type FileKind } from './extract/detect-file-kind.ts';
import { parseBc3Budget } from './bc3/parse-bc3-budget.ts';
import { extractDocxText } from './extract/extract-docx-text.ts';
import { extractPdfText } from './extract/extract-pdf-text.ts';
import { extractTxtText } from './extract/extract-txt-text.ts';
import type { BudgetSourceFormat } from './model/budget.ts';
import { parseBudgetText } from './parse/parse-budget-text.ts';
import type { ParseResult } from './parse/parse-result.ts';

export interface ReadOptions {
  /** The moment the budget id and dates are taken from (tests fix it). */
  now?: Date;
}

/** Pasted text; throws BudgetError('empty-text') when shorter than the spec's minimum. */
export function readBudgetText(text: string, options: ReadOptions = {}): CheckedParseResult {
  if (text.trim().length < MIN_TEXT_LENGTH) throw new BudgetError('empty-text');
  return checkParseResult(parseBudgetText(text, { now: options.now, format: 'text' }));
}

/**
 * A file's bytes, with the reading's verdict (the same check for every kind of file). Throws BudgetError when the file is unusable:
 * unsupported-type, empty-file, invalid-docx, corrupt-docx, legacy-doc,
 * docx-too-large, binary-file, pdf-no-text, pdf-encrypted, pdf-damaged,
 * bc3-invalid, bc3-wrong-encoding.
 */
export async function readBudgetFile(
  bytes: Uint8Array,
  fileName: string,
  mimeType?: string,
  options: ReadOptions = {},
): Promise<CheckedParseResult> {
  const kind = detectFileKind(bytes, fileName, mimeType);
  // An empty upload of a supported type is empty, not a damaged Word file.
  if (bytes.length === 0 && kind !== 'unsupported') throw new BudgetError('empty-file');
  return checkParseResult(await FILE_READERS[kind](bytes, { ...options, fileName }));
}

type FileReader = (
  bytes: Uint8Array,
  options: ReadOptions & { fileName: string },
) => Promise<ParseResult>;

/** One reader per kind of file: a new format is one more entry here. */
const FILE_READERS: Record<FileKind, FileReader> = {
  txt: async (bytes, options) => parseExtractedText(extractTxtText(bytes), 'txt', options),
  docx: async (bytes, options) => parseExtractedText(extractDocxText(bytes), 'docx', options),
  pdf: async (bytes, options) => parseExtractedText(await extractPdfText(bytes), 'pdf', options),
  bc3: async (bytes, options) => parseBc3Budget(bytes, options),
  'legacy-doc': async () => {
    throw new BudgetError('legacy-doc');
  },
  unsupported: async () => {
    throw new BudgetError('unsupported-type');
  },
};

/** Spec §5: extracted text must be longer than the minimum after trimming. */
function parseExtractedText(
  text: string,
  format: BudgetSourceFormat,
  options: ReadOptions & { fileName: string },
): ParseResult {
  if (text.trim().length <= MIN_TEXT_LENGTH) throw new BudgetError('empty-file');
  return parseBudgetText(text, { now: options.now, format, fileName: options.fileName });
}
