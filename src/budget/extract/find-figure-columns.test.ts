import { describe, expect, it } from 'vitest';
import { columnEndingAt, findFigureColumns } from './find-figure-columns.ts';
import type { PdfLine } from './rebuild-pdf-lines.ts';
import { endingAt, pricedRows, textAt } from './testing/pdf-pieces.ts';

const rights = (pages: PdfLine[][]) => findFigureColumns(pages).map((column) => column.right);

describe('findFigureColumns', () => {
  it('finds the quantity, price and amount columns where the figures of many rows end', () => {
    const columns = findFigureColumns([pricedRows(6)]);
    expect(columns.map((column) => column.right)).toEqual([430, 490, 560]);
    expect(columns.map((column) => column.rows)).toEqual([6, 6, 6]);
    // Each column starts where its widest figure starts: the amount column at `297,00`.
    expect(columns[2]?.left).toBe(560 - '297,00'.length * 4);
  });

  it('takes right edges a rounding apart as one column', () => {
    const rows = pricedRows(6).map((row, index) =>
      row.map((piece) =>
        piece.figure ? { ...piece, right: piece.right + (index % 2) * 0.4 } : piece,
      ),
    );
    expect(findFigureColumns([rows])).toHaveLength(3);
  });

  it('finds none in running text whose figures end anywhere, so it stays running text', () => {
    const lines: PdfLine[] = Array.from({ length: 30 }, (_, index) => [
      textAt('hormigón de', 90),
      endingAt(`${index + 10},5`, 150 + index * 7),
      textAt('kg/m³ y acero', 160 + index * 7),
    ]);
    expect(findFigureColumns([lines])).toEqual([]);
  });

  it('finds none with a single column: quantity and amount at the least', () => {
    const rows = pricedRows(6).map((row) =>
      row.filter((piece) => piece.right !== 430 && piece.right !== 490),
    );
    expect(findFigureColumns([rows])).toEqual([]);
  });

  it('finds none where figures share more edges than any report has columns', () => {
    const lines: PdfLine[] = [];
    for (let column = 0; column < 30; column++)
      for (let row = 0; row < 5; row++)
        lines.push([textAt('x', 20), endingAt('1,00', 100 + column * 20)]);
    expect(findFigureColumns([lines])).toEqual([]);
  });

  it('does not take order numbers opening lines of text for a column', () => {
    const rows = pricedRows(6).map((row, index): PdfLine => [
      endingAt(`1.${index + 1}`, 30),
      ...row,
    ]);
    expect(rights([rows])).toEqual([430, 490, 560]);
  });

  it('needs a few rows on a good share of the pages: two figures sharing an edge by chance are no column', () => {
    const pages = Array.from({ length: 10 }, (_, page) => pricedRows(5, page * 5 + 1));
    pages[3]?.push(
      [textAt('Nota', 40), endingAt('7,00', 300)],
      [textAt('Nota', 40), endingAt('8,00', 300)],
    );
    expect(rights(pages)).toEqual([430, 490, 560]);
    // A typesetter that moves a column from page to page (LaTeX sizing each page's table).
    const moving = pages.map((rows, page) =>
      rows.map((row) =>
        row.map((piece) => (piece.figure ? { ...piece, right: piece.right + page * 13 } : piece)),
      ),
    );
    expect(findFigureColumns(moving)).toEqual([]);
  });
});

describe('columnEndingAt', () => {
  it('says which column a piece ends in, or -1', () => {
    const columns = findFigureColumns([pricedRows(6)]);
    expect(columnEndingAt(columns, endingAt('1,00', 489.2))).toBe(1);
    expect(columnEndingAt(columns, endingAt('1,00', 520))).toBe(-1);
  });
});
