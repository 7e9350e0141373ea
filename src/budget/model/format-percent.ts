import { LOCALE } from '../constants.ts';

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** A percentage figure as budgets print it (`13`, `6,5`), without the sign. */
export function formatPercent(value: number): string {
  return percent.format(value);
}
