/**
 * Characters told by their code: the layout reader's stages test the characters of every
 * line, and a test by code spares a regular expression call (and a string cut) per line.
 */

/** `-`: what a page marker (`--- PAGE 2 ---`) opens with. */
export const HYPHEN = 0x2d;

/** An ASCII digit, `0`-`9` (0x30-0x39): what `\d` matches. */
export function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** A lower-case ASCII letter, `a`-`z` (0x61-0x7a). */
export function isLowerAsciiCode(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

/** `/^\d+$/.test(token)`, told without a regular expression call. */
export function isDigitRun(token: string): boolean {
  for (let at = 0; at < token.length; at++) if (!isDigitCode(token.charCodeAt(at))) return false;
  return token.length > 0;
}

const DOT = 0x2e;

/**
 * `/^\d+(?:\.\d+)*\.?-?$/.test(token)`, told without a regular expression call: an order
 * number or a code of numbers (`1.2`, `3.`, `1.2.-`). Every line opening with a digit (a
 * row of figures, a measurement) is asked whether its first word is one.
 */
export function isOrderNumber(token: string): boolean {
  const length = token.length;
  let at = 0;
  while (at < length && isDigitCode(token.charCodeAt(at))) at++;
  if (at === 0) return false;
  while (at < length && token.charCodeAt(at) === DOT) {
    let next = at + 1;
    while (next < length && isDigitCode(token.charCodeAt(next))) next++;
    // A dot no digit follows: the closing dot.
    if (next === at + 1) break;
    at = next;
  }
  if (at < length && token.charCodeAt(at) === DOT) at++;
  if (at < length && token.charCodeAt(at) === HYPHEN) at++;
  return at === length;
}

/** The text opens with an ASCII digit. */
export function startsWithDigit(text: string): boolean {
  return isDigitCode(text.charCodeAt(0));
}

/** The characters `\s` matches and `trim` removes (white space and line terminators). */
export function isWhiteSpace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
