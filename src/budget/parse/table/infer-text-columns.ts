/**
 * The roles of a grid's text columns that its header did not name (find-table-columns.ts has
 * found its quantity, price and amount): natures, units, the summary, the code, and the other
 * columns with words, told by what they hold on the priced rows.
 */
import type { Cell } from './normalise-table-rows.ts';
import { isNature } from './read-row-nature.ts';
import { isUnitText } from './split-unit.ts';

/** What the text columns' roles are read beside and written into: the table's columns. */
export interface TextColumns {
  price: number;
  amount: number;
  code?: number;
  nature?: number;
  unit?: number;
  summary?: number;
  others: number[];
}

/** A share of a column's cells that makes it a column of units, natures or codes. */
const MOST = 0.6;

/**
 * The roles of text columns the header did not name, from what they hold on the priced rows:
 * a column of natures, one of units, the summary (the longest texts), the code (short tokens
 * left of the summary, else tokens with digits on nearly every priced row right of it); what is left with words in it keeps them as description.
 */
export function inferTextColumns(
  rows: readonly (readonly Cell[])[],
  figures: readonly (readonly (number | undefined)[])[],
  columns: TextColumns,
  taken: Set<number>,
  width: number,
  isHeader: (row: number) => boolean,
  names: readonly string[],
): void {
  const filled = new Float64Array(width);
  const units = new Float64Array(width);
  const natures = new Float64Array(width);
  const tokens = new Float64Array(width);
  /** Tokens holding a digit (`XWP03`, `01.02.03`): codes, not a word of a note. */
  const coded = new Float64Array(width);
  /** Letters, not characters: a description is words, a standard `UNE 103501` mostly digits. */
  const length = new Float64Array(width);
  let priced = 0;
  for (let index = 0; index < rows.length; index++) {
    if (isHeader(index)) continue;
    const row = figures[index] as readonly (number | undefined)[];
    const amount = row[columns.amount];
    const price = row[columns.price];
    if (amount === undefined || price === undefined) continue;
    priced++;
    const cells = rows[index] as readonly Cell[];
    for (let column = 0; column < Math.min(cells.length, width); column++) {
      if (taken.has(column)) continue;
      const cell = cells[column];
      if (cell === '' || cell === undefined) continue;
      const text = typeof cell === 'number' ? String(cell) : cell;
      filled[column]!++;
      length[column]! += letterCount(text);
      if (isUnitText(text)) units[column]!++;
      if (isNature(text)) natures[column]!++;
      if (!/\s/.test(text) && text.length <= 24) {
        tokens[column]!++;
        if (/\d/.test(text)) coded[column]!++;
      }
    }
  }
  if (priced === 0) return;
  const free = (column: number) => !taken.has(column) && filled[column]! > 0;
  const pick = (role: 'nature' | 'unit' | 'summary' | 'code', column: number) => {
    columns[role] = column;
    taken.add(column);
  };
  if (columns.nature === undefined) {
    for (let column = 0; column < width; column++)
      if (
        free(column) &&
        natures[column]! >= filled[column]! * MOST &&
        natures[column]! >= (priced * MOST) / 2
      ) {
        pick('nature', column);
        break;
      }
  }
  if (columns.unit === undefined) {
    for (let column = 0; column < width; column++)
      if (
        free(column) &&
        units[column]! >= filled[column]! * MOST &&
        filled[column]! >= (priced * MOST) / 2
      ) {
        pick('unit', column);
        break;
      }
  }
  if (columns.summary === undefined) {
    let longest = -1;
    let best = 0;
    for (let column = 0; column < width; column++) {
      if (!free(column) || filled[column]! < (priced * MOST) / 2) continue;
      const mean = length[column]! / filled[column]!;
      if (mean > best) {
        best = mean;
        longest = column;
      }
    }
    if (longest >= 0) pick('summary', longest);
  }
  if (columns.code === undefined) {
    const limit = columns.summary ?? width;
    for (let column = 0; column < limit; column++)
      if (
        free(column) &&
        tokens[column]! >= filled[column]! * MOST &&
        filled[column]! >= (priced * MOST) / 2
      ) {
        pick('code', column);
        break;
      }
  }
  // No code left of the summary: a code typed last (`… | 12,50 | 1.250,00 | E02AM010`) is a
  // column no header names (a `NORMA` is no code) of tokens with digits on nearly every
  // priced row, right of the summary.
  if (columns.code === undefined && columns.summary !== undefined) {
    for (let column = columns.summary + 1; column < width; column++)
      if (
        free(column) &&
        (names[column] ?? '').trim() === '' &&
        coded[column]! >= filled[column]! * MOST &&
        filled[column]! >= priced * MOST
      ) {
        pick('code', column);
        break;
      }
  }
  for (let column = 0; column < width; column++)
    if (free(column) && !isFigureColumn(rows, figures, column)) columns.others.push(column);
}

/** A column of figures (a `MEDICIÓN` the triple did not take): no words to keep. */
function isFigureColumn(
  rows: readonly (readonly Cell[])[],
  figures: readonly (readonly (number | undefined)[])[],
  column: number,
): boolean {
  let filled = 0;
  let numbers = 0;
  for (let index = 0; index < rows.length; index++) {
    const cell = rows[index]?.[column];
    if (cell === undefined || cell === '') continue;
    filled++;
    if (figures[index]?.[column] !== undefined) numbers++;
  }
  return filled > 0 && numbers >= filled * MOST;
}

function letterCount(text: string): number {
  let count = 0;
  for (const char of text) if (char.toLowerCase() !== char.toUpperCase()) count++;
  return count;
}
