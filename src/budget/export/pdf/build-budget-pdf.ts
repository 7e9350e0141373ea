/**
 * The branded PDF of a budget, with the same look as the Word document (spec §9): landscape A4,
 * the logo header on every page, the items table with its blue header row repeated on each
 * page, shaded alternate rows, chapter rows and subtotals, the red TOTAL, the summary block on
 * the page of the last rows, the client's acceptance, page numbers.
 *
 * Written with jsPDF: maintained (v4, 2026), about 350 KB minified loaded only when a PDF is
 * asked for, fast for thousands of texts (a 4,349-item budget in a few seconds), and it
 * embeds a TrueType font as a subset with a ToUnicode map, so every Spanish character and €
 * print and the text reads back. pdfmake lays tables out itself (repeated headers, keep
 * together) but takes tens of seconds on a 4,000-row table and weighs three times as much;
 * pdf-lib is unmaintained since 2021 and needs fontkit for a TrueType font. The layout here
 * (rows measured, then paginated, then drawn) is small, and puts every figure at a fixed
 * column edge, which is what the product's own PDF reader reads back (verify-pdf-export.ts).
 */
import { jsPDF } from 'jspdf';
import type { CompanyBranding } from '../../../config/branding.ts';
import { computeBudgetSummary } from '../../check/compute-budget-summary.ts';
import type { Budget } from '../../model/budget.ts';
import { chooseDocumentColumns } from '../choose-document-columns.ts';
import { computeColumnWidths } from '../compute-column-widths.ts';
import { planBudgetRows } from '../plan-budget-rows.ts';
import { DEFAULT_DESCRIPTION_LENGTH } from '../shorten-description.ts';
import { readPngSize } from '../read-png-size.ts';
import { layOutPdfClosing } from './lay-out-pdf-closing.ts';
import { layOutPdfFooter, layOutPdfHeader, LOGO_HEIGHT } from './lay-out-pdf-header.ts';
import {
  columnAnchor,
  layOutPdfRows,
  tableGeometry,
  type LaidRow,
  type TableGeometry,
} from './lay-out-pdf-rows.ts';
import { paginatePdfRows } from './paginate-pdf-rows.ts';
import { PDF_FONT, registerPdfFonts, type PdfFonts } from './pdf-fonts.ts';
import {
  BODY_BOTTOM,
  BODY_TOP,
  CONTENT_WIDTH,
  DENSE_COLUMN_COUNT,
  DENSE_TABLE,
  MUTED_TEXT,
  PAGE_MARGIN,
  REGULAR_TABLE,
  ROW_RULE_COLOUR,
  RULE_COLOUR,
  TABLE_HEADER_HEIGHT,
  baselineOffset,
} from './pdf-page-layout.ts';
import { createPdfDrawer, noShapes, type PdfShapes } from './pdf-shapes.ts';
import { splitTallRow } from './split-tall-row.ts';
import { cacheCharacterWidths } from './measure-pdf-text.ts';
import type { MeasureText } from './wrap-pdf-text.ts';

export interface BuildBudgetPdfOptions {
  branding: CompanyBranding;
  /** The two TrueType styles (pdf-fonts.ts): the app fetches them, Node reads them (read-pdf-fonts.ts). */
  fonts: PdfFonts;
  /** The company logo as PNG bytes. */
  logo?: Uint8Array;
  /** The generation date printed in the footer, and the header's date when the budget has none. */
  now?: Date;
  /**
   * Every description line of every item. By default each description is shortened to its
   * opening, by the Word's rule (shorten-description.ts): the same text in both documents.
   */
  fullDescriptions?: boolean;
}

/** Spec §2: the preview's text for a budget without items; the document says the same. */
const NO_ITEMS_TEXT = 'No se pudieron cargar los elementos del presupuesto';

export function buildBudgetPdf(budget: Budget, options: BuildBudgetPdfOptions): Uint8Array {
  const { branding } = options;
  const now = options.now ?? new Date();
  const document = new jsPDF({
    orientation: 'landscape',
    unit: 'pt',
    format: 'a4',
    compress: true,
    putOnlyUsedFonts: true,
  });
  document.setProperties({ title: `Presupuesto ${budget.id}`, creator: branding.legalName });
  document.setCreationDate(now);
  registerPdfFonts(document, options.fonts);
  skipArabicShaping(document);
  // jsPDF measures with a font object; each style's is taken once, by selecting it.
  document.setFont(PDF_FONT, 'bold');
  const boldFont: unknown = document.getFont();
  document.setFont(PDF_FONT, 'normal');
  const regularFont: unknown = document.getFont();
  const measure: MeasureText = cacheCharacterWidths((text, bold) =>
    document.getStringUnitWidth(text, { font: bold ? boldFont : regularFont }),
  );

  const columns = chooseDocumentColumns(budget);
  const density = columns.length > DENSE_COLUMN_COUNT ? DENSE_TABLE : REGULAR_TABLE;
  const geometry = tableGeometry(columns, computeColumnWidths(columns, CONTENT_WIDTH), density);
  const planned = planBudgetRows(budget, columns);
  const capacity = BODY_BOTTOM - BODY_TOP - TABLE_HEADER_HEIGHT;
  const descriptions = options.fullDescriptions === true ? 'full' : DEFAULT_DESCRIPTION_LENGTH;
  const rows = layOutPdfRows(planned, geometry, branding, measure, descriptions).flatMap((row) =>
    splitTallRow(row, capacity),
  );
  if (budget.items.length === 0) rows.push(noItemsRow(density.size));

  const summary = computeBudgetSummary(budget);
  const ivaMissing =
    planned.some((row) => row.kind === 'total') &&
    (summary === undefined || summary.ivaPercent === 0);
  const closing = layOutPdfClosing(summary, ivaMissing, branding, budget.id, measure);
  // The last item and every row after it (its chapters' subtotals, the total) go with the closing block.
  const lastItem = rows.findLastIndex((row) => row.kind === 'item');
  const pagination = paginatePdfRows(
    rows,
    capacity,
    closing.height,
    rows.length - Math.max(0, lastItem),
  );

  const logo = options.logo;
  const logoSize = logo ? readPngSize(logo) : undefined;
  const logoWidth = logoSize ? (LOGO_HEIGHT * logoSize.width) / logoSize.height : 0;
  const header = layOutPdfHeader(budget, branding, logoWidth, now, measure);
  const tableHeader = layOutTableHeader(geometry, branding);
  const drawer = createPdfDrawer(document);

  let rowIndex = 0;
  for (let page = 0; page < pagination.pageCount; page++) {
    if (page > 0) document.addPage();
    drawer.newPage();
    if (logo)
      document.addImage(
        logo,
        'PNG',
        PAGE_MARGIN,
        PAGE_MARGIN,
        logoWidth,
        LOGO_HEIGHT,
        'logo',
        'FAST',
      );
    drawer.drawShapes(header, PAGE_MARGIN, PAGE_MARGIN);
    drawer.drawShapes(tableHeader, PAGE_MARGIN, BODY_TOP);
    const rowsTop = BODY_TOP + TABLE_HEADER_HEIGHT;
    while (rowIndex < rows.length && pagination.placements[rowIndex]!.page === page) {
      drawRow(
        drawer,
        rows[rowIndex]!,
        geometry,
        branding,
        PAGE_MARGIN,
        rowsTop + pagination.placements[rowIndex]!.top,
      );
      rowIndex++;
    }
    if (pagination.closing.page === page)
      drawer.drawShapes(closing.shapes, PAGE_MARGIN, rowsTop + pagination.closing.top);
    drawer.drawShapes(
      layOutPdfFooter(branding, now, page + 1, pagination.pageCount),
      PAGE_MARGIN,
      BODY_BOTTOM + 4,
    );
  }
  return new Uint8Array(document.output('arraybuffer'));
}

/**
 * jsPDF passes every text through its Arabic shaping plugin (its only "preProcessText"
 * handler), a per-character pass that took 15 % of a 4,349-item export; Spanish budgets
 * have no Arabic. Guarded: should jsPDF's internals change, the export is only slower.
 */
function skipArabicShaping(document: jsPDF): void {
  const events = (document.internal as { events?: { getTopics?: () => Record<string, unknown> } })
    .events;
  const topics = events?.getTopics?.();
  if (topics && 'preProcessText' in topics) delete topics.preProcessText;
}

/** The blue header row, white bold names, repeated at the top of the table on every page. */
function layOutTableHeader(geometry: TableGeometry, branding: CompanyBranding): PdfShapes {
  const shapes = noShapes();
  shapes.fills.push({
    x: 0,
    y: 0,
    width: geometry.tableWidth,
    height: TABLE_HEADER_HEIGHT,
    color: branding.colors.headerBlue,
  });
  const size = geometry.density.size;
  const baseline = (TABLE_HEADER_HEIGHT - size) / 2 + baselineOffset(size) - 0.5;
  geometry.columns.forEach((column, index) => {
    const anchor = columnAnchor(geometry, index);
    shapes.texts.push({
      text: column,
      x: anchor.x,
      y: baseline,
      align: anchor.align,
      bold: true,
      size,
      color: 'FFFFFF',
    });
  });
  return shapes;
}

function drawRow(
  drawer: ReturnType<typeof createPdfDrawer>,
  row: LaidRow,
  geometry: TableGeometry,
  branding: CompanyBranding,
  left: number,
  top: number,
): void {
  const shapes = noShapes();
  if (row.shaded)
    shapes.fills.push({
      x: 0,
      y: 0,
      width: geometry.tableWidth,
      height: row.height,
      color: branding.colors.alternateRow,
    });
  const ruleColour = row.kind === 'item' ? ROW_RULE_COLOUR : RULE_COLOUR;
  shapes.rules.push({
    x1: 0,
    y1: row.height,
    x2: geometry.tableWidth,
    y2: row.height,
    color: ruleColour,
    width: 0.4,
  });
  shapes.texts = row.texts;
  drawer.drawShapes(shapes, left, top);
}

function noItemsRow(size: number): LaidRow {
  return {
    kind: 'item',
    height: size * 3,
    shaded: false,
    keepWithNext: false,
    texts: [
      {
        text: NO_ITEMS_TEXT,
        x: 4,
        y: size * 1.8,
        align: 'left',
        bold: false,
        size,
        color: MUTED_TEXT,
      },
    ],
  };
}
