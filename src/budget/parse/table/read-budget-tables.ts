/**
 * The table stage's entry: a budget read from grids of cells (spreadsheet sheets, a CSV,
 * a word processor's tables and paragraphs) by their columns, not by text lines.
 * Returns undefined when no grid holds a priced table: the caller then reads the cells
 * as text with the layout reader, as before the table stage existed.
 */
import type { BudgetSourceFormat } from '../../model/budget.ts';
import type { CellGrid } from '../../model/cell-grid.ts';
import type { ParseResult } from '../parse-result.ts';

export interface TableReadOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
  /** The client when no cell names one. */
  unknownClient: string;
}

export function readBudgetTables(
  grids: readonly CellGrid[],
  options: TableReadOptions,
): ParseResult | undefined {
  void grids;
  void options;
  return undefined;
}
