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
  const printed = new Map<string, number>();
  for (const row of cells) {
    const text = singleText(row);
    if (text !== undefined) single.set(text, (single.get(text) ?? 0) + 1);
    const key = rowKey(row);
    if (key !== '') printed.set(key, (printed.get(key) ?? 0) + 1);
  }
  for (const band of bands.slice(1)) {
    let seen = 0;
    for (let row = band.first - 1; row >= 0; row--) {
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
      if (seen <= FURNITURE_ROWS && (loneNumber || repeated)) {
        skipped[row] = 1;
        continue;
      }
      if (!onEveryPage(line, printed, bands.length)) break;
      skipped[row] = 1;
    }
  }
  return skipped;
}

/** A row's words, its cells apart: the same row printed on two pages has the same key. */
function rowKey(cells: readonly Cell[]): string {
  return cells
    .filter((cell) => cell !== '')
    .map(String)
    .join('\t');
}

/**
 * A page's head as tall as our own PDF's (the company, its addresses, `Nº PRE-2024-123`,
 * `Cliente: …`, `Fecha: …`, six rows): however many its rows, each printed above every
 * header, as often as the header is, without a chapter's or a total's words.
 */
function onEveryPage(
  cells: readonly Cell[],
  printed: ReadonlyMap<string, number>,
  headers: number,
): boolean {
  const key = rowKey(cells);
  if (key === '' || (printed.get(key) ?? 0) < headers) return false;
  const text = cells.find((cell) => typeof cell === 'string' && cell !== '') as string | undefined;
  return (
    text === undefined ||
    (readChapterWords(text) === undefined && readTotalWords(text) === undefined)
  );
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
