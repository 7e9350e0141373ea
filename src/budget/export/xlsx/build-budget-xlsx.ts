/**
 * A budget as an Excel workbook (`presupuesto_{id}.xlsx`) shaped like Presto's "Exportar a
 * Excel" (plan-budget-sheet.ts): numbers as numbers with display formats (`#,##0.00`, which
 * Excel shows as `1.234,56` in a Spanish locale), amounts as formulas with their values
 * cached, the header frozen, columns as wide as their contents. Written directly as Office
 * Open XML (write-xlsx-package.ts), imported only when an export is asked for.
 */
import type { Budget } from '../../model/budget.ts';
import { budgetExportFileName } from '../bc3/build-budget-bc3.ts';
import {
  planBudgetSheet,
  type BudgetSheetOptions,
  type BudgetSheetPlan,
  type SheetCell,
} from './plan-budget-sheet.ts';
import { writeXlsxPackage, type XlsxCell } from './write-xlsx-package.ts';

export interface XlsxExport {
  bytes: Uint8Array;
  fileName: string;
  plan: BudgetSheetPlan;
}

const SHEET_NAME = 'Presupuesto';
const MONEY_FORMAT = '#,##0.00';
/** Widest a column gets, in characters: a long summary wraps in Excel's own view instead. */
const MAX_COLUMN_WIDTH = 70;
const MIN_COLUMN_WIDTH = 6;

/** `#,##0.00`, or with the quantity's decimals when it has more (`#,##0.000`). */
function quantityFormat(value: number): string {
  let decimals = 2;
  while (
    decimals < 6 &&
    Math.abs(Math.round(value * 10 ** decimals) - value * 10 ** decimals) > 1e-6
  )
    decimals++;
  return `#,##0.${'0'.repeat(decimals)}`;
}

function cellText(cell: SheetCell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell.split('\n')[0] ?? '';
  if (typeof cell === 'number') return cell.toFixed(2);
  return cell.value.toFixed(2);
}

export async function buildBudgetXlsx(
  budget: Budget,
  options: BudgetSheetOptions = {},
): Promise<XlsxExport> {
  const plan = planBudgetSheet(budget, options);
  const widths: number[] = [];
  const rows = plan.rows.map((row, r) =>
    row.map((cell, c): XlsxCell | undefined => {
      if (cell === null || cell === '') return undefined;
      widths[c] = Math.max(widths[c] ?? 0, cellText(cell).length + 2);
      if (typeof cell === 'string') return { kind: 'text', text: cell };
      if (typeof cell === 'number') {
        const isQuantity = c === 4 && r >= plan.headerRow;
        return {
          kind: 'number',
          value: cell,
          format: isQuantity ? quantityFormat(cell) : MONEY_FORMAT,
        };
      }
      return { kind: 'formula', formula: cell.formula, value: cell.value, format: MONEY_FORMAT };
    }),
  );
  // The header's company line spans the sheet: it does not size column A.
  widths[0] = Math.max(
    MIN_COLUMN_WIDTH,
    ...plan.rows.slice(plan.headerRow - 1).map((row) => cellText(row[0] ?? null).length + 2),
  );
  const bytes = writeXlsxPackage({
    name: SHEET_NAME,
    rows,
    widths: Array.from(widths, (width) =>
      Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width ?? 0)),
    ),
    frozenRows: plan.headerRow,
  });
  return { bytes, fileName: budgetExportFileName(budget, 'xlsx'), plan };
}
