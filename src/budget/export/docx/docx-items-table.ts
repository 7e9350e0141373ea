/**
 * The items table of the Word document (spec §9): blue header cells repeated on every page,
 * chapter headings and subtotals, item rows with alternate shading, the red TOTAL row.
 *
 * Written as WordprocessingML text row by row, not as docx components: the document's other
 * parts are docx's, and this table goes into the place an XmlSlot keeps for it
 * (docx-xml-slot.ts). docx holds a tree of components for every cell, copies it into plain
 * objects, resolves those into a third tree, and only then writes text; on a 2,000-item,
 * ten-column budget (20,000 cells, 250,000 XML elements) that peaked at 348 MB RSS, against
 * 300 MB. The XML written is docx's, element for element and byte for byte (the test compares
 * the document with one built from docx components); the property fragments every cell of a
 * column shares are written once per table.
 */
import type { CompanyBranding } from '../../../config/branding.ts';
import type { BudgetChapter, BudgetItem, ColumnName } from '../../model/budget.ts';
import { ITEM_NOTE_LABEL } from '../../model/item-note.ts';
import { formatMoney } from '../../model/format-money.ts';
import { formatItemCell, splitResumen } from '../format-item-cell.ts';
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
  type TableDensity,
} from './docx-text.ts';

/** A row whose RESUMEN is longer than this may split across pages: a row taller than a page would be cut off. */
const MAX_UNSPLIT_RESUMEN_CHARS = 1200;
/** A chapter heading is indented by this much (twips) per level below the first. */
const LEVEL_INDENT = 240;
/** Top padding of a chapter heading's cell, in twips: space above the chapter's name. */
const HEADING_TOP_PADDING = 100;

export interface ItemsTableLayout {
  columns: readonly ColumnName[];
  widths: readonly number[];
  branding: CompanyBranding;
  density: TableDensity;
  descriptions: DescriptionLength;
}

/** A run's look: bold, italic, colour (hex), size in half-points. */
interface RunLook {
  bold?: boolean;
  italics?: boolean;
  color?: string;
  size?: number;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&apos;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text as XML character data, escaped as docx escapes it (quotes too), without characters XML forbids. */
function xmlText(text: string): string {
  return clean(text).replace(/[&"'<>]/g, (char) => XML_ESCAPES[char]!);
}

function runXml(text: string, look: RunLook = {}): string {
  let properties = '';
  if (look.bold) properties += '<w:b/><w:bCs/>';
  if (look.italics) properties += '<w:i/><w:iCs/>';
  if (look.color !== undefined) properties += `<w:color w:val="${xmlText(look.color)}"/>`;
  if (look.size !== undefined)
    properties += `<w:sz w:val="${look.size}"/><w:szCs w:val="${look.size}"/>`;
  const rPr = properties === '' ? '' : `<w:rPr>${properties}</w:rPr>`;
  return `<w:r>${rPr}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
}

/** A paragraph's keep-with-next: on, or (where docx wrote the option given as false) explicitly off. */
function keepNextXml(keepNext: boolean, writeOff: boolean): string {
  if (keepNext) return '<w:keepNext/>';
  return writeOff ? '<w:keepNext w:val="false"/>' : '';
}

/** A paragraph in one of the cell styles (docx-text.ts), with its runs' XML. */
function styledParagraph(style: string, keepNext: boolean, runs: string, writeOff = false): string {
  return `<w:p><w:pPr><w:pStyle w:val="${style}"/>${keepNextXml(keepNext, writeOff)}</w:pPr>${runs}</w:p>`;
}

function widthXml(twips: number): string {
  return `<w:tcW w:type="dxa" w:w="${twips}"/>`;
}

function shadingXml(fill: string): string {
  return `<w:shd w:fill="${xmlText(fill)}" w:color="auto" w:val="clear"/>`;
}

/**
 * A cell's own margins (the table's `w:tblCellMar` is not enough: LibreOffice ignores it, and
 * codes and amounts touched the edges of the blue header bar and of the shading).
 */
function marginsXml(sides: { top?: number; left: number; bottom?: number; right: number }): string {
  const side = (name: string, twips: number | undefined) =>
    twips === undefined ? '' : `<w:${name} w:type="dxa" w:w="${twips}"/>`;
  return `<w:tcMar>${side('top', sides.top)}${side('left', sides.left)}${side('bottom', sides.bottom)}${side('right', sides.right)}</w:tcMar>`;
}

function bordersXml(): string {
  const border = (name: string, { style, color, size }: (typeof TABLE_BORDERS)['top']) =>
    `<w:${name} w:val="${style}" w:color="${color ?? 'auto'}" w:sz="${size ?? 0}"/>`;
  const b = TABLE_BORDERS;
  return `<w:tblBorders>${border('top', b.top)}${border('left', b.left)}${border('bottom', b.bottom)}${border('right', b.right)}${border('insideH', b.insideHorizontal)}${border('insideV', b.insideVertical)}</w:tblBorders>`;
}

function tableStartXml(widths: readonly number[], density: TableDensity): string {
  const grid = widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('');
  const margins = density.margins;
  return (
    `<w:tbl><w:tblPr><w:tblW w:type="dxa" w:w="${CONTENT_WIDTH}"/>${bordersXml()}` +
    `<w:tblLayout w:type="fixed"/><w:tblCellMar>` +
    `<w:top w:type="dxa" w:w="${margins.top}"/><w:left w:type="dxa" w:w="${margins.left}"/>` +
    `<w:bottom w:type="dxa" w:w="${margins.bottom}"/><w:right w:type="dxa" w:w="${margins.right}"/>` +
    `</w:tblCellMar></w:tblPr><w:tblGrid>${grid}</w:tblGrid>`
  );
}

/** The cell properties every item cell of a column shares, plain and shaded, written once. */
interface ColumnCellProperties {
  plain: string;
  shaded: string;
}

/** What the rows of one table share: its layout and each column's prepared cell properties. */
interface TableWriter {
  layout: ItemsTableLayout;
  cellProperties: ColumnCellProperties[];
}

/**
 * The items table (`body`: with its header row, repeated on every page), or its last rows
 * (`tail`: no header, every paragraph kept with the next), which the document holds on one
 * page with the closing block. Returns the table's `<w:tbl>` XML.
 */
export function itemsTableXml(
  rows: readonly BudgetTableRow[],
  layout: ItemsTableLayout,
  part: 'body' | 'tail',
): string {
  const { widths, branding, density } = layout;
  const sides = { left: density.margins.left, right: density.margins.right };
  const cellProperties = widths.map((width) => ({
    plain: `<w:tcPr>${widthXml(width)}${marginsXml(sides)}</w:tcPr>`,
    shaded: `<w:tcPr>${widthXml(width)}${shadingXml(branding.colors.alternateRow)}${marginsXml(sides)}</w:tcPr>`,
  }));
  const writer: TableWriter = { layout, cellProperties };
  const parts = [tableStartXml(widths, density)];
  if (part === 'body') parts.push(headerRowXml(layout));
  for (const row of rows) parts.push(tableRowXml(row, writer, part === 'tail'));
  parts.push('</w:tbl>');
  return parts.join('');
}

function headerRowXml(layout: ItemsTableLayout): string {
  const { columns, widths, branding, density } = layout;
  const sides = { left: density.margins.left, right: density.margins.right };
  const cells = columns.map(
    (column, index) =>
      `<w:tc><w:tcPr>${widthXml(widths[index] ?? 0)}${shadingXml(branding.colors.headerBlue)}` +
      `${marginsXml(sides)}<w:vAlign w:val="center"/></w:tcPr>` +
      styledParagraph(cellStyleOf(column), false, runXml(column, { bold: true, color: 'FFFFFF' })) +
      '</w:tc>',
  );
  return `<w:tr><w:trPr><w:cantSplit/><w:tblHeader/></w:trPr>${cells.join('')}</w:tr>`;
}

function rowXml(cantSplit: boolean, cells: string): string {
  const split = cantSplit ? '<w:cantSplit/>' : '<w:cantSplit w:val="off"/>';
  return `<w:tr><w:trPr>${split}</w:trPr>${cells}</w:tr>`;
}

function tableRowXml(row: BudgetTableRow, writer: TableWriter, keepNext: boolean): string {
  const { branding, density } = writer.layout;
  switch (row.kind) {
    case 'item':
      return itemRowXml(row.item, row.shaded, writer, keepNext);
    case 'chapter-heading':
      return headingRowXml(row.chapter, writer.layout);
    case 'chapter-subtotal':
      return amountRowXml(
        `Total ${row.chapter.code} ${row.chapter.title}`.trim(),
        row.amount,
        { bold: true, color: branding.colors.headerBlue, size: density.size },
        writer.layout,
        keepNext,
      );
    case 'total':
      return amountRowXml(
        'TOTAL',
        row.total,
        { bold: true, color: branding.colors.totalRed, size: TOTAL_SIZE },
        writer.layout,
        keepNext,
      );
  }
}

/**
 * A chapter's heading: its code under the CÓDIGO column and its title across the other
 * columns, so the document reads back as it looks (a reader takes a code row without figures,
 * closed by a total naming it, for a chapter; `01  MOVIMIENTO DE TIERRAS` in one merged cell
 * read as a code of three words). Without a code column, or a code, one cell spans the row.
 */
function headingRowXml(chapter: BudgetChapter, layout: ItemsTableLayout): string {
  const { columns, widths, branding, density } = layout;
  const indent = Math.max(0, chapter.level - 1) * LEVEL_INDENT;
  const look = {
    bold: true,
    color: branding.colors.headerBlue,
    size: chapter.level <= 1 ? TOTAL_SIZE : density.size + 2,
  };
  const margins = { ...density.margins, top: HEADING_TOP_PADDING };
  const cell = (width: number, span: number, text: string, left: number) =>
    `<w:tc><w:tcPr>${widthXml(width)}<w:gridSpan w:val="${span}"/>${marginsXml(margins)}</w:tcPr>` +
    `<w:p><w:pPr><w:keepNext/><w:ind w:left="${left}"/></w:pPr>${runXml(text, look)}</w:p></w:tc>`;
  const codeWidth = widths[0] ?? 0;
  if (columns[0] !== 'CÓDIGO' || columns.length === 1 || chapter.code.trim() === '')
    return rowXml(
      true,
      cell(CONTENT_WIDTH, columns.length, `${chapter.code}  ${chapter.title}`.trim(), indent),
    );
  return rowXml(
    true,
    cell(codeWidth, 1, chapter.code, indent) +
      cell(CONTENT_WIDTH - codeWidth, columns.length - 1, chapter.title, 0),
  );
}

function itemRowXml(
  item: BudgetItem,
  shaded: boolean,
  writer: TableWriter,
  keepNext: boolean,
): string {
  const { layout, cellProperties } = writer;
  let cells = '';
  layout.columns.forEach((column, index) => {
    const properties = cellProperties[index]!;
    const content =
      column === 'RESUMEN'
        ? resumenParagraphsXml(item, layout, keepNext)
        : plainParagraphXml(cellStyleOf(column), formatItemCell(item, column), keepNext);
    cells += `<w:tc>${shaded ? properties.shaded : properties.plain}${content}</w:tc>`;
  });
  return rowXml(
    layout.descriptions === 'short' ||
      item.resumen.length + (item.note?.length ?? 0) <= MAX_UNSPLIT_RESUMEN_CHARS,
    cells,
  );
}

/** One plain run in a cell style; an empty cell gets no run at all (a quarter of a ten-column table's cells are empty). */
function plainParagraphXml(style: string, text: string, keepNext: boolean): string {
  const cleaned = clean(text);
  return styledParagraph(style, keepNext, cleaned === '' ? '' : runXml(cleaned));
}

/**
 * Spec §9: the RESUMEN cell shows the unit, then the first description line (the title) in bold,
 * then the description as printedDescription gives it (shorten-description.ts, the PDF's
 * too): whole, in paragraphs of their own, or (short) its opening on the title's paragraph.
 * The title is never shortened. The item's note follows, whole, in muted italics
 * (noteParagraphsXml).
 */
function resumenParagraphsXml(
  item: BudgetItem,
  layout: ItemsTableLayout,
  keepNext: boolean,
): string {
  const parts = splitResumen(item);
  const { unit, title } = parts;
  let first = unit === '' ? '' : runXml(`${unit}  `, { color: MUTED_TEXT });
  first += runXml(title, { bold: true });
  const description = printedDescription(parts, layout.descriptions);
  if (layout.descriptions === 'short') {
    const [opening] = description;
    if (opening !== undefined) first += runXml(` ${opening}`, { size: layout.density.smallSize });
    return (
      styledParagraph(CELL_STYLE.text, keepNext, first, true) +
      noteParagraphsXml(parts.note, keepNext)
    );
  }
  return (
    styledParagraph(CELL_STYLE.text, keepNext, first, true) +
    description.map((line) => plainParagraphXml(CELL_STYLE.description, line, keepNext)).join('') +
    noteParagraphsXml(parts.note, keepNext)
  );
}

/**
 * The item's note under its description, in paragraphs of its own (a reader takes the line
 * opening with the label, and those after it, back into the note: item-note.ts), secondary to
 * the description: muted italics at the description's size, the label in bold.
 */
function noteParagraphsXml(lines: readonly string[], keepNext: boolean): string {
  const look = { italics: true, color: MUTED_TEXT };
  return lines
    .map((line, index) =>
      styledParagraph(
        CELL_STYLE.description,
        keepNext,
        index === 0
          ? runXml(ITEM_NOTE_LABEL, { ...look, bold: true }) + runXml(` ${line}`, look)
          : runXml(line, look),
      ),
    )
    .join('');
}

/**
 * A label, then the amount right-aligned under the TOTAL column. The amount
 * takes the last two columns when there are three or more: a ten-column
 * table's last column is 2 cm wide, too narrow for `37.617.234,56 €` in the
 * total row's larger type.
 */
function amountRowXml(
  label: string,
  amount: number,
  look: RunLook,
  layout: ItemsTableLayout,
  keepNext: boolean,
): string {
  const { columns, widths, density } = layout;
  const amountSpan = columns.length >= 3 ? 2 : 1;
  const amountWidth = widths.slice(-amountSpan).reduce((sum, width) => sum + width, 0);
  const margins = { ...density.margins, top: density.amountPadding, bottom: density.amountPadding };
  const cell = (width: number, text: string, span: number) =>
    `<w:tc><w:tcPr>${widthXml(width)}<w:gridSpan w:val="${span}"/>${marginsXml(margins)}</w:tcPr>` +
    `<w:p><w:pPr>${keepNextXml(keepNext, true)}<w:jc w:val="right"/></w:pPr>${runXml(text, look)}</w:p></w:tc>`;
  const cells =
    columns.length === 1
      ? cell(CONTENT_WIDTH, `${label}  ${formatMoney(amount)}`, 1)
      : cell(CONTENT_WIDTH - amountWidth, label, columns.length - amountSpan) +
        cell(amountWidth, formatMoney(amount), amountSpan);
  return rowXml(true, cells);
}
