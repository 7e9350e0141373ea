import { formatItemCell, NUMERIC_COLUMNS } from '../../../budget/export/format-item-cell.ts';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { previewHeader } from './preview-format.ts';

/** Columns whose cells hold the item's own text: kept whatever they hold. */
const ALWAYS_SHOWN = new Set<ColumnName>(['CÓDIGO', 'RESUMEN']);
/** The item fields behind the columns that a source may leave empty on every row. */
const TEXT_FIELDS: Partial<Record<ColumnName, keyof BudgetItem>> = {
  LONGITUD: 'longitud',
  ANCHURA: 'anchura',
  ALTURA: 'altura',
  PARCIALES: 'parciales',
  CANTIDAD: 'cantidad',
};
/** The figures a reader needs on every screen: kept in view at the right edge of the table. */
export const FIGURE_COLUMNS: readonly ColumnName[] = ['CANTIDAD', 'P. UNIT.', 'TOTAL'];
/** A code wider than this many characters wraps rather than widening its column. */
const MAX_CODE_CHARS = 14;
/** Room left for RESUMEN: enough for a title's first words. */
const RESUMEN_MIN_REM = 9;
/** Each cell's padding (px-2 on both sides), in rem. */
const CELL_PADDING_REM = 1;
/** Header text is bold capitals, wider than the digits `ch` measures: this much wider. */
const HEADER_CHAR_WIDTH = 1.2;

/**
 * The columns the preview shows: those the reader found, less any that is empty on every row
 * (a PDF's `Long.`, `Anch.`, `Alt.`, `PARCIALES` headers over no figure). A column with one
 * value stays, so the spec's abbreviations show wherever they mean something.
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

/** The longest text, in characters, that the column's cells print. */
function widestCell(column: Exclude<ColumnName, 'RESUMEN'>, items: readonly BudgetItem[]): number {
  if (column === 'P. UNIT.' || column === 'TOTAL') {
    // Money's width follows its magnitude: format only the largest amount (and a sign if any).
    let largest = 0;
    let negative = false;
    for (const item of items) {
      const amount = column === 'TOTAL' ? item.total : item.precio_unitario;
      largest = Math.max(largest, Math.abs(amount));
      negative ||= amount < 0;
    }
    return formatMoney(largest).length + (negative ? 1 : 0);
  }
  const field = TEXT_FIELDS[column];
  if (field === undefined) return formatItemCell(items[0]!, column).length;
  // A quantity prints as long as its source text give or take its grouping dots and decimals:
  // format the few longest rather than every row of a 5,000-item budget.
  let longest = 0;
  let sample: BudgetItem | undefined;
  for (const item of items) {
    const length = String(item[field]).length;
    if (length > longest) [longest, sample] = [length, item];
  }
  return sample === undefined ? 0 : Math.max(formatItemCell(sample, column).length, longest + 2);
}

export interface PreviewColumnLayout {
  /** CSS grid tracks, one per column: sized to their content, RESUMEN taking the rest. */
  template: string;
  /** The narrowest the table may be before it scrolls sideways. */
  minWidth: string;
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
): PreviewColumnLayout {
  const widths = columns.map((column) => {
    if (column === 'RESUMEN') return undefined;
    const header = Math.ceil(previewHeader(column).length * HEADER_CHAR_WIDTH);
    const cell = items.length === 0 ? 0 : widestCell(column, items);
    const chars = column === 'CÓDIGO' ? Math.min(MAX_CODE_CHARS, cell) : cell;
    return `calc(${Math.max(header, chars + (NUMERIC_COLUMNS.has(column) ? 1 : 0))}ch + ${CELL_PADDING_REM}rem)`;
  });
  const template = widths.map((width) => width ?? `minmax(${RESUMEN_MIN_REM}rem, 1fr)`).join(' ');
  const minWidth = `calc(${[`${RESUMEN_MIN_REM}rem`, ...widths.filter((width) => width !== undefined)].join(' + ')})`;
  const stickyRight: Partial<Record<ColumnName, string>> = {};
  let right: string[] = [];
  for (let at = columns.length - 1; at >= 0; at--) {
    const column = columns[at]!;
    if (!FIGURE_COLUMNS.includes(column)) break;
    stickyRight[column] = right.length === 0 ? '0px' : `calc(${right.join(' + ')})`;
    right = [...right, widths[at]!];
  }
  return { template, minWidth, stickyRight };
}
