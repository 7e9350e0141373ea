import type { BudgetItem } from './budget.ts';

/**
 * An item with what its source names, the rest blank: no dimensions, no quantity, no
 * amounts. Readers and edits fill in what their source gives.
 */
export function createBudgetItem(
  fields: Pick<BudgetItem, 'codigo' | 'resumen'> & Partial<BudgetItem>,
): BudgetItem {
  // One literal of every field, each given or blank: readers make an item for every line
  // item of a budget, and a spread or Object.assign of the given fields is a generic copy
  // that costs about twice as much per item as the literal.
  const item: BudgetItem = {
    uds: fields.uds ?? '',
    longitud: fields.longitud ?? '',
    anchura: fields.anchura ?? '',
    altura: fields.altura ?? '',
    parciales: fields.parciales ?? '',
    cantidad: fields.cantidad ?? '',
    precio_unitario: fields.precio_unitario ?? 0,
    total: fields.total ?? 0,
    codigo: fields.codigo,
    resumen: fields.resumen,
  };
  // The optional fields only where given, so that an item without them has no such keys.
  if (fields.chapterCode !== undefined) item.chapterCode = fields.chapterCode;
  if (fields.measurements !== undefined) item.measurements = fields.measurements;
  return item;
}
