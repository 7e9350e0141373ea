/**
 * Where a grid's column headers are: a row naming two columns or more (`CÓDIGO | RESUMEN |
 * IMPORTE`) with no figure in it, together with the rows of short words just above or below
 * it that finish its cells (`PRECIO` over `UNITARIO`, `TOTAL` over `ENSAYOS`, a third row of
 * units). A header may be printed once, or again above every chapter or on every page; each
 * printing is a band. A row of one long text (`CAPÍTULO 1: EXPLANACIONES.`) or with a figure
 * is never part of a band.
 */
import type { Cell } from './normalise-table-rows.ts';
import { MEASUREMENT_ROLES, readHeaderRole } from './read-header-role.ts';
import { readTotalWords } from './read-row-words.ts';

export interface HeaderBand {
  /** First and last row of the band. */
  first: number;
  last: number;
  /** Each column's header text, the band's rows joined top to bottom (`PRECIO UNITARIO`). */
  names: string[];
  /**
   * The same from the row naming the columns down: a word merged over several columns
   * above it (`PRESUPUESTO` over `PRECIO`/`IMPORTE`) groups them and names none.
   */
  lower: string[];
}

/** Rows a header's cells may wrap over, besides the row that names the columns. */
const MAX_EXTRA_ROWS = 2;
/** A header cell is a few words: a longer text is a title or a description. */
const MAX_HEADER_CELL = 40;
/** A word finishing a header cell (`UNITARIO`, `ENSAYOS`, `(€)`, `(m3)`) is short and opens with no digit. */
const HEADER_PIECE = /^[^\d\n][^\n]{0,19}$/;
const MIN_NAMED_COLUMNS = 2;
const PARENTHESES = /\([^)]*\)/g;
const DIGIT_OUTSIDE_PARENTHESES = /\d/;

export function findHeaderBands(
  rows: readonly (readonly Cell[])[],
  figures: readonly (readonly (number | undefined)[])[],
): HeaderBand[] {
  const bands: HeaderBand[] = [];
  const named = totalTexts(rows);
  const finishes = (row: number, header: number) =>
    finishesHeader(rows[row] as readonly Cell[], rows[header] as readonly Cell[]) &&
    !isNamedByTotal(rows[row] as readonly Cell[], named);
  for (let index = 0; index < rows.length; index++) {
    if (
      !namesColumns(
        rows[index] as readonly Cell[],
        figures[index] as readonly (number | undefined)[],
      )
    )
      continue;
    let first = index;
    const floor = bands.at(-1)?.last ?? -1;
    while (index - first < MAX_EXTRA_ROWS && first - 1 > floor && finishes(first - 1, index))
      first--;
    let last = index;
    while (
      last - first < MAX_EXTRA_ROWS * 2 &&
      last - index < MAX_EXTRA_ROWS &&
      last + 1 < rows.length &&
      !repeats(rows[last + 1] as readonly Cell[], rows[index] as readonly Cell[]) &&
      noFigure(figures[last + 1] as readonly (number | undefined)[]) &&
      finishes(last + 1, index)
    )
      last++;
    const before = bands.at(-1);
    if (before && before.last === first - 1) {
      // Right under another header row that names columns (`DESCRIPCIÓN | MEDICIÓN |
      // PRESUPUESTO` over `ENSAYO | NORMA | … | IMPORTE`): one header, whose lower row names.
      before.last = last;
      before.names = joinCells(rows, before.first, last);
      before.lower = joinCells(rows, index, last);
    } else
      bands.push({
        first,
        last,
        names: joinCells(rows, first, last),
        lower: joinCells(rows, index, last),
      });
    index = last;
  }
  return bands;
}

/**
 * The band that names the columns: the first, unless it names neither price nor amount and a
 * later printing does (a header printed twice, the first time cut after its group row:
 * `DESCRIPCIÓN | MEDICIÓN | ENSAYOS | PRESUPUESTO` alone above the whole `ENSAYO | NORMA | UD
 * | MEDICIÓN | TOTAL ENSAYOS | PRECIO UNITARIO | IMPORTE`). A later band that only adds
 * measurement names (CYPE's `Uds. | Largo | … | Subtotal` under each item) never replaces a
 * first band that names the money.
 */
export function namingBand(bands: readonly HeaderBand[]): HeaderBand | undefined {
  const first = bands[0];
  if (first === undefined || namesMoney(first)) return first;
  return bands.find(namesMoney) ?? first;
}

/** Whether a band's lower row names a price or an amount column. */
function namesMoney(band: HeaderBand): boolean {
  return band.lower.some((name) => {
    if (name === '') return false;
    const role = readHeaderRole(name);
    return role === 'price' || role === 'amount';
  });
}

/**
 * The measurement columns a later band names where the first band leaves the column blank: a
 * report prints the measurement header under each item (CYPE's `Uds. | Largo Ancho Alto |
 * Parcial | Subtotal` under `Nº Ud Descripción | Medición Precio | Importe`), so a partial's
 * column may be named only there, and a measurement line that multiplies out into it (`9 |
 * 12,56 | 113,04`) is no priced row. Blank where no later band names a measurement column.
 */
export function laterMeasurementNames(bands: readonly HeaderBand[]): string[] {
  const names: string[] = [];
  const first = bands[0];
  if (first === undefined) return names;
  for (let at = 1; at < bands.length; at++) {
    const later = (bands[at] as HeaderBand).lower;
    for (let column = 0; column < later.length; column++) {
      const name = later[column] as string;
      if ((first.names[column] ?? '') !== '' || (names[column] ?? '') !== '') continue;
      if (!isMeasurementName(name)) continue;
      while (names.length < column) names.push('');
      names[column] = name;
    }
  }
  return names;
}

function isMeasurementName(name: string): boolean {
  const role = readHeaderRole(name);
  return role !== undefined && (MEASUREMENT_ROLES as readonly string[]).includes(role);
}

/** The texts of the grid's total rows, upper-cased (`TOTAL CAPITULO CAPITULO TEXTO`). */
function totalTexts(rows: readonly (readonly Cell[])[]): string[] {
  const texts: string[] = [];
  for (const cells of rows)
    for (const cell of cells)
      if (typeof cell === 'string' && cell !== '' && readTotalWords(cell) !== undefined)
        texts.push(cell.toUpperCase());
  return texts;
}

/**
 * A row whose words a total row ends with is the heading that total closes, never the rest
 * of a header's cells, however short its words (`capitulo | capitulo texto` under the header,
 * closed by `Total capitulo capitulo texto`).
 */
function isNamedByTotal(cells: readonly Cell[], totals: readonly string[]): boolean {
  const words = cells.filter((cell) => typeof cell === 'string' && cell !== '').join(' ');
  if (words === '') return false;
  const tail = ` ${words.toUpperCase()}`;
  return totals.some((total) => total.endsWith(tail));
}

/** Each column's words over rows `first`…`last`, top to bottom. */
function joinCells(rows: readonly (readonly Cell[])[], first: number, last: number): string[] {
  const names: string[] = [];
  for (let row = first; row <= last; row++) {
    const cells = rows[row] as readonly Cell[];
    for (let column = 0; column < cells.length; column++) {
      const cell = cells[column];
      if (typeof cell !== 'string' || cell === '') continue;
      const before = names[column];
      names[column] = before === undefined || before === '' ? cell : `${before} ${cell}`;
    }
  }
  for (let column = 0; column < names.length; column++) names[column] ??= '';
  return names;
}

/** The same header again (a header row directly under itself starts nothing new). */
function repeats(cells: readonly Cell[], header: readonly Cell[]): boolean {
  return cells.length === header.length && cells.every((cell, column) => cell === header[column]);
}

function noFigure(figures: readonly (number | undefined)[]): boolean {
  return figures.every((figure) => figure === undefined);
}

/** Two columns named or more, no figure, no long text. */
function namesColumns(cells: readonly Cell[], figures: readonly (number | undefined)[]): boolean {
  // Rows with a figure, the most, are turned down before any header word is looked up.
  let texts = 0;
  for (let column = 0; column < cells.length; column++) {
    const cell = cells[column];
    if (cell === '') continue;
    if (typeof cell !== 'string' || figures[column] !== undefined) return false;
    if (cell.length > MAX_HEADER_CELL && !isMergedHeaderCell(cell)) return false;
    texts++;
  }
  if (texts < MIN_NAMED_COLUMNS) return false;
  let named = 0;
  for (const cell of cells)
    if (cell !== '' && readHeaderRole(cell as string) !== undefined) named++;
  return named >= MIN_NAMED_COLUMNS;
}

/** Header words a PDF's line merged into one cell: `LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD`. */
const MAX_MERGED_HEADER_WORDS = 8;

/**
 * A long cell that is several column names and nothing else (a PDF whose figures stand in few
 * columns leaves the names of the others in one cell): still a header's, never a title.
 */
function isMergedHeaderCell(cell: string): boolean {
  const words = cell.split(' ');
  return (
    words.length <= MAX_MERGED_HEADER_WORDS &&
    words.every((word) => readHeaderRole(word) !== undefined)
  );
}

/**
 * A row of short words without digits under columns the header row uses, two at least or
 * one the header words know: the rest of the header's cells, not a title or a first item.
 */
function finishesHeader(cells: readonly Cell[], header: readonly Cell[]): boolean {
  let pieces = 0;
  let named = false;
  for (let column = 0; column < cells.length; column++) {
    const cell = cells[column];
    if (cell === '') continue;
    if (typeof cell !== 'string' || !HEADER_PIECE.test(cell)) return false;
    // A digit outside parentheses is a code's or a title's (`Z17SX001 | h | COLUMNA 6 m.`, a
    // first item left without figures), never a header's (`(m3)`).
    if (DIGIT_OUTSIDE_PARENTHESES.test(cell.replace(PARENTHESES, ''))) return false;
    if (readHeaderRole(cell) !== undefined) named = true;
    if (header[column] === '' || header[column] === undefined) {
      // A piece over a column the header row leaves blank belongs to a merged header cell
      // only when a named piece stands beside it.
      if (!named && readHeaderRole(cell) === undefined) return false;
    }
    pieces++;
  }
  return pieces >= 2 || (pieces === 1 && named);
}
