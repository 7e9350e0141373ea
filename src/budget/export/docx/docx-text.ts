/**
 * The Word document's page, type and table look (spec §9): the measures, runs and paragraph
 * styles every part of the document shares.
 */
import {
  AlignmentType,
  BorderStyle,
  TextRun,
  type IBorderOptions,
  type IParagraphStyleOptions,
} from 'docx';
import type { ColumnName } from '../../model/budget.ts';
import { NUMERIC_COLUMNS } from '../format-item-cell.ts';

/** A4 in twips (1/1440 inch), the paper Spanish companies print budgets on. */
export const A4_SHORT_SIDE = 11906;
export const A4_LONG_SIDE = 16838;
/** 1.27 cm margins: narrow enough for ten columns, wide enough for any printer. */
export const PAGE_MARGIN = 720;
/** Header and footer sit half a margin from the paper's edge. */
export const HEADER_FOOTER_DISTANCE = 360;
/** Landscape (spec §9): the table spans the long side minus both margins. */
export const CONTENT_WIDTH = A4_LONG_SIDE - 2 * PAGE_MARGIN;

export const FONT = 'Arial';
/** Font sizes in half-points, as Word stores them. */
export const BODY_SIZE = 16;
export const SMALL_SIZE = 14;
export const HEADER_TITLE_SIZE = 32;
export const COMPANY_NAME_SIZE = 24;
export const TOTAL_SIZE = 20;
export const MUTED_TEXT = '595959';
export const RULE_COLOUR = 'BFBFBF';
/** Cell padding in twips. */
export const CELL_MARGINS = { top: 40, bottom: 40, left: 80, right: 80 };

/** Text size and padding of the items table. */
export interface TableDensity {
  size: number;
  smallSize: number;
  margins: typeof CELL_MARGINS;
  /** Top and bottom padding of the subtotal and TOTAL rows. */
  amountPadding: number;
}
export const REGULAR_TABLE: TableDensity = {
  size: BODY_SIZE,
  smallSize: SMALL_SIZE,
  margins: CELL_MARGINS,
  amountPadding: 80,
};
/**
 * With all ten columns each non-RESUMEN column is about 2 cm wide; at 7 pt with
 * 3 pt padding an amount up to `9.999.999,99 €` and a 10-character code still
 * fit on one line, where 8 pt wraps them.
 */
export const DENSE_TABLE: TableDensity = {
  size: 14,
  smallSize: 13,
  margins: { top: 40, bottom: 40, left: 60, right: 60 },
  amountPadding: 80,
};
/**
 * A large budget's table (hundreds of items): the dense type with half the padding, so that
 * an item of two lines takes about 360 twips and a 4,349-item budget in 834 chapters fits in
 * about 230 pages.
 */
export const COMPACT_TABLE: TableDensity = {
  size: 14,
  smallSize: 13,
  margins: { top: 20, bottom: 20, left: 60, right: 60 },
  amountPadding: 30,
};

export const NO_BORDER: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
export const THIN_RULE: IBorderOptions = {
  style: BorderStyle.SINGLE,
  size: 4,
  color: RULE_COLOUR,
};
/** Both tables (items and summary): ruled top and bottom, light lines between rows, no verticals. */
export const TABLE_BORDERS = {
  top: THIN_RULE,
  bottom: THIN_RULE,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: { ...THIN_RULE, color: 'D9D9D9' },
  insideVertical: NO_BORDER,
};
/** A layout table's borders: none at all. */
export const NO_BORDERS = {
  top: NO_BORDER,
  bottom: NO_BORDER,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: NO_BORDER,
  insideVertical: NO_BORDER,
};

/** Characters XML 1.0 forbids (control codes from PDF text, lone surrogates): Word refuses a file holding one. */
const XML_INVALID_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export function clean(text: string): string {
  return text.replace(XML_INVALID_CHARACTERS, '');
}

export function run(
  text: string,
  options: { bold?: boolean; color?: string; size?: number; italics?: boolean } = {},
): TextRun {
  // Font and size come from the document defaults and the paragraph styles: repeating them on each of
  // tens of thousands of runs doubled the export time of a 2,000-item budget.
  return new TextRun({ text: clean(text), ...options });
}

/**
 * Paragraph styles of the table cells. A cell paragraph names its style
 * instead of carrying its own alignment and size, which keeps document.xml
 * small and the export fast.
 */
export const CELL_STYLE = {
  text: 'CeldaTexto',
  number: 'CeldaNumero',
  centered: 'CeldaCentrada',
  description: 'CeldaDescripcion',
} as const;

export function cellStyles(density: TableDensity): IParagraphStyleOptions[] {
  const base = {
    basedOn: 'Normal',
    quickFormat: false,
    paragraph: { spacing: { before: 0, after: 0 } },
  };
  return [
    { id: CELL_STYLE.text, name: 'Celda de texto', ...base, run: { size: density.size } },
    {
      id: CELL_STYLE.number,
      name: 'Celda numérica',
      ...base,
      run: { size: density.size },
      paragraph: { ...base.paragraph, alignment: AlignmentType.RIGHT },
    },
    {
      id: CELL_STYLE.centered,
      name: 'Celda centrada',
      ...base,
      run: { size: density.size },
      paragraph: { ...base.paragraph, alignment: AlignmentType.CENTER },
    },
    {
      id: CELL_STYLE.description,
      name: 'Descripción de partida',
      ...base,
      run: { size: density.smallSize },
    },
  ];
}

export function cellStyleOf(column: ColumnName): string {
  if (NUMERIC_COLUMNS.has(column)) return CELL_STYLE.number;
  if (column === 'UDS') return CELL_STYLE.centered;
  return CELL_STYLE.text;
}
