/**
 * Synthetic pieces of PDF lines for the column tests: text placed by its left edge,
 * figures by their right edge (as a report right-aligns them), 4 points per character.
 */
import { isFigureText } from '../read-pdf-figure.ts';
import type { PdfLine, PdfPiece } from '../rebuild-pdf-lines.ts';

const POINTS_PER_CHAR = 4;
const FONT_SIZE = 8;

/** Text starting at `left`. */
export function textAt(text: string, left: number): PdfPiece {
  const right = left + text.length * POINTS_PER_CHAR;
  return { text, left, right, size: FONT_SIZE, figure: isFigureText(text) };
}

/** Text (usually a figure) ending at `right`. */
export function endingAt(text: string, right: number): PdfPiece {
  return { ...textAt(text, right - text.length * POINTS_PER_CHAR), right };
}

/** Item rows of a priced report: code and summary, then quantity, price and amount columns. */
export function pricedRows(count: number, first = 1): PdfLine[] {
  const rows: PdfLine[] = [];
  for (let index = first; index < first + count; index++) {
    const quantity = `${index * 3},00`;
    const price = `${index + 10},50`;
    rows.push([
      textAt(`E0${index}`, 40),
      textAt(`Partida número ${index}`, 90),
      endingAt(quantity, 430),
      endingAt(price, 490),
      endingAt(`${(index * 3 * (index + 10.5)).toFixed(2).replace('.', ',')}`, 560),
    ]);
  }
  return rows;
}
