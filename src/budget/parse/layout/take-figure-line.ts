/**
 * A line of figures taken into the open segment of item assembly (assemble-items.ts): the
 * item's own row, or one of its measurements, as the partials read so far tell, or the row
 * of a total line; the segment is settled when its row is met.
 */
import { isFiveFigureLine, rowOfCutPrice } from './choose-item-row.ts';
import { findPricedFigures, type PricedFigures } from './find-priced-figures.ts';
import type { DecimalMark } from './infer-number-format.ts';
import { isFiguresOnly, trailingFigureCount, type LayoutLine } from './read-layout-line.ts';
import { addsUp, lastValue, ROW_FIGURES, type Segment } from './read-segment-lines.ts';

/** The line's priced figures end in the document's amount column, where it has one. */
function inAmountColumn(priced: PricedFigures, amountCell: number): boolean {
  return amountCell >= 0 && priced.amount.cell === amountCell;
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
): void {
  if (segment.tentative === true) {
    segment.settled = false;
    segment.tentative = false;
  }
  if (isFiveFigureLine(segment, line)) {
    segment.fiveFigures = line;
  } else if (isFiguresOnly(line)) {
    const priced =
      findPricedFigures(line.figures, priceFirst) ?? rowOfCutPrice(segment, line, mark);
    if (priced && !(amountCell >= 0 && !inAmountColumn(priced, amountCell))) {
      segment.candidates.push({ line, priced, onTotal: false });
      // Figures that multiply out are the item's own when the partials above add up to
      // their quantity; otherwise they may be a comment-less measurement (`1 10,75 10,75`).
      if (addsUp(segment.partials, priced.quantity.value) || inAmountColumn(priced, amountCell)) {
        segment.settled = true;
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
  const priced = findPricedFigures(line.figures, priceFirst);
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
