import type { TableCell } from '../model/cell-grid.ts';
import { MAX_SPANNED_COLUMNS, type WordGridRows } from './collect-word-grid.ts';

/**
 * The rows of one table of an .rtf or a .doc, each cell widened into the columns it
 * covers. Those formats say where each cell's right edge stands (RTF `\cellx`, a .doc
 * row's `rgdxaCenter`, in twips) but not which columns a merged cell spans: Word and
 * LibreOffice write a title merged across a table as ONE wide cell. The table's columns
 * are then the edges of all its rows together (as Word's own `w:tblGrid` is), and a cell
 * reaching over three of them is the cell and two empty cells, so that the columns under
 * it stay under their header:
 *   `|CÓDIGO|UD|RESUMEN|`, `|CAPÍTULO 01        |` -> `['CAPÍTULO 01', '', '']`.
 */
export interface EdgedRow {
  cells: TableCell[];
  /** The row's left edge, then each cell's right edge; none when the file gives none. */
  edges: number[];
  /** Rows of tables nested in this row's cells: they follow it as they are. */
  nestedRows: TableCell[][];
}

/**
 * Edges this close are one column edge: rows drawn by hand end a millimetre apart (57
 * twips) where they mean the same column, and no real column is that narrow.
 */
const SAME_EDGE_TWIPS = 57;

/** Adds a table's rows to the grid, widened to the table's columns. */
export function addRowsByEdges(table: readonly EdgedRow[], grid: WordGridRows): void {
  const columns = columnEdges(table);
  for (const row of table) {
    grid.addRow(widenCells(row, columns, grid));
    for (const nested of row.nestedRows) grid.addRow(nested);
  }
}

/** The table's column edges, ascending: the first edge of each cluster of close edges. */
function columnEdges(table: readonly EdgedRow[]): number[] {
  const edges: number[] = [];
  for (const row of table) if (row.edges.length === row.cells.length + 1) edges.push(...row.edges);
  // A typed array sorts numbers without a comparator call per pair.
  const all = Float64Array.from(edges).sort();
  const kept: number[] = [];
  for (const edge of all) {
    const last = kept.at(-1);
    if (last === undefined || edge - last > SAME_EDGE_TWIPS) kept.push(edge);
  }
  return kept;
}

function widenCells(row: EdgedRow, columns: readonly number[], grid: WordGridRows): TableCell[] {
  if (row.edges.length !== row.cells.length + 1 || columns.length === 0) return row.cells;
  const cells: TableCell[] = [];
  for (let index = 0; index < row.cells.length; index++) {
    cells.push(row.cells[index]);
    const span = columnOf(row.edges[index + 1]!, columns) - columnOf(row.edges[index]!, columns);
    grid.pad(cells, Math.min(span, MAX_SPANNED_COLUMNS) - 1);
  }
  return cells;
}

/** The index of the column edge an edge falls on: the last kept edge not past it (binary search). */
function columnOf(edge: number, columns: readonly number[]): number {
  let low = 0;
  let high = columns.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (columns[middle]! <= edge) low = middle;
    else high = middle - 1;
  }
  return low;
}
