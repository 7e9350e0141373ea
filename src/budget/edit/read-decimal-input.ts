import type { EditErrorCode } from './edit-errors.ts';
import type { ExactDecimal } from './exact-decimal.ts';

/**
 * A number as a Spanish user types it: `1.234,56`, `1234,56`, `12`, `0,5`. Dots group thousands
 * (in threes), the comma starts the decimals; spaces are ignored ("1 234,5" from a copy).
 * A lone dot with other than three digits after it ("2.5") is refused rather than guessed,
 * because in Spanish it would read as two thousand five hundred.
 */
const SPANISH_NUMBER = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

export type DecimalInput =
  { ok: true; value: ExactDecimal; text: string } | { ok: false; error: EditErrorCode };

/** Reads a typed number exactly; `text` is its canonical Spanish form for the model's strings. */
export function readDecimalInput(input: string): DecimalInput {
  const compact = input.replace(/\s+/g, '').replace(/[−\u00ad]/g, '-');
  const match = SPANISH_NUMBER.exec(compact);
  if (!match) return { ok: false, error: 'not-a-number' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (sign === '-') return { ok: false, error: 'negative' };
  const units = BigInt(whole.replace(/\./g, '') + fraction);
  return { ok: true, value: { units, scale: fraction.length }, text: compact };
}

/**
 * Reads a quantity string of the model (as the reader kept it: "12,500", "1.050,00", "3");
 * undefined when it is empty or not a number.
 */
export function readModelQuantity(text: string): ExactDecimal | undefined {
  const read = readDecimalInput(text);
  return read.ok ? read.value : undefined;
}
