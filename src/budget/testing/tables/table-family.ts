/**
 * A family of budgets that are tables: how one program exports a budget to a sheet, or how
 * a person types or pastes one. Each family is one renderer file; the round-trip tests take
 * the list from `table-families.ts` and write each family as every file type it lists.
 */
import type { Budget } from '../../model/budget.ts';
import type { GenerateBudgetOptions } from '../generate-budget.ts';
import type { TableDocument } from './table-document.ts';

export type TableFamilyId =
  | 'presto-export'
  | 'presto-measurements-sheet'
  | 'arquimedes-export'
  | 'quality-control-sheet'
  | 'quality-control-word'
  | 'quality-control-word-us'
  | 'tcq-word'
  | 'pasted-sheet-word'
  | 'merged-cells-csv'
  | 'rollup-csv'
  | 'office-sheet-split'
  | 'office-sheet-code-last'
  | 'office-sheet-partials'
  | 'office-title-sheet'
  | 'office-order-sheet';

/** The files a family is written as: workbooks through SheetJS, a `;` CSV, word processors' files. */
export type TableFileType = 'xlsx' | 'xls' | 'ods' | 'csv' | 'docx' | 'odt' | 'rtf';

export interface TableFamily {
  id: TableFamilyId;
  /** The program or person the family imitates, for test names. */
  description: string;
  /** What the generated budget needs (measurement lines, chapters). */
  generate: Pick<
    GenerateBudgetOptions,
    'measurements' | 'commentlessMeasurements' | 'depth' | 'codeLikeText'
  >;
  /**
   * The budget as the table holds it: only the words its columns carry, its chapter codes,
   * its quantities (whole tests in a quality-control budget). A reading is compared with it.
   */
  shape(budget: Budget): Budget;
  render(budget: Budget): TableDocument;
  /** The file types it is written as; the first is the one the property tests use. */
  files: readonly TableFileType[];
  /**
   * False when the table prints no chapter total (chapters are titles only): a tampered
   * chapter total changes nothing in the document, so the tamper property changes items.
   */
  printsChapterTotals?: boolean;
  /** How a number cell reads once saved as CSV, where cells are the text the sheet shows. */
  csvNumber?: (value: number) => string;
  /**
   * How the CSV is encoded: Spanish Excel's "CSV (delimitado por comas)" writes Windows-1252
   * (the default); its "CSV UTF-8" writes UTF-8 with a byte-order mark.
   */
  csvEncoding?: 'windows-1252' | 'utf-8';
}
