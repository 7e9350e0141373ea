/**
 * Formats a figure as Spanish budget reports print it: `.` between thousands, `,` before
 * the decimals, a fixed number of decimals (`1.605,90`, `-1,68`), rounding half away from
 * zero like roundToCents. Hand-written rather than Intl.NumberFormat because a large .bc3
 * has 30,000 measurement lines (150,000 figures) and this is several times faster; es-ES
 * Intl also leaves 4-digit numbers ungrouped (`1605,90`), unlike the reports.
 */
const POWERS_OF_TEN = [1, 10, 100, 1000, 10000, 100000, 1000000];
const ZEROS = '000000';

export function formatSpanishDecimal(value: number, decimals: number): string {
  const scale = POWERS_OF_TEN[decimals];
  // Integer arithmetic is several times faster than toFixed; the guard keeps it exact.
  const scaled = scale === undefined ? Number.NaN : Math.round(Math.abs(value) * scale + 1e-7);
  let digits: string;
  if (Number.isSafeInteger(scaled) && scaled < 1e15) {
    digits = String(scaled);
  } else {
    digits = Math.abs(value).toFixed(decimals).replace('.', '');
  }
  if (digits.length <= decimals) digits = ZEROS.slice(0, decimals - digits.length + 1) + digits;
  const wholeLength = digits.length - decimals;
  let text = digits.slice(0, wholeLength);
  if (wholeLength > 3) {
    let grouped = text.slice(-3);
    for (let end = wholeLength - 3; end > 0; end -= 3) {
      grouped = `${text.slice(Math.max(0, end - 3), end)}.${grouped}`;
    }
    text = grouped;
  }
  if (decimals > 0) text = `${text},${digits.slice(wholeLength)}`;
  return value < 0 && /[1-9]/.test(digits) ? `-${text}` : text;
}
