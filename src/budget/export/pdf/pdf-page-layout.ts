/**
 * The page of the branded PDF, in PDF points (1/72 inch), matching the Word document (spec §9):
 * landscape A4 with 1.27 cm margins, the logo header and the footer on every page.
 */

/** A4 landscape. */
export const PAGE_WIDTH = 841.89;
export const PAGE_HEIGHT = 595.28;
/** 1.27 cm, the Word document's margin. */
export const PAGE_MARGIN = 36;
/** Whole points, so the column widths (compute-column-widths.ts) add up exactly. */
export const CONTENT_WIDTH = 769;
/** From the top margin to the top of the table: logo, company and budget lines, the accent rule. */
export const HEADER_HEIGHT = 78;
/** From the bottom of the body to the bottom margin: the rule and the two footer lines. */
export const FOOTER_HEIGHT = 26;
export const BODY_TOP = PAGE_MARGIN + HEADER_HEIGHT;
export const BODY_BOTTOM = PAGE_HEIGHT - PAGE_MARGIN - FOOTER_HEIGHT;

/** Text sizes and padding of the items table. */
export interface TableDensity {
  size: number;
  smallSize: number;
  /** Horizontal and vertical padding of a cell. */
  padX: number;
  padY: number;
}
export const REGULAR_TABLE: TableDensity = { size: 8, smallSize: 7, padX: 4, padY: 2.5 };
/** Above six columns each non-RESUMEN column is about 70 pt wide: 7 pt keeps `9.999.999,99 €` on one line. */
export const DENSE_TABLE: TableDensity = { size: 7, smallSize: 6.5, padX: 3, padY: 2 };
export const DENSE_COLUMN_COUNT = 6;
export const TABLE_HEADER_HEIGHT = 15;
export const HEADING_SIZE = 10;
export const TOTAL_SIZE = 10;

/** Baseline distance of text at a size. */
export const lineHeight = (size: number) => size * 1.25;
/** From a line's top to its baseline. */
export const baselineOffset = (size: number) => size * 0.95;

export const MUTED_TEXT = '595959';
export const BODY_TEXT = '1A1A1A';
export const RULE_COLOUR = 'BFBFBF';
export const ROW_RULE_COLOUR = 'D9D9D9';
