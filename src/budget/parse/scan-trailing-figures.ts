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
import { parseSpanishNumberIn } from './parse-spanish-number.ts';

/** The most figures any caller asks for (a figure line: five of the spec's plus one). */
export const MAX_TRAILING_FIGURES = 6;

export class TrailingFigures {
  /** How many figures end the line scanned last. */
  count = 0;
  /** The figures' values, in line order; only the first `count` are meaningful. */
  readonly values = new Float64Array(MAX_TRAILING_FIGURES);
  /** Character offset of each figure in the line. */
  readonly offsets = new Int32Array(MAX_TRAILING_FIGURES);
  private line = '';

  /** Reads up to `max` figures ending `line` (a normalised line: single spaces). */
  scan(line: string, max: number): this {
    const limit = Math.min(max, MAX_TRAILING_FIGURES);
    this.line = line;
    // Read from the end, then put the figures in line order in place.
    const { values, offsets } = this;
    let count = 0;
    let end = line.length;
    while (end > 0 && count < limit) {
      const space = line.lastIndexOf(' ', end - 1);
      const value = parseSpanishNumberIn(line, space + 1, end);
      if (value === undefined) break;
      values[count] = value;
      offsets[count] = space + 1;
      count++;
      end = space;
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
    const end = index + 1 < this.count ? (this.offsets[index + 1] as number) - 1 : this.line.length;
    return this.line.slice(this.offsets[index], end);
  }
}
