import { CURRENCY, LOCALE } from '../constants.ts';

/**
 * es-ES leaves four-digit amounts ungrouped by default (`1234,56 €`); budgets
 * print `1.234,56 €`, so grouping is forced for every amount.
 */
const euros = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
});

/** An amount as the document prints it: `1.234,56 €`. */
export function formatMoney(amount: number): string {
  // A negative zero (e.g. -0.001 rounded) would print as "-0,00 €".
  const rounded = Math.round(amount * 100) / 100;
  return euros.format(rounded === 0 ? 0 : rounded);
}
