/**
 * A page's lines of pieces kept compactly until the document's figure columns are known.
 * Every page must be grouped into lines before the columns can be found, and a piece as an
 * object costs about 150 bytes: at the cap of text runs (extract-pdf-text.ts) that would be
 * hundreds of megabytes. Packed, a line is one string (its pieces' texts separated by tabs,
 * which no piece holds) and each piece three 32-bit numbers and a flag.
 */
import type { PdfLine, PdfPiece } from './rebuild-pdf-lines.ts';

export interface PackedPdfLines {
  /** Each line's piece texts, separated by tabs. */
  lines: string[];
  /** Left, right and size of every piece, in order. */
  geometry: Float32Array;
  /** 1 where the piece is a figure. */
  figures: Uint8Array;
}

const SEPARATOR = '\t';
const NUMBERS_PER_PIECE = 3;

export function packPdfLines(lines: readonly PdfLine[]): PackedPdfLines {
  let pieceCount = 0;
  for (const line of lines) pieceCount += line.length;
  const geometry = new Float32Array(pieceCount * NUMBERS_PER_PIECE);
  const figures = new Uint8Array(pieceCount);
  let index = 0;
  for (const line of lines)
    for (const piece of line) {
      geometry[index * NUMBERS_PER_PIECE] = piece.left;
      geometry[index * NUMBERS_PER_PIECE + 1] = piece.right;
      geometry[index * NUMBERS_PER_PIECE + 2] = piece.size;
      figures[index] = piece.figure ? 1 : 0;
      index++;
    }
  return {
    lines: lines.map((line) => line.map((piece) => piece.text).join(SEPARATOR)),
    geometry,
    figures,
  };
}

export function unpackPdfLines(packed: PackedPdfLines): PdfLine[] {
  let index = 0;
  return packed.lines.map((text) =>
    text.split(SEPARATOR).map((pieceText): PdfPiece => {
      const at = index * NUMBERS_PER_PIECE;
      const piece = {
        text: pieceText,
        left: packed.geometry[at] as number,
        right: packed.geometry[at + 1] as number,
        size: packed.geometry[at + 2] as number,
        figure: packed.figures[index] === 1,
      };
      index++;
      return piece;
    }),
  );
}

/** The pages unpacked one at a time, each dropped once the next is asked for. */
export function* unpackEachPage(pages: readonly PackedPdfLines[]): Generator<PdfLine[]> {
  for (const page of pages) yield unpackPdfLines(page);
}
