/**
 * The items table of the Word document (spec §9): blue header cells repeated on every page,
 * chapter headings and subtotals, item rows with alternate shading, the red TOTAL row.
 */
import {
  AlignmentType,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from 'docx';
import type { CompanyBranding } from '../../../config/branding.ts';
import type { BudgetItem, ColumnName } from '../../model/budget.ts';
import { formatMoney } from '../../model/format-money.ts';
import { CellParagraph } from '../cell-paragraph.ts';
import { formatItemCell, splitResumen } from '../format-item-cell.ts';
import { PlainTableCell, type CellSides } from '../plain-table-cell.ts';
import type { BudgetTableRow } from '../plan-budget-rows.ts';
import { printedDescription, type DescriptionLength } from '../shorten-description.ts';
import {
  CELL_STYLE,
  CONTENT_WIDTH,
  MUTED_TEXT,
  TABLE_BORDERS,
  TOTAL_SIZE,
  cellStyleOf,
  clean,
  run,
  type TableDensity,
} from './docx-text.ts';

/** A row whose RESUMEN is longer than this may split across pages: a row taller than a page would be cut off. */
const MAX_UNSPLIT_RESUMEN_CHARS = 1200;

export interface ItemsTableLayout {
  columns: readonly ColumnName[];
  widths: readonly number[];
  branding: CompanyBranding;
  density: TableDensity;
  descriptions: DescriptionLength;
}

/**
 * The items table (`body`: with its header row, repeated on every page), or its last rows
 * (`tail`: no header, every paragraph kept with the next), which the document holds on one
 * page with the closing block.
 */
export function itemsTable(
  rows: readonly BudgetTableRow[],
  layout: ItemsTableLayout,
  part: 'body' | 'tail',
): Table {
  const { columns, widths, branding, density } = layout;
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map(
      (column, index) =>
        new TableCell({
          width: { size: widths[index] ?? 0, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: branding.colors.headerBlue },
          margins: sidesOf(density),
          verticalAlign: VerticalAlign.CENTER,
          children: [
            new Paragraph({
              style: cellStyleOf(column),
              children: [run(column, { bold: true, color: 'FFFFFF' })],
            }),
          ],
        }),
    ),
  });
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [...widths],
    layout: TableLayoutType.FIXED,
    margins: density.margins,
    borders: TABLE_BORDERS,
    rows: [
      ...(part === 'body' ? [header] : []),
      ...rows.map((row) => tableRow(row, layout, part === 'tail')),
    ],
  });
}

function tableRow(row: BudgetTableRow, layout: ItemsTableLayout, keepNext: boolean): TableRow {
  const { columns, branding, density } = layout;
  switch (row.kind) {
    case 'item':
      return itemRow(row.item, row.shaded, layout, keepNext);
    case 'chapter-heading': {
      const indent = Math.max(0, row.chapter.level - 1) * 240;
      return new TableRow({
        cantSplit: true,
        children: [
          new TableCell({
            columnSpan: columns.length,
            width: { size: CONTENT_WIDTH, type: WidthType.DXA },
            margins: { ...density.margins, top: 100 },
            children: [
              new Paragraph({
                keepNext: true,
                indent: { left: indent },
                children: [
                  run(`${row.chapter.code}  ${row.chapter.title}`.trim(), {
                    bold: true,
                    color: branding.colors.headerBlue,
                    size: row.chapter.level <= 1 ? TOTAL_SIZE : density.size + 2,
                  }),
                ],
              }),
            ],
          }),
        ],
      });
    }
    case 'chapter-subtotal':
      return amountRow(
        `Total ${row.chapter.code} ${row.chapter.title}`.trim(),
        row.amount,
        { bold: true, color: branding.colors.headerBlue, size: density.size },
        layout,
        keepNext,
      );
    case 'total':
      return amountRow(
        'TOTAL',
        row.total,
        { bold: true, color: branding.colors.totalRed, size: TOTAL_SIZE },
        layout,
        keepNext,
      );
  }
}

/**
 * Each cell's own side margins (the table's `w:tblCellMar` is not enough: LibreOffice ignores
 * it, and codes and amounts touched the edges of the blue header bar and of the shading).
 */
function sidesOf(density: TableDensity): CellSides {
  return { left: density.margins.left, right: density.margins.right };
}

function itemRow(
  item: BudgetItem,
  shaded: boolean,
  layout: ItemsTableLayout,
  keepNext: boolean,
): TableRow {
  const { columns, widths, branding } = layout;
  const fill = shaded ? branding.colors.alternateRow : undefined;
  const sides = sidesOf(layout.density);
  const resumen = resumenParagraphs(item, layout, keepNext);
  return new TableRow({
    cantSplit: layout.descriptions === 'short' || item.resumen.length <= MAX_UNSPLIT_RESUMEN_CHARS,
    children: columns.map((column, index) =>
      column === 'RESUMEN'
        ? new TableCell({
            width: { size: widths[index] ?? 0, type: WidthType.DXA },
            ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
            margins: sides,
            children: resumen,
          })
        : new PlainTableCell(
            new CellParagraph(cellStyleOf(column), clean(formatItemCell(item, column)), keepNext),
            fill,
            sides,
          ),
    ),
  });
}

/**
 * Spec §9: the RESUMEN cell shows the unit, then the first description line (the title) in bold,
 * then the description as printedDescription gives it (shorten-description.ts, the PDF's
 * too): whole, in paragraphs of their own, or (short) its opening on the title's paragraph.
 * The title is never shortened.
 */
function resumenParagraphs(
  item: BudgetItem,
  layout: ItemsTableLayout,
  keepNext: boolean,
): Paragraph[] {
  const parts = splitResumen(item);
  const { unit, title } = parts;
  const first: TextRun[] = [];
  const unitText = unit === '' ? '' : `${unit}  `;
  if (unitText !== '') first.push(run(unitText, { color: MUTED_TEXT }));
  first.push(run(title, { bold: true }));
  const description = printedDescription(parts, layout.descriptions);
  if (layout.descriptions === 'short') {
    const [opening] = description;
    if (opening !== undefined) first.push(run(` ${opening}`, { size: layout.density.smallSize }));
    return [new Paragraph({ style: CELL_STYLE.text, keepNext, children: first })];
  }
  return [
    new Paragraph({ style: CELL_STYLE.text, keepNext, children: first }),
    ...description.map((line) => new CellParagraph(CELL_STYLE.description, clean(line), keepNext)),
  ];
}

/**
 * A label, then the amount right-aligned under the TOTAL column. The amount
 * takes the last two columns when there are three or more: a ten-column
 * table's last column is 2 cm wide, too narrow for `37.617.234,56 €` in the
 * total row's larger type.
 */
function amountRow(
  label: string,
  amount: number,
  style: { bold: boolean; color: string; size?: number },
  layout: ItemsTableLayout,
  keepNext: boolean,
): TableRow {
  const { columns, widths, density } = layout;
  const amountSpan = columns.length >= 3 ? 2 : 1;
  const amountWidth = widths.slice(-amountSpan).reduce((sum, width) => sum + width, 0);
  const cell = (width: number, text: string, span: number) =>
    new TableCell({
      columnSpan: span,
      width: { size: width, type: WidthType.DXA },
      margins: { ...density.margins, top: density.amountPadding, bottom: density.amountPadding },
      children: [
        new Paragraph({ alignment: AlignmentType.RIGHT, keepNext, children: [run(text, style)] }),
      ],
    });
  const cells =
    columns.length === 1
      ? [cell(CONTENT_WIDTH, `${label}  ${formatMoney(amount)}`, 1)]
      : [
          cell(CONTENT_WIDTH - amountWidth, label, columns.length - amountSpan),
          cell(amountWidth, formatMoney(amount), amountSpan),
        ];
  return new TableRow({ cantSplit: true, children: cells });
}
