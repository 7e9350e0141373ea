/**
 * Characters told by their code: the layout reader's stages test the characters of every
 * line, and a test by code spares a regular expression call (and a string cut) per line.
 */

const DIGIT_0 = 0x30;
const DIGIT_9 = 0x39;
/** `-`: what a page marker (`--- PAGE 2 ---`) opens with. */
export const HYPHEN = 0x2d;

/** An ASCII digit, `0`-`9`: what `\d` matches. */
export function isDigitCode(code: number): boolean {
  return code >= DIGIT_0 && code <= DIGIT_9;
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
