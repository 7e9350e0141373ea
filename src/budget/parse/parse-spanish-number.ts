/**
 * Reads a number as Spanish budget reports print it: `1.605,90`, `1605,90`,
 * `630`, `-25,00`. A minus may be `-`, the soft hyphen U+00AD (old PDF text)
 * or the typographic `−`. Returns undefined for anything else, so the caller
 * can use it to tell numbers from words. Hand-written scanner: it runs on
 * nearly every word of a report, so it avoids regexes and temporary strings.
 */
import { isDigitCode } from './layout/characters.ts';

/** Longest token worth testing: a budget figure never has more than 20 characters. */
export const MAX_NUMBER_LENGTH = 20;
/** Up to 15 digits the integer arithmetic below is exact in a double. */
const MAX_EXACT_DIGITS = 15;
const DOT = 0x2e;
const COMMA = 0x2c;

/** Where parseSpanishNumber has readSpanishNumber put its value. */
const parsed = new Float64Array(1);

export function parseSpanishNumber(token: string): number | undefined {
  return readSpanishNumber(token, 0, token.length, parsed, 0) ? parsed[0] : undefined;
}

/**
 * Reads the number `text.slice(start, end)` without making that string, into `out[index]`;
 * false when it is no number. The value goes into a typed array rather than being returned
 * because a returned fraction is a new heap object whenever the call is not inlined.
 */
export function readSpanishNumber(
  text: string,
  start: number,
  end: number,
  out: Float64Array,
  index: number,
): boolean {
  const length = end - start;
  if (length <= 0 || length > MAX_NUMBER_LENGTH) return false;
  let at = start;
  const first = text.charCodeAt(start);
  const negative = first === 0x2d || first === 0xad || first === 0x2212;
  if (negative) at++;
  if (at >= end || !isDigitCode(text.charCodeAt(at))) return false;

  // Integer part: plain digits (`1605`), or 1-3 digits then groups of exactly three after dots (`1.605`).
  let digits = 0;
  let mantissa = 0;
  let groupLength = 0;
  let grouped = false;
  for (; at < end; at++) {
    const code = text.charCodeAt(at);
    if (isDigitCode(code)) {
      mantissa = mantissa * 10 + (code - 0x30);
      digits++;
      groupLength++;
    } else if (code === DOT) {
      if (grouped ? groupLength !== 3 : groupLength > 3) return false;
      grouped = true;
      groupLength = 0;
    } else {
      break;
    }
  }
  if (grouped && groupLength !== 3) return false;

  let scale = 1;
  if (at < end) {
    if (text.charCodeAt(at) !== COMMA || at === end - 1) return false;
    for (at++; at < end; at++) {
      const code = text.charCodeAt(at);
      if (!isDigitCode(code)) return false;
      mantissa = mantissa * 10 + (code - 0x30);
      digits++;
      scale *= 10;
    }
  }
  // An exact integer divided by a power of ten rounds exactly as Number('1605.90') does.
  const value =
    digits <= MAX_EXACT_DIGITS
      ? mantissa / scale
      : Number(
          text
            .slice(negative ? start + 1 : start, end)
            .replace(/\./g, '')
            .replace(',', '.'),
        );
  out[index] = negative ? -value : value;
  return true;
}
