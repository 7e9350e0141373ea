import { RESUMEN_COLUMN_PERCENT } from '../constants.ts';
import type { ColumnName } from '../model/budget.ts';

/**
 * Spec §9: RESUMEN takes 35 % of the table and the other columns share the
 * remaining 65 % equally. Widths are whole twips (Word's unit, 1/1440 inch)
 * and always add up to exactly `tableWidth`, because LibreOffice and Google
 * Docs lay a table out from its grid and stretch or clip a grid that doesn't.
 */
export function computeColumnWidths(columns: readonly ColumnName[], tableWidth: number): number[] {
  if (columns.length === 0) return [];
  const resumenIndex = columns.indexOf('RESUMEN');
  const others = resumenIndex === -1 ? columns.length : columns.length - 1;
  if (others === 0) return [tableWidth];

  const resumenWidth =
    resumenIndex === -1 ? 0 : Math.round((tableWidth * RESUMEN_COLUMN_PERCENT) / 100);
  const otherWidth = Math.floor((tableWidth - resumenWidth) / others);
  const widths = columns.map((_, index) => (index === resumenIndex ? resumenWidth : otherWidth));
  // The few twips lost to flooring go to the widest column, where nobody sees them.
  const remainder = tableWidth - widths.reduce((sum, width) => sum + width, 0);
  widths[resumenIndex === -1 ? 0 : resumenIndex]! += remainder;
  return widths;
}
