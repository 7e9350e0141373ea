import { readModelQuantity } from '../edit/read-decimal-input.ts';

/** Budgets print measured figures with at least two decimals: `10,00`, `3.085,20`. */
const MIN_DECIMALS = 2;

/**
 * A quantity or measurement as a Spanish budget prints it: thousands grouped with dots, a
 * decimal comma, at least two decimals and every decimal the figure has ("15545,91" →
 * "15.545,91", "10" → "10,00", "12,500" stays "12,500"). Exact (the digits are regrouped, never
 * passed through a float). A text that is no Spanish number ("s/medición", "2.5") is left as
 * the source wrote it rather than guessed at.
 */
export function formatQuantity(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return text;
  const value = readModelQuantity(trimmed);
  if (value === undefined) return text;
  const digits = value.units.toString().padStart(value.scale + 1, '0');
  const whole = digits.slice(0, digits.length - value.scale);
  const fraction = digits.slice(digits.length - value.scale).padEnd(MIN_DECIMALS, '0');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${fraction}`;
}
