import {
  AlignmentType,
  Document,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  VerticalAlign,
  WidthType,
} from 'docx';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import { COLUMN_NAMES, type BudgetItem, type ColumnName } from '../../model/budget.ts';
import { formatMoney } from '../../model/format-money.ts';
import { ITEM_NOTE_LABEL } from '../../model/item-note.ts';
import { computeColumnWidths } from '../compute-column-widths.ts';
import { formatItemCell, splitResumen } from '../format-item-cell.ts';
import type { BudgetTableRow } from '../plan-budget-rows.ts';
import { printedDescription } from '../shorten-description.ts';
import {
  CELL_STYLE,
  CONTENT_WIDTH,
  DENSE_TABLE,
  MUTED_TEXT,
  TABLE_BORDERS,
  TOTAL_SIZE,
  cellStyleOf,
  clean,
  run,
} from './docx-text.ts';
import { itemsTableXml, type ItemsTableLayout } from './docx-items-table.ts';

const { colors } = companyBranding;

function item(codigo: string, resumen: string, uds: string, cantidad: string): BudgetItem {
  return {
    codigo,
    resumen,
    uds,
    longitud: '2,5',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad,
    precio_unitario: 12.5,
    total: 1234.5,
  };
}

const CHAPTER = { code: '01', title: 'MOVIMIENTO DE TIERRAS & "otros"', level: 1, total: 2469 };
const SUBCHAPTER = {
  code: '01.01',
  title: "EXCAVACIÓN <a cielo> 'abierto'",
  level: 2,
  total: 2469,
};
const ROWS: BudgetTableRow[] = [
  { kind: 'chapter-heading', chapter: CHAPTER },
  { kind: 'chapter-heading', chapter: SUBCHAPTER },
  {
    kind: 'item',
    shaded: false,
    item: item(
      'E02 & <x>',
      'EXCAV. ZANJA "A" MÁQUINA\nExcavación en zanja, en terreno compacto, con medios mecánicos.\nIncluso carga.',
      'm³',
      '15545,91',
    ),
  },
  {
    kind: 'item',
    shaded: true,
    item: {
      ...item('DEM06', 'DEMOLICIÓN', '', ''),
      note: 'Ver plano 3 & "B", 12,50 m\nSegunda línea',
    },
  },
  { kind: 'item', shaded: false, item: item('X1', '', 'ud', '1\u0001') },
  { kind: 'chapter-subtotal', chapter: SUBCHAPTER, amount: 2469 },
  { kind: 'total', total: 2469 },
];

function layoutOf(
  columns: readonly ColumnName[],
  descriptions: 'short' | 'full',
): ItemsTableLayout {
  return {
    columns,
    widths: computeColumnWidths(columns, CONTENT_WIDTH),
    branding: companyBranding,
    density: DENSE_TABLE,
    descriptions,
  };
}

/**
 * The same table built from docx's own components, as the export built it before it wrote the
 * XML itself: the reference the written XML must equal byte for byte.
 */
function componentTable(
  rows: readonly BudgetTableRow[],
  layout: ItemsTableLayout,
  part: 'body' | 'tail',
): Table {
  const { columns, widths, density, descriptions } = layout;
  const keepNext = part === 'tail';
  const sides = { left: density.margins.left, right: density.margins.right };
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: columns.map(
      (column, index) =>
        new TableCell({
          width: { size: widths[index]!, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: colors.headerBlue },
          margins: sides,
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
  const amountRow = (label: string, amount: number, color: string, size: number) => {
    const cell = (width: number, text: string, span: number) =>
      new TableCell({
        columnSpan: span,
        width: { size: width, type: WidthType.DXA },
        margins: { ...density.margins, top: density.amountPadding, bottom: density.amountPadding },
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            keepNext,
            children: [run(text, { bold: true, color, size })],
          }),
        ],
      });
    const amountWidth = widths.slice(-2).reduce((sum, width) => sum + width, 0);
    return new TableRow({
      cantSplit: true,
      children: [
        cell(CONTENT_WIDTH - amountWidth, label, columns.length - 2),
        cell(amountWidth, formatMoney(amount), 2),
      ],
    });
  };
  const plainParagraph = (style: string, text: string) =>
    new Paragraph({
      style,
      keepNext: keepNext || undefined,
      children: text === '' ? [] : [run(text)],
    });
  const rowOf = (row: BudgetTableRow): TableRow => {
    switch (row.kind) {
      case 'chapter-heading': {
        const look = {
          bold: true,
          color: colors.headerBlue,
          size: row.chapter.level <= 1 ? TOTAL_SIZE : density.size + 2,
        };
        const cell = (width: number, span: number, text: string, left: number) =>
          new TableCell({
            columnSpan: span,
            width: { size: width, type: WidthType.DXA },
            margins: { ...density.margins, top: 100 },
            children: [
              new Paragraph({ keepNext: true, indent: { left }, children: [run(text, look)] }),
            ],
          });
        return new TableRow({
          cantSplit: true,
          children: [
            cell(widths[0]!, 1, row.chapter.code, (row.chapter.level - 1) * 240),
            cell(CONTENT_WIDTH - widths[0]!, columns.length - 1, row.chapter.title, 0),
          ],
        });
      }
      case 'chapter-subtotal':
        return amountRow(
          `Total ${row.chapter.code} ${row.chapter.title}`,
          row.amount,
          colors.headerBlue,
          density.size,
        );
      case 'total':
        return amountRow('TOTAL', row.total, colors.totalRed, TOTAL_SIZE);
      case 'item': {
        const parts = splitResumen(row.item);
        const description = printedDescription(parts, descriptions);
        const first = [
          ...(parts.unit === '' ? [] : [run(`${parts.unit}  `, { color: MUTED_TEXT })]),
          run(parts.title, { bold: true }),
          ...(descriptions === 'short' && description[0] !== undefined
            ? [run(` ${description[0]}`, { size: density.smallSize })]
            : []),
        ];
        const look = { italics: true, color: MUTED_TEXT };
        const note = parts.note.map(
          (line, index) =>
            new Paragraph({
              style: CELL_STYLE.description,
              keepNext: keepNext || undefined,
              children:
                index === 0
                  ? [run(ITEM_NOTE_LABEL, { ...look, bold: true }), run(` ${line}`, look)]
                  : [run(line, look)],
            }),
        );
        const resumen = [
          new Paragraph({ style: CELL_STYLE.text, keepNext, children: first }),
          ...(descriptions === 'full'
            ? description.map((line) => plainParagraph(CELL_STYLE.description, line))
            : []),
          ...note,
        ];
        return new TableRow({
          cantSplit: true,
          children: columns.map(
            (column, index) =>
              new TableCell({
                width: { size: widths[index]!, type: WidthType.DXA },
                ...(row.shaded
                  ? {
                      shading: {
                        type: ShadingType.CLEAR,
                        color: 'auto',
                        fill: colors.alternateRow,
                      },
                    }
                  : {}),
                margins: sides,
                children:
                  column === 'RESUMEN'
                    ? resumen
                    : [
                        plainParagraph(
                          cellStyleOf(column),
                          clean(formatItemCell(row.item, column)),
                        ),
                      ],
              }),
          ),
        });
      }
    }
  };
  return new Table({
    width: { size: CONTENT_WIDTH, type: WidthType.DXA },
    columnWidths: [...widths],
    layout: TableLayoutType.FIXED,
    margins: density.margins,
    borders: TABLE_BORDERS,
    rows: [...(part === 'body' ? [header] : []), ...rows.map(rowOf)],
  });
}

async function tableXmlOf(table: Table): Promise<string> {
  const bytes = await Packer.pack(
    new Document({ sections: [{ children: [table] }] }),
    'uint8array',
  );
  const xml = strFromU8(unzipSync(bytes)['word/document.xml']!);
  return xml.slice(xml.indexOf('<w:tbl>'), xml.lastIndexOf('</w:tbl>') + '</w:tbl>'.length);
}

describe('itemsTableXml', () => {
  const fiveColumns: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
  for (const columns of [[...COLUMN_NAMES], fiveColumns])
    for (const descriptions of ['short', 'full'] as const)
      for (const part of ['body', 'tail'] as const)
        it(`writes the XML docx writes for the same table (${columns.length} columns, ${descriptions} descriptions, ${part})`, async () => {
          const layout = layoutOf(columns, descriptions);
          const written = itemsTableXml(ROWS, layout, part);
          expect(written).toBe(await tableXmlOf(componentTable(ROWS, layout, part)));
          expect(written).toContain('E02 &amp; &lt;x&gt;');
          expect(written).toContain('EXCAVACIÓN &lt;a cielo&gt; &apos;abierto&apos;');
          expect(written).not.toContain('\u0001');
          expect(written).toContain('Ver plano 3 &amp; &quot;B&quot;, 12,50 m');
        });

  it('lets a row of a long full description split across pages, and keeps a short one whole', () => {
    const long = `TÍTULO\n${'Texto de la descripción, largo. '.repeat(50)}`;
    const rows: BudgetTableRow[] = [
      { kind: 'item', shaded: false, item: item('A', long, 'm', '1') },
    ];
    expect(itemsTableXml(rows, layoutOf(fiveColumns, 'full'), 'body')).toContain(
      '<w:cantSplit w:val="off"/>',
    );
    expect(itemsTableXml(rows, layoutOf(fiveColumns, 'short'), 'body')).not.toContain(
      'w:val="off"',
    );
  });
});
