/** Every family of budget tables the synthetic fixtures render, in the order tests list them. */
import { ARQUIMEDES_EXPORT_FAMILY } from './render-arquimedes-export.ts';
import { MERGED_CELLS_CSV_FAMILY } from './render-merged-cells-csv.ts';
import {
  OFFICE_SHEET_CODE_LAST_FAMILY,
  OFFICE_SHEET_PARTIALS_FAMILY,
  OFFICE_SHEET_SPLIT_FAMILY,
} from './render-office-sheets.ts';
import { OFFICE_ORDER_SHEET_FAMILY } from './render-office-order-sheet.ts';
import { OFFICE_TITLE_SHEET_FAMILY } from './render-office-title-sheet.ts';
import { PASTED_SHEET_WORD_FAMILY } from './render-pasted-sheet-word.ts';
import { PRESTO_EXPORT_FAMILY } from './render-presto-export.ts';
import { PRESTO_MEASUREMENTS_SHEET_FAMILY } from './render-presto-measurements-sheet.ts';
import { QUALITY_CONTROL_SHEET_FAMILY } from './render-quality-control-sheet.ts';
import {
  QUALITY_CONTROL_WORD_FAMILY,
  QUALITY_CONTROL_WORD_US_FAMILY,
} from './render-quality-control-word.ts';
import { ROLLUP_CSV_FAMILY } from './render-rollup-csv.ts';
import { TCQ_WORD_FAMILY } from './render-tcq-word.ts';
import type { TableFamily } from './table-family.ts';

export const TABLE_FAMILIES: readonly TableFamily[] = [
  PRESTO_EXPORT_FAMILY,
  PRESTO_MEASUREMENTS_SHEET_FAMILY,
  ARQUIMEDES_EXPORT_FAMILY,
  QUALITY_CONTROL_SHEET_FAMILY,
  QUALITY_CONTROL_WORD_FAMILY,
  QUALITY_CONTROL_WORD_US_FAMILY,
  TCQ_WORD_FAMILY,
  PASTED_SHEET_WORD_FAMILY,
  MERGED_CELLS_CSV_FAMILY,
  ROLLUP_CSV_FAMILY,
  OFFICE_SHEET_SPLIT_FAMILY,
  OFFICE_SHEET_CODE_LAST_FAMILY,
  OFFICE_SHEET_PARTIALS_FAMILY,
  OFFICE_TITLE_SHEET_FAMILY,
  OFFICE_ORDER_SHEET_FAMILY,
];
