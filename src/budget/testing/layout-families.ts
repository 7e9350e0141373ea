/** Every layout family the synthetic fixtures render, in the order tests list them. */
import type { LayoutFamily } from './layout-family.ts';
import { CONTRACTOR_SHEET_FAMILY } from './render-contractor-sheet-pdf.ts';
import { CYPE_FAMILY } from './render-cype-report.ts';
import { ENGLISH_NUMBERS_FAMILY } from './render-english-numbers-report.ts';
import { PRESTO_MEASUREMENTS_FAMILY } from './render-presto-measurements-report.ts';
import { PRESTO_PARTIALS_FAMILY } from './render-presto-partials-report.ts';
import { PRICE_BEFORE_QUANTITY_FAMILY } from './render-price-before-quantity-report.ts';
import {
  CYPE_SPACED_THOUSANDS_FAMILY,
  CYPE_UNGROUPED_THOUSANDS_FAMILY,
  PRESTO_SPACED_THOUSANDS_FAMILY,
  PRESTO_UNGROUPED_THOUSANDS_FAMILY,
} from './render-regrouped-thousands.ts';
import { SPACED_THOUSANDS_FAMILY } from './render-spaced-thousands-report.ts';
import { SPREADSHEET_TABS_FAMILY } from './render-spreadsheet-tabs.ts';

export const LAYOUT_FAMILIES: readonly LayoutFamily[] = [
  CYPE_FAMILY,
  PRESTO_MEASUREMENTS_FAMILY,
  PRESTO_PARTIALS_FAMILY,
  ENGLISH_NUMBERS_FAMILY,
  PRICE_BEFORE_QUANTITY_FAMILY,
  SPACED_THOUSANDS_FAMILY,
  SPREADSHEET_TABS_FAMILY,
  CYPE_SPACED_THOUSANDS_FAMILY,
  PRESTO_SPACED_THOUSANDS_FAMILY,
  PRESTO_UNGROUPED_THOUSANDS_FAMILY,
  CYPE_UNGROUPED_THOUSANDS_FAMILY,
  CONTRACTOR_SHEET_FAMILY,
];
