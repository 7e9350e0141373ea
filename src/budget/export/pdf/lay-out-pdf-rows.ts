import type { CompanyBranding } from '../../../config/branding.ts';
import type { ColumnName } from '../../model/budget.ts';
import { formatMoney } from '../../model/format-money.ts';
import { ITEM_NOTE_LABEL } from '../../model/item-note.ts';
import { canonicalUnit } from '../../parse/match-unit.ts';
import { formatItemCell, NUMERIC_COLUMNS, splitResumen } from '../format-item-cell.ts';
import { printedDescription, type DescriptionLength } from '../shorten-description.ts';
import type { BudgetTableRow } from '../plan-budget-rows.ts';
import {
  baselineOffset,
  HEADING_SIZE,
  lineHeight,
  MUTED_TEXT,
  BODY_TEXT,
  TOTAL_SIZE,
  type TableDensity,
} from './pdf-page-layout.ts';
import { wrapPdfText, type MeasureText } from './wrap-pdf-text.ts';

/** One piece of text of a row, placed relative to the row's top-left corner. */
export interface PlacedText {
  text: string;
  /** x of the left edge ('left'), the right edge ('right') or the middle ('center'). */
  x: number;
  /** Baseline below the row's top. */
  y: number;
  align: 'left' | 'right' | 'center';
  bold: boolean;
  /** Slanted (pdf-shapes.ts): an item's note. */
  italic?: boolean;
  size: number;
  color: string;
}

/** A table row ready to draw: its height, whether it is shaded, its texts. */
export interface LaidRow {
  kind: BudgetTableRow['kind'];
  height: number;
  shaded: boolean;
  texts: PlacedText[];
  /** A chapter heading is never the last row of a page. */
  keepWithNext: boolean;
}

export interface TableGeometry {
  columns: readonly ColumnName[];
  /** Left edge of each column, from the table's left edge. */
  lefts: readonly number[];
  widths: readonly number[];
  tableWidth: number;
  density: TableDensity;
}

export function tableGeometry(
  columns: readonly ColumnName[],
  widths: readonly number[],
  density: TableDensity,
): TableGeometry {
  const lefts: number[] = [];
  let x = 0;
  for (const width of widths) {
    lefts.push(x);
    x += width;
  }
  return { columns, lefts, widths, tableWidth: x, density };
}

/** Where a column's text is anchored, and how: numbers right, UDS centred, words left. */
export function columnAnchor(
  geometry: TableGeometry,
  index: number,
): { x: number; align: PlacedText['align'] } {
  const column = geometry.columns[index]!;
  const left = geometry.lefts[index]!;
  const width = geometry.widths[index]!;
  const pad = geometry.density.padX;
  if (NUMERIC_COLUMNS.has(column)) return { x: left + width - pad, align: 'right' };
  if (column === 'UDS') return { x: left + width / 2, align: 'center' };
  return { x: left + pad, align: 'left' };
}

/**
 * Lays out every row of the items table (plan-budget-rows.ts, the Word document's rows), so
 * they can be paginated before anything is drawn: the page count is known for "Página X de Y"
 * and the closing block can be kept with the last rows.
 */
export function layOutPdfRows(
  rows: readonly BudgetTableRow[],
  geometry: TableGeometry,
  branding: CompanyBranding,
  measure: MeasureText,
  /** How much of each description is printed: the Word's rule (printedDescription). */
  descriptions: DescriptionLength,
): LaidRow[] {
  return rows.map((row) => {
    switch (row.kind) {
      case 'item':
        return itemRow(row, geometry, measure, descriptions);
      case 'chapter-heading': {
        const { density, tableWidth } = geometry;
        const size = row.chapter.level <= 1 ? HEADING_SIZE : density.size + 1;
        const indent = density.padX + Math.max(0, row.chapter.level - 1) * 10;
        const keyword = chapterKeyword(row.chapter.level);
        const text = `${keyword} ${row.chapter.code}  ${row.chapter.title}`.trim();
        const lines = wrapPdfText(text, tableWidth - indent - density.padX, (part) =>
          measure(part, true, size),
        );
        const top = density.padY + 3;
        return {
          kind: row.kind,
          height: top + lines.length * lineHeight(size) + density.padY,
          shaded: false,
          keepWithNext: true,
          texts: lines.map((line, index) => ({
            text: line,
            x: indent,
            y: top + index * lineHeight(size) + baselineOffset(size),
            align: 'left' as const,
            bold: true,
            size,
            color: branding.colors.headerBlue,
          })),
        };
      }
      case 'chapter-subtotal':
        return amountRow(
          row.kind,
          `Total ${row.chapter.code} ${row.chapter.title}`.trim(),
          row.amount,
          geometry.density.size,
          branding.colors.headerBlue,
          geometry,
          measure,
        );
      case 'total':
        return amountRow(
          row.kind,
          'TOTAL',
          row.total,
          TOTAL_SIZE,
          branding.colors.totalRed,
          geometry,
          measure,
        );
    }
  });
}

function itemRow(
  row: Extract<BudgetTableRow, { kind: 'item' }>,
  geometry: TableGeometry,
  measure: MeasureText,
  descriptions: DescriptionLength,
): LaidRow {
  const { density } = geometry;
  const { size, smallSize, padX, padY } = density;
  const texts: PlacedText[] = [];
  const firstBaseline = padY + baselineOffset(size);
  let bottom = padY + lineHeight(size);
  geometry.columns.forEach((column, index) => {
    const width = geometry.widths[index]!;
    const left = geometry.lefts[index]!;
    if (column === 'RESUMEN') {
      const parts = splitResumen(row.item);
      const { unit, title } = parts;
      const unitText = unit === '' ? '' : `${unit}  `;
      const unitWidth = unitText === '' ? 0 : measure(unitText, false, size);
      if (unitText !== '')
        texts.push(cell(unitText, left + padX, firstBaseline, 'left', false, size, MUTED_TEXT));
      // The title whole, in bold, hanging after the unit; its lines never start under the unit.
      const titleLines = wrapPdfText(
        title,
        width - 2 * padX - unitWidth,
        (part) => measure(part, true, size),
        width - 2 * padX - unitWidth,
        mayOpenTextLine,
      );
      titleLines.forEach((line, lineIndex) =>
        texts.push(
          cell(
            line,
            left + padX + unitWidth,
            firstBaseline + lineIndex * lineHeight(size),
            'left',
            true,
            size,
            BODY_TEXT,
          ),
        ),
      );
      let y = padY + titleLines.length * lineHeight(size);
      const measureSmall = (part: string) => measure(part, false, smallSize);
      const description = printedDescription(parts, descriptions);
      // Under the title, whole or short (the Word runs a short opening on after the title, on
      // its paragraph; run on after a wrapped title here, a title's last line and the opening
      // read back as an item's heading: `FUNDICIÓN ML. Canaleta…`).
      for (const line of descriptionLines(description, width - 2 * padX, measureSmall)) {
        texts.push(
          cell(
            line,
            left + padX,
            y + baselineOffset(smallSize),
            'left',
            false,
            smallSize,
            MUTED_TEXT,
          ),
        );
        y += lineHeight(smallSize);
      }
      const note = noteLines(parts.note, width - 2 * padX, measure, smallSize);
      for (const line of note)
        texts.push({
          ...cell(
            line.text,
            left + padX + line.indent,
            y + line.top + baselineOffset(smallSize),
            'left',
            line.bold,
            smallSize,
            MUTED_TEXT,
          ),
          italic: true,
        });
      if (note.length > 0) y += note[note.length - 1]!.top + lineHeight(smallSize);
      bottom = Math.max(bottom, y);
      return;
    }
    // An item the document printed without figures gets no UDS `1` either: alone on its row,
    // that `1` would read back as the item's quantity.
    const text =
      column === 'UDS' && row.item.cantidad.trim() === '' ? '' : formatItemCell(row.item, column);
    if (text === '') return;
    const anchor = columnAnchor(geometry, index);
    // A code longer than its column is printed smaller rather than cut over two lines: a
    // code read back in two pieces is another code. Past MIN_CODE_SIZE it wraps.
    const room = width - 2 * padX;
    const textSize =
      column === 'CÓDIGO'
        ? Math.max(MIN_CODE_SIZE, Math.min(size, (room / measure(text, false, 1)) * 0.98))
        : size;
    const lines =
      column === 'CÓDIGO'
        ? wrapPdfText(text, room, (part) => measure(part, false, textSize))
        : [text];
    lines.forEach((line, lineIndex) =>
      texts.push(
        cell(
          line,
          anchor.x,
          firstBaseline + lineIndex * lineHeight(size),
          anchor.align,
          false,
          textSize,
          BODY_TEXT,
        ),
      ),
    );
    bottom = Math.max(bottom, padY + lines.length * lineHeight(size));
  });
  return { kind: 'item', height: bottom + padY, shaded: row.shaded, keepWithNext: false, texts };
}

/**
 * The word before a chapter's code: CAPÍTULO, SUBCAPÍTULO, APARTADO, then SUBSUBSUBCAPÍTULO
 * and so on, as Spanish budgets name their levels. It tells the reader (and the client) the
 * level where a title opens with a code-like word: `08.01.03.13.02.01 CC3.01 - Cuadro de
 * control` alone reads as order number 08.01.03.13.02.01 of an item coded CC3.01.
 */
function chapterKeyword(level: number): string {
  if (level <= 1) return 'CAPÍTULO';
  if (level === 3) return 'APARTADO';
  return `${'SUB'.repeat(level - 1)}CAPÍTULO`;
}

/** A figure or dotted number (`1.800`, `2,5`, `01.02`). */
const FIGURE = /^[\d(][\d.,)]*$/;
/** A word in capitals, digits and code marks only (`ANTIVANDÁLICO`, `T.`, `E01-2`). */
const CODE_LIKE = /^[A-ZÁÉÍÓÚÜÑÇ0-9][A-ZÁÉÍÓÚÜÑÇ0-9.\-_/#]*$/;
/** Letters of any case, digits and code marks, with a digit among them (`2x63A.`, `iK60N`). */
const DIGIT_CODE = /^(?=[^\d]*\d)[\p{L}\d][\p{L}\d.\-_/#]*$/u;

/** A unit as reports print it, also with a closing dot (`M3.`): the reader's own list. */
const isPrintedUnit = (word: string): boolean =>
  canonicalUnit(word) !== undefined ||
  (word.endsWith('.') && canonicalUnit(word.slice(0, -1)) !== undefined);

/**
 * Whether a word may open a wrapped line of an item's text. A line opening with a figure
 * (`1.800 X 2.100 mm.`), or with a code-like word before a figure (`ANTIVANDÁLICO 1,5 l`,
 * `T. 8000 U. 10000`, `2x63A. 300 mA.`: a code with a digit, whatever its case) or before a
 * unit (`PN L 80.80.8`: code `PN`, unit `L`), has the shape of a chapter or item heading, and
 * a reader (ours among them) takes it for one: such a line takes more words from the line
 * above.
 */
export function mayOpenTextLine(word: string, next: string | undefined): boolean {
  if (FIGURE.test(word)) return false;
  const codeLike = CODE_LIKE.test(word) || DIGIT_CODE.test(word);
  return !(codeLike && next !== undefined && (FIGURE.test(next) || isPrintedUnit(next)));
}

/** The smallest size a long code is printed at before it wraps. */
const MIN_CODE_SIZE = 4.5;

/**
 * The description's printed lines, wrapped to the column (what is printed, whole or short, is
 * printedDescription's: the Word's rule).
 */
export function descriptionLines(
  paragraphs: readonly string[],
  width: number,
  measure: (text: string) => number,
): string[] {
  return paragraphs.flatMap((paragraph) =>
    wrapPdfText(paragraph, width, measure, width, mayOpenTextLine),
  );
}

/** A piece of a note's printed lines: its text, how far in from the cell's text edge, how far down. */
interface NoteLine {
  text: string;
  indent: number;
  top: number;
  bold: boolean;
}

/**
 * The item's note under its description, at the description's size and colour, in italics
 * as in the Word: the label in bold, the note's first line hanging after it, every line
 * wrapped to the column as descriptions are (never opening on a figure: `12,50 m`). A
 * reader takes the line opening with the label, and those under it, back into the note
 * (item-note.ts).
 */
function noteLines(
  lines: readonly string[],
  width: number,
  measure: MeasureText,
  size: number,
): NoteLine[] {
  const placed: NoteLine[] = [];
  const measureText = (part: string) => measure(part, false, size);
  const labelWidth = measure(ITEM_NOTE_LABEL, true, size) + measureText(' ');
  let top = 0;
  lines.forEach((line, index) => {
    const first = index === 0;
    if (first) placed.push({ text: ITEM_NOTE_LABEL, indent: 0, top, bold: true });
    const wrapped = wrapPdfText(
      line,
      width,
      measureText,
      first ? width - labelWidth : width,
      mayOpenTextLine,
    );
    wrapped.forEach((part, partIndex) => {
      placed.push({
        text: part,
        indent: first && partIndex === 0 ? labelWidth : 0,
        top,
        bold: false,
      });
      top += lineHeight(size);
    });
  });
  return placed;
}

/**
 * A label right-aligned before the amount, the amount right-aligned under TOTAL. The amount
 * takes the last two columns' room when there are three or more, as in the Word document.
 */
function amountRow(
  kind: LaidRow['kind'],
  label: string,
  amount: number,
  size: number,
  color: string,
  geometry: TableGeometry,
  measure: MeasureText,
): LaidRow {
  const { columns, widths, tableWidth, density } = geometry;
  const amountSpan = columns.length >= 3 ? 2 : 1;
  const amountWidth = widths.slice(-amountSpan).reduce((sum, width) => sum + width, 0);
  const labelRight = tableWidth - amountWidth - density.padX;
  const lines = wrapPdfText(label, Math.max(labelRight - density.padX, 40), (part) =>
    measure(part, true, size),
  );
  const top = density.padY + 2;
  const texts = lines.map((line, index) =>
    cell(
      line,
      labelRight,
      top + index * lineHeight(size) + baselineOffset(size),
      'right',
      true,
      size,
      color,
    ),
  );
  texts.push(
    cell(
      formatMoney(amount),
      tableWidth - density.padX,
      top + baselineOffset(size),
      'right',
      true,
      size,
      color,
    ),
  );
  return {
    kind,
    height: top + lines.length * lineHeight(size) + density.padY + 2,
    shaded: false,
    keepWithNext: false,
    texts,
  };
}

function cell(
  text: string,
  x: number,
  y: number,
  align: PlacedText['align'],
  bold: boolean,
  size: number,
  color: string,
): PlacedText {
  return { text, x, y, align, bold, size, color };
}
