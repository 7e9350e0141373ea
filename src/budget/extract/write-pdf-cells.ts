/**
 * Writes a printed line as a spreadsheet row: cell 0 holds the row's text (order number,
 * code, unit, description, measurement comment), and cell i + 1 whatever stands in figure
 * column i (find-figure-columns.ts), empty cells kept up to the last filled one, cells
 * separated by tabs. So `1.2 VALLADO… M Vallado…  51,00  106,40  5.426,40` reaches the
 * readers with each figure in its column, as a row pasted from a spreadsheet does; a
 * document without clear columns keeps its lines as running text.
 */
import type { CodeColumn } from './find-code-column.ts';
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
 * A label printed flush with a figure column (a header's `Medición`, `Precio`, `Importe`)
 * is a few words; a line of text that ends at the margin by justification is much wider.
 */
const MAX_LABEL_WIDTH_SHARE = 10;

/**
 * The column a piece ends in: any figure ending at its right edge, and a label ending
 * there, not a line of text that happens to end where a column does.
 */
function columnOf(columns: readonly FigureColumn[], piece: PdfPiece): number {
  const index = columnEndingAt(columns, piece);
  if (index < 0 || piece.figure) return index;
  return piece.right - piece.left <= piece.size * MAX_LABEL_WIDTH_SHARE ? index : -1;
}

/**
 * The cell a piece that ends in no column stands in: that of a column its middle stands over,
 * where the piece is a label (our own `UDS`, centred over a column of `1` centred too, starts
 * left of the column and ended up in the text's cell: `RESUMEN UDS`); else that of the last
 * column starting left of it.
 */
function cellByPlace(columns: readonly FigureColumn[], piece: PdfPiece): number {
  const centre = (piece.left + piece.right) / 2;
  const under = columns.findIndex(
    (column) =>
      centre >= column.left - RIGHT_EDGE_TOLERANCE && centre <= column.right + RIGHT_EDGE_TOLERANCE,
  );
  if (under >= 0 && piece.right - piece.left <= piece.size * MAX_LABEL_WIDTH_SHARE)
    return under + 1;
  let cell = 0;
  columns.forEach((column, index) => {
    if (column.left <= piece.left + RIGHT_EDGE_TOLERANCE) cell = index + 1;
  });
  return cell;
}

/**
 * @param code the code column the page's column header names (find-code-column.ts): the
 * line's text is then two cells, what stands left of the next column (its code, `REC POZ`)
 * and the rest (`ud PUESTA EN RASANTE…`), the first empty where the text starts in the
 * next column (a description's line); the figure columns' cells follow.
 */
export function writePdfLine(
  line: PdfLine,
  columns: readonly FigureColumn[],
  code?: CodeColumn,
): string {
  if (columns.length === 0) return writeSpacedLine(line);
  const cells: string[][] = [];
  let cell = 0;
  /** Where the code column is named: the text cell is 1 for the pieces right of it. */
  let text = 0;
  let previous: { piece: PdfPiece; inColumn: boolean } | undefined;
  for (const piece of line) {
    const continuesText =
      previous !== undefined &&
      !previous.inColumn &&
      piece.left - previous.piece.right <= piece.size * SAME_CELL_GAP_SHARE &&
      !(piece.figure && piece.left < previous.piece.right - RIGHT_EDGE_TOLERANCE);
    // A figure ending in a column stands in it, however close the text before it; text
    // close after text goes on in its cell, even where a justified line ends at a column.
    // A figure printed over the end of a title too long for its column (rebuild-pdf-lines'
    // overprintsFigure) continues no text: it stands where it is printed, in a cell of its own.
    const column = piece.figure || !continuesText ? columnOf(columns, piece) : -1;
    let printed = piece.text;
    if (column >= 0) {
      cell = Math.max(cell, column + 1);
      if (piece.figure) printed = unspaceFigure(printed);
    } else if (!continuesText) {
      cell = Math.max(cell, cellByPlace(columns, piece));
      // Text after a gap right of the code column is the next column's, never the code's.
      if (cell === 0 && code !== undefined && piece.left >= code.textLeft - RIGHT_EDGE_TOLERANCE)
        text = 1;
    }
    const at = code === undefined ? cell : cell === 0 ? text : cell + 1;
    while (cells.length <= at) cells.push([]);
    (cells[at] as string[]).push(printed);
    previous = { piece, inColumn: column >= 0 };
  }
  return cells.map((texts) => texts.join(' ')).join('\t');
}
