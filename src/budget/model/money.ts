/**
 * The largest amount, price or quantity a budget line can plausibly carry: one billón
 * (10¹²). The largest real budgets read so far are under 10⁹ (a 1990s FIEBDC-95 file in
 * pesetas: 845.180.002); a figure at or beyond this is a misread (a run of digits taken for
 * a number, `1e400` becoming Infinity). Below it, cents stay exact in a double (10¹⁴ cents is
 * far under 2⁵³), so sums of such figures keep every cent.
 */
export const MAX_PLAUSIBLE_FIGURE = 1e12;

/** A finite figure of a size a budget can have: what sums and shown totals may use. */
export function isPlausibleFigure(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) < MAX_PLAUSIBLE_FIGURE;
}

/** Rounds a euro amount to cents, half away from zero, avoiding binary drift (1.005 -> 1.01). */
export function roundToCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/**
 * Sums item totals and rounds to cents, as the spec's Budget.total requires. An amount that
 * is no plausible figure (NaN, Infinity, a 5,000-digit run of digits) is left out, so the
 * budget's total is always a finite number, never `null` in the JSON output; the verdict
 * names the item whose figure was left out (check/find-figures-out-of-bounds.ts).
 */
export function sumTotals(items: ReadonlyArray<{ total: number }>): number {
  let cents = 0;
  for (const item of items)
    if (isPlausibleFigure(item.total)) cents += Math.round(item.total * 100);
  return cents / 100;
}
