import { formatTableRows } from './format-table-rows.ts';
import { readSpreadsheetRows } from './read-spreadsheet-rows.ts';
import { selectBudgetSheets } from './select-budget-sheets.ts';

/**
 * The text of a workbook's budget sheet(s), each row laid out as a Word table
 * row (see format-table-rows.ts), sheets separated by an empty line, for the
 * one report-text parser. Loaded only when a spreadsheet arrives.
 */
export async function extractSpreadsheetText(bytes: Uint8Array): Promise<string> {
  const sheets = selectBudgetSheets(await readSpreadsheetRows(bytes));
  return sheets.map((sheet) => formatTableRows(sheet.rows)).join('\n\n');
}
