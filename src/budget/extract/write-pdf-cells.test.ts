import { describe, expect, it } from 'vitest';
import { findFigureColumns } from './find-figure-columns.ts';
import type { PdfLine } from './rebuild-pdf-lines.ts';
import { endingAt, pricedRows, textAt } from './testing/pdf-pieces.ts';
import { writePdfLine } from './write-pdf-cells.ts';

/** Quantity, price and amount columns ending at 430, 490 and 560. */
const columns = findFigureColumns([pricedRows(6)]);

describe('writePdfLine', () => {
  it('writes a priced row as its text, then one cell per figure column', () => {
    const [row] = pricedRows(1);
    expect(writePdfLine(row as PdfLine, columns)).toBe('E01 Partida número 1\t3,00\t11,50\t34,50');
  });

  it('keeps a missing column as an empty cell, and opens a row of figures alone with one', () => {
    const line = [endingAt('12,00', 430), endingAt('126,00', 560)];
    expect(writePdfLine(line, columns)).toBe('\t12,00\t\t126,00');
  });

  it('keeps justified text one cell, however far its words spread, where they end or what figures they hold', () => {
    const words = [
      'aproximada',
      'de',
      '64,6',
      'kg/m³.',
      'Incluso',
      'p/p',
      'de',
      'la',
      'ferralla',
      '(corte,',
      'doblado',
    ];
    // Spread from x = 200 to the price column's edge at 490, as a justified line is.
    const ink = words.reduce((sum, word) => sum + word.length * 4, 0);
    const gap = (490 - 200 - ink) / (words.length - 1);
    const line: PdfLine = [];
    let left = 200;
    for (const word of words) {
      line.push(textAt(word, left));
      left += word.length * 4 + gap;
    }
    expect(line.at(-1)?.right).toBeCloseTo(490);
    expect(writePdfLine(line, columns)).toBe(words.join(' '));
  });

  it('writes a figure whose thousands are grouped by spaces whole, without the spaces', () => {
    const line = [textAt('TOTAL', 40), endingAt('1 234 567,89', 560)];
    expect(writePdfLine(line, columns)).toBe('TOTAL\t\t\t1234567,89');
  });

  it('puts a column header’s words in their columns, and a text line reaching the margin in the first cell', () => {
    const header = [
      textAt('Código', 40),
      textAt('Resumen', 90),
      endingAt('Cantidad', 430),
      endingAt('Precio', 490),
      endingAt('Importe', 560),
    ];
    expect(writePdfLine(header, columns)).toBe('Código Resumen\tCantidad\tPrecio\tImporte');
    const description = [endingAt('Formación de viga de cimentación de hormigón armado', 560)];
    expect(writePdfLine(description, columns)).toBe(
      'Formación de viga de cimentación de hormigón armado',
    );
  });

  it('keeps what follows a figure in its column (a € sign drawn apart, an annotation)', () => {
    const line = [
      textAt('Total m² :', 300),
      endingAt('51,00', 430),
      textAt('€', 432),
      endingAt('106,40', 490),
      textAt('(*6)', 493),
      endingAt('126,00', 560),
      textAt('DC (2)', 566),
    ];
    expect(writePdfLine(line, columns)).toBe('Total m² :\t51,00 €\t106,40 (*6)\t126,00 DC (2)');
  });

  it('writes running text, pieces separated by spaces, where the document has no clear columns', () => {
    const [row] = pricedRows(1);
    expect(writePdfLine(row as PdfLine, [])).toBe('E01 Partida número 1 3,00 11,50 34,50');
  });
});
