/**
 * A cell's figure. Spreadsheet numbers are numbers; a cell typed as text (a CSV, a Word
 * table) may be Spanish (`1.234,56`), US (`26,391.19`, `4,875`) or plain (`1234.5`), and
 * some cells read either way (`4,875` is 4,875 in Spain and 4875 in the US; `1.200` is 1200
 * or 1.2). Which way a column reads is decided by its cells together
 * (choose-column-styles.ts); this file says, for one cell, what each way makes of it.
 */

/** `es`: decimal comma, dots group thousands; `us`: decimal point, commas group thousands. */
export type NumberStyle = 'es' | 'us';

/** `1.234,56`, `1234,5`, `12`: Spanish. */
const SPANISH = /^-?(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
/** `26,391.19`, `1234.5`, `12`: US. */
const ENGLISH = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
/** What a cell may hold around its figure: a euro sign, spaces (also grouping thousands). */
const DECORATION = /[€\s\u00a0\u202f]|EUR$/g;
/**
 * A space between digits that groups no thousands: not followed by exactly three digits
 * (`100 1`, `3 45,78`: two figures run into one cell, a column slipped; `1 234,56` groups).
 */
const SPACE_SPLITTING_FIGURES = /\d[\s\u00a0\u202f]+(?!\d{3}(?!\d))\d/;
/** Longest text worth testing: a budget figure never has more than 20 characters. */
const MAX_FIGURE_LENGTH = 24;

/** How a text cell may read: a bit per style it is a figure in. */
export const READS_ES = 1;
export const READS_US = 2;

/** The cell's text without what surrounds a figure, or undefined when it cannot be one. */
export function figureText(text: string): string | undefined {
  if (text.length === 0 || text.length > MAX_FIGURE_LENGTH) return undefined;
  const first = text.charCodeAt(0);
  // A figure opens with a digit, a minus or a euro sign: most text cells are told here.
  if (!(first >= 0x30 && first <= 0x39) && first !== 0x2d && first !== 0x2212 && first !== 0x20ac)
    return undefined;
  if (SPACE_SPLITTING_FIGURES.test(text)) return undefined;
  const plain = text.replace(DECORATION, '').replace('\u2212', '-');
  return plain === '' ? undefined : plain;
}

/** The styles a figure text reads in (READS_ES | READS_US), 0 when it is no figure. */
export function stylesOf(plain: string): number {
  return (SPANISH.test(plain) ? READS_ES : 0) | (ENGLISH.test(plain) ? READS_US : 0);
}

/** The figure's value in a style it reads in. */
export function valueIn(plain: string, style: NumberStyle): number {
  return style === 'es'
    ? Number(plain.replace(/\./g, '').replace(',', '.'))
    : Number(plain.replace(/,/g, ''));
}

/**
 * True when both styles give the same value (`12`, `1234`): such a cell is no vote for
 * either. `4,875` and `1.200` read both ways but differently: they follow their column.
 */
export function readsAlike(plain: string): boolean {
  return !plain.includes(',') && !plain.includes('.');
}
