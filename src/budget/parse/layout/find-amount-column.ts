import { findPricedFigures } from './find-priced-figures.ts';
import { isFiguresOnly, type LayoutLine } from './read-layout-line.ts';

/**
 * The spreadsheet column of items' amounts: the column where most lines of figures
 * that multiply out (`qty price amount`) end. A measurement's partial ends in another
 * column (CANTIDAD), even when its figures happen to multiply out too; and a column whose
 * figures are factors of rows ending further right is no amount column however many rows
 * end in it (an amount is never multiplied again): under an item of four comment-less
 * measurements `7 10,19 71,33`, `3 7,56 22,68` end in CANTIDAD, where its own row
 * `126,14 568,11 71661,4` takes its quantity.
 */
export class AmountColumnCount {
  private readonly counts = new Map<number, number>();
  /** Columns holding a factor of a multiplying row whose amount stands to their right. */
  private readonly factors = new Set<number>();

  count(line: LayoutLine): void {
    if (!isFiguresOnly(line)) return;
    const priced = findPricedFigures(line.figures);
    if (!priced || priced.amount.cell < 0) return;
    this.counts.set(priced.amount.cell, (this.counts.get(priced.amount.cell) ?? 0) + 1);
    for (const factor of [priced.quantity.cell, priced.price.cell])
      if (factor >= 0 && factor < priced.amount.cell) this.factors.add(factor);
  }

  get best(): number {
    return this.mostCounted(false) ?? this.mostCounted(true) ?? -1;
  }

  /** The column most rows end in (on a tie the rightmost: amounts close a row). */
  private mostCounted(withFactors: boolean): number | undefined {
    let best: number | undefined;
    let bestCount = 0;
    for (const [cell, count] of this.counts) {
      if (!withFactors && this.factors.has(cell)) continue;
      if (count > bestCount || (count === bestCount && cell > (best as number))) {
        best = cell;
        bestCount = count;
      }
    }
    return best;
  }
}
