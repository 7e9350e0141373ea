/** Every family of budget tables the synthetic fixtures render, in the order tests list them. */
import { PRESTO_EXPORT_FAMILY } from './render-presto-export.ts';
import type { TableFamily } from './table-family.ts';

export const TABLE_FAMILIES: readonly TableFamily[] = [PRESTO_EXPORT_FAMILY];
