/**
 * A figure as printed and as read: what every stage of the layout reader shares about
 * figures (the line reader finds them, the number format stage votes and groups them, the
 * arithmetic multiplies them), kept apart so that none of those stages imports another
 * in a circle.
 */
import { isDigitCode } from './characters.ts';

export type DecimalMark = ',' | '.';

export interface Figure {
  value: number;
  /** As printed. */
  printed: string;
  /** Index of the figure among the line's tokens. */
  token: number;
  /** The spreadsheet cell it stands in (tab-separated rows); -1 in other text. */
  cell: number;
}

/**
 * A `€` printed with a figure, after it or before it (`1.210,00 €`, `1.210,00€`, `€ 35,00`):
 * the figure's currency, dropped so the figure stands alone. A `€` among words
 * (`valoradas en €`, `€/m2`) is a word of the text and kept.
 */
export const EURO_BY_FIGURE = /(?<=\d)[ \u00a0]?€|€[ \u00a0]?(?=-?\d)/g;

/** Digits a figure may have for its value to be computed exactly (below 2 ** 53). */
const MAX_EXACT_DIGITS = 15;
/**
 * Digits the whole part of a figure may have: a quadrillion euros is beyond any budget, and a
 * longer run of digits (a pasted identifier, a corrupt cell of 5,000 nines) read as a number
 * would lose its cents or become Infinity. Such a token is text, as a word is.
 */
export const MAX_WHOLE_DIGITS = 15;
const POWERS_OF_TEN = [
  1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
];

/**
 * The value of a figure printed with `mark` as decimal mark, or undefined when `token` is no
 * figure: `-?` then digits, either plain or grouped in threes by the other mark
 * (`1.234.567`), then optionally the mark and more digits. Read by hand, not by a regular
 * expression and string replaces: every token ending in a digit of every line comes here.
 * The digits as one integer divided by a power of ten is the correctly rounded value, the
 * same as `Number` gives, while both are exact (up to 15 digits); longer figures take `Number`.
 * A whole part longer than MAX_WHOLE_DIGITS is no figure: no figure read is ever infinite.
 */
export function readFigure(token: string, mark: DecimalMark): number | undefined {
  return readFigureAt(token, 0, token.length, mark);
}

/**
 * The figure `text.slice(start, end)` is, read in place: a line's words are read for
 * figures without cutting each out of the line first (most words that end in a digit, codes
 * such as `EHE-08`, are none).
 */
export function readFigureAt(
  text: string,
  start: number,
  end: number,
  mark: DecimalMark,
): number | undefined {
  if (end <= start || !isDigitCode(text.charCodeAt(end - 1))) return undefined;
  return readFigureEndingInDigit(text, start, end, mark);
}

/**
 * readFigureAt for a token whose last character the caller has seen is a digit (the line
 * reader tells a figure's candidates by it). Each character is read once: in this V8 a
 * `charCodeAt` costs several times a typed array's load, and every figure of every line
 * comes here.
 */
export function readFigureEndingInDigit(
  text: string,
  start: number,
  end: number,
  mark: DecimalMark,
): number | undefined {
  const decimal = mark === ',' ? 0x2c : 0x2e;
  const thousands = mark === ',' ? 0x2e : 0x2c;
  let at = start;
  let code = text.charCodeAt(at);
  const negative = code === 0x2d;
  if (negative) code = text.charCodeAt(++at);
  let digits = 0;
  let whole = 0;
  /** Digits since the last thousands separator, or since the start. */
  let run = 0;
  let grouped = false;
  while (true) {
    if (isDigitCode(code)) {
      whole = whole * 10 + (code - 0x30);
      digits++;
      run++;
    } else if (code === thousands) {
      // Groups of three after a head of one to three digits.
      if (run === 0 || run > 3 || (grouped && run !== 3)) return undefined;
      grouped = true;
      run = 0;
    } else break;
    if (++at === end) break;
    code = text.charCodeAt(at);
  }
  if (run === 0 || (grouped && run !== 3) || digits > MAX_WHOLE_DIGITS) return undefined;
  let decimals = 0;
  if (at < end) {
    // `code` is the character at `at`, which ended the whole part.
    if (code !== decimal || at === end - 1) return undefined;
    for (at++; at < end; at++) {
      const next = text.charCodeAt(at);
      if (!isDigitCode(next)) return undefined;
      whole = whole * 10 + (next - 0x30);
      digits++;
      decimals++;
    }
  }
  if (digits > MAX_EXACT_DIGITS) return readLongFigure(text.slice(start, end), mark);
  const value = whole / (POWERS_OF_TEN[decimals] as number);
  return negative ? -value : value;
}

/** A figure too long to compute exactly by hand, already known to be well formed. */
function readLongFigure(token: string, mark: DecimalMark): number {
  return mark === ','
    ? Number(token.replace(/\./g, '').replace(',', '.'))
    : Number(token.replace(/,/g, ''));
}
