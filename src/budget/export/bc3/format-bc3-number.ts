/**
 * Numbers as FIEBDC-3 writes them: `.` before the decimals, no thousands separator, no
 * exponent, trailing zeros left out (`12.5`, `3`, `-0.25`), rounded half away from zero.
 */
export function formatBc3Number(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale + 1e-7)) / scale;
  if (rounded === 0) return '0';
  let text = rounded.toFixed(decimals);
  if (text.includes('.')) text = text.replace(/0+$/, '').replace(/\.$/, '');
  return text;
}

/** The fewest decimals (up to `max`) that write `value` exactly: 12.5 -> 1, 32.703 -> 3, 7 -> 0. */
export function decimalsOf(value: number, max: number): number {
  for (let decimals = 0; decimals < max; decimals++) {
    const scale = 10 ** decimals;
    if (Math.abs(Math.round(value * scale) - value * scale) < 1e-6) return decimals;
  }
  return max;
}
