import type { TableCell } from '../model/cell-grid.ts';
import { addRowsByEdges, type EdgedRow } from './align-cells-by-edges.ts';
import { joinShownLines, WordGridRows } from './collect-word-grid.ts';

/**
 * The body of an .rtf or a .doc as rows of cells (collect-word-grid.ts), told by its
 * reader (extract-rtf-text.ts, extract-doc-text.ts) mark by mark, in the walk that gives
 * its text. Both formats end cells and rows with marks rather than enclosing them:
 * - a paragraph's level is 0 in the body, 1 in a table's cell, 2 and more in a nested
 *   table's cell (RTF `\intbl`, `\itapN`; a .doc's sprmPFInTable, sprmPItap); a cell ends
 *   at its level (RTF `\cell`, `\nestcell`; a .doc's cell mark), and so does a row;
 * - a row's definition gives its cells' edges (RTF `\trowd`, `\trleftN`, `\cellxN`; a
 *   .doc row's sprmTDefTable); a cell continuing a merge (RTF `\clmrg`, `\clvmrg`; a .doc
 *   cell's merge flags) is empty; a wide cell covering several columns is padded
 *   (align-cells-by-edges.ts);
 * - cells past the row's definition that hold nothing are no cells of it (LibreOffice
 *   writes a few such `\cell`s after an RTF row that holds a nested table).
 * Nested tables' definitions are not read: their cells are kept as written.
 */
export class EdgedGridCollector {
  private readonly grid = new WordGridRows();
  /** The outer table's rows so far: widened together once the table ends. */
  private table: EdgedRow[] = [];
  /** The open row of each table level (index 0: level 1). */
  private readonly levels: OpenRow[] = [];
  private definition: CellDefinition[] = [];
  private left = 0;
  private merged = false;

  /** A paragraph ended at this level (0: the body). */
  endParagraph(text: string, level: number): void {
    if (level === 0) {
      this.endTable();
      this.grid.addParagraph([text]);
    } else {
      this.level(level).cell.push(text);
    }
  }

  /** A cell ended with this paragraph, at this level. */
  endCell(text: string, level: number): void {
    const row = this.level(level);
    row.cell.push(text);
    row.cells.push(joinShownLines(row.cell));
    row.cell.length = 0;
  }

  /** A row ended at this level. */
  endRow(level: number): void {
    const depth = Math.max(1, level);
    const row = this.level(depth);
    this.levels.length = depth - 1;
    if (depth === 1) {
      this.table.push(this.outerRow(row));
    } else {
      this.level(depth - 1).nestedRows.push(row.cells, ...row.nestedRows);
    }
  }

  /** A row definition starts (RTF `\trowd`). */
  defineRow(): void {
    this.definition = [];
    this.left = 0;
    this.merged = false;
  }

  /** Where the row starts, in twips. */
  setRowLeft(twips: number): void {
    this.left = twips;
  }

  /** The next cell defined continues a merge. */
  mergeNextCell(): void {
    this.merged = true;
  }

  /** The next cell ends at this edge, in twips. */
  defineCell(rightEdge: number): void {
    this.definition.push({ rightEdge, merged: this.merged });
    this.merged = false;
  }

  rows(): TableCell[][] {
    this.endTable();
    return this.grid.rows();
  }

  private outerRow(row: OpenRow): EdgedRow {
    const definition = this.definition;
    const cells: TableCell[] = row.cells.map((text, index) =>
      definition[index]?.merged ? '' : text,
    );
    while (cells.length > definition.length && cells.at(-1) === '') cells.pop();
    const edges =
      cells.length === definition.length
        ? [this.left, ...definition.map((cell) => cell.rightEdge)]
        : [];
    return { cells, edges, nestedRows: row.nestedRows };
  }

  private endTable(): void {
    // Rows never ended (a damaged file): their cells so far are still rows.
    while (this.levels.length > 0) {
      const depth = this.levels.length;
      if (this.levels[depth - 1]!.cell.length > 0) this.endCell('', depth);
      this.endRow(depth);
    }
    if (this.table.length === 0) return;
    addRowsByEdges(this.table, this.grid);
    this.table = [];
  }

  /** The open row at a table level: a cell or row mark out of any table (a damaged file) ends one of level 1. */
  private level(level: number): OpenRow {
    // The readers bound the depth a file may claim.
    const depth = Math.max(1, level);
    while (this.levels.length < depth) this.levels.push({ cells: [], cell: [], nestedRows: [] });
    return this.levels[depth - 1]!;
  }
}

interface OpenRow {
  cells: string[];
  /** The open cell's paragraphs. */
  cell: string[];
  nestedRows: TableCell[][];
}

interface CellDefinition {
  rightEdge: number;
  merged: boolean;
}
