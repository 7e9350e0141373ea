/**
 * Finds the run of figures that ends a report line (`Acera sur 1 22,87 3,19 72,96`),
 * scanning from the end without splitting the line into words.
 *
 * It runs on most lines of a report, so it allocates nothing: the values and offsets
 * go into typed arrays reused from line to line (each figure parsed once), and a figure's printed text is cut
 * out only when a caller asks for it. Fresh arrays per line (and the boxed numbers in
 * them) were a third of everything the parser allocated, and garbage-collection time
 * was the largest single cost of parsing.
 */
import { MAX_NUMBER_LENGTH, readSpanishNumber } from './parse-spanish-number.ts';

const SPACE = 0x20;

/** The most figures any caller asks for (a figure line: five of the spec's plus one). */
export const MAX_TRAILING_FIGURES = 6;

export class TrailingFigures {
  /** How many figures end the line scanned last. */
  count = 0;
  /** The figures' values, in line order; only the first `count` are meaningful. */
  readonly values = new Float64Array(MAX_TRAILING_FIGURES);
  /** Character offset of each figure in the scanned text. */
  readonly offsets = new Int32Array(MAX_TRAILING_FIGURES);
  private text = '';
  private start = 0;
  private end = 0;

  /**
   * Reads up to `max` figures ending the line `text.slice(start, end)` (a normalised line:
   * single spaces), without cutting the line out of a larger text.
   */
  scan(text: string, max: number, start = 0, end = text.length): this {
    const limit = Math.min(max, MAX_TRAILING_FIGURES);
    this.text = text;
    this.start = start;
    this.end = end;
    // Read from the end, then put the figures in line order in place.
    const { values, offsets } = this;
    let count = 0;
    let figureEnd = end;
    while (figureEnd > start && count < limit) {
      // Every figure ends in a digit: a word that does not is ruled out before it is read.
      const last = text.charCodeAt(figureEnd - 1);
      if (last < 0x30 || last > 0x39) break;
      // Back to the space before the word, by hand: lastIndexOf is a call into C++ that costs
      // more than reading the few characters of a figure. A word longer than any figure stops it.
      const lowest = Math.max(start, figureEnd - MAX_NUMBER_LENGTH - 1);
      let figureStart = figureEnd;
      while (figureStart > lowest && text.charCodeAt(figureStart - 1) !== SPACE) figureStart--;
      if (figureStart > start && text.charCodeAt(figureStart - 1) !== SPACE) break;
      if (!readSpanishNumber(text, figureStart, figureEnd, values, count)) break;
      offsets[count] = figureStart;
      count++;
      figureEnd = figureStart - 1;
    }
    for (let low = 0, high = count - 1; low < high; low++, high--) {
      const value = values[low] as number;
      values[low] = values[high] as number;
      values[high] = value;
      const offset = offsets[low] as number;
      offsets[low] = offsets[high] as number;
      offsets[high] = offset;
    }
    this.count = count;
    return this;
  }

  /** The figure at `index` as printed (`1.605,90`). */
  printedAt(index: number): string {
    const end = index + 1 < this.count ? (this.offsets[index + 1] as number) - 1 : this.end;
    return this.text.slice(this.offsets[index], end);
  }

  /** The line scanned, as a string. */
  lineText(): string {
    return this.text.slice(this.start, this.end);
  }
}
