/**
 * A printed budget report as positioned cells: pages of lines, each line a few cells
 * placed in named columns at the x positions a real program prints them. One layout
 * renderer per program family builds this; `writeReportText` turns it into the text a
 * user pastes or a PDF tool extracts, and `makeReportPdf` (extract/testing) draws it,
 * so the text and the PDF of a fixture always carry the same figures and furniture.
 */

export type ColumnAlign = 'left' | 'right';

export interface ReportColumn {
  /** Left edge (left-aligned) or right edge (right-aligned), in PDF points from the page's left. */
  x: number;
  align: ColumnAlign;
  /** Position in a spreadsheet row, for the tab-separated form (0 = first cell). */
  cell?: number;
}

export interface ReportCell {
  column: string;
  text: string;
}

export interface ReportLine {
  cells: ReportCell[];
  /** Headings and totals are bold in every program's reports. */
  bold?: boolean;
  /** The line opens a new page (CYPE starts every chapter on one). */
  newPage?: boolean;
}

export interface ReportDocument {
  columns: Readonly<Record<string, ReportColumn>>;
  /** Every page with its own header and footer lines already in place. */
  pages: ReportLine[][];
  /** Landscape for the wide measurement layouts. */
  landscape?: boolean;
}

/**
 * How the document reaches the reader as text:
 * - `layout`: `pdftotext -layout`, cells padded with spaces to their column, pages ending in a form feed;
 * - `runs`: pdf.js text runs, the cells of a line joined by `separator` (Presto PDFs give 4 spaces);
 * - `tabs`: cells copied from a spreadsheet, one tab between cells, empty cells kept up to the last filled one.
 */
export type ReportTextStyle =
  { kind: 'layout' } | { kind: 'runs'; separator: string } | { kind: 'tabs' };

/** Points per character of `pdftotext -layout` on a report printed at 7 to 8 pt. */
const LAYOUT_POINTS_PER_CHAR = 4.4;
/** pdftotext keeps at least this many spaces between two cells that would touch. */
const LAYOUT_MIN_GAP = 2;

export function cell(column: string, text: string): ReportCell {
  return { column, text };
}

export function line(...cells: ReportCell[]): ReportLine {
  return { cells: cells.filter((one) => one.text !== '') };
}

export function boldLine(...cells: ReportCell[]): ReportLine {
  return { ...line(...cells), bold: true };
}

function columnOf(document: ReportDocument, name: string): ReportColumn {
  const column = document.columns[name];
  if (!column) throw new Error(`Unknown report column '${name}'`);
  return column;
}

function writeLayoutLine(document: ReportDocument, reportLine: ReportLine): string {
  let out = '';
  for (const { column, text } of reportLine.cells) {
    const { x, align } = columnOf(document, column);
    const anchor = Math.round(x / LAYOUT_POINTS_PER_CHAR);
    const start = align === 'left' ? anchor : anchor - text.length;
    const gap = out === '' ? 0 : LAYOUT_MIN_GAP;
    out = out.padEnd(Math.max(start, out.length + gap), ' ') + text;
  }
  return out;
}

function writeTabLine(document: ReportDocument, reportLine: ReportLine): string {
  const cells: string[] = [];
  for (const { column, text } of reportLine.cells) {
    const index = columnOf(document, column).cell;
    if (index === undefined) throw new Error(`Report column '${column}' has no spreadsheet cell`);
    while (cells.length <= index) cells.push('');
    cells[index] = cells[index] === '' ? text : `${cells[index]} ${text}`;
  }
  return cells.join('\t');
}

/** The text of the whole document in the given style. */
export function writeReportText(document: ReportDocument, style: ReportTextStyle): string {
  const writeLine = (reportLine: ReportLine): string => {
    if (style.kind === 'layout') return writeLayoutLine(document, reportLine);
    if (style.kind === 'tabs') return writeTabLine(document, reportLine);
    return reportLine.cells.map((one) => one.text).join(style.separator);
  };
  const pages = document.pages.map((page) => page.map(writeLine).join('\n'));
  // pdftotext ends every page with a form feed; pasted text and pdf.js runs just go on.
  return style.kind === 'layout' ? `${pages.join('\n\f')}\n\f` : `${pages.join('\n')}\n`;
}

/**
 * Cuts a report's body into pages of at most `linesPerPage` lines (a `newPage` line opens
 * one early), each framed by the
 * header and footer the program repeats. `header` gets the page number and the index of
 * the body line the page starts with (CYPE repeats the open chapter's heading on every page).
 */
export function paginate(
  body: readonly ReportLine[],
  linesPerPage: number,
  header: (page: number, firstLine: number) => ReportLine[],
  footer: (page: number, pageCount: number) => ReportLine[],
): ReportLine[][] {
  const chunks: ReportLine[][] = [];
  const starts: number[] = [];
  body.forEach((one, index) => {
    const chunk = chunks[chunks.length - 1];
    if (!chunk || chunk.length >= linesPerPage || (one.newPage === true && chunk.length > 0)) {
      chunks.push([one]);
      starts.push(index);
    } else {
      chunk.push(one);
    }
  });
  if (chunks.length === 0) {
    chunks.push([]);
    starts.push(0);
  }
  return chunks.map((chunk, index) => [
    ...header(index + 1, starts[index] ?? 0),
    ...chunk,
    ...footer(index + 1, chunks.length),
  ]);
}
