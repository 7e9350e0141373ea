/**
 * A chapter printed as a priced row: `01# | | MOVIMIENTO DE TIERRAS | 1 | 43.428,25 |
 * 43.428,25` above its items, whose amounts add up to it. Such a row is the chapter's total,
 * not an item: counted as one it would double the budget. A row is a roll-up when its
 * quantity is 1 (or blank), its price its amount, and the rows under it add up to that
 * amount to the cent before anything else: a roll-up under it counts as its amount and the
 * rows it covers are skipped, so nested chapters resolve from the bottom up. A single row
 * under it is evidence only for a row without unit whose code the row below does not
 * continue as the next item's (the code grammar of `read-item-code-grammar.ts`).
 */
import { readsAsItemCode } from './read-item-code-grammar.ts';
import type { TableRow } from './read-table-row.ts';
import { splitLeadingUnit } from './split-unit.ts';

/**
 * How many rows (a nested roll-up counting as one) are added up under a candidate before
 * giving up: a chapter holds fewer items or subchapters directly; it bounds the work on a
 * hostile sheet of such rows.
 */
const MAX_UNITS = 1000;

/**
 * For each roll-up row (index into `rows`), the index of the last row it covers.
 * `isBoundary(row)` says where no chapter may run past (a total, a chapter keyword).
 */
export function findRollUpRows(
  rows: readonly (TableRow | undefined)[],
  isBoundary: (row: TableRow) => boolean,
): Map<number, number> {
  const spans = new Map<number, number>();
  for (let index = rows.length - 1; index >= 0; index--) {
    const row = rows[index];
    if (!row || !isCandidate(row)) continue;
    const target = Math.round((row.amount as number) * 100);
    let cents = 0;
    let units = 0;
    for (let next = index + 1; next < rows.length && units < MAX_UNITS; next++) {
      const below = rows[next];
      if (!below || below.amount === undefined) continue;
      if (isBoundary(below)) break;
      cents += Math.round(below.amount * 100);
      units++;
      const end = spans.get(next);
      if (end !== undefined) next = end;
      if (cents === target) {
        // One row under it that merely repeats it is no evidence, unless the row has no unit
        // (none in its cell, none printed against its summary) and its code is no sibling of
        // that row's: a chapter's one item extends its code or has a shape of its own, while
        // `01.09.02 | ud  VENTANA… | 1 | 456,54` above `01.09.03 … 456,54` is the item before.
        if (units >= 2 || (!hasUnit(row) && !readsAsItemCode(row.code, below.code, [])))
          spans.set(index, next);
        break;
      }
      if (Math.abs(cents) > Math.abs(target)) break;
    }
  }
  return spans;
}

function isCandidate(row: TableRow): boolean {
  if (row.amount === undefined || row.amount === 0) return false;
  if (row.code === '' && row.summary === '') return false;
  if (row.quantity !== undefined && row.quantity !== 1) return false;
  return row.price === undefined || Math.round(row.price * 100) === Math.round(row.amount * 100);
}

/**
 * A unit in its column, or printed against the summary where the table has no unit column
 * (`ud  INS.POLIET. COCINA…`, the branded Word's): an item's, never a chapter's.
 */
function hasUnit(row: TableRow): boolean {
  return row.unit !== '' || splitLeadingUnit(row.summary) !== undefined;
}
