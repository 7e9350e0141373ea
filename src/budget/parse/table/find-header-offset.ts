/**
 * How many columns a priced row's figures stand right of the header that names them. A
 * header whose cells were merged or lost one (`CANTIDAD | PRECIO | IMPORTE` over figures
 * that begin one column further right: `| 34 | 306,07 | 10.406,38`) puts the factor under
 * `IMPORTE` and the product under no name at all. Read through the names where they stand,
 * the quantity (under `PRECIO`) is taken for the price and the price for the quantity, and
 * every product still agrees: a reading that is wrong and reconciles. The product's column
 * says by how far the names slipped: the column named the amount, left of it, among the
 * factors.
 */
import type { ColumnRole } from './read-header-role.ts';

export function findHeaderOffset(
  named: readonly (ColumnRole | undefined)[],
  first: number,
  second: number,
  amount: number,
): number {
  if (named[amount] !== undefined) return 0;
  for (const factor of [second, first])
    if (factor < amount && named[factor] === 'amount') return amount - factor;
  return 0;
}
