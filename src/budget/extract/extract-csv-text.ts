import { formatTableRows } from './format-table-rows.ts';
import { readCsvRows } from './read-csv-rows.ts';

/** The text of a .csv, its rows laid out as Word table rows for the report-text parser. */
export function extractCsvText(bytes: Uint8Array): string {
  return formatTableRows(readCsvRows(bytes));
}
