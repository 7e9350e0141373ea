import {
  Document,
  Packer,
  PageOrientation,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  WidthType,
} from 'docx';
import type { CompanyBranding } from '../../config/branding.ts';
import { computeBudgetSummary } from '../check/compute-budget-summary.ts';
import type { Budget } from '../model/budget.ts';
import { chooseDocumentColumns } from './choose-document-columns.ts';
import { computeColumnWidths } from './compute-column-widths.ts';
import { describeTotalDifferences } from './describe-total-differences.ts';
import {
  acceptanceBlock,
  differenceNote,
  ivaNotIncluded,
  spacer,
  summaryTable,
  validityNote,
} from './docx/docx-closing-block.ts';
import { itemsTableXml } from './docx/docx-items-table.ts';
import { pageFooter, pageHeader } from './docx/docx-page-frame.ts';
import { XmlSlot, fillXmlSlots } from './docx/docx-xml-slot.ts';
import {
  A4_LONG_SIDE,
  A4_SHORT_SIDE,
  BODY_SIZE,
  COMPACT_TABLE,
  CONTENT_WIDTH,
  DENSE_TABLE,
  FONT,
  HEADER_FOOTER_DISTANCE,
  NO_BORDERS,
  PAGE_MARGIN,
  REGULAR_TABLE,
  cellStyles,
  run,
} from './docx/docx-text.ts';
import { hasMoneyColumn, planBudgetRows, type BudgetTableRow } from './plan-budget-rows.ts';
import { DEFAULT_DESCRIPTION_LENGTH, type DescriptionLength } from './shorten-description.ts';

export interface BuildBudgetDocxOptions {
  branding: CompanyBranding;
  /** The company logo as PNG bytes; the app fetches it as a static asset, the CLI reads it from disk. */
  logo?: Uint8Array;
  /** The generation date printed in the header and footer; defaults to now. */
  now?: Date;
  /**
   * Each item's description: its opening (`short`, the default: a 4,349-item budget fits in
   * about 200 pages) or the whole text (`full`).
   */
  descriptions?: DescriptionLength;
}

/** Above this many columns the table switches to the dense text size. */
const DENSE_COLUMN_COUNT = 6;
/** Above this many items the table is compact: a large budget is read by its figures. */
const COMPACT_ITEM_COUNT = 500;
/** Spec §2: the preview's text for a budget without items; the document says the same. */
const NO_ITEMS_TEXT = 'No se pudieron cargar los elementos del presupuesto';
/**
 * The rows that go with the closing block: back to the last item (nested chapters close with a
 * subtotal each: `Total 05.03`, `Total 05`, `TOTAL`), and at least three, at most this many.
 */
const MIN_KEPT_ROWS = 3;
const MAX_KEPT_ROWS = 6;
/** Where the items table goes: the body's, and its last rows held with the closing block. */
const BODY_SLOT = 'items-body';
const TAIL_SLOT = 'items-tail';
/** A row longer than this (a full description) is left out of the block held on one page. */
const MAX_KEPT_RESUMEN_CHARS = 1200;

/**
 * Builds the branded Word document of a budget (spec §9): landscape A4, a
 * header with logo, the budget's work, company lines, budget id, client and date, the items table
 * (chapters as heading and subtotal rows when the budget has them), the total
 * row, the PEM/GG/BI/IVA summary when the source states it, the validity note, the client's
 * acceptance block, and a footer with the generation date and 'Página X de Y'. Pure: returns the
 * .docx bytes, in the browser as in Node.
 */
export async function buildBudgetDocx(
  budget: Budget,
  options: BuildBudgetDocxOptions,
): Promise<Uint8Array> {
  const { branding } = options;
  const now = options.now ?? new Date();
  const columns = chooseDocumentColumns(budget);
  const widths = computeColumnWidths(columns, CONTENT_WIDTH);
  const rows = planBudgetRows(budget, columns);

  const density =
    budget.items.length > COMPACT_ITEM_COUNT
      ? COMPACT_TABLE
      : columns.length > DENSE_COLUMN_COUNT
        ? DENSE_TABLE
        : REGULAR_TABLE;
  const summary = computeBudgetSummary(budget);
  // Where no IVA line is printed, the client is told the total is before IVA.
  const ivaMissing =
    rows.some((row) => row.kind === 'total') && (summary === undefined || summary.ivaPercent === 0);
  const layout = {
    columns,
    widths,
    branding,
    density,
    descriptions: options.descriptions ?? DEFAULT_DESCRIPTION_LENGTH,
  };
  // The closing block (summary, notes, acceptance) never sits alone on the last page: the
  // table's last rows go with it, all in one row that cannot split (LibreOffice ignores Word's
  // keep-with-next between a table and what follows it; a row that cannot split it moves whole).
  const tailCount = keptRowCount(rows, layout.descriptions === 'full');
  const closing: (Paragraph | Table)[] = [];
  if (tailCount > 0) closing.push(new XmlSlot(TAIL_SLOT));
  if (budget.items.length === 0) {
    closing.push(
      new Paragraph({
        spacing: { before: 200 },
        keepNext: true,
        children: [run(NO_ITEMS_TEXT, { italics: true })],
      }),
    );
  }
  const notes = describeTotalDifferences(budget);
  if (notes.length > 0 && hasMoneyColumn(columns)) closing.push(differenceNote(notes));
  if (summary) closing.push(spacer(), summaryTable(summary, branding));
  if (ivaMissing) closing.push(ivaNotIncluded());
  closing.push(validityNote(), ...acceptanceBlock(budget.id, branding));
  const body: (Paragraph | Table)[] = [new XmlSlot(BODY_SLOT), heldTogether(closing)];

  const document = new Document({
    creator: branding.legalName,
    title: `Presupuesto ${budget.id}`,
    styles: {
      default: { document: { run: { font: FONT, size: BODY_SIZE } } },
      paragraphStyles: cellStyles(density),
    },
    sections: [
      {
        properties: {
          page: {
            size: {
              orientation: PageOrientation.LANDSCAPE,
              width: A4_SHORT_SIDE,
              height: A4_LONG_SIDE,
            },
            margin: {
              top: PAGE_MARGIN,
              bottom: PAGE_MARGIN,
              left: PAGE_MARGIN,
              right: PAGE_MARGIN,
              header: HEADER_FOOTER_DISTANCE,
              footer: HEADER_FOOTER_DISTANCE,
            },
          },
        },
        headers: { default: pageHeader(budget, branding, options.logo, now) },
        footers: { default: pageFooter(branding, now) },
        children: body,
      },
    ],
  });
  // docx packs the document around the slots; the items table is written afterwards, when the
  // document's components are no longer needed (see docx-items-table.ts for why it is text).
  const packed = await Packer.pack(document, 'uint8array');
  const tables = new Map([
    [BODY_SLOT, itemsTableXml(tailCount > 0 ? rows.slice(0, -tailCount) : rows, layout, 'body')],
  ]);
  if (tailCount > 0) tables.set(TAIL_SLOT, itemsTableXml(rows.slice(-tailCount), layout, 'tail'));
  return fillXmlSlots(packed, tables);
}

/** How many of the table's last rows go with the closing block: see MIN_KEPT_ROWS; none too long to move. */
function keptRowCount(rows: readonly BudgetTableRow[], fullDescriptions: boolean): number {
  let count = 0;
  let itemKept = false;
  while (count < Math.min(MAX_KEPT_ROWS, rows.length) && (count < MIN_KEPT_ROWS || !itemKept)) {
    const row = rows[rows.length - 1 - count]!;
    if (fullDescriptions && row.kind === 'item' && row.item.resumen.length > MAX_KEPT_RESUMEN_CHARS)
      break;
    if (row.kind === 'item') itemKept = true;
    count++;
  }
  return count;
}

/** Blocks in one borderless cell of a row that cannot split: they move to a new page together. */
function heldTogether(blocks: readonly (Paragraph | Table)[]): Table {
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [CONTENT_WIDTH],
    layout: TableLayoutType.FIXED,
    borders: NO_BORDERS,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
    rows: [
      new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            width: { size: CONTENT_WIDTH, type: WidthType.DXA },
            // A cell ends with a paragraph (Word refuses one that ends with a table).
            children: [...blocks, new Paragraph({ children: [] })],
          }),
        ],
      }),
    ],
  });
}
