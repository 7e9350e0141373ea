/**
 * A budget rendered as tables, before it becomes a file's bytes: blocks in document order,
 * each a paragraph (a Word chapter heading between tables) or a table of rows of cells. A
 * spreadsheet or CSV writes the blocks one under the other in one sheet. The rows that hold
 * an item's figures are marked, so a test can blank one item's figures in the rendering
 * itself, as a person who deletes three cells would.
 */
import type { TableCell } from '../../model/cell-grid.ts';

export interface ParagraphBlock {
  kind: 'paragraph';
  text: string;
}

export interface TableBlock {
  kind: 'table';
  rows: TableCell[][];
  /** For each item row, in document order: its row index and the columns of its figures. */
  itemFigures: Array<{ row: number; columns: readonly number[] }>;
}

export type TableDocument = Array<ParagraphBlock | TableBlock>;

/** Builds a document block by block; rows go to the table being built. */
export class TableDocumentBuilder {
  readonly blocks: TableDocument = [];
  private table: TableBlock | undefined;

  paragraph(text: string): this {
    this.table = undefined;
    this.blocks.push({ kind: 'paragraph', text });
    return this;
  }

  /** Starts a new table (Word's next table; a sheet just goes on). */
  newTable(): this {
    this.table = { kind: 'table', rows: [], itemFigures: [] };
    this.blocks.push(this.table);
    return this;
  }

  row(...cells: TableCell[]): this {
    this.current().rows.push(cells);
    return this;
  }

  /** An item's row; `figureColumns` are the cells a blanked item loses (its figures). */
  itemRow(cells: TableCell[], figureColumns: readonly number[]): this {
    const table = this.current();
    table.itemFigures.push({ row: table.rows.length, columns: figureColumns });
    table.rows.push(cells);
    return this;
  }

  private current(): TableBlock {
    if (this.table === undefined) this.newTable();
    return this.table as TableBlock;
  }
}

/** The document's rows one under the other, a paragraph as a one-cell row: a sheet or a CSV. */
export function documentRows(document: TableDocument): TableCell[][] {
  const rows: TableCell[][] = [];
  for (const block of document) {
    if (block.kind === 'paragraph') rows.push([block.text]);
    else rows.push(...block.rows);
  }
  return rows;
}

/** How many item rows the document marks. */
export function countItemRows(document: TableDocument): number {
  let count = 0;
  for (const block of document) if (block.kind === 'table') count += block.itemFigures.length;
  return count;
}

/** The document with the figures of its `index`-th item row (document order) left empty. */
export function blankItemFigures(document: TableDocument, index: number): TableDocument {
  let seen = 0;
  return document.map((block) => {
    if (block.kind === 'paragraph') return block;
    const mark = block.itemFigures[index - seen];
    seen += block.itemFigures.length;
    if (mark === undefined) return block;
    const rows = block.rows.map((row, rowIndex) =>
      rowIndex === mark.row
        ? row.map((cell, column) => (mark.columns.includes(column) ? null : cell))
        : row,
    );
    return { ...block, rows };
  });
}
