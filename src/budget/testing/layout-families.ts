/** Every layout family the synthetic fixtures render, in the order tests list them. */
import type { LayoutFamily } from './layout-family.ts';
import { CYPE_FAMILY } from './render-cype-report.ts';
import { PRESTO_MEASUREMENTS_FAMILY } from './render-presto-measurements-report.ts';
import { PRESTO_PARTIALS_FAMILY } from './render-presto-partials-report.ts';

export const LAYOUT_FAMILIES: readonly LayoutFamily[] = [
  CYPE_FAMILY,
  PRESTO_MEASUREMENTS_FAMILY,
  PRESTO_PARTIALS_FAMILY,
];
