/**
 * A line of figures taken into the open segment of item assembly (assemble-items.ts): the
 * item's own row, or one of its measurements, as the partials read so far tell, or the row
 * of a total line; the segment is settled when its row is met.
 */
import { isFiveFigureLine, rowOfCutPrice } from './choose-item-row.ts';
import { findPricedFigures, isProduct, type PricedFigures } from './find-priced-figures.ts';
import type { DecimalMark } from './infer-number-format.ts';
import {
  isFiguresOnly,
  trailingFigureCount,
  type Figure,
  type LayoutLine,
} from './read-layout-line.ts';
import { addsUp, lastValue, ROW_FIGURES, type Segment } from './read-segment-lines.ts';

/** The line's priced figures end in the document's amount column, where it has one. */
function inAmountColumn(priced: PricedFigures, amountCell: number): boolean {
  return amountCell >= 0 && priced.amount.cell === amountCell;
}

/** The cells of an item's row: quantity, price and amount (a PDF's or a sheet's columns). */
export type RowCells = readonly [quantity: number, price: number, amount: number];

/** The cells a row's figures stand in; undefined in text without columns. */
export function rowCellsOf(priced: PricedFigures): RowCells | undefined {
  const quantity = priced.quantity.cell;
  const price = priced.price.cell;
  const amount = priced.amount.cell;
  // Told before the array is made: in text without columns (every cell -1) it never is.
  return quantity >= 0 && price >= 0 && amount >= 0 ? [quantity, price, amount] : undefined;
}

/**
 * The item's row printed at the end of a line of words (`Formación de solera… 1 36,27
 * 10,15 368,14`) where the document's columns say so: its quantity, price and amount in the
 * cells of the last item's row (`itemCells`, a PDF's or a sheet's columns); before any, its
 * amount in the column where most rows of figures end (`amountCell`); in text without
 * columns, a header naming quantity and price but no measurement columns (`closesOnText`).
 * A measurement's comment and figures end in the measurement columns, never in the row's.
 * With none of that evidence, `opening`: the line is the first of an item without code
 * right under a chapter heading, where no measurement stands before a text; its figures
 * multiplying out to the line's last one are its row. Undefined where the line is no row.
 */
export function rowOnText(
  line: LayoutLine,
  priceFirst: boolean,
  itemCells: RowCells | undefined,
  amountCell: number,
  closesOnText: boolean,
  opening = false,
): PricedFigures | undefined {
  // With none of the evidence below, no line is a row, whatever its figures: a report's
  // measurement lines (most lines asked about) are turned down before their arithmetic.
  if (itemCells === undefined && amountCell < 0 && !closesOnText && !opening) return undefined;
  if (isFiguresOnly(line)) return undefined;
  const trailing = trailingFigureCount(line);
  if (trailing < ROW_FIGURES) return undefined;
  const priced = findPricedFigures(line.figures.slice(-trailing), priceFirst);
  if (priced === undefined) return undefined;
  if (itemCells !== undefined)
    return priced.quantity.cell === itemCells[0] &&
      priced.price.cell === itemCells[1] &&
      priced.amount.cell === itemCells[2]
      ? priced
      : undefined;
  if (amountCell >= 0) return priced.amount.cell === amountCell ? priced : undefined;
  if (closesOnText) return priced;
  return opening && priced.amount.token === line.tokenCount - 1 ? priced : undefined;
}

/**
 * Takes a line of figures into the segment: the item's own row where its figures multiply
 * out (settling the segment), the spec's five-figure line, or else a measurement, whose
 * partial adds to those read so far.
 * @param amountCell the spreadsheet column of items' amounts, -1 where there are no columns.
 * @param closesOnText figures ending a line of words close the item (see closesOnText in
 * assemble-items.ts).
 */
export function takeFigureLine(
  segment: Segment,
  line: LayoutLine,
  priceFirst: boolean,
  mark: DecimalMark,
  amountCell: number,
  closesOnText: boolean,
  /** The line's row ending its words, where the columns say so (rowOnText). */
  row?: PricedFigures,
): void {
  if (segment.tentative === true) {
    segment.settled = false;
    segment.tentative = false;
  }
  if (isFiveFigureLine(segment, line)) {
    segment.fiveFigures = line;
  } else if (isFiguresOnly(line)) {
    const priced =
      findMeasuredRow(line.figures, priceFirst, segment) ?? rowOfCutPrice(segment, line, mark);
    if (priced && !(amountCell >= 0 && !inAmountColumn(priced, amountCell))) {
      segment.candidates.push({ line, priced, onTotal: false });
      // Figures that multiply out are the item's own when the partials above add up to
      // their quantity; otherwise they may be a comment-less measurement (`1 10,75 10,75`).
      // Ending in the amount column settles them too, but only for now where measurements
      // stand above that do not add up to their quantity: in a small PDF whose amount
      // column is no column of its own (`7 | 7,13 | 49,91` under `3 13,54 4,50 1,90
      // 347,30`), a measurement ends where amounts are written, and the row the partials
      // add up to (`648,84 235,94 153.087,31`) is still to come.
      if (addsUp(segment.partials, priced.quantity.value)) {
        segment.settled = true;
      } else if (inAmountColumn(priced, amountCell)) {
        segment.settled = true;
        segment.tentative = segment.figureLines > 0;
      } else if (segment.figureLines === 0) {
        segment.settled = true;
        segment.tentative = true;
      }
    }
  } else if (!segment.settled && closesOnText) {
    // TCQ prints the item's figures at the end of its last line of text
    // (`… (P - 2) 62,85 3.868,070 243.108,20`): they close the item, multiplying out or
    // not, so an amount that does not is reported, never taken for a measurement.
    const priced = findPricedFigures(line.figures.slice(-ROW_FIGURES), priceFirst);
    if (priced) segment.candidates.push({ line, priced, onTotal: false });
    else segment.unbalanced = line;
    segment.settled = true;
  } else if (!segment.settled && row !== undefined) {
    // A row ending a line of words where the document's rows stand (rowOnText): the item's
    // own, closing it as a row of figures alone does (a sheet's bottom-aligned cell); for
    // now only, as above, where measurements above it do not add up to its quantity.
    segment.candidates.push({ line, priced: row, onTotal: false });
    segment.settled = true;
    segment.tentative = segment.figureLines > 0 && !addsUp(segment.partials, row.quantity.value);
  }
  segment.figureLines++;
  segment.partials += lastValue(line);
}

/**
 * A total line (`Total m² : 51,00 106,40 € 5.426,40 €`) under an open item: its row where
 * its figures multiply out, or its closing row where they do not. False when the line
 * closes nothing of the segment.
 */
export function takeTotalRow(segment: Segment, line: LayoutLine, priceFirst: boolean): boolean {
  const priced = findMeasuredRow(line.figures, priceFirst, segment);
  if (priced) {
    segment.candidates.push({ line, priced, onTotal: true });
    segment.settled = true;
    return true;
  }
  if (!segment.settled && trailingFigureCount(line) >= 3) {
    // The item's closing row, though its figures do not multiply out: the item ends here.
    segment.unbalanced = line;
    segment.settled = true;
    return true;
  }
  return false;
}

/**
 * The line's priced figures (findPricedFigures), but where the segment's measurements add up
 * to a quantity, the triple whose quantity that is: a subtotal run into the closing row
 * (`Total Ml : 86,21 15428,60 € 86,21 1 330 099,61 € 86,21`) multiplies either way round,
 * and only the measurements (adding up to 86,21) tell the quantity from the price.
 */
function findMeasuredRow(
  figures: readonly Figure[],
  priceFirst: boolean,
  segment: Segment,
): PricedFigures | undefined {
  const priced = findPricedFigures(figures, priceFirst);
  const measured = segment.partials;
  if (priced === undefined || segment.figureLines === 0 || addsUp(measured, priced.quantity.value))
    return priced;
  const { amount } = priced;
  const end = figures.indexOf(amount);
  for (let i = 0; i < end; i++) {
    const quantity = figures[i] as Figure;
    if (!addsUp(measured, quantity.value)) continue;
    for (let j = 0; j < end; j++) {
      const price = figures[j] as Figure;
      if (j !== i && isProduct(quantity.value, price.value, amount.value))
        return { quantity, price, amount };
    }
  }
  return priced;
}
