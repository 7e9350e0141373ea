import { describe, expect, it } from 'vitest';
import { packPdfLines, unpackEachPage, unpackPdfLines } from './pack-pdf-lines.ts';
import { endingAt, pricedRows, textAt } from './testing/pdf-pieces.ts';

describe('packPdfLines', () => {
  it('gives back the same lines of pieces, to the precision of the page’s points', () => {
    const lines = [...pricedRows(3), [textAt('Acera norte', 36.25), endingAt('1 234,56', 545.8)]];
    const unpacked = unpackPdfLines(packPdfLines(lines));
    expect(unpacked.map((line) => line.map((piece) => [piece.text, piece.figure]))).toEqual(
      lines.map((line) => line.map((piece) => [piece.text, piece.figure])),
    );
    unpacked.flat().forEach((piece, index) => {
      const original = lines.flat()[index]!;
      expect(piece.left).toBeCloseTo(original.left, 3);
      expect(piece.right).toBeCloseTo(original.right, 3);
      expect(piece.size).toBe(original.size);
    });
  });

  it('keeps a page without lines, and unpacks pages one at a time', () => {
    const pages = [packPdfLines([]), packPdfLines(pricedRows(2))];
    expect([...unpackEachPage(pages)].map((lines) => lines.length)).toEqual([0, 2]);
  });
});
