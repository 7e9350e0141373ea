/**
 * Reads a number as Spanish budget reports print it: `1.605,90`, `1605,90`,
 * `630`, `-25,00`. A minus may be `-`, the soft hyphen U+00AD (old PDF text)
 * or the typographic `−`. Returns undefined for anything else, so the caller
 * can use it to tell numbers from words. Hand-written scanner: it runs on
 * nearly every word of a report, so it avoids regexes and temporary strings.
 */

/** Longest token worth testing: a budget figure never has more than 20 characters. */
const MAX_NUMBER_LENGTH = 20;
/** Up to 15 digits the integer arithmetic below is exact in a double. */
const MAX_EXACT_DIGITS = 15;
const DOT = 0x2e;
const COMMA = 0x2c;

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

export function parseSpanishNumber(token: string): number | undefined {
  return parseSpanishNumberIn(token, 0, token.length);
}

/** Same as parseSpanishNumber for `text.slice(start, end)`, without making that string. */
export function parseSpanishNumberIn(text: string, start: number, end: number): number | undefined {
  const length = end - start;
  if (length <= 0 || length > MAX_NUMBER_LENGTH) return undefined;
  let index = start;
  const first = text.charCodeAt(start);
  const negative = first === 0x2d || first === 0xad || first === 0x2212;
  if (negative) index++;
  if (index >= end || !isDigit(text.charCodeAt(index))) return undefined;

  // Integer part: plain digits (`1605`), or 1-3 digits then groups of exactly three after dots (`1.605`).
  let digits = 0;
  let mantissa = 0;
  let groupLength = 0;
  let grouped = false;
  for (; index < end; index++) {
    const code = text.charCodeAt(index);
    if (isDigit(code)) {
      mantissa = mantissa * 10 + (code - 0x30);
      digits++;
      groupLength++;
    } else if (code === DOT) {
      if (grouped ? groupLength !== 3 : groupLength > 3) return undefined;
      grouped = true;
      groupLength = 0;
    } else {
      break;
    }
  }
  if (grouped && groupLength !== 3) return undefined;

  let scale = 1;
  if (index < end) {
    if (text.charCodeAt(index) !== COMMA || index === end - 1) return undefined;
    for (index++; index < end; index++) {
      const code = text.charCodeAt(index);
      if (!isDigit(code)) return undefined;
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
  return negative ? -value : value;
}

/** True when the printed number has no decimal part (`12`, `-3`): a count of units. */
export function isWholeNumberToken(token: string): boolean {
  return !token.includes(',');
}
