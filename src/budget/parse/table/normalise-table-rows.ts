/**
 * The first step of the table stage: a grid's rows as cells the later steps can compare.
 * Text is trimmed (line breaks inside a cell kept: a summary's description follows its
 * title after one); numbers stay numbers; booleans and errors are empty. A merged cell that
 * the source repeats across adjacent columns (a CSV saved from a sheet with `CAPÍTULO 1:
 * EXPLANACIONES.` merged over A:H) is read once, in its first column. Figures are never
 * merged away: `1 | 43.428,25 | 43.428,25` is a quantity, a price and an amount.
 */
import type { TableCell } from '../../model/cell-grid.ts';
import { figureText } from './read-cell-figure.ts';

/** A cell after normalising: text ('' when empty) or a spreadsheet number. */
export type Cell = string | number;

export function normaliseTableRows(rows: readonly (readonly TableCell[])[]): Cell[][] {
  const result: Cell[][] = new Array<Cell[]>(rows.length);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index] ?? [];
    const cells: Cell[] = new Array<Cell>(row.length);
    let last = -1;
    /** The previous cell as the source holds it: `A | A | A` is one cell A read once. */
    let previous: Cell = '';
    for (let column = 0; column < row.length; column++) {
      const cell = normaliseCell(row[column]);
      const merged =
        typeof cell === 'string' &&
        cell !== '' &&
        cell === previous &&
        figureText(cell) === undefined;
      cells[column] = merged ? '' : cell;
      previous = cell;
      if (!merged && cell !== '') last = column;
    }
    cells.length = last + 1;
    result[index] = cells;
  }
  return result;
}

function normaliseCell(cell: TableCell): Cell {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : '';
  if (typeof cell !== 'string') return '';
  const text = cell.includes('\r') ? cell.replace(/\r\n?/g, '\n') : cell;
  return text.includes('\t') ? text.replace(/\t/g, ' ').trim() : text.trim();
}
