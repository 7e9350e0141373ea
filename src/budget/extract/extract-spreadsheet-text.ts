import { formatTableRows } from './format-table-rows.ts';
import { readSpreadsheetRows, type SheetRows } from './read-spreadsheet-rows.ts';
import { selectBudgetSheets } from './select-budget-sheets.ts';

/**
 * The text of a workbook's budget sheet(s), each row laid out as a Word table
 * row (see format-table-rows.ts), sheets separated by an empty line, for the
 * one report-text parser. Loaded only when a spreadsheet arrives.
 */
export async function extractSpreadsheetText(bytes: Uint8Array): Promise<string> {
  return spreadsheetText(await readSpreadsheetRows(bytes));
}

/** The text of sheets already read (throws when no sheet holds a figure). */
export function spreadsheetText(sheets: readonly SheetRows[]): string {
  return selectBudgetSheets(sheets)
    .map((sheet) => formatTableRows(sheet.rows))
    .join('\n\n');
}
