/**
 * The two entry points of the core: pasted text, and a file's bytes. The app's
 * Web Worker and the CLI both call these, so every input takes one path.
 */
import { chooseBetterReading, isBeyondImprovement } from './check/choose-better-reading.ts';
import { checkParseResult, type CheckedParseResult } from './check/judge-reading.ts';
import { MIN_TEXT_LENGTH } from './constants.ts';
import { BudgetError } from './errors.ts';
import type { WordDocumentContent } from './extract/collect-word-grid.ts';
import { detectFileKind, type FileKind } from './extract/detect-file-kind.ts';
import { extractPdfContent } from './extract/extract-pdf-text.ts';
import type { BudgetSourceFormat } from './model/budget.ts';
import type { CellGrid } from './model/cell-grid.ts';
import { parseBudgetText, UNKNOWN_CLIENT } from './parse/parse-budget-text.ts';
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
 * A file's bytes, with the reading's verdict (the same check for every kind of file).
 * Throws BudgetError when the file is unusable:
 * unsupported-type, empty-file, invalid-docx, corrupt-docx, docx-too-large,
 * corrupt-doc, doc-encrypted, corrupt-odt, corrupt-rtf, document-too-large,
 * corrupt-spreadsheet, spreadsheet-encrypted, xls-too-old,
 * spreadsheet-no-figures, spreadsheet-too-large, binary-file, pdf-no-text,
 * pdf-encrypted, pdf-damaged, pdf-too-large, bc3-invalid, bc3-wrong-encoding.
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
  return FILE_READERS[kind](bytes, { ...options, fileName });
}

type FileReader = (
  bytes: Uint8Array,
  options: ReadOptions & { fileName: string },
) => Promise<CheckedParseResult>;

/**
 * One reader per kind of file: a new format is one more entry here. A source that
 * holds cells (spreadsheet, CSV, a word processor's body, a PDF's figure columns) is
 * read by the table stage by its columns, and also as lines of tab-separated cells by
 * the report-text parser; the reading its own figures bear out better is kept
 * (check/choose-better-reading.ts). Each format's reader but the PDF's (whose pdf.js loads
 * lazily inside it) is imported only when such a file arrives, so the app's worker and the
 * CLI load no zip, XML or Windows-1252 decoder to read a PDF (about 40 ms of a `parse`).
 */
const FILE_READERS: Record<FileKind, FileReader> = {
  txt: async (bytes, options) => {
    const { extractTxtText } = await import('./extract/extract-txt-text.ts');
    return checkedText(extractTxtText(bytes), 'txt', options);
  },
  docx: async (bytes, options) => {
    const { extractDocxContent } = await import('./extract/extract-docx-text.ts');
    return readDocument(extractDocxContent(bytes), 'docx', options);
  },
  doc: async (bytes, options) => {
    const { extractDocContent } = await import('./extract/extract-doc-text.ts');
    return readDocument(await extractDocContent(bytes), 'doc', options);
  },
  odt: async (bytes, options) => {
    const { extractOdtContent } = await import('./extract/extract-odt-text.ts');
    return readDocument(extractOdtContent(bytes), 'odt', options);
  },
  rtf: async (bytes, options) => {
    const { extractRtfContent } = await import('./extract/extract-rtf-text.ts');
    return readDocument(extractRtfContent(bytes), 'rtf', options);
  },
  spreadsheet: async (bytes, options) => {
    const [{ readSpreadsheetRows }, { spreadsheetText }] = await Promise.all([
      import('./extract/read-spreadsheet-rows.ts'),
      import('./extract/extract-spreadsheet-text.ts'),
    ]);
    const sheets = await readSpreadsheetRows(bytes);
    return readGrids(sheets, () => spreadsheetText(sheets), 'spreadsheet', options);
  },
  csv: async (bytes, options) => {
    const [{ readCsvRows }, { formatTableRows }] = await Promise.all([
      import('./extract/read-csv-rows.ts'),
      import('./extract/format-table-rows.ts'),
    ]);
    const rows = readCsvRows(bytes);
    return readGrids(
      [{ name: options.fileName, rows }],
      () => formatTableRows(rows),
      'csv',
      options,
    );
  },
  pdf: async (bytes, options) => {
    const { text, rows } = await extractPdfContent(bytes);
    // Only a PDF whose figures stand in columns is a table; other PDFs are report text.
    if (rows.length === 0) return checkedText(text, 'pdf', options);
    return readGrids([{ name: options.fileName, rows }], () => text, 'pdf', options);
  },
  bc3: async (bytes, options) => {
    const { parseBc3Budget } = await import('./bc3/parse-bc3-budget.ts');
    return checkParseResult(parseBc3Budget(bytes, options));
  },
  unsupported: async () => {
    throw new BudgetError('unsupported-type');
  },
};

/** A word processor's document: its body as one grid (paragraphs and table rows), and its text. */
function readDocument(
  document: WordDocumentContent,
  format: BudgetSourceFormat,
  options: ReadOptions & { fileName: string },
): Promise<CheckedParseResult> {
  const grid = { name: options.fileName, rows: document.rows };
  return readGrids([grid], () => document.text, format, options);
}

/** Spec §5: extracted text must be longer than the minimum after trimming. */
function parseExtractedText(
  text: string,
  format: BudgetSourceFormat,
  options: ReadOptions & { fileName: string },
): ParseResult {
  if (text.trim().length <= MIN_TEXT_LENGTH) throw new BudgetError('empty-file');
  return parseBudgetText(text, { now: options.now, format, fileName: options.fileName });
}

function checkedText(
  text: string,
  format: BudgetSourceFormat,
  options: ReadOptions & { fileName: string },
): CheckedParseResult {
  return checkParseResult(parseExtractedText(text, format, options));
}

/**
 * Cells read by their columns (the table stage) and as text (the layout reader); the
 * text reading alone where the table stage finds no priced table, and none beside a table
 * reading that agrees with every figure of the document. The text is made only when
 * asked: it may refuse the source (a workbook without a figure).
 */
async function readGrids(
  grids: readonly CellGrid[],
  text: () => string,
  format: BudgetSourceFormat,
  options: ReadOptions & { fileName: string },
): Promise<CheckedParseResult> {
  const { readBudgetTables } = await import('./parse/table/read-budget-tables.ts');
  const table = readBudgetTables(grids, {
    now: options.now,
    format,
    fileName: options.fileName,
    unknownClient: UNKNOWN_CLIENT,
  });
  const tie = format === 'pdf' ? 'text' : 'table';
  const checkedTable = table === undefined ? undefined : checkParseResult(table);
  // A table reading whose every figure agrees with the document cannot be bettered.
  if (checkedTable && isBeyondImprovement(checkedTable, tie)) return checkedTable;
  const asText = checkedText(text(), format, options);
  return checkedTable === undefined ? asText : chooseBetterReading(checkedTable, asText, tie);
}
