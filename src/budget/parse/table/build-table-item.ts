/**
 * One item of a table, made from the row of its figures and, where its words stood on rows
 * of their own above (a heading whose figures came later: El Casar), from that heading and
 * the lines and measurements gathered under it. A row whose quantity × price is not its
 * amount gives its item and an `amount-mismatch` warning.
 */
import { rejoinCutWords } from '../layout/join-description-lines.ts';
import type { BudgetItem, MeasurementLine } from '../../model/budget.ts';
import { createBudgetItem } from '../../model/create-budget-item.ts';
import { roundToCents } from '../../model/money.ts';
import type { ParseWarning } from '../parse-result.ts';
import { multiplies } from './find-table-columns.ts';
import type { TableRow } from './read-table-row.ts';
import { splitLeadingUnit } from './split-unit.ts';

/** An item heading whose figures are still to come, with what was read under it so far. */
export interface PendingItem {
  row: TableRow;
  lines: string[];
  measurements: MeasurementLine[];
  /** The code of the item row right above the heading, where one is. */
  above?: string;
}

export interface TableItem {
  item: BudgetItem;
  /** Where the row's quantity × price is not its amount. */
  mismatch?: ParseWarning;
}

/**
 * The item of `row`'s figures under `pending`'s heading (or `row`'s own words, without one).
 * `placeItem` puts the item's amount in its chapter and says which chapter that is.
 */
export function buildTableItem(
  row: TableRow,
  pending: PendingItem | undefined,
  placeItem: (total: number) => string | undefined,
): TableItem {
  const heading = pending?.row ?? row;
  let unit = heading.unit;
  let summary = heading.summary || heading.others[0] || '';
  const others = heading.summary === '' ? heading.others.slice(1) : heading.others;
  if (unit === '') {
    const split = splitLeadingUnit(summary);
    if (split) {
      unit = split.unit;
      summary = split.rest;
    }
  }
  // Rows keep their lines, but a word the source cut at a row's end is one word again.
  const lines = rejoinCutWords(
    [summary, ...(pending?.lines ?? []), ...others].filter((text) => text !== ''),
  );
  const quantity = row.quantity;
  const price = row.price;
  const total = roundToCents(
    row.amount ?? (quantity !== undefined && price !== undefined ? quantity * price : 0),
  );
  const item = createBudgetItem({
    codigo: heading.code,
    resumen: lines.join('\n'),
    uds: unit,
    cantidad: row.quantityText,
    precio_unitario: price ?? 0,
    total,
  });
  const chapter = placeItem(total);
  if (chapter !== undefined) item.chapterCode = chapter;
  if (pending && pending.measurements.length > 0) item.measurements = pending.measurements;
  const note = [...new Set([heading.note, row.note])].filter((text) => text !== '').join('\n');
  if (note !== '') item.note = note;
  if (
    quantity === undefined ||
    price === undefined ||
    row.amount === undefined ||
    multiplies(quantity, price, row.amount)
  )
    return { item };
  const mismatch: ParseWarning = {
    kind: 'amount-mismatch',
    line: row.index + 1,
    codigo: heading.code,
    expected: roundToCents(quantity * price),
    actual: row.amount,
  };
  return { item, mismatch };
}
