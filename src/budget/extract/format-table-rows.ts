/**
 * Rows of cells (a spreadsheet's, a .doc's or an .odt's table) laid out
 * exactly as extract-docx-text.ts lays out a Word table, so that every table
 * reaches the one report-text parser in one shape and the parser infers the
 * column roles (quantity × price = amount, header words) the same way:
 * - a row is ONE line, its cells joined by tabs, trailing empty cells dropped;
 * - a cell's further lines (Alt+Enter in Excel) follow the row line, each on its own;
 * - a number is written as a Spanish user sees a General-format cell: decimal
 *   comma, no thousands separator (`611.07` -> `611,07`, `2` -> `2`).
 */

import type { TableCell } from '../model/cell-grid.ts';

export type { TableCell };

/**
 * Spreadsheets store IEEE doubles; Excel shows at most 15 significant digits,
 * so `0.1 + 0.2` (0.30000000000000004) is the 0,3 the user typed.
 */
const SIGNIFICANT_DIGITS = 15;

export function formatTableRows(rows: Iterable<readonly TableCell[]>): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(...formatTableRow(row));
  return lines.join('\n');
}

/** One row: its line, then the further lines of its cells. */
export function formatTableRow(row: readonly TableCell[]): string[] {
  const first: string[] = [];
  const rest: string[] = [];
  for (const cell of row) {
    const [head = '', ...tail] = cellText(cell).split('\n');
    first.push(head);
    rest.push(...tail.filter((line) => line.trim() !== ''));
  }
  return [first.join('\t').replace(/\t+$/, ''), ...rest];
}

export function formatCellNumber(value: number): string {
  if (!Number.isFinite(value)) return '';
  const rounded = Number(value.toPrecision(SIGNIFICANT_DIGITS));
  // Plain digits for ordinary amounts; String() would write 1e-7 for tiny values.
  const text =
    Math.abs(rounded) < 1e-6 && rounded !== 0
      ? rounded.toFixed(SIGNIFICANT_DIGITS).replace(/0+$/, '')
      : String(rounded);
  return text.replace('.', ',');
}

function cellText(cell: TableCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return formatCellNumber(cell);
  if (typeof cell === 'boolean') return cell ? 'VERDADERO' : 'FALSO';
  // A tab inside a cell would split it in two columns for the parser.
  return cell.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
}
