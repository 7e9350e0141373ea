import type { BudgetItem } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';
import { printedQuantity } from './printed-fields.ts';

/** The model's quantity text, in Spanish as readers keep it: `1.234,567`, `12,5`, `3`, `-2,00`. */
const SPANISH_QUANTITY = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
/** Half a cent, the rounding of a printed amount; and one more cent for the program's own. */
const HALF_CENT = 0.005;
const ONE_CENT = 0.01;

/**
 * How far quantity × price may be from the printed amount for the figures to agree: the
 * document prints each of the three rounded, and a program multiplies the unrounded ones
 * (a quantity of 12,345 m³ printed `12,35`; a price of 3,456 printed `3,46`). Hence half a unit
 * of the quantity's last printed decimal times the price, half a cent times the quantity, and
 * a cent. A 1990s file in pesetas prints quantities to two decimals of prices of seven
 * figures: its amounts differ from the printed product by pesetas, all within this.
 */
function allowance(quantity: number, decimals: number, price: number): number {
  return 0.5 * 10 ** -decimals * Math.abs(price) + HALF_CENT * Math.abs(quantity) + ONE_CENT;
}

/**
 * Items whose printed quantity × price is not their amount, checked by the verdict itself
 * on every reading, whatever the reader noticed. Items without a quantity, or with a figure
 * out of bounds (named on their own), are not checked.
 */
export function findUnbalancedItems(items: readonly BudgetItem[]): number[] {
  const unbalanced: number[] = [];
  items.forEach((item, index) => {
    const match = SPANISH_QUANTITY.exec(printedQuantity(item));
    if (match === null) return;
    if (!isPlausibleFigure(item.total) || !isPlausibleFigure(item.precio_unitario)) return;
    const [, sign = '', whole = '', fraction = ''] = match;
    const digits = whole.includes('.') ? whole.replaceAll('.', '') : whole;
    const quantity = Number(`${sign}${digits}.${fraction}`);
    const decimals = fraction.length;
    const price = item.precio_unitario;
    if (Math.abs(quantity * price - item.total) > allowance(quantity, decimals, price))
      unbalanced.push(index);
  });
  return unbalanced;
}
