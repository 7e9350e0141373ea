import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  Tab,
  TabStopType,
  TextRun,
  VerticalAlign,
  WidthType,
  type IBorderOptions,
  type IParagraphStyleOptions,
  type ParagraphChild,
} from 'docx';
import type { CompanyBranding } from '../../config/branding.ts';
import {
  computeBudgetSummary,
  summaryLines,
  type ComputedBudgetSummary,
  type SummaryLineKind,
} from '../check/compute-budget-summary.ts';
import { BUDGET_VALIDITY_DAYS } from '../constants.ts';
import type { Budget, BudgetItem, ColumnName } from '../model/budget.ts';
import { CellParagraph } from './cell-paragraph.ts';
import { chooseDocumentColumns } from './choose-document-columns.ts';
import { computeColumnWidths } from './compute-column-widths.ts';
import { chooseDocumentDate } from './choose-document-date.ts';
import { formatDocumentDate } from './format-document-date.ts';
import { formatItemCell, NUMERIC_COLUMNS, splitResumen } from './format-item-cell.ts';
import { knownClient } from './known-client.ts';
import { formatMoney } from '../model/format-money.ts';
import { formatPercent } from '../model/format-percent.ts';
import { PlainTableCell } from './plain-table-cell.ts';
import { describeTotalDifferences } from './describe-total-differences.ts';
import { hasMoneyColumn, planBudgetRows, type BudgetTableRow } from './plan-budget-rows.ts';
import { readPngSize } from './read-png-size.ts';

export interface BuildBudgetDocxOptions {
  branding: CompanyBranding;
  /** The company logo as PNG bytes; the app fetches it as a static asset, the CLI reads it from disk. */
  logo?: Uint8Array;
  /** The generation date printed in the header and footer; defaults to now. */
  now?: Date;
}

/** A4 in twips (1/1440 inch), the paper Spanish companies print budgets on. */
const A4_SHORT_SIDE = 11906;
const A4_LONG_SIDE = 16838;
/** 1.27 cm margins: narrow enough for ten columns, wide enough for any printer. */
const PAGE_MARGIN = 720;
/** Header and footer sit half a margin from the paper's edge. */
const HEADER_FOOTER_DISTANCE = 360;
/** Landscape (spec §9): the table spans the long side minus both margins. */
const CONTENT_WIDTH = A4_LONG_SIDE - 2 * PAGE_MARGIN;

const FONT = 'Arial';
/** Font sizes in half-points, as Word stores them. */
const BODY_SIZE = 16;
const SMALL_SIZE = 14;
const HEADER_TITLE_SIZE = 32;
const COMPANY_NAME_SIZE = 24;
const TOTAL_SIZE = 20;
/** Logo height in the header, in pixels at 96 dpi (about 1.6 cm). */
const LOGO_HEIGHT_PX = 60;
const MUTED_TEXT = '595959';
const RULE_COLOUR = 'BFBFBF';
/** Cell padding in twips. */
const CELL_MARGINS = { top: 40, bottom: 40, left: 80, right: 80 };

/** Text size and padding of the items table. */
interface TableDensity {
  size: number;
  smallSize: number;
  margins: typeof CELL_MARGINS;
}
const REGULAR_TABLE: TableDensity = {
  size: BODY_SIZE,
  smallSize: SMALL_SIZE,
  margins: CELL_MARGINS,
};
/**
 * With all ten columns each non-RESUMEN column is about 2 cm wide; at 7 pt with
 * 3 pt padding an amount up to `9.999.999,99 €` and a 10-character code still
 * fit on one line, where 8 pt wraps them.
 */
const DENSE_TABLE: TableDensity = {
  size: 14,
  smallSize: 13,
  margins: { top: 40, bottom: 40, left: 60, right: 60 },
};
/** Above this many columns the table switches to the dense text size. */
const DENSE_COLUMN_COUNT = 6;
/** A row whose RESUMEN is longer than this may split across pages: a row taller than a page would be cut off. */
const MAX_UNSPLIT_RESUMEN_CHARS = 1200;

/** Spec §2: the preview's text for a budget without items; the document says the same. */
const NO_ITEMS_TEXT = 'No se pudieron cargar los elementos del presupuesto';
const IVA_NOT_INCLUDED_TEXT = 'IVA no incluido';
/** The total row and the two rows above it (a last item, its chapter's subtotal) go with the closing block. */
const KEEP_WITH_CLOSING_ROWS = 3;
const VALIDITY_TEXT = `Este presupuesto es válido durante ${BUDGET_VALIDITY_DAYS} días`;

const NO_BORDER: IBorderOptions = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const THIN_RULE: IBorderOptions = { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOUR };
/** Both tables (items and summary): ruled top and bottom, light lines between rows, no verticals. */
const TABLE_BORDERS = {
  top: THIN_RULE,
  bottom: THIN_RULE,
  left: NO_BORDER,
  right: NO_BORDER,
  insideHorizontal: { ...THIN_RULE, color: 'D9D9D9' },
  insideVertical: NO_BORDER,
};

/** Characters XML 1.0 forbids (control codes from PDF text, lone surrogates): Word refuses a file holding one. */
const XML_INVALID_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function clean(text: string): string {
  return text.replace(XML_INVALID_CHARACTERS, '');
}

function run(
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
const CELL_STYLE = {
  text: 'CeldaTexto',
  number: 'CeldaNumero',
  centered: 'CeldaCentrada',
  description: 'CeldaDescripcion',
} as const;

function cellStyles(density: TableDensity): IParagraphStyleOptions[] {
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

function cellStyleOf(column: ColumnName): string {
  if (NUMERIC_COLUMNS.has(column)) return CELL_STYLE.number;
  if (column === 'UDS') return CELL_STYLE.centered;
  return CELL_STYLE.text;
}

/**
 * Builds the branded Word document of a budget (spec §9): landscape A4, a
 * header with logo, company lines, budget id, client and date, the items table
 * (chapters as heading and subtotal rows when the budget has them), the total
 * row, the PEM/GG/BI/IVA summary when the source states it, the validity note,
 * and a footer with the generation date and 'Página X de Y'. Pure: returns the
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

  const density = columns.length > DENSE_COLUMN_COUNT ? DENSE_TABLE : REGULAR_TABLE;
  const summary = computeBudgetSummary(budget);
  // Where no IVA line is printed, the client is told the total is before IVA.
  const ivaMissing =
    rows.some((row) => row.kind === 'total') && (summary === undefined || summary.ivaPercent === 0);
  // The closing figures never sit alone on the last page: the table's last rows go with them.
  const closing = summary !== undefined || ivaMissing;
  const body: (Paragraph | Table)[] = [
    itemsTable(columns, widths, rows, branding, density, closing ? KEEP_WITH_CLOSING_ROWS : 0),
  ];
  if (budget.items.length === 0) {
    body.push(
      new Paragraph({
        spacing: { before: 200 },
        children: [run(NO_ITEMS_TEXT, { italics: true })],
      }),
    );
  }
  const notes = describeTotalDifferences(budget);
  if (notes.length > 0 && hasMoneyColumn(columns)) body.push(differenceNote(notes, closing));
  if (summary) body.push(spacer(), summaryTable(summary, branding, ivaMissing));
  if (ivaMissing)
    body.push(
      new Paragraph({
        alignment: AlignmentType.RIGHT,
        spacing: { before: 80 },
        children: [run(IVA_NOT_INCLUDED_TEXT, { bold: true, color: MUTED_TEXT })],
      }),
    );
  body.push(
    new Paragraph({
      spacing: { before: 240 },
      children: [run(VALIDITY_TEXT, { italics: true, color: MUTED_TEXT })],
    }),
  );

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

function pageHeader(
  budget: Budget,
  branding: CompanyBranding,
  logo: Uint8Array | undefined,
  now: Date,
): Header {
  const logoWidth = 1500;
  const titleWidth = 5000;
  const companyWidth = CONTENT_WIDTH - logoWidth - titleWidth;
  const logoParagraph = new Paragraph({ children: logo ? [logoImage(logo)] : [] });
  const companyLines = [
    new Paragraph({
      children: [
        run(branding.name, {
          bold: true,
          color: branding.colors.headerBlue,
          size: COMPANY_NAME_SIZE,
        }),
      ],
    }),
    ...[
      branding.documentHeader.project,
      branding.documentHeader.workCentre,
      branding.documentHeader.registeredOffice,
    ].map(
      (line) => new Paragraph({ children: [run(line, { color: MUTED_TEXT, size: SMALL_SIZE })] }),
    ),
  ];
  const client = knownClient(budget);
  const right = (children: TextRun[]) =>
    new Paragraph({ alignment: AlignmentType.RIGHT, children });
  const budgetLines = [
    right([
      run('PRESUPUESTO', {
        bold: true,
        color: branding.colors.headerBlue,
        size: HEADER_TITLE_SIZE,
      }),
    ]),
    right([run('Nº ', { bold: true }), run(budget.id)]),
    // No client known: the line is left out rather than printing "Cliente no identificado".
    ...(client !== undefined ? [right([run('Cliente: ', { bold: true }), run(client)])] : []),
    ...(budget.title !== undefined
      ? [right([run('Obra: ', { bold: true }), run(budget.title)])]
      : []),
    // The header carries the document's date (the user's, if set); the footer says when it was made.
    right([
      run('Fecha: ', { bold: true }),
      run(formatDocumentDate(chooseDocumentDate(budget, now))),
    ]),
  ];
  const cell = (width: number, children: Paragraph[]) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      verticalAlign: VerticalAlign.CENTER,
      borders: { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER },
      children,
    });
  const layout = new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [logoWidth, companyWidth, titleWidth],
    layout: TableLayoutType.FIXED,
    borders: {
      top: NO_BORDER,
      bottom: NO_BORDER,
      left: NO_BORDER,
      right: NO_BORDER,
      insideHorizontal: NO_BORDER,
      insideVertical: NO_BORDER,
    },
    rows: [
      new TableRow({
        children: [
          cell(logoWidth, [logoParagraph]),
          cell(companyWidth, companyLines),
          cell(titleWidth, budgetLines),
        ],
      }),
    ],
  });
  const rule = new Paragraph({
    spacing: { after: 120 },
    border: {
      bottom: { style: BorderStyle.SINGLE, size: 12, color: branding.colors.accent, space: 1 },
    },
    children: [],
  });
  return new Header({ children: [layout, rule] });
}

function logoImage(logo: Uint8Array): ImageRun {
  const size = readPngSize(logo);
  return new ImageRun({
    type: 'png',
    data: logo,
    transformation: {
      width: Math.round((LOGO_HEIGHT_PX * size.width) / size.height),
      height: LOGO_HEIGHT_PX,
    },
    altText: { name: 'Logotipo', title: 'Logotipo', description: 'Logotipo de la empresa' },
  });
}

function pageFooter(branding: CompanyBranding, now: Date): Footer {
  const small = { size: SMALL_SIZE, color: MUTED_TEXT };
  const pageLabel: ParagraphChild = new TextRun({
    font: FONT,
    ...small,
    children: ['Página ', PageNumber.CURRENT, ' de ', PageNumber.TOTAL_PAGES],
  });
  return new Footer({
    children: [
      new Paragraph({
        border: { top: { style: BorderStyle.SINGLE, size: 4, color: RULE_COLOUR, space: 4 } },
        children: [
          run(
            [
              branding.legalName,
              `CIF ${branding.taxId}`,
              branding.contact.address,
              branding.contact.phone,
              branding.contact.email,
            ].join(' · '),
            small,
          ),
        ],
      }),
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: CONTENT_WIDTH }],
        children: [
          run(`Documento generado el ${formatDocumentDate(now)}`, small),
          new TextRun({ ...small, children: [new Tab()] }),
          pageLabel,
        ],
      }),
    ],
  });
}

function itemsTable(
  columns: readonly ColumnName[],
  widths: readonly number[],
  rows: readonly BudgetTableRow[],
  branding: CompanyBranding,
  density: TableDensity,
  keepLastRows: number,
): Table {
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map(
      (column, index) =>
        new TableCell({
          width: { size: widths[index] ?? 0, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: branding.colors.headerBlue },
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
      header,
      ...rows.map((row, index) =>
        tableRow(row, columns, widths, branding, density, index >= rows.length - keepLastRows),
      ),
    ],
  });
}

function tableRow(
  row: BudgetTableRow,
  columns: readonly ColumnName[],
  widths: readonly number[],
  branding: CompanyBranding,
  density: TableDensity,
  keepNext: boolean,
): TableRow {
  switch (row.kind) {
    case 'item':
      return itemRow(row.item, row.shaded, columns, widths, branding, keepNext);
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
        columns,
        widths,
        density,
        keepNext,
      );
    case 'total':
      return amountRow(
        'TOTAL',
        row.total,
        { bold: true, color: branding.colors.totalRed, size: TOTAL_SIZE },
        columns,
        widths,
        density,
        keepNext,
      );
  }
}

function itemRow(
  item: BudgetItem,
  shaded: boolean,
  columns: readonly ColumnName[],
  widths: readonly number[],
  branding: CompanyBranding,
  keepNext: boolean,
): TableRow {
  const fill = shaded ? branding.colors.alternateRow : undefined;
  return new TableRow({
    cantSplit: item.resumen.length <= MAX_UNSPLIT_RESUMEN_CHARS,
    children: columns.map((column, index) =>
      column === 'RESUMEN'
        ? new TableCell({
            width: { size: widths[index] ?? 0, type: WidthType.DXA },
            ...(fill ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill } } : {}),
            children: resumenParagraphs(item, keepNext),
          })
        : new PlainTableCell(
            new CellParagraph(cellStyleOf(column), clean(formatItemCell(item, column)), keepNext),
            fill,
          ),
    ),
  });
}

/** Spec §9: the RESUMEN cell shows the unit, then the first description line (the title) in bold, then the rest. */
function resumenParagraphs(item: BudgetItem, keepNext: boolean): Paragraph[] {
  const { unit, title, description } = splitResumen(item);
  const first: TextRun[] = [];
  if (unit !== '') first.push(run(`${unit}  `, { color: MUTED_TEXT }));
  first.push(run(title, { bold: true }));
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
  columns: readonly ColumnName[],
  widths: readonly number[],
  density: TableDensity,
  keepNext: boolean,
): TableRow {
  const amountSpan = columns.length >= 3 ? 2 : 1;
  const amountWidth = widths.slice(-amountSpan).reduce((sum, width) => sum + width, 0);
  const cell = (width: number, text: string, span: number) =>
    new TableCell({
      columnSpan: span,
      width: { size: width, type: WidthType.DXA },
      margins: { ...density.margins, top: 80, bottom: 80 },
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

/**
 * The small note under the table when a total the document states is not the sum of its
 * lines: the table shows the document's figure, and this says by how much the lines differ.
 */
function differenceNote(notes: readonly string[], keepNext: boolean): Paragraph {
  return new Paragraph({
    spacing: { before: 120 },
    keepNext,
    children: notes.flatMap((note, index) => {
      const text = run(note, { italics: true, color: MUTED_TEXT, size: SMALL_SIZE });
      return index === 0 ? [text] : [new TextRun({ break: 1 }), text];
    }),
  });
}

function spacer(): Paragraph {
  return new Paragraph({ spacing: { before: 120 }, keepNext: true, children: [] });
}

/** The closing block Spanish budgets print under the total: PEM, GG, BI, their sum, IVA, contract total. */
function summaryTable(
  summary: ComputedBudgetSummary,
  branding: CompanyBranding,
  keepWithNext: boolean,
): Table {
  const percent = (value: number) => `${formatPercent(value)} %`;
  const labels: Record<SummaryLineKind, (percent: string) => string> = {
    pem: () => 'Presupuesto de ejecución material (PEM)',
    gastosGenerales: (p) => `Gastos generales (${p})`,
    beneficioIndustrial: (p) => `Beneficio industrial (${p})`,
    base: () => 'Suma',
    iva: (p) => `IVA (${p})`,
    contractTotal: () => 'Presupuesto de ejecución por contrata (PEC)',
  };
  // PEM, the sum and the contract total are the figures a reader looks for: bold.
  const bold = new Set<SummaryLineKind>(['pem', 'base', 'contractTotal']);
  const lines: Array<[string, number, boolean]> = summaryLines(summary).map((line) => [
    labels[line.kind](percent(line.percent ?? 0)),
    line.amount,
    bold.has(line.kind),
  ]);
  const labelWidth = 4800;
  const amountWidth = 2200;
  const cell = (
    width: number,
    text: string,
    bold: boolean,
    alignment: (typeof AlignmentType)[keyof typeof AlignmentType],
    last: boolean,
  ) =>
    new TableCell({
      width: { size: width, type: WidthType.DXA },
      margins: CELL_MARGINS,
      ...(last
        ? {
            shading: { type: ShadingType.CLEAR, color: 'auto', fill: branding.colors.alternateRow },
          }
        : {}),
      children: [
        new Paragraph({
          alignment,
          // The block holds together, and with the "IVA no incluido" line under it.
          keepNext: !last || keepWithNext,
          children: [run(text, { bold, ...(last ? { color: branding.colors.headerBlue } : {}) })],
        }),
      ],
    });
  return new Table({
    width: { size: labelWidth + amountWidth, type: WidthType.DXA },
    columnWidths: [labelWidth, amountWidth],
    layout: TableLayoutType.FIXED,
    alignment: AlignmentType.RIGHT,
    borders: TABLE_BORDERS,
    rows: lines.map(
      ([label, amount, bold], index) =>
        new TableRow({
          cantSplit: true,
          children: [
            cell(labelWidth, label, bold, AlignmentType.LEFT, index === lines.length - 1),
            cell(
              amountWidth,
              formatMoney(amount),
              bold,
              AlignmentType.RIGHT,
              index === lines.length - 1,
            ),
          ],
        }),
    ),
  });
}
