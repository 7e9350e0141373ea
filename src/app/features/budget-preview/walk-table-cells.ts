/** A correctable cell of the preview table. */
export interface CellPosition {
  /** The item's position in the budget. */
  row: number;
  /** Index among the editable columns. */
  column: number;
}

/**
 * The rows in view, plus the row that holds the table's focusable (or open) cell wherever it
 * is: scrolled away, the cell a keyboard user is on, or a correction being typed, stays.
 */
export function withRow(indexes: number[], row: number, count: number): number[] {
  if (row < 0 || row >= count || indexes.includes(row)) return indexes;
  return row < (indexes[0] ?? 0) ? [row, ...indexes] : [...indexes, row];
}

/**
 * Where an arrow, Home or End key takes the focus from a cell, as in a spreadsheet; undefined
 * for any other key. Up and down walk the shown items, over chapter headings and folded chapters.
 */
export function moveByKey(
  key: string,
  cell: CellPosition,
  {
    shownItems,
    shownPosition,
    columnCount,
  }: {
    /** The shown items' positions, in the order they are shown. */
    shownItems: readonly number[];
    /** Each item's place in `shownItems`, or -1 when hidden. */
    shownPosition: Int32Array;
    columnCount: number;
  },
): CellPosition | undefined {
  const at = shownPosition[cell.row] ?? -1;
  switch (key) {
    case 'ArrowDown':
      return {
        row: shownItems[Math.min(shownItems.length - 1, at + 1)] ?? cell.row,
        column: cell.column,
      };
    case 'ArrowUp':
      return { row: shownItems[Math.max(0, at - 1)] ?? cell.row, column: cell.column };
    case 'ArrowRight':
      return { row: cell.row, column: Math.min(columnCount - 1, cell.column + 1) };
    case 'ArrowLeft':
      return { row: cell.row, column: Math.max(0, cell.column - 1) };
    case 'Home':
      return { row: cell.row, column: 0 };
    case 'End':
      return { row: cell.row, column: columnCount - 1 };
    default:
      return undefined;
  }
}
