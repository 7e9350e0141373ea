/**
 * Writes a printed line as a spreadsheet row: cell 0 holds the row's text (order number,
 * code, unit, description, measurement comment), and cell i + 1 whatever stands in figure
 * column i (find-figure-columns.ts), empty cells kept up to the last filled one, cells
 * separated by tabs. So `1.2 VALLADO… M Vallado…  51,00  106,40  5.426,40` reaches the
 * readers with each figure in its column, as a row pasted from a spreadsheet does; a
 * document without clear columns keeps its lines as running text.
 */
import { columnEndingAt, RIGHT_EDGE_TOLERANCE, type FigureColumn } from './find-figure-columns.ts';
import { unspaceFigure } from './read-pdf-figure.ts';
import { writeSpacedLine, type PdfLine, type PdfPiece } from './rebuild-pdf-lines.ts';

/**
 * Text this close after other text (a share of the font size) continues its cell: the
 * word spaces of justified text reach about three quarters of the font size, while the
 * gap before another column is several times it.
 */
const SAME_CELL_GAP_SHARE = 1.5;

/**
 * The column a piece ends in: any figure ending at its right edge, and text ending there
 * that starts past the column before (a header's `Precio`, `CANTIDAD`, `Importe` printed
 * flush with its figures), not a line of text that happens to end at the margin.
 */
function columnOf(columns: readonly FigureColumn[], piece: PdfPiece): number {
  const index = columnEndingAt(columns, piece);
  if (index < 0 || piece.figure) return index;
  const column = columns[index] as FigureColumn;
  const start =
    index > 0
      ? (columns[index - 1] as FigureColumn).right
      : column.left - (column.right - column.left);
  return piece.left > start ? index : -1;
}

/** The cell a piece that ends in no column stands in: that of the last column starting left of it. */
function cellByPlace(columns: readonly FigureColumn[], piece: PdfPiece): number {
  let cell = 0;
  columns.forEach((column, index) => {
    if (column.left <= piece.left + RIGHT_EDGE_TOLERANCE) cell = index + 1;
  });
  return cell;
}

export function writePdfLine(line: PdfLine, columns: readonly FigureColumn[]): string {
  if (columns.length === 0) return writeSpacedLine(line);
  const cells: string[][] = [];
  let cell = 0;
  let previous: { piece: PdfPiece; inColumn: boolean } | undefined;
  for (const piece of line) {
    const column = columnOf(columns, piece);
    let text = piece.text;
    if (column >= 0) {
      cell = Math.max(cell, column + 1);
      if (piece.figure) text = unspaceFigure(text);
    } else if (
      previous === undefined ||
      previous.inColumn ||
      piece.left - previous.piece.right > piece.size * SAME_CELL_GAP_SHARE
    ) {
      cell = Math.max(cell, cellByPlace(columns, piece));
    }
    while (cells.length <= cell) cells.push([]);
    (cells[cell] as string[]).push(text);
    previous = { piece, inColumn: column >= 0 };
  }
  return cells.map((texts) => texts.join(' ')).join('\t');
}
