/**
 * One row of a priced table, read through its columns: its code, nature, unit and summary,
 * its other words, the quantity, price and amount, and a measurement line's figures.
 * Figures are written back as a Spanish report prints them (`1.234,56`), the model's form.
 */
import type { MeasurementLine } from '../../model/budget.ts';
import type { TableColumns } from './find-table-columns.ts';
import type { Cell } from './normalise-table-rows.ts';
import { figureText, stylesOf, type NumberStyle } from './read-cell-figure.ts';
import { readTotalWords } from './read-row-words.ts';

export interface TableRow {
  /** The row's place in its grid (0-based). */
  index: number;
  code: string;
  nature: string;
  unit: string;
  summary: string;
  /** The remarks column's words (`OBSERVACIONES`), kept apart from the description. */
  note: string;
  /** Words of the columns without a role (`NORMA`), in column order. */
  others: string[];
  /** Every text cell of the row, in column order (a total's label may sit in any column). */
  texts: string[];
  quantity?: number;
  quantityText: string;
  price?: number;
  amount?: number;
  /** The row's last figure, wherever it stands: a total written outside the amount column. */
  lastFigure?: number;
  /** The row's figures outside code and order columns. */
  figureCount: number;
  /** A measurement line's figures, when the table has measurement columns and the row fills some. */
  measurement?: Omit<MeasurementLine, 'comment'>;
  /**
   * Cells of the figure columns that hold two figures or more (`1146.15 193.39`: quantity and
   * price run into one cell), or words and a figure (`UNITARIO 155,29`), which read as no
   * figure: each is a figure the row lost. `measurement`: the row is a measurement line (its
   * measurement columns hold figures, it prints no price nor amount) and the cell no price
   * nor amount: the figure lost is the line's, not the item's money (El Casar's `a*b
   * 1.00,5.00 | 1 | 5,000 5,000`, Presto's partial and its running sum in one cell).
   */
  mergedFigures?: { text: string; measurement: boolean }[];
}

export function readTableRow(
  index: number,
  cells: readonly Cell[],
  figures: readonly (number | undefined)[],
  columns: TableColumns,
  styles: readonly NumberStyle[],
): TableRow {
  const textOf = (column: number | undefined): string => {
    if (column === undefined) return '';
    const cell = cells[column];
    return cell === undefined ? '' : typeof cell === 'number' ? String(cell) : cell;
  };
  const texts: string[] = [];
  let figureCount = 0;
  let lastFigure: number | undefined;
  for (let column = 0; column < cells.length; column++) {
    const cell = cells[column];
    if (cell === '' || cell === undefined) continue;
    const figure = figures[column];
    if (figure === undefined) texts.push(cell as string);
    else if (column !== columns.code && column !== columns.order) {
      figureCount++;
      lastFigure = figure;
    }
  }
  const others: string[] = [];
  for (const column of columns.others) {
    const text = textOf(column);
    if (text !== '' && figures[column] === undefined) others.push(text);
  }
  const row: TableRow = {
    index,
    code: textOf(columns.code),
    nature: textOf(columns.nature),
    unit: textOf(columns.unit),
    summary: textOf(columns.summary),
    note:
      columns.note === undefined || figures[columns.note] !== undefined ? '' : textOf(columns.note),
    others,
    texts,
    quantityText: '',
    figureCount,
  };
  const quantity = figures[columns.quantity];
  const price = figures[columns.price];
  const amount = figures[columns.amount];
  if (quantity !== undefined) {
    row.quantity = quantity;
    row.quantityText = printed(cells[columns.quantity], quantity, styles[columns.quantity]);
  }
  if (price !== undefined) row.price = price;
  if (amount !== undefined) row.amount = amount;
  if (lastFigure !== undefined) row.lastFigure = lastFigure;
  const measured = [
    columns.uds,
    columns.longitud,
    columns.anchura,
    columns.altura,
    columns.parcial,
  ];
  const measures =
    price === undefined &&
    amount === undefined &&
    measured.some((column) => column !== undefined && figures[column] !== undefined);
  for (const column of [columns.quantity, columns.price, columns.amount, ...measured]) {
    if (column === undefined || figures[column] !== undefined) continue;
    const cell = cells[column];
    if (typeof cell === 'string' && holdsSeveralFigures(cell)) {
      const measurement = measures && column !== columns.price && column !== columns.amount;
      (row.mergedFigures ??= []).push({ text: cell, measurement });
    }
  }
  // A priced row without its quantity whose figures ran into a column of no money (`100 1`
  // under MEDICIÓN, the `1` of TOTAL ENSAYOS slipped beside it): the quantity was lost there.
  if (quantity === undefined && (price !== undefined || amount !== undefined))
    for (let column = 0; column < cells.length; column++) {
      const cell = cells[column];
      if (typeof cell !== 'string' || figures[column] !== undefined) continue;
      if (isTextColumn(columns, column) || !holdsSeveralFigures(cell)) continue;
      if (row.mergedFigures?.some((merged) => merged.text === cell)) continue;
      (row.mergedFigures ??= []).push({ text: cell, measurement: false });
    }
  if (measured.some((column) => column !== undefined && figures[column] !== undefined)) {
    const at = (column: number | undefined) =>
      column === undefined || figures[column] === undefined
        ? ''
        : printed(cells[column], figures[column] as number, styles[column]);
    // Without a partial column the line's partial stands in the quantity column (El Casar).
    const partialColumn =
      columns.parcial ??
      (price === undefined && amount === undefined ? columns.quantity : undefined);
    row.measurement = {
      uds: at(columns.uds),
      longitud: at(columns.longitud),
      anchura: at(columns.anchura),
      altura: at(columns.altura),
      parcial: at(partialColumn),
    };
  }
  return row;
}

/** A column of words: code, order, nature, unit, summary or note, whose figures are no money. */
function isTextColumn(columns: TableColumns, column: number): boolean {
  return (
    column === columns.code ||
    column === columns.order ||
    column === columns.nature ||
    column === columns.unit ||
    column === columns.summary ||
    column === columns.note
  );
}

/**
 * `1146.15 193.39`, `3 45,78`: words that each read as a figure, in a cell that reads as none
 * (`1 234,56`, thousands grouped by a space, reads as one figure and never comes here); or a
 * figure with decimals after words (`UNITARIO 155,29`: a header's word run into the price).
 * A total's words with their amount (`TOTAL 01 … 1.242,32`) are read as a total elsewhere.
 */
function holdsSeveralFigures(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2) return false;
  const reads = (word: string) => {
    const plain = figureText(word);
    return plain !== undefined && stylesOf(plain) !== 0;
  };
  if (words.every(reads)) return true;
  const last = words[words.length - 1] as string;
  return DECIMALS.test(last) && reads(last) && readTotalWords(text) === undefined;
}

/** A figure printed with its decimals: `155,29`, `1,234.56`. */
const DECIMALS = /\d[.,]\d{1,3}$/;

/** A figure as the model keeps it: the cell's own Spanish text, else the value in Spanish. */
export function printed(
  cell: Cell | undefined,
  value: number,
  style: NumberStyle | undefined,
): string {
  if (typeof cell === 'string' && style === 'es')
    return cell.replace(/[€\s\u00a0\u202f]|EUR$/g, '');
  return spanishFigure(value);
}

/** 1234.5 → `1.234,5`; 15 significant digits, as a spreadsheet shows a stored double. */
export function spanishFigure(value: number): string {
  const rounded = Number(value.toPrecision(15));
  const negative = rounded < 0;
  const [whole = '0', fraction] = String(Math.abs(rounded)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}
