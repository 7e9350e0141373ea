/**
 * Reads a number as Spanish budget reports print it: `1.605,90`, `1605,90`,
 * `630`, `-25,00`. A minus may be `-`, the soft hyphen U+00AD (old PDF text)
 * or the typographic `−`. Returns undefined for anything else, so the caller
 * can use it to tell numbers from words.
 */
const SPANISH_NUMBER = /^[-\u00AD\u2212]?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;

/** Longest token worth testing: a budget figure never has more than 20 characters. */
const MAX_NUMBER_LENGTH = 20;

export function parseSpanishNumber(token: string): number | undefined {
  if (token.length === 0 || token.length > MAX_NUMBER_LENGTH) return undefined;
  const first = token.charCodeAt(0);
  // Most tokens are words: reject them on their first character before running the pattern.
  const digit = first >= 0x30 && first <= 0x39;
  if (!digit && first !== 0x2d && first !== 0xad && first !== 0x2212) return undefined;
  if (!SPANISH_NUMBER.test(token)) return undefined;
  const negative = first === 0x2d || first === 0xad || first === 0x2212;
  const digits = (negative ? token.slice(1) : token).replace(/\./g, '').replace(',', '.');
  const value = Number(digits);
  return negative ? -value : value;
}

/** True when the printed number has no decimal part (`12`, `-3`): a count of units. */
export function isWholeNumberToken(token: string): boolean {
  return !token.includes(',');
}
