/**
 * Page furniture of a report saved as a sheet (El Casar): above each header printed again,
 * a lone page number and a title printed on every page (`PRESUPUESTO Y MEDICIONES`). Never a
 * chapter title (printed once) nor a chapter keyword or a total.
 */
import type { HeaderBand } from './find-header-bands.ts';
import type { Cell } from './normalise-table-rows.ts';
import { readChapterWords, readTotalWords } from './read-row-words.ts';

/** Page furniture sits in the few rows above a repeated header: a title, a page number. */
const FURNITURE_ROWS = 3;

/**
 * Header rows, and the page furniture above a header printed again: a lone page number and
 * a title printed on every page (`PRESUPUESTO Y MEDICIONES`), never a chapter title, which
 * is printed once.
 */
export function findFurnitureRows(
  cells: readonly (readonly Cell[])[],
  bands: readonly HeaderBand[],
  headerRows: Uint8Array,
): Uint8Array {
  const skipped = headerRows.slice();
  const single = new Map<string, number>();
  for (const row of cells) {
    const text = singleText(row);
    if (text !== undefined) single.set(text, (single.get(text) ?? 0) + 1);
  }
  for (const band of bands.slice(1)) {
    let seen = 0;
    for (let row = band.first - 1; row >= 0 && seen < FURNITURE_ROWS; row--) {
      const line = cells[row] as readonly Cell[];
      if (line.length === 0) continue;
      seen++;
      const text = singleText(line);
      const loneNumber = text === undefined && isLoneWholeNumber(line);
      const repeated =
        text !== undefined &&
        (single.get(text) ?? 0) >= 2 &&
        readChapterWords(text) === undefined &&
        readTotalWords(text) === undefined;
      if (!loneNumber && !repeated) break;
      skipped[row] = 1;
    }
  }
  return skipped;
}

function singleText(cells: readonly Cell[]): string | undefined {
  let text: string | undefined;
  for (const cell of cells) {
    if (cell === '') continue;
    if (typeof cell !== 'string' || text !== undefined) return undefined;
    text = cell;
  }
  return text;
}

function isLoneWholeNumber(cells: readonly Cell[]): boolean {
  let count = 0;
  let whole = false;
  for (const cell of cells) {
    if (cell === '') continue;
    count++;
    whole =
      (typeof cell === 'number' && Number.isInteger(cell)) ||
      (typeof cell === 'string' && /^\d{1,4}$/.test(cell));
  }
  return count === 1 && whole;
}
