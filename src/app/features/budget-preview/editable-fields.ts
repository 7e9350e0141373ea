import { LOCALE } from '../../../budget/constants.ts';
import type { EditableItemField } from '../../../budget/edit/apply-budget-edit.ts';
import { splitResumen } from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';

/**
 * The columns a user may correct. UDS always prints 1 (spec §9) and TOTAL is quantity × price,
 * so neither is typed; the unit is part of the RESUMEN cell.
 */
export const EDITABLE_FIELDS: Partial<Record<ColumnName, EditableItemField>> = {
  CÓDIGO: 'codigo',
  RESUMEN: 'summary',
  LONGITUD: 'longitud',
  ANCHURA: 'anchura',
  ALTURA: 'altura',
  PARCIALES: 'parciales',
  CANTIDAD: 'cantidad',
  'P. UNIT.': 'precio_unitario',
};

/** The shown columns a user may correct, in their order: the columns arrow keys move across. */
export function editableColumnsOf(columns: readonly ColumnName[]): ColumnName[] {
  return columns.filter((column) => EDITABLE_FIELDS[column] !== undefined);
}

/** A price as the user would type it back: "1.234,50", no currency sign. */
const priceInput = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** What a cell's field starts from when it opens. */
export function initialText(item: BudgetItem, field: EditableItemField): string {
  switch (field) {
    case 'summary':
      return splitResumen(item).title;
    case 'unit':
      return item.uds;
    case 'precio_unitario':
      return priceInput.format(item.precio_unitario);
    default:
      return item[field];
  }
}
