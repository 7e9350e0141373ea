/**
 * Measurement lines typed under an item in a sheet without measurement columns: the
 * comment in the description column and the line's partial in the quantity column, no
 * price, no amount (`Fachada principal | | 74,52 | |`). Such rows are the item's
 * measurement lines when their partials add up to the item's quantity (0 when the
 * deductions exceed the rest); otherwise they stay
 * rows the builder cannot place (an `unplaced-line` warning), never text glued to the
 * description. Words alone between them (`A deducir:`) are allowed.
 */
import type { TableRow } from './read-table-row.ts';

/** A partial is printed to the cent: each line may round by half a cent either way. */
const CENT = 0.01;

/** The rows (by index) that are measurement lines, with their partials set as their measurement. */
export function findPartialRows(rows: (TableRow | undefined)[]): void {
  for (let index = 0; index < rows.length; index++) {
    const item = rows[index];
    if (!item || !isItemRow(item)) continue;
    const partials: number[] = [];
    let sum = 0;
    let next = index + 1;
    for (; next < rows.length; next++) {
      const row = rows[next];
      if (!row) continue;
      if (isPartialRow(row)) {
        partials.push(next);
        sum += row.quantity as number;
      } else if (!(row.figureCount === 0 && row.code === '')) break;
    }
    const quantity = item.quantity as number;
    // Deductions beyond the additions measure nothing: the quantity is 0, not negative.
    const measured = sum < 0 && quantity === 0 ? 0 : sum;
    if (partials.length > 0 && Math.abs(measured - quantity) <= CENT * partials.length) {
      for (const at of partials) {
        const row = rows[at] as TableRow;
        rows[at] = {
          ...row,
          measurement: {
            uds: '',
            longitud: '',
            anchura: '',
            altura: '',
            parcial: row.quantityText,
          },
        };
      }
    }
    index = next - 1;
  }
}

function isItemRow(row: TableRow): boolean {
  return (
    row.quantity !== undefined &&
    row.price !== undefined &&
    row.amount !== undefined &&
    (row.code !== '' || row.summary !== '')
  );
}

function isPartialRow(row: TableRow): boolean {
  return (
    row.code === '' &&
    row.measurement === undefined &&
    row.quantity !== undefined &&
    row.price === undefined &&
    row.amount === undefined &&
    row.figureCount === 1
  );
}
