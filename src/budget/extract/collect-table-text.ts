import type { TableCell } from '../model/cell-grid.ts';
import { joinShownLines, MAX_SPANNED_COLUMNS, WordGridRows } from './collect-word-grid.ts';

/**
 * A word processor's document (a .docx's or an .odt's), told by its XML events in
 * document order, gathered twice in one walk:
 *
 * As text lines, laid out so that a table of items reads like the text of a budget report:
 * - each paragraph is a line; a tab is a tab; a line break ends a line but not the paragraph;
 * - a table row is ONE line of its cells' first lines joined by tabs
 *   (as format-table-rows.ts lays out a spreadsheet's), the cells' further lines (and nested tables' rows) below it.
 *
 * As the rows of one grid of cells, for the table stage (collect-word-grid.ts says how
 * paragraphs, merged cells and nested tables are laid out there).
 *
 * The .docx and .odt readers only translate their own element names into these calls.
 */
export class TableTextCollector {
  private readonly lines: string[] = [];
  private readonly gridRows = new WordGridRows();
  private readonly tables: TableState[] = [];
  /** Open paragraphs: a text box's paragraphs sit inside a run of another paragraph. */
  private readonly paragraphs: ParagraphState[] = [];

  openParagraph(): void {
    this.paragraphs.push({ pieces: [], lines: [], covered: this.tables.at(-1)?.covered ?? false });
  }

  closeParagraph(): void {
    const paragraph = this.paragraphs.pop();
    if (!paragraph) {
      this.emit('');
      return;
    }
    this.emit(paragraph.pieces.join(''), paragraph);
    // A paragraph outside any cell is a row of one cell; in a cell it went to the cell.
    if (!this.tables.at(-1)?.cell && !paragraph.covered)
      this.gridRows.addParagraph(paragraph.lines);
  }

  /** Text (or a tab, or spaces) in the open paragraph; outside any paragraph it is not shown text. */
  addText(text: string): void {
    this.paragraphs.at(-1)?.pieces.push(text);
  }

  /** A line break ends the line but not the paragraph (in a cell: the rest goes below the row). */
  breakLine(): void {
    const paragraph = this.paragraphs.at(-1);
    if (!paragraph) return;
    this.emit(paragraph.pieces.join(''), paragraph);
    paragraph.pieces.length = 0;
  }

  openTable(): void {
    this.tables.push(emptyTable());
  }

  closeTable(): void {
    this.tables.pop();
  }

  openRow(): void {
    const table = this.table();
    table.row = [];
    table.gridRow = [];
  }

  /** Columns of the table's grid the row leaves empty before its first cell (`w:gridBefore`). */
  skipColumns(count: number): void {
    this.gridRows.pad(this.table().gridRow, count);
  }

  /** `repeat`: how many times the cell stands in the row (an .odt's repeated columns). */
  openCell(repeat = 1): void {
    const table = this.table();
    table.cell = { lines: [], own: [], span: 1, mergedUp: false, endAligned: false, order: [] };
    table.repeat = repeat;
  }

  /** The open cell spans this many columns of the grid (`w:gridSpan`): empty cells follow it. */
  spanColumns(count: number): void {
    const cell = this.tables.at(-1)?.cell;
    if (cell) cell.span = count;
  }

  /**
   * The open paragraph is set against the right edge. In a cell merged across columns, its
   * text stands under the last of them: a total typed as `Total capítulo 01 | 1.234,56 €`
   * with the amount merged across the price and amount columns and right-aligned shows under
   * the amount column, and is read there.
   */
  alignParagraphEnd(): void {
    const cell = this.tables.at(-1)?.cell;
    if (cell && this.paragraphs.length > 0) cell.endAligned = true;
  }

  /** The open cell continues the one above it (`w:vMerge` without `restart`): an empty cell of the grid. */
  mergeUp(): void {
    const cell = this.tables.at(-1)?.cell;
    if (cell) cell.mergedUp = true;
  }

  closeCell(): void {
    const table = this.table();
    const cell = table.cell;
    table.lastCellOrder = cell?.order ?? [];
    if (cell) {
      for (let copy = 0; copy < table.repeat; copy++) table.row.push(cell.lines);
      const text = cell.mergedUp ? '' : joinShownLines(cell.own);
      // Copies past the first, like padding, come out of the document's allowance: a
      // 50-byte `number-columns-repeated="64"` cell is 64 cells.
      const spanned = Math.min(cell.span, MAX_SPANNED_COLUMNS) - 1;
      for (let copy = 0; copy < table.repeat; copy++) {
        if (cell.endAligned) this.gridRows.pad(table.gridRow, spanned);
        if (copy === 0) table.gridRow.push(text);
        else this.gridRows.pad(table.gridRow, 1, text);
        if (!cell.endAligned) this.gridRows.pad(table.gridRow, spanned);
      }
    }
    table.cell = undefined;
  }

  /**
   * A cell another covers (an .odt's `table:covered-table-cell`, beside a merged cell or
   * under one): an empty cell of the grid, so the columns keep their places. The text
   * leaves it out, as it always has.
   */
  openCoveredCell(repeat = 1): void {
    const table = this.tables.at(-1);
    if (!table) return;
    table.gridRow.push('');
    this.gridRows.pad(table.gridRow, repeat - 1);
    table.covered = true;
  }

  closeCoveredCell(): void {
    const table = this.tables.at(-1);
    if (table) table.covered = false;
  }

  closeRow(): void {
    const table = this.table();
    const row = table.row;
    table.row = [];
    const rowLine = row
      .map((cell) => cell[0] ?? '')
      .join('\t')
      .replace(/\t+$/, '');
    const rowLines = [rowLine, ...row.flatMap((cell) => cell.slice(1).filter(isShown))];
    // The grid row, then the rows of the tables nested in its cells; a frame's content in order.
    const gridRows =
      row.length === 1 && table.nestedRows.length > 0
        ? frameRows(table.lastCellOrder)
        : table.gridRow.length > 0
          ? [table.gridRow, ...table.nestedRows]
          : table.nestedRows;
    table.gridRow = [];
    table.nestedRows = [];
    // A nested table's rows belong below the enclosing row's line, never inside it.
    const enclosingTable = this.tables.at(-2);
    const enclosing = enclosingTable?.cell;
    if (enclosingTable && enclosing) {
      if (enclosing.lines.length === 0) enclosing.lines.push('');
      enclosing.lines.push(...rowLines.filter(isShown));
      enclosingTable.nestedRows.push(...gridRows);
      enclosing.order.push(gridRows);
    } else {
      this.lines.push(...rowLines);
      for (const gridRow of gridRows) this.gridRows.addRow(gridRow);
    }
  }

  text(): string {
    return this.lines.join('\n');
  }

  /** The document's body as rows of cells (see collect-word-grid.ts). */
  rows(): TableCell[][] {
    return this.gridRows.rows();
  }

  private table(): TableState {
    let table = this.tables.at(-1);
    if (!table) {
      // A row or cell outside any table: malformed, but read it as a table.
      table = emptyTable();
      this.tables.push(table);
    }
    return table;
  }

  /** Sends a finished line to the open cell, or to the document; and to its paragraph's lines. */
  private emit(line: string, paragraph?: ParagraphState): void {
    paragraph?.lines.push(line);
    const cell = this.tables.at(-1)?.cell;
    if (cell) {
      cell.lines.push(line);
      cell.own.push(line);
      cell.order.push(line);
    } else {
      this.lines.push(line);
    }
  }
}

interface ParagraphState {
  /** The open line's pieces of text. */
  pieces: string[];
  /** The paragraph's finished lines. */
  lines: string[];
  /** Inside a covered cell: text the grid does not show. */
  covered: boolean;
}

interface CellState {
  /** The cell's text lines, with its nested tables' rows. */
  lines: string[];
  /** The cell's own lines, without its nested tables' rows: its text in the grid. */
  own: string[];
  /** Columns the cell spans, as the file says (pad() clamps it). */
  span: number;
  mergedUp: boolean;
  /** A paragraph of the cell is right-aligned: a merged cell's text stands under its last column. */
  endAligned: boolean;
  /** The cell's lines and its nested tables' rows, in document order (see frameRows). */
  order: (string | TableCell[][])[];
}

interface TableState {
  row: string[][];
  /** The open cell. */
  cell: CellState | undefined;
  repeat: number;
  gridRow: TableCell[];
  /** The rows of tables nested in the open row's cells, to follow it in the grid. */
  nestedRows: TableCell[][];
  /** Inside a covered cell. */
  covered: boolean;
  /** The order of the row's last closed cell's content. */
  lastCellOrder: (string | TableCell[][])[];
}

const isShown = (line: string) => line.trim() !== '';

function emptyTable(): TableState {
  return {
    row: [],
    cell: undefined,
    repeat: 1,
    gridRow: [],
    nestedRows: [],
    covered: false,
    lastCellOrder: [],
  };
}

/**
 * A table row of one cell that holds a table is a frame, not a row of figures (one column
 * cannot hold a budget's): its content is read in the order it stands, each line a row of one
 * cell as a paragraph outside tables is, each nested row in its place. A document that keeps
 * its last items with its closing text on one page nests them in such a frame
 * (`[items…] Este presupuesto es válido…`); read as one row, the closing text came first.
 */
function frameRows(order: readonly (string | TableCell[][])[]): TableCell[][] {
  const rows: TableCell[][] = [];
  for (const part of order) {
    if (typeof part !== 'string') rows.push(...part);
    else if (isShown(part)) rows.push([part]);
  }
  return rows;
}

/** The prefix an element declares for a namespace (`xmlns:w="…"` -> `w`). */
export function prefixOf(
  attributes: Record<string, string>,
  namespace: string,
): string | undefined {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === namespace && name.startsWith('xmlns:')) return name.slice('xmlns:'.length);
  }
  return undefined;
}
