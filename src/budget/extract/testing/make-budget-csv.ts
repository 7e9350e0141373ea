import type { Budget } from '../../model/budget.ts';
import { formatCellNumber } from '../format-table-rows.ts';
import { budgetSheetRows } from './make-budget-xlsx.ts';

/**
 * The budget sheet of make-budget-xlsx.ts as Excel saves it "CSV (delimitado
 * por comas)": in a Spanish locale `;`-separated with decimal commas; in an
 * English one `,`-separated with decimal points. Fields holding the separator,
 * a quote or a line break are quoted, quotes doubled.
 */
export function makeBudgetCsv(budget: Budget, separator: ';' | ',', lineEnd = '\n'): string {
  return budgetSheetRows(budget)
    .map((row) =>
      row
        .map((cell) => {
          let text: string;
          if (typeof cell === 'number')
            text = separator === ';' ? formatCellNumber(cell) : String(cell);
          else text = cell === null || cell === undefined ? '' : String(cell);
          return /[;,"\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
        })
        .join(separator),
    )
    .join(lineEnd);
}
