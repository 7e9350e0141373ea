import type { TableCell } from '../model/cell-grid.ts';

/**
 * A word processor's body (.docx, .odt, .doc, .rtf) as the rows of ONE grid of cells, for
 * the table stage, gathered in the same walk that gives the document's text:
 * - a paragraph outside tables is a row of one cell, its lines (line breaks) joined by `\n`;
 * - a table row is a row of its cells, a cell's paragraphs and lines joined by `\n`, blank
 *   ones left out (Word pads cells with empty paragraphs); trailing empty cells are kept,
 *   so every row of a table keeps its width;
 * - a cell merged across columns is the cell then one empty cell per further column it
 *   spans, so the columns under a merged title stay under their header; a cell that
 *   continues a vertical merge is an empty cell (the text stands once, in the first row);
 * - the rows of a table nested in a cell follow the enclosing row, as rows of their own;
 * - empty paragraphs are dropped, except that a run of them between two rows leaves one
 *   empty row `['']`: Word keeps two tables apart with an empty paragraph, and that is
 *   where one table ends and the next, with its own columns, begins. Leading and trailing
 *   ones separate nothing.
 */
export class WordGridRows {
  private readonly list: TableCell[][] = [];
  /** An empty paragraph was seen since the last row. */
  private gap = false;
  /** Empty cells merged cells and skipped columns may still add. */
  private padding = MAX_PADDING_CELLS;

  /** A paragraph outside tables, given as its lines. */
  addParagraph(lines: readonly string[]): void {
    const text = joinShownLines(lines);
    if (text === '') this.gap = this.list.length > 0;
    else this.addRow([text]);
  }

  addRow(row: TableCell[]): void {
    if (row.length === 0) return;
    if (this.gap) this.list.push(['']);
    this.gap = false;
    this.list.push(row);
  }

  rows(): TableCell[][] {
    return this.list;
  }

  /**
   * Adds empty cells to a row for `count` further columns a cell spans or a row skips,
   * or copies of a repeated cell (a number read from the file: clamped to a table's
   * width, none when not a number, and none once the document has used its allowance).
   */
  pad(row: TableCell[], count: number, value: TableCell = ''): void {
    const wanted = Number.isFinite(count) ? Math.trunc(count) : 0;
    const added = Math.min(Math.max(0, wanted), MAX_SPANNED_COLUMNS, this.padding);
    for (let column = 0; column < added; column++) row.push(value);
    this.padding -= added;
  }
}

/**
 * Word allows 63 columns in a table; a cell said to span more is a hostile or broken
 * file. Clamped here, like an .odt's repeated cells (extract-odt-text.ts).
 */
export const MAX_SPANNED_COLUMNS = 64;

/**
 * Cells that merged cells, skipped columns and repeated cells may add to one document, in all:
 * a 10,000-item budget with a merged title per chapter adds a few thousand. Past this,
 * a merged cell stands as one cell, so a small file of `gridSpan="64"` cells cannot make
 * the grid hundreds of times bigger than its text.
 */
export const MAX_PADDING_CELLS = 1_000_000;

/** A cell's text: its shown (non-blank) lines, one under another. */
export function joinShownLines(lines: readonly string[]): string {
  // Most cells are one paragraph of one line.
  if (lines.length === 1) return isBlank(lines[0]!) ? '' : lines[0]!;
  let text = '';
  for (const line of lines) {
    if (isBlank(line)) continue;
    text = text === '' ? line : `${text}\n${line}`;
  }
  return text;
}

/** A word processor's document read once: its text, and its body as rows of cells. */
export interface WordDocumentContent {
  text: string;
  rows: TableCell[][];
}

/** Only white space (or nothing): what `trim() === ''` says, without making a trimmed copy. */
function isBlank(line: string): boolean {
  return !NOT_SPACE.test(line);
}

const NOT_SPACE = /\S/;
