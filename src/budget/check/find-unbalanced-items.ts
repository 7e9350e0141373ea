import type { BudgetItem } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';
import { printedQuantity } from './printed-fields.ts';

/** The model's quantity text, in Spanish as readers keep it: `1.234,567`, `12,5`, `3`, `-2,00`. */
const SPANISH_QUANTITY = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;
/** Half a cent, the rounding of a printed amount; and one more cent for the program's own. */
const HALF_CENT = 0.005;
const ONE_CENT = 0.01;
/**
 * A document multiplies its printed figures when its items balance to the cent as a rule:
 * at least this many checked, and at most one in twenty (or one) off by more than a cent.
 */
const MIN_ITEMS_TO_LEARN_ROUNDING = 3;
const MAX_SHARE_OFF_THE_CENT = 0.05;

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

interface CheckedItem {
  index: number;
  /** |quantity × price − amount|, in euros. */
  difference: number;
  allowed: number;
}

function checkedItems(items: readonly BudgetItem[]): CheckedItem[] {
  const checked: CheckedItem[] = [];
  items.forEach((item, index) => {
    const match = SPANISH_QUANTITY.exec(printedQuantity(item));
    if (match === null) return;
    if (!isPlausibleFigure(item.total) || !isPlausibleFigure(item.precio_unitario)) return;
    const [, sign = '', whole = '', fraction = ''] = match;
    const digits = whole.includes('.') ? whole.replaceAll('.', '') : whole;
    const quantity = Number(`${sign}${digits}.${fraction}`);
    const price = item.precio_unitario;
    checked.push({
      index,
      difference: Math.abs(quantity * price - item.total),
      allowed: allowance(quantity, fraction.length, price),
    });
  });
  return checked;
}

/** A float's error in a product of budget figures (up to 10⁹ €). */
const FLOAT_ERROR = 1e-6;

/**
 * The tolerances a document may keep to, tightest first: the product rounded to the cent
 * (`1 × 506,07` is 506,07, never 506,06), or within a cent (a program that truncates).
 */
const DOCUMENT_TOLERANCES = [HALF_CENT, ONE_CENT];

/**
 * Items whose printed quantity × price is not their amount, checked by the verdict itself
 * on every reading, whatever the reader noticed. Items without a quantity, or with a figure
 * out of bounds (named on their own), are not checked.
 *
 * The allowance for unrounded figures is the document's due only when it shows it: where its
 * items balance to the cent as a rule (every generated and nearly every real budget), a program
 * multiplied the printed figures, and an item off by more is misread or misprinted. Else a
 * digit changed in a price (`15 × 545,49` printed `8.180,85`) or a quantity a sheet shows
 * without decimals (`32`: half a unit of it is half the price) hides within the rounding.
 * The product rounded to the cent is the tightest rule (`1 × 506,07` printed `506,06` is off).
 */
export function findUnbalancedItems(items: readonly BudgetItem[]): number[] {
  const checked = checkedItems(items);
  const maxOff = Math.max(1, Math.floor(checked.length * MAX_SHARE_OFF_THE_CENT));
  if (checked.length >= MIN_ITEMS_TO_LEARN_ROUNDING)
    for (const tolerance of DOCUMENT_TOLERANCES) {
      const off = checked.filter((item) => item.difference > tolerance + FLOAT_ERROR);
      if (off.length <= maxOff) return off.map((item) => item.index);
    }
  return checked.filter((item) => item.difference > item.allowed).map((item) => item.index);
}

/**
 * Items off their quantity × price by more than the product's rounding but within the
 * printed figures' rounding, in a document of too few items to learn whether it multiplies
 * its printed figures (`1 × 422,39` printed 422,29 in a two-item sheet: half a unit of the
 * quantity `1` is 211 €). Not a mismatch (a program may multiply unrounded figures), never a
 * success either: a figure changed by a few cents looks exactly like this.
 */
export function findItemsOffByRounding(items: readonly BudgetItem[]): number[] {
  const checked = checkedItems(items);
  if (checked.length >= MIN_ITEMS_TO_LEARN_ROUNDING) return [];
  return checked
    .filter((item) => item.difference > HALF_CENT + FLOAT_ERROR && item.difference <= item.allowed)
    .map((item) => item.index);
}
