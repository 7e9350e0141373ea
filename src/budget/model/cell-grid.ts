/**
 * A source's cells as it holds them, for the table stage (`parse/table/`): a sheet of a
 * workbook, a CSV, or a word processor's body, where each paragraph is a one-cell row and
 * each table row a row of its cells. Numbers stay numbers where the source stores them so
 * (spreadsheets); elsewhere a cell is the text the document shows.
 */
export type TableCell = string | number | boolean | null | undefined;

export interface CellGrid {
  /** The sheet's or table's name, when the source gives one. */
  name: string;
  rows: TableCell[][];
}
