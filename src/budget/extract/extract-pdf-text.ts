import { MIN_TEXT_LENGTH } from '../constants.ts';
import { BudgetError } from '../errors.ts';
import type { TableCell } from '../model/cell-grid.ts';
import { pdfStreamsWithinLimits } from './check-pdf-stream-sizes.ts';
import { readCodeHeader, type CodeColumn } from './find-code-column.ts';
import { findFigureColumns } from './find-figure-columns.ts';
import {
  packPdfLines,
  unpackEachPage,
  unpackPdfLines,
  type PackedPdfLines,
} from './pack-pdf-lines.ts';
import { groupPdfLines, joinHyphenatedLines, type PositionedText } from './rebuild-pdf-lines.ts';
import { writePdfLine } from './write-pdf-cells.ts';

/** A budget runs to hundreds of pages at most; past this the file is not one. */
export const MAX_PDF_PAGES = 5000;
/**
 * Text pieces over the whole file (a dense Presto page has about 1,000); each is kept,
 * packed (pack-pdf-lines.ts, ~25 bytes), until the document's figure columns are known.
 */
export const MAX_PDF_TEXT_RUNS = 2_000_000;

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsLoading: Promise<Pdfjs> | undefined;

/**
 * Loads pdf.js once. The legacy build runs in Node (CLI, tests) as well as in browsers.
 * pdf.js normally parses in a Web Worker of its own; the app already runs this core in
 * a worker, and Node has none, so pdf.js's worker code is loaded into this thread instead
 * (`globalThis.pdfjsWorker`, pdf.js's documented "fake worker" hook). One code path for
 * browser worker, main thread and Node; the bundler emits the worker module as a lazy chunk.
 */
function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= (async () => {
    const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    const [pdfjs, worker] = await Promise.all([
      import('pdfjs-dist/legacy/build/pdf.mjs'),
      import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
    ]);
    restoreBuiltIns(natives);
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return pdfjs;
  })().catch((error: unknown) => {
    // A chunk that failed to load (offline, new deploy) may load next time: do not cache the failure.
    pdfjsLoading = undefined;
    throw error;
  });
  return pdfjsLoading;
}

/**
 * pdf.js's legacy build (the one that runs in Node 20 and in older browsers) carries core-js,
 * which replaces some built-ins for the whole thread, not for pdf.js alone: Array.prototype.push
 * (because V8 throws another error than the standard's when pushing onto an array whose length
 * is read-only) and JSON.parse and JSON.stringify (for JSON.rawJSON and the reviver's source
 * text). Each replacement is several times slower than the engine's own, and it ran every push
 * and JSON call of the reader and of the worker's answer after the first PDF. pdf.js uses none
 * of what they add, so the engine's own are put back once it has loaded; what core-js only
 * adds (Promise.withResolvers, Map.prototype.getOrInsert…) stays, as pdf.js needs it.
 */
function restoreBuiltIns(natives: {
  push: typeof Array.prototype.push;
  parse: typeof JSON.parse;
  stringify: typeof JSON.stringify;
}): void {
  if (Array.prototype.push !== natives.push)
    Object.defineProperty(Array.prototype, 'push', { value: natives.push });
  if (JSON.parse !== natives.parse) Object.defineProperty(JSON, 'parse', { value: natives.parse });
  if (JSON.stringify !== natives.stringify)
    Object.defineProperty(JSON, 'stringify', { value: natives.stringify });
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
}

/**
 * Extracts the text of a PDF as reading lines, pages separated by form feeds (`\f`),
 * ready for the same parser as pasted text. Where the document has clear figure columns
 * (find-figure-columns.ts), each line is a row of tab-separated cells, as a spreadsheet
 * paste is (write-pdf-cells.ts); otherwise its pieces are separated by spaces.
 *
 * Throws `pdf-encrypted` when the PDF needs a password to open, `pdf-damaged` when it
 * cannot be parsed, `pdf-no-text` when it has no text layer (a scan), and
 * `pdf-too-large` when its streams decode past the caps of check-pdf-stream-sizes.ts
 * or it has more pages or text pieces than any budget.
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  return (await extractPdfContent(bytes)).text;
}

export interface PdfContent {
  text: string;
  /**
   * Where the document has figure columns, its lines as rows of cells for the table
   * stage: the text left of the columns, then one cell per figure column (write-pdf-cells.ts),
   * down every page; none where its lines are running text.
   */
  rows: TableCell[][];
}

/** The text of a PDF (as extractPdfText) and, where its figures stand in columns, its rows of cells. */
export async function extractPdfContent(bytes: Uint8Array): Promise<PdfContent> {
  if (!(await pdfStreamsWithinLimits(bytes))) throw new BudgetError('pdf-too-large');
  const pdfjs = await loadPdfjs();
  const loadingTask = pdfjs.getDocument({
    // pdf.js may take ownership of the buffer; the caller keeps its bytes.
    data: bytes.slice(),
    // Text extraction needs no fonts, scripts or rendering.
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  try {
    let document;
    try {
      document = await loadingTask.promise;
    } catch (error) {
      if (errorName(error) === 'PasswordException')
        throw new BudgetError('pdf-encrypted', { cause: error });
      throw new BudgetError('pdf-damaged', { cause: error });
    }
    if (document.numPages > MAX_PDF_PAGES) throw new BudgetError('pdf-too-large');
    const pages: PackedPdfLines[] = [];
    let textRuns = 0;
    for (let number = 1; number <= document.numPages; number++) {
      let content;
      let page;
      try {
        page = await document.getPage(number);
        content = await page.getTextContent();
      } catch (error) {
        throw new BudgetError('pdf-damaged', { cause: error });
      }
      textRuns += content.items.length;
      if (textRuns > MAX_PDF_TEXT_RUNS) throw new BudgetError('pdf-too-large');
      const runs: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        runs.push({
          text: item.str,
          x: item.transform[4] as number,
          y: item.transform[5] as number,
          width: item.width,
          height: item.height,
        });
      }
      pages.push(packPdfLines(groupPdfLines(runs)));
      page.cleanup();
    }
    // One set of columns for the whole document: a spreadsheet row's cells mean the same
    // column on every page, and a page with few rows borrows its columns from the others.
    const columns = findFigureColumns(unpackEachPage(pages));
    const rows: TableCell[][] = [];
    const text = pages
      .map((packed) => {
        // Under a header naming the code column, each line's code stands in a cell of its
        // own in the text; the table stage's rows keep the text left of the figure columns
        // one cell, as it reads them.
        let code: CodeColumn | undefined;
        const lines: string[] = [];
        const cells: string[] = [];
        for (const line of unpackPdfLines(packed)) {
          code = readCodeHeader(line, columns) ?? code;
          const written = writePdfLine(line, columns, code);
          lines.push(written);
          if (columns.length > 0)
            cells.push(code === undefined ? written : writePdfLine(line, columns));
        }
        // The cells of the lines as written: a word hyphenated over two lines is joined
        // in the text, and so in its cell. A page break is no row.
        for (const line of joinHyphenatedLines(cells)) rows.push(line.split('\t'));
        return joinHyphenatedLines(lines).join('\n');
      })
      .join('\n\f');
    if (text.replace(/\s+/g, '').length <= MIN_TEXT_LENGTH) throw new BudgetError('pdf-no-text');
    return { text, rows };
  } finally {
    await loadingTask.destroy();
  }
}
