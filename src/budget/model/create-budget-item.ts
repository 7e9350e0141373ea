import type { BudgetItem } from './budget.ts';

/**
 * An item with what its source names, the rest blank: no dimensions, no quantity, no
 * amounts. Readers and edits fill in what their source gives.
 */
export function createBudgetItem(
  fields: Pick<BudgetItem, 'codigo' | 'resumen'> & Partial<BudgetItem>,
): BudgetItem {
  // A literal of every field, then the given ones: an object spread after other fields
  // is a runtime call, and readers make an item for every line item of a budget.
  const item: BudgetItem = {
    uds: '',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '',
    precio_unitario: 0,
    total: 0,
    codigo: fields.codigo,
    resumen: fields.resumen,
  };
  return Object.assign(item, fields);
}
