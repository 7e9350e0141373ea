/**
 * Which column of a grid is what. The quantity, the price and the amount are the three
 * columns whose arithmetic holds row after row (quantity × price = amount to the cent); the
 * header's words (read-header-role.ts) then say which factor is the price, and weigh the
 * choice where several triples hold: `TOTAL ENSAYOS × PRECIO UNITARIO = IMPORTE` wins over
 * a `MEDICIÓN` column because only it multiplies, and a measurement line's `UDS × LONGITUD =
 * CANTIDAD` loses to the item row's `CANTIDAD × PRECIO = IMPORTE` under a header naming the
 * amount. The text columns get their roles from the header, else from what they hold on the
 * priced rows: units, natures (`Capítulo`, `Partida`), the longest text (the summary), short
 * code-like tokens left of it (the code). Undefined when no triple holds on most rows that
 * have all three figures: then the grid is no priced table.
 */
import { findHeaderOffset } from './find-header-offset.ts';
import { inferTextColumns } from './infer-text-columns.ts';
import type { Cell } from './normalise-table-rows.ts';
import { MEASUREMENT_ROLES, readHeaderRole, type ColumnRole } from './read-header-role.ts';

export interface TableColumns {
  quantity: number;
  price: number;
  amount: number;
  order?: number;
  code?: number;
  nature?: number;
  unit?: number;
  summary?: number;
  /** Remarks (`OBSERVACIONES`): kept as the item's note, never in its description. */
  note?: number;
  uds?: number;
  longitud?: number;
  anchura?: number;
  altura?: number;
  parcial?: number;
  /** Text columns with no role (`NORMA`): their words are kept in the item's description. */
  others: number[];
  /** Rows where the triple multiplies (non-trivially): the table's own items. */
  pricedRows: number;
}

/** Amounts are stated to the cent: a product within a cent (plus a margin for rounding) holds. */
const CENT_TOLERANCE = 0.011;
/** Large amounts are sometimes rounded to the euro: allow this share of the amount too. */
const RELATIVE_TOLERANCE = 0.0005;
/** `1 × 17,69 = 17,69` and `0 × p = 0` hold whatever the columns: little evidence. */
const TRIVIAL_WEIGHT = 0.1;
/** Most rows with all three figures must multiply for the grid to be a priced table. */
const MIN_SHARE = 0.5;
/** Without a header, this many multiplying rows at least. */
const MIN_ROWS_WITHOUT_HEADER = 3;
/** Widest grid whose triples are counted (a budget has a dozen columns at most). */
const MAX_WIDTH = 40;
/** Rows whose triples are counted: a budget of 10,000 items is read from a sample this size. */
const MAX_SAMPLED_ROWS = 5000;
/** A budget row has a dozen figures at most (units, three dimensions, partial, quantity, price, amount). */
const MAX_FIGURES_PER_ROW = 12;
const HEADER_AMOUNT_BONUS = 2;
const HEADER_PRICE_BONUS = 1.5;
/** A triple through a measurement column (`UDS × LONGITUD = PARCIAL`) is a measurement line's. */
const MEASUREMENT_PENALTY = 0.25;

export function multiplies(a: number, b: number, product: number): boolean {
  const tolerance = Math.max(CENT_TOLERANCE, Math.abs(product) * RELATIVE_TOLERANCE);
  return Math.abs(a * b - product) <= tolerance;
}

export function findTableColumns(
  rows: readonly (readonly Cell[])[],
  figures: readonly (readonly (number | undefined)[])[],
  isHeader: (row: number) => boolean,
  names: readonly string[],
  lower: readonly string[] = names,
  /** Measurement columns only a later header names (find-header-bands' laterMeasurementNames). */
  laterMeasurements: readonly string[] = [],
): TableColumns | undefined {
  let width = 0;
  for (const row of figures) if (row.length > width) width = row.length;
  width = Math.min(width, MAX_WIDTH);
  const named: (ColumnRole | undefined)[] = [];
  for (let column = 0; column < width; column++)
    named.push(readHeaderRole(lower[column] ?? '') ?? readHeaderRole(names[column] ?? ''));
  const isDimension = (role: ColumnRole | undefined) =>
    role === 'longitud' || role === 'anchura' || role === 'altura';
  // Also a dimension named inside a cell of several names a PDF merged (`LONGITUD ANCHURA …`).
  const hasDimensions =
    named.some(isDimension) ||
    names.some(
      (name) =>
        name.includes(' ') && name.split(' ').some((word) => isDimension(readHeaderRole(word))),
    );
  // `UDS` beside `LONGITUD` counts units of a measurement line, not the item's unit.
  if (hasDimensions)
    for (let column = 0; column < width; column++)
      if (named[column] === 'unit' && /UDS/i.test(names[column] ?? '')) named[column] = 'uds';

  const hasNames = named.some((role) => role !== undefined);
  // What each column is measured by, for weighing products only: a column only a later
  // header names (a partial under each item's measurement header) takes no role of its own.
  const weighed = named.map(
    (role, column) => role ?? readHeaderRole(laterMeasurements[column] ?? ''),
  );
  const support = new Float64Array(width * width * width);
  const present = new Float64Array(width * width * width);
  /** Rows the triple multiplies, trivially or not. */
  const holds = new Float64Array(width * width * width);
  const at: number[] = [];
  // A huge sheet is sampled evenly: its columns are the same all the way down.
  const stride = Math.max(1, Math.ceil(figures.length / MAX_SAMPLED_ROWS));
  for (let index = 0; index < figures.length; index += stride) {
    if (isHeader(index)) continue;
    const row = figures[index] as readonly (number | undefined)[];
    at.length = 0;
    for (let column = 0; column < Math.min(row.length, width); column++)
      if (row[column] !== undefined) at.push(column);
    if (at.length < 3 || at.length > MAX_FIGURES_PER_ROW) continue;
    for (let i = 0; i < at.length; i++) {
      for (let j = i + 1; j < at.length; j++) {
        const a = at[i] as number;
        const b = at[j] as number;
        const x = row[a] as number;
        const y = row[b] as number;
        const trivial = x === 0 || y === 0 || Math.abs(x) === 1 || Math.abs(y) === 1;
        for (let k = 0; k < at.length; k++) {
          if (k === i || k === j) continue;
          const c = at[k] as number;
          const key = (a * width + b) * width + c;
          present[key]!++;
          if (multiplies(x, y, row[c] as number)) {
            support[key]! += trivial ? TRIVIAL_WEIGHT : 1;
            holds[key]!++;
          }
        }
      }
    }
  }
  let best = -1;
  let bestScore = 0;
  for (let key = 0; key < support.length; key++) {
    const held = support[key]!;
    // Rows that multiply only trivially (`1 × 278,03 = 278,03`) do when the header names the
    // product the amount and a factor the price: a one-item table.
    // So do they in a sheet without header where the triple holds on every row with three
    // figures: one priced at zero throughout (`01# | | OBRA | 1,00 | 0,00 | 0,00` above items
    // of amount 0,00), or whose one item is measured 0 (`0,00 | 317,634 € | 0,00 €`).
    if (
      held < 1 &&
      !(held > 0 && isNamedTriple(named, key, width)) &&
      !(held > 0 && !hasNames && holds[key] === present[key])
    )
      continue;
    const c = key % width;
    const b = Math.floor(key / width) % width;
    const a = Math.floor(key / width / width);
    let score = held;
    if (named[c] === 'amount') score *= HEADER_AMOUNT_BONUS;
    if (named[a] === 'price' || named[b] === 'price') score *= HEADER_PRICE_BONUS;
    if (named[c] === 'quantity' || named[c] === 'price') score *= MEASUREMENT_PENALTY;
    for (const column of [a, b, c])
      if (isMeasurementRole(weighed[column])) score *= MEASUREMENT_PENALTY;
    if (score > bestScore) {
      bestScore = score;
      best = key;
    }
  }
  if (best < 0) return undefined;
  const amount = best % width;
  const second = Math.floor(best / width) % width;
  const first = Math.floor(best / width / width);
  const held = support[best]!;
  const hasHeader = named.some((role) => role !== undefined);
  // A product in a column the header names a partial or a quantity is a measurement line's
  // (`UDS × LONGITUD = PARCIAL`): a sheet of measurements, not a priced table.
  if (named[amount] === 'quantity' || isMeasurementRole(weighed[amount])) return undefined;
  // A product under the price's name while the header names the amount's column elsewhere
  // is a measurement line's (`9 | 16,91 | 152,19` under `UDS | LONGITUD … CANTIDAD | PRECIO`,
  // a PDF's header cells merged where few figures stand in columns): items' amounts stand
  // under `IMPORTE`.
  if (named[amount] === 'price' && named.includes('amount')) return undefined;
  // A factor under `UDS` beside the dimensions is a measurement line's units: its product is
  // an item's amount only under a column the header names the amount.
  if (
    (isMeasurementRole(weighed[first]) || isMeasurementRole(weighed[second])) &&
    named[amount] !== 'amount'
  )
    return undefined;
  if (
    held / present[best]! < MIN_SHARE &&
    countMultiplying(figures, first, second, amount, isHeader) / present[best]! < MIN_SHARE
  )
    return undefined;
  // Without a header, a few rows that multiply could be chance: three at least, or every
  // row with the three figures (a short CSV: a roll-up row and its one item).
  if (
    !hasHeader &&
    held < MIN_ROWS_WITHOUT_HEADER &&
    countMultiplying(figures, first, second, amount, isHeader) < present[best]!
  )
    return undefined;
  // The header says which factor is the price, read where the figures stand
  // (find-header-offset.ts); else the quantity comes first, as in most reports.
  const offset = findHeaderOffset(named, first, second, amount);
  const nameOf = (column: number) => named[column - offset];
  const secondIsPrice =
    nameOf(second) === 'price'
      ? true
      : nameOf(first) === 'price'
        ? false
        : nameOf(second) !== 'quantity';
  const columns: TableColumns = {
    quantity: secondIsPrice ? first : second,
    price: secondIsPrice ? second : first,
    amount,
    others: [],
    pricedRows: Math.round(held),
  };
  const taken = new Set([first, second, amount]);
  for (let column = 0; column < width; column++) {
    const role = named[column];
    if (role === undefined || taken.has(column)) continue;
    if (role === 'quantity' || role === 'price' || role === 'amount') continue;
    if (role === 'unit' && countsOne(figures, column, columns, isHeader)) {
      // Our own Word and PDF print `1` under `UDS` (spec §9) and the unit before the title
      // (`t  DEMOLICIÓN…`): no unit column, nor a code; the unit is read from the summary.
      taken.add(column);
      continue;
    }
    if (columns[role] === undefined) {
      columns[role] = column;
      taken.add(column);
    }
  }
  inferTextColumns(rows, figures, columns, taken, width, isHeader, names);
  // A sheet whose only identifier is its order number (`Nº ORDEN | DESCRIPCIÓN | …`): the
  // number is the item's code, as Presto shows its `Nº orden` where a budget has no codes.
  if (columns.code === undefined && columns.order !== undefined) columns.code = columns.order;
  return columns;
}

/** The column holds the figure 1 on every priced row that fills it, and fills some. */
function countsOne(
  figures: readonly (readonly (number | undefined)[])[],
  column: number,
  columns: TableColumns,
  isHeader: (row: number) => boolean,
): boolean {
  let ones = 0;
  for (let index = 0; index < figures.length; index++) {
    const row = figures[index] as readonly (number | undefined)[];
    if (isHeader(index) || row[columns.amount] === undefined || row[columns.price] === undefined)
      continue;
    const value = row[column];
    if (value === undefined) continue;
    if (value !== 1) return false;
    ones++;
  }
  return ones > 0;
}

function isNamedTriple(
  named: readonly (ColumnRole | undefined)[],
  key: number,
  width: number,
): boolean {
  const c = key % width;
  const b = Math.floor(key / width) % width;
  const a = Math.floor(key / width / width);
  return named[c] === 'amount' && (named[a] === 'price' || named[b] === 'price');
}

function isMeasurementRole(role: ColumnRole | undefined): boolean {
  return role !== undefined && (MEASUREMENT_ROLES as readonly string[]).includes(role);
}

/** Rows whose three figures multiply, trivially or not. */
function countMultiplying(
  figures: readonly (readonly (number | undefined)[])[],
  a: number,
  b: number,
  c: number,
  isHeader: (row: number) => boolean,
): number {
  let count = 0;
  for (let index = 0; index < figures.length; index++) {
    const row = figures[index] as readonly (number | undefined)[];
    const x = row[a];
    const y = row[b];
    const z = row[c];
    if (
      !isHeader(index) &&
      x !== undefined &&
      y !== undefined &&
      z !== undefined &&
      multiplies(x, y, z)
    )
      count++;
  }
  return count;
}
