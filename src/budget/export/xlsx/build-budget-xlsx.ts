/**
 * A budget as an Excel workbook (`presupuesto_{id}.xlsx`) shaped like Presto's "Exportar a
 * Excel" (plan-budget-sheet.ts): numbers as numbers with display formats (`#,##0.00`, which
 * Excel shows as `1.234,56` in a Spanish locale), amounts as formulas with their values
 * cached, the header frozen, columns as wide as their contents. Written with SheetJS, the
 * library that reads spreadsheets here, imported only when an export is asked for; the
 * frozen pane, which SheetJS does not write, is added to the sheet's XML with fflate.
 */
import type { Budget } from '../../model/budget.ts';
import { budgetExportFileName } from '../bc3/build-budget-bc3.ts';
import {
  planBudgetSheet,
  type BudgetSheetOptions,
  type BudgetSheetPlan,
  type SheetCell,
} from './plan-budget-sheet.ts';

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
  const [XLSX, { unzipSync, zipSync, strFromU8, strToU8 }] = await Promise.all([
    import('@e965/xlsx'),
    import('fflate'),
  ]);
  const plan = planBudgetSheet(budget, options);
  const sheet: Record<string, unknown> = {};
  const widths: number[] = [];
  let lastColumn = 0;
  plan.rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      if (cell === null || cell === '') return;
      const address = XLSX.utils.encode_cell({ r, c });
      lastColumn = Math.max(lastColumn, c);
      widths[c] = Math.max(widths[c] ?? 0, cellText(cell).length + 2);
      const isQuantity = c === 4 && r >= plan.headerRow;
      if (typeof cell === 'string') sheet[address] = { t: 's', v: cell };
      else if (typeof cell === 'number')
        sheet[address] = { t: 'n', v: cell, z: isQuantity ? quantityFormat(cell) : MONEY_FORMAT };
      else sheet[address] = { t: 'n', v: cell.value, f: cell.formula, z: MONEY_FORMAT };
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: plan.rows.length - 1, c: lastColumn },
  });
  // The header's company line spans the sheet: it does not size column A.
  widths[0] = Math.max(
    MIN_COLUMN_WIDTH,
    ...plan.rows.slice(plan.headerRow - 1).map((row) => cellText(row[0] ?? null).length + 2),
  );
  sheet['!cols'] = widths.map((width) => ({
    wch: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width ?? 0)),
  }));
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet as import('@e965/xlsx').WorkSheet, SHEET_NAME);
  const written = new Uint8Array(
    XLSX.write(workbook, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
  );

  const files = unzipSync(written);
  const path = 'xl/worksheets/sheet1.xml';
  const xml = strFromU8(files[path]!);
  const pane = `<pane ySplit="${plan.headerRow}" topLeftCell="A${plan.headerRow + 1}" activePane="bottomLeft" state="frozen"/>`;
  files[path] = strToU8(xml.replace(/<sheetView ([^>]*?)\/>/, `<sheetView $1>${pane}</sheetView>`));
  return { bytes: zipSync(files), fileName: budgetExportFileName(budget, 'xlsx'), plan };
}
