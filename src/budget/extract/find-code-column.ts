/**
 * The code column of a printed report, from where its column header stands: a header that
 * names `CÓDIGO` and, after a wide gap, the next text column (`RESUMEN`, `Ud`, `DESCRIPCIÓN`)
 * says that whatever a line prints left of that next column is its code, whatever its shape
 * (`REC POZ`, `45311911`, `ENCOzapatas`), and that a line whose text starts in the next
 * column (a description, a summary wrapped onto a second line, `SUPLEMENTO POR m² DE …`)
 * holds no code. Joined into one run of text, the code's extent is lost: `REC POZ ud
 * PUESTA EN RASANTE …` reads as a title, `SUPLEMENTO POR m² …` as a code and a unit. So the
 * code goes to a cell of its own (write-pdf-cells.ts), as a spreadsheet row has it, on the
 * lines under the header on its page (the page's head above it stays as printed).
 */
import { CODE_LABEL } from '../parse/layout/read-code-cell.ts';
import { columnEndingAt, type FigureColumn } from './find-figure-columns.ts';
import type { PdfLine } from './rebuild-pdf-lines.ts';

/**
 * A gap wider than this share of the font size parts two columns (write-pdf-cells.ts parts
 * a cell's text from the next by the same share).
 */
export const COLUMN_GAP_SHARE = 1.5;

/** Where the text column right of the code column starts: its left edge. */
export interface CodeColumn {
  textLeft: number;
}

/**
 * The code column a column header line names: its `CÓDIGO` label followed, after a wide
 * gap, by the label of the next text column, left of the figure columns. Undefined for any
 * other line.
 */
export function readCodeHeader(
  line: PdfLine,
  columns: readonly FigureColumn[],
): CodeColumn | undefined {
  for (let at = 0; at + 1 < line.length; at++) {
    const piece = line[at]!;
    if (!CODE_LABEL.test(piece.text)) continue;
    const next = line[at + 1]!;
    if (next.figure || columnEndingAt(columns, next) >= 0) return undefined;
    if (next.left - piece.right <= piece.size * COLUMN_GAP_SHARE) return undefined;
    // A header names the figure columns too: a `Código` in running text is no header.
    const labelled = line.some((other) => !other.figure && columnEndingAt(columns, other) >= 0);
    return labelled ? { textLeft: next.left } : undefined;
  }
  return undefined;
}
