import { Document, Packer, PageOrientation, Paragraph, type Table } from 'docx';
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
import { itemsTable } from './docx/docx-items-table.ts';
import { pageFooter, pageHeader } from './docx/docx-page-frame.ts';
import {
  A4_LONG_SIDE,
  A4_SHORT_SIDE,
  BODY_SIZE,
  COMPACT_TABLE,
  CONTENT_WIDTH,
  DENSE_TABLE,
  FONT,
  HEADER_FOOTER_DISTANCE,
  PAGE_MARGIN,
  REGULAR_TABLE,
  cellStyles,
  run,
} from './docx/docx-text.ts';
import { hasMoneyColumn, planBudgetRows } from './plan-budget-rows.ts';
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
/** The total row and the two rows above it (a last item, its chapter's subtotal) go with the closing block. */
const KEEP_WITH_CLOSING_ROWS = 3;

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
  // table's last rows go with it.
  const body: (Paragraph | Table)[] = [itemsTable(rows, layout, KEEP_WITH_CLOSING_ROWS)];
  if (budget.items.length === 0) {
    body.push(
      new Paragraph({
        spacing: { before: 200 },
        keepNext: true,
        children: [run(NO_ITEMS_TEXT, { italics: true })],
      }),
    );
  }
  const notes = describeTotalDifferences(budget);
  if (notes.length > 0 && hasMoneyColumn(columns)) body.push(differenceNote(notes));
  if (summary) body.push(spacer(), summaryTable(summary, branding));
  if (ivaMissing) body.push(ivaNotIncluded());
  body.push(validityNote(), ...acceptanceBlock(budget.id, branding));

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
  return Packer.pack(document, 'uint8array');
}
