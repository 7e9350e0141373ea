import { formatItemCell } from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { previewHeader } from './preview-format.ts';

/** The column whose cells hold the item's own words (and its details' toggle): kept whatever it holds. */
const ALWAYS_SHOWN = new Set<ColumnName>(['RESUMEN']);
/**
 * The item fields behind the columns that a source may leave empty on every row: a PDF's
 * measurement headers over no figure, and the code of a sheet typed without codes (a
 * quality-control budget: `ENSAYO | NORMA | … | IMPORTE`), whose CÓDIGO column was a blank
 * stripe down the table.
 */
const TEXT_FIELDS: Partial<Record<ColumnName, keyof BudgetItem>> = {
  CÓDIGO: 'codigo',
  LONGITUD: 'longitud',
  ANCHURA: 'anchura',
  ALTURA: 'altura',
  PARCIALES: 'parciales',
  CANTIDAD: 'cantidad',
};
/** The figures a reader needs on every screen: kept in view at the right edge of the table. */
export const FIGURE_COLUMNS: readonly ColumnName[] = ['CANTIDAD', 'P. UNIT.', 'TOTAL'];
/** A code wider than this many characters is cut with an ellipsis rather than widening its column. */
const MAX_CODE_CHARS = 12;
/** Codes are letters as well as digits, wider than the digit `ch` measures. */
const CODE_CHAR_WIDTH = 1.05;
/** Room left for RESUMEN: enough for a title's first words. */
const RESUMEN_MIN_REM = 9;
/**
 * The title's room (180 px) below which the measurement figures leave the row for the item's
 * details: beside them a 9 rem title read "CORTE PAV…" at 1,440 px.
 */
const RESUMEN_BESIDE_MEASUREMENTS_REM = 11.25;
/** Figures an item's measurement lines (its details) repeat: the first to give up their room. */
export const MEASUREMENT_COLUMNS: ReadonlySet<ColumnName> = new Set<ColumnName>([
  'LONGITUD',
  'ANCHURA',
  'ALTURA',
  'PARCIALES',
]);
/** Each cell's padding (px-2 on both sides), in rem. */
const CELL_PADDING_REM = 1;
/**
 * Header letters are bold capitals, wider than the digits `ch` measures: this much wider.
 * Measured in Chromium at 12 px: "CANTIDAD" 70 px against a 7.6 px `ch`, 1.15 a letter.
 */
const HEADER_CHAR_WIDTH = 1.2;
/** Grouping dots, the decimal comma, spaces and '€' against a digit (`ch`): narrower. */
const PUNCTUATION_WIDTH = 0.6;
const DIGIT = /\d/;
/** Bold digits against regular ones. */
const BOLD_WIDTH = 1.1;

const WIDE_CHAR = /[\p{L}\d]/u;

/** A text's printed width in `ch`: digits (or letters, `wide` each) are one, the rest narrower. */
function figureWidth(text: string, wide = 1): number {
  let width = 0;
  for (const char of text)
    width += WIDE_CHAR.test(char) ? (DIGIT.test(char) ? 1 : wide) : PUNCTUATION_WIDTH;
  return width;
}

/**
 * The columns the preview shows: those the reader found, less any that is empty on every row
 * (a PDF's `Long.`, `Anch.`, `Alt.`, `PARCIALES` headers over no figure; CÓDIGO in a budget
 * without codes). A column with one value stays, so the spec's abbreviations show wherever
 * they mean something, and one item's code keeps the column for all.
 */
export function chooseShownColumns(
  columns: readonly ColumnName[],
  items: readonly BudgetItem[],
): ColumnName[] {
  return columns.filter((column) => {
    const field = TEXT_FIELDS[column];
    if (ALWAYS_SHOWN.has(column) || field === undefined) return true;
    return items.some((item) => String(item[field]).trim() !== '');
  });
}

/** Quantities formatted to find a column's widest: those whose source text is this close to the longest. */
const NEAR_LONGEST_CHARS = 1;
/** At most this many of them: a column of identical lengths needs only a few to be judged. */
const MAX_FORMATTED = 32;

/** The longest text, in characters, that the column's cells print. */
function widestCell(
  column: Exclude<ColumnName, 'RESUMEN'>,
  items: readonly BudgetItem[],
  largestTotal: number,
): number {
  if (column === 'P. UNIT.' || column === 'TOTAL') {
    // Money's width follows its magnitude: format only the largest amount (and a sign if any).
    let largest = 0;
    let negative = false;
    for (const item of items) {
      const amount = column === 'TOTAL' ? item.total : item.precio_unitario;
      largest = Math.max(largest, Math.abs(amount));
      negative ||= amount < 0;
    }
    const itemsWidth = figureWidth(formatMoney(largest)) + (negative ? 1 : 0);
    if (column === 'P. UNIT.') return itemsWidth;
    // A chapter's subtotal is printed bold, a tenth wider.
    return Math.max(itemsWidth, figureWidth(formatMoney(largestTotal)) * BOLD_WIDTH);
  }
  const field = TEXT_FIELDS[column];
  if (field === undefined) {
    if (column !== 'CÓDIGO') return formatItemCell(items[0]!, column).length;
    return Math.max(...items.map((item) => item.codigo.length));
  }
  // A quantity prints about as long as its source text (give or take grouping dots and
  // decimals): format only the longest few rather than every row of a 5,000-item budget.
  let longest = 0;
  for (const item of items) longest = Math.max(longest, String(item[field]).length);
  let widest = 0;
  let formatted = 0;
  for (const item of items) {
    if (String(item[field]).length < longest - NEAR_LONGEST_CHARS) continue;
    widest = Math.max(widest, figureWidth(formatItemCell(item, column)));
    if (++formatted >= MAX_FORMATTED) break;
  }
  return widest;
}

/**
 * The columns a box shows: all of them, or, when it is too narrow for the measurement figures
 * beside a readable title, all but those whose every figure the item's details repeat (an item
 * with a `Long.` but no measurement line keeps its column: its figure would be shown nowhere).
 */
export function fitShownColumns(
  columns: readonly ColumnName[],
  items: readonly BudgetItem[],
  narrow: boolean,
): readonly ColumnName[] {
  if (!narrow) return columns;
  return columns.filter((column) => {
    const field = TEXT_FIELDS[column];
    if (!MEASUREMENT_COLUMNS.has(column) || field === undefined) return true;
    return items.some(
      (item) => (item.measurements?.length ?? 0) === 0 && String(item[field]).trim() !== '',
    );
  });
}

export interface PreviewColumnLayout {
  /** CSS grid tracks, one per column: sized to their content, RESUMEN taking the rest. */
  template: string;
  /** The narrowest the table may be before it scrolls sideways. */
  minWidth: string;
  /** The table's width with RESUMEN at the room it needs beside the measurement figures. */
  roomyWidth: string;
  /** For each figure column, its distance from the table's right edge (it sticks there). */
  stickyRight: Partial<Record<ColumnName, string>>;
}

/**
 * Each column as wide as its widest cell or header (amounts never wrap), RESUMEN the rest:
 * CANTIDAD, P. UNIT. and TOTAL fit beside a title at 1,280 px. If measurement columns make
 * the table too wide, it scrolls sideways under the figures, which stay at its right edge.
 */
export function layoutPreviewColumns(
  columns: readonly ColumnName[],
  items: readonly BudgetItem[],
  /** An amount the TOTAL column prints besides the items' own: the largest chapter subtotal. */
  largestTotal = 0,
): PreviewColumnLayout {
  const widths = columns.map((column) => {
    if (column === 'RESUMEN') return undefined;
    // Half a `ch` more for the rounding of bold capitals ("UDS" was cut to "UD").
    const header = figureWidth(previewHeader(column), HEADER_CHAR_WIDTH) + 0.5;
    const cell = items.length === 0 ? 0 : widestCell(column, items, largestTotal);
    const chars = column === 'CÓDIGO' ? Math.min(MAX_CODE_CHARS, cell) * CODE_CHAR_WIDTH : cell;
    return `calc(${Math.ceil(Math.max(header, chars))}ch + ${CELL_PADDING_REM}rem)`;
  });
  const template = widths.map((width) => width ?? `minmax(${RESUMEN_MIN_REM}rem, 1fr)`).join(' ');
  const fixed = widths.filter((width) => width !== undefined);
  const minWidth = `calc(${[`${RESUMEN_MIN_REM}rem`, ...fixed].join(' + ')})`;
  const roomyWidth = `calc(${[`${RESUMEN_BESIDE_MEASUREMENTS_REM}rem`, ...fixed].join(' + ')})`;
  const stickyRight: Partial<Record<ColumnName, string>> = {};
  let right: string[] = [];
  for (let at = columns.length - 1; at >= 0; at--) {
    const column = columns[at]!;
    if (!FIGURE_COLUMNS.includes(column)) break;
    stickyRight[column] = right.length === 0 ? '0px' : `calc(${right.join(' + ')})`;
    right = [...right, widths[at]!];
  }
  return { template, minWidth, roomyWidth, stickyRight };
}
