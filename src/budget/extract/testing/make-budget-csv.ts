import type { Budget } from '../../model/budget.ts';
import { formatCellNumber, type TableCell } from '../format-table-rows.ts';
import { budgetSheetRows } from './make-budget-xlsx.ts';

/**
 * The budget sheet of make-budget-xlsx.ts as Excel saves it "CSV (delimitado
 * por comas)": in a Spanish locale `;`-separated with decimal commas; in an
 * English one `,`-separated with decimal points. Fields holding the separator,
 * a quote or a line break are quoted, quotes doubled.
 */
export function makeBudgetCsv(budget: Budget, separator: ';' | ',', lineEnd = '\n'): string {
  return makeRowsCsv(budgetSheetRows(budget), separator, lineEnd);
}

/**
 * Rows of cells as such a CSV; `formatNumber` writes a number cell as the sheet displays
 * it (by default a General-format cell: `1234,5` with `;`, `1234.5` with `,`).
 */
export function makeRowsCsv(
  rows: ReadonlyArray<readonly TableCell[]>,
  separator: ';' | ',',
  lineEnd = '\n',
  formatNumber: (value: number) => string = separator === ';' ? formatCellNumber : String,
): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          let text: string;
          if (typeof cell === 'number') text = formatNumber(cell);
          else text = cell === null || cell === undefined ? '' : String(cell);
          return /[;,"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(separator),
    )
    .join(lineEnd);
}
