/**
 * Exact decimals for editing money: a value is `units / 10^scale` with `units` a bigint,
 * so 0,1 + 0,2 is 0,3 and 1.234,56 × 3,5 is 4.320,96 to the cent, never a binary fraction.
 */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

const TEN = 10n;

function powerOfTen(exponent: number): bigint {
  return TEN ** BigInt(exponent);
}

/**
 * The decimal a JavaScript number prints as ("12.35" → 1235 / 10²). Amounts in the model are
 * numbers read from a document's text, so their shortest printed form is the figure printed.
 */
export function decimalFromNumber(value: number): ExactDecimal {
  // toFixed avoids the exponent form of very small or large values; 10 places are beyond any price.
  const text = Number.isInteger(value) ? value.toFixed(0) : trimZeros(value.toFixed(10));
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const units = BigInt(whole + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** The product rounded to whole cents, half away from zero, as a budget line's amount is. */
export function multiplyToCents(left: ExactDecimal, right: ExactDecimal): number {
  const units = left.units * right.units;
  const scale = left.scale + right.scale;
  return Number(roundUnits(units, scale, 2));
}

/** Rescales `units / 10^scale` to `target` decimals, half away from zero. */
function roundUnits(units: bigint, scale: number, target: number): bigint {
  if (scale <= target) return units * powerOfTen(target - scale);
  const divisor = powerOfTen(scale - target);
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  let quotient = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** A decimal as whole cents, when it has no more than two decimals; undefined otherwise. */
export function decimalToCents(value: ExactDecimal): number | undefined {
  if (value.scale > 2) return undefined;
  return Number(value.units * powerOfTen(2 - value.scale));
}

/** Euros from whole cents: the one place cents become the model's number. */
export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** Whole cents of a euro amount of the model (read to the cent). */
export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}
