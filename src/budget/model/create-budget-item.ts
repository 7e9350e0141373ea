import type { BudgetItem } from './budget.ts';

/**
 * An item with what its source names, the rest blank: no dimensions, no quantity, no
 * amounts. Readers and edits fill in what their source gives.
 */
export function createBudgetItem(
  fields: Pick<BudgetItem, 'codigo' | 'resumen'> & Partial<BudgetItem>,
): BudgetItem {
  return {
    uds: '',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '',
    precio_unitario: 0,
    total: 0,
    ...fields,
  };
}
