/** Rounds a euro amount to cents, half away from zero, avoiding binary drift (1.005 -> 1.01). */
export function roundToCents(amount: number): number {
  const sign = amount < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

/** Sums item totals and rounds to cents, as the spec's Budget.total requires. */
export function sumTotals(items: ReadonlyArray<{ total: number }>): number {
  let cents = 0;
  for (const item of items) cents += Math.round(item.total * 100);
  return cents / 100;
}
