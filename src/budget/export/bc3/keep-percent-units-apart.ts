/**
 * FIEBDC-3 importers (Presto, Arquímedes, and this product's reader) take a concept whose
 * unit is `%` as a percentage line: its amount is its yield, as a fraction, times the sum of
 * the lines above it in the same decomposition (`~C|3|%|Medios auxiliares|2|…` with
 * `…\3\1\0.02\` charges 2 % on them), whatever price the file gives it.
 *
 * A budget's `%` item whose price is that sum (`%CI`, `%`, 3 %, on the chapter's items above
 * it) is written as it is: read as a percentage or by its price, it gives the same amount.
 * One whose price is something else (a `%` of the whole work, placed in its own chapter) would
 * be charged on the wrong base: it is written with the unit `ud`, and the change reported, so
 * the program that opens the file keeps its amount. Items are taken in the order the chapter's
 * ~D lists them (its items, then its subchapters).
 */
import type { Bc3ItemPlacement } from './bc3-item-placement.ts';

export const PERCENT_UNIT = '%';
/** The unit written for a `%` item that is not a percentage of the lines above it. */
export const PERCENT_ITEM_UNIT = 'ud';

/**
 * The codes of the `%` items of `lists` (each the placements of one ~D, in order) whose
 * price is not the sum of the amounts above them, to the cent.
 */
export function findPercentUnitsToKeepApart(
  placements: readonly Bc3ItemPlacement[],
  lists: ReadonlyArray<readonly number[]>,
): Set<string> {
  const codes = new Set<string>();
  for (const list of lists) {
    let cents = 0;
    for (const index of list) {
      const placement = placements[index]!;
      if (placement.unit.trim() === PERCENT_UNIT && Math.round(placement.price * 100) !== cents)
        codes.add(placement.code);
      cents += Math.round(placement.amount * 100);
    }
  }
  return codes;
}
