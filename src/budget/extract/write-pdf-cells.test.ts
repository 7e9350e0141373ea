import { describe, expect, it } from 'vitest';
import { readCodeHeader } from './find-code-column.ts';
import { findFigureColumns } from './find-figure-columns.ts';
import type { PdfLine } from './rebuild-pdf-lines.ts';
import { endingAt, pricedRows, textAt } from './testing/pdf-pieces.ts';
import { writePdfLine } from './write-pdf-cells.ts';

/** Quantity, price and amount columns ending at 430, 490 and 560. */
const columns = findFigureColumns([pricedRows(6)]);

describe('writePdfLine', () => {
  it('writes a label centred over a column of centred figures in that column’s cell (our own `UDS` over its `1`)', () => {
    // RESUMEN at 40; UDS centred at 302 over a `1` centred there; then the priced columns.
    const rows: PdfLine[] = pricedRows(6).map((row) => [
      row[1] as PdfLine[number],
      endingAt('1', 304),
      ...row.slice(2),
    ]);
    const centred = findFigureColumns([rows]);
    expect(centred).toHaveLength(4);
    const header = [
      textAt('RESUMEN', 40),
      textAt('UDS', 296),
      endingAt('CANTIDAD', 430),
      endingAt('PRECIO', 490),
      endingAt('IMPORTE', 560),
    ];
    expect(writePdfLine(header, centred)).toBe('RESUMEN\tUDS\tCANTIDAD\tPRECIO\tIMPORTE');
    // A description's words that only start over the column stay in the text's cell.
    const words = [textAt('Realmente elaborado medios espesor vertedero', 90)];
    expect(writePdfLine(words, centred)).toBe('Realmente elaborado medios espesor vertedero');
  });

  it('writes a priced row as its text, then one cell per figure column', () => {
    const [row] = pricedRows(1);
    expect(writePdfLine(row as PdfLine, columns)).toBe('E01 Partida número 1\t3,00\t11,50\t34,50');
  });

  it('writes a figure printed over the end of a too-long title in a cell of its own, where no column ends with it', () => {
    // The title runs from 90 to 590, over the amount drawn from 532 to 580.
    const title = textAt(`TOTAL CAPÍTULO C01 ${'OBRAS '.repeat(20).trim()}...`, 90);
    const line = [title, endingAt('91.219,26', 580)];
    expect(writePdfLine(line, columns)).toBe(`${title.text}\t\t\t91.219,26`);
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

describe('writePdfLine under a header naming the code column', () => {
  const header = [
    textAt('CÓDIGO', 40),
    textAt('RESUMEN', 140),
    endingAt('CANTIDAD', 430),
    endingAt('P. UNIT.', 490),
    endingAt('TOTAL', 560),
  ];
  const code = readCodeHeader(header, columns);

  it('finds the code column from the header: the next text column starts where its label does', () => {
    expect(code).toEqual({ textLeft: 140 });
    expect(readCodeHeader(pricedRows(1)[0] as PdfLine, columns)).toBeUndefined();
    // `Código` in running text, with no column labelled after it, is no header.
    expect(readCodeHeader([textAt('Código', 40), textAt('de la partida', 140)], columns)).toBe(
      undefined,
    );
  });

  it('writes a code of any shape in a cell of its own, and a description line with its first cell empty', () => {
    expect(writePdfLine(header, columns, code)).toBe('CÓDIGO\tRESUMEN\tCANTIDAD\tP. UNIT.\tTOTAL');
    for (const printed of ['REC POZ', 'PINT ANTIPOLVO', '45311911', 'ENCOzapatas']) {
      const row = [
        textAt(printed, 40),
        textAt('ud PUESTA EN RASANTE DE POZO', 140),
        endingAt('18,00', 430),
        endingAt('145,51', 490),
        endingAt('2.619,18', 560),
      ];
      expect(writePdfLine(row, columns, code)).toBe(
        `${printed}\tud PUESTA EN RASANTE DE POZO\t18,00\t145,51\t2.619,18`,
      );
    }
    const wrapped = [textAt('SUPLEMENTO POR m² DE GEOTEXTIL', 140)];
    expect(writePdfLine(wrapped, columns, code)).toBe('\tSUPLEMENTO POR m² DE GEOTEXTIL');
    // A chapter's heading printed across both columns stays whole in the first cell.
    const chapter = [textAt('CAPÍTULO C01 ACTUACIONES EN CALYPO FADO', 40)];
    expect(writePdfLine(chapter, columns, code)).toBe('CAPÍTULO C01 ACTUACIONES EN CALYPO FADO');
  });
});
