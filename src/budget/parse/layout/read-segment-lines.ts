/**
 * The lines of a segment (an item's or chapter's lines between two headings) as item
 * assembly (assemble-items.ts) weighs them: the candidates for the item's own row, and what
 * a line's figures say of it (partials adding up to a quantity, a page number, a running
 * head, the words before a row).
 */
import type { PricedFigures } from './find-priced-figures.ts';
import { trailingFigureCount, type Figure, type LayoutLine } from './read-layout-line.ts';
import { readKeywordAt } from './read-line-heading.ts';
import type { Heading } from './read-line-role.ts';

export interface Candidate {
  line: LayoutLine;
  priced: PricedFigures;
  /** Printed on a total line (`Total m² : 51,00 106,40 € 5.426,40 €`). */
  onTotal: boolean;
}

export interface Segment {
  heading: Heading;
  line: LayoutLine;
  content: LayoutLine[];
  candidates: Candidate[];
  figureLines: number;
  /** The sum of the last figure (the partial) of every figure line so far. */
  partials: number;
  /** Priced figures were met: the next heading-like line starts something new. */
  settled: boolean;
  /**
   * Settled only because the first figure line multiplied out: more figure lines after it
   * show it was a comment-less measurement (`10 13,59 135,90`), and the item still open.
   */
  tentative?: boolean;
  /** Started by text after an item's closing figures, with no code of its own. */
  uncoded?: boolean;
  /** A closing row (`Total m² : q p a`) whose figures do not multiply out. */
  unbalanced?: LayoutLine;
  /** The spec's line of five figures: length, width, height, partials and quantity. */
  fiveFigures?: LayoutLine;
  /** The heading's unit opened its first line of text (`M2 Demolición de …`). */
  unitInText?: boolean;
}

/** The item's own figures: quantity, price and amount. */
export const ROW_FIGURES = 3;
/** Partials added up may differ from the printed quantity by their own rounding. */
const SUM_TOLERANCE = 0.015;
/** ...or by this share of the quantity, where many rounded partials add up. */
const SUM_SHARE = 0.0005;
const WHOLE = /^\d+$/;
const NUMERIC = /^\d+(?:\.\d+)*$/;

/** Partials add up to a quantity, within their own rounding (absolute, or relative for big sums). */
export function addsUp(sum: number, quantity: number): boolean {
  return Math.abs(sum - quantity) <= Math.max(SUM_TOLERANCE, Math.abs(quantity) * SUM_SHARE);
}

/**
 * `1.5. ALUMBRADO 7` at the top of a page: a heading ending in a whole number, at the page's
 * edge. An item's heading with its order number (`1.1.10 G99.10 M2/d … A 2` at a page's
 * foot, its text wrapped after a figure) is none.
 */
export function isRunningHead(line: LayoutLine, heading: Heading): boolean {
  if (
    line.pageEdge !== true ||
    heading.unit !== '' ||
    heading.keywordLevel !== undefined ||
    heading.ordered
  )
    return false;
  const last = line.figures[line.figures.length - 1];
  return last !== undefined && last.token === line.tokenCount - 1 && WHOLE.test(last.printed);
}

/**
 * `3   CAPÍTULO 1. GESTIÓN DE RESIDUOS` at the top of a page: a book's running head, the page
 * number before the keyword and code of a chapter already read. Read as a heading it is a
 * chapter `3` that takes the items of the page under it (1.2's items moved under a chapter
 * the document never opened); no chapter heading prints a bare number before another
 * chapter's keyword and code.
 */
export function isNumberedRunningHead(
  line: LayoutLine,
  heading: Heading,
  knowsChapter: (code: string) => boolean,
): boolean {
  if (
    line.pageEdge !== true ||
    heading.unit !== '' ||
    heading.keywordLevel !== undefined ||
    heading.ordered ||
    !WHOLE.test(heading.code)
  )
    return false;
  const keyword = readKeywordAt(line, 1);
  return keyword !== undefined && keyword.code !== heading.code && knowsChapter(keyword.code);
}

/** A chapter heading's shape: a keyword, or a numeric code (`4.1.-`, `21`) and no unit. */
export function isChapterShaped(heading: Heading): boolean {
  return heading.keywordLevel !== undefined || (heading.unit === '' && NUMERIC.test(heading.code));
}

/** The words of a line before its last three figures (an item's row printed after its text). */
export function wordsBeforeRow(line: LayoutLine): string {
  if (line.figures.length < ROW_FIGURES || trailingFigureCount(line) < ROW_FIGURES) return '';
  const first = line.figures[line.figures.length - ROW_FIGURES] as Figure;
  return line.textBetween(0, first.token);
}

/** A line of one figure alone: the spec's quantity. */
export function isLoneFigure(line: LayoutLine): boolean {
  return line.tokenCount === 1 && line.figures.length === 1;
}

export function lastValue(line: LayoutLine): number {
  return line.figures[line.figures.length - 1]?.value ?? 0;
}

/** A line of one whole number alone: a page's number. */
export function isPageNumber(line: LayoutLine): boolean {
  return (
    line.tokenCount === 1 &&
    line.figures.length === 1 &&
    Number.isInteger(lastValue(line)) &&
    !line.text.includes(',')
  );
}
