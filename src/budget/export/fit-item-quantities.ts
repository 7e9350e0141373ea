/**
 * What an export writes for an item's quantity. Programs that import a budget (Presto,
 * Arquímedes, Excel's formulas) recompute each amount as quantity × price, so an item whose
 * printed quantity was rounded (3,33 where 3,3300033 gives the printed 100,10) would come
 * out a cent off: it is written with the quantity, to up to 6 decimals, that gives its own
 * amount, and the change is reported.
 */
import type { BudgetItem } from '../model/budget.ts';
import { roundToCents } from '../model/money.ts';
import { parseSpanishNumber } from '../parse/parse-spanish-number.ts';

/** The most decimals a quantity or price is written with. */
export const MAX_DECIMALS = 6;
/** Money is recomputed to the cent. */
export const AMOUNT_DECIMALS = 2;

/** `1.234,5` as a number; undefined when the cell is empty or not a number. */
export function quantityOf(item: BudgetItem): number | undefined {
  const text = item.cantidad.trim();
  return text === '' ? undefined : parseSpanishNumber(text);
}

/**
 * The quantity to write: the item's own when its quantity × price gives its amount to the
 * cent; otherwise the nearest with up to 6 decimals that does (the printed quantity was
 * rounded), or the amount over the price.
 */
export function fitQuantity(
  quantity: number | undefined,
  price: number,
  amount: number,
  round: (value: number) => number,
): number {
  if (quantity !== undefined && round(quantity * price) === roundToCents(amount)) return quantity;
  if (price === 0) return quantity ?? 0;
  for (let decimals = 2; decimals <= MAX_DECIMALS; decimals++) {
    const scale = 10 ** decimals;
    const candidate = Math.round((amount / price) * scale) / scale;
    if (round(candidate * price) === roundToCents(amount)) return candidate;
  }
  return quantity ?? amount / price;
}

/**
 * Decimals of the amounts: 2, or 0 for a budget in whole currency units (pesetas: every
 * amount whole, and some only as quantity × price rounded to the unit, `45 × 11160.11 =
 * 502205`), which ~K then declares so the importer rounds as the source did (an amount the
 * source rounded twice, to the cent and then to the unit, gets the quantity that gives it).
 */
export function amountDecimalsOf(items: readonly BudgetItem[]): number {
  let roundedToUnits = false;
  for (const item of items) {
    if (!Number.isInteger(item.total)) return AMOUNT_DECIMALS;
    const quantity = quantityOf(item);
    if (quantity === undefined) continue;
    const product = quantity * item.precio_unitario;
    if (roundToCents(product) === item.total) continue;
    // Presto 7 rounded to the cent, then to the peseta (3011581.4976 -> 3011581.50 -> 3011582).
    if (Math.round(roundToCents(product)) !== item.total) return AMOUNT_DECIMALS;
    roundedToUnits = true;
  }
  return roundedToUnits ? 0 : AMOUNT_DECIMALS;
}

/** Rounding of an amount to 2 decimals or to whole units, half away from zero. */
export function amountRounder(decimals: number): (value: number) => number {
  if (decimals === AMOUNT_DECIMALS) return roundToCents;
  return (value) => Math.sign(value) * Math.round(Math.abs(value));
}
