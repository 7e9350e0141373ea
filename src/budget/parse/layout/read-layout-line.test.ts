import { describe, expect, it } from 'vitest';
import { isFigureLine, readLayoutLine } from './read-layout-line.ts';

const valuesOf = (text: string) => readLayoutLine(text, 1, ',').figures.map((f) => f.value);

describe('readLayoutLine', () => {
  it('reads a figure without the € printed beside it, and keeps that € in the words a description or note prints', () => {
    const note = readLayoutLine(
      'Observaciones: Precio a revisar, 1.250,00 €  en la oferta',
      1,
      ',',
    );
    expect(note.text).toBe('Observaciones: Precio a revisar, 1.250,00 en la oferta');
    expect(note.figures.map((figure) => figure.value)).toEqual([1250]);
    expect(note.printedText).toBe('Observaciones: Precio a revisar, 1.250,00 € en la oferta');
    const row = readLayoutLine('t DEMOLICIÓN\t1\t3.145,93\t243,61 €\t766.380,01 €', 1, ',');
    expect(row.figures.map((figure) => figure.value)).toEqual([1, 3145.93, 243.61, 766380.01]);
    expect(row.printedText).toBe('t DEMOLICIÓN 1 3.145,93 243,61 € 766.380,01 €');
    // A € among words is a word of the text already; a line without € is its text.
    expect(readLayoutLine('valoradas en €', 1, ',').printedText).toBe('valoradas en €');
    expect(readLayoutLine('Ver plano 3', 1, ',').printedText).toBe('Ver plano 3');
  });

  it('reads a soft hyphen or a minus sign before a figure as its minus', () => {
    expect(valuesOf('\u00AD3,00 10,00 \u00AD30,00')).toEqual([-3, 10, -30]);
    expect(valuesOf('\u22122,00 10,00 \u221220,00')).toEqual([-2, 10, -20]);
  });

  it('drops hidden hyphenation points inside words', () => {
    expect(readLayoutLine('calza\u00ADdas de hormi\u00ADgón', 1, ',').text).toBe(
      'calzadas de hormigón',
    );
  });

  it('keeps a euro sign among words, and drops one printed with a figure, after or before it', () => {
    const line = readLayoutLine('Tasas valoradas en € según 35,00€ y € 12,00 y €/m2', 1, ',');
    expect(line.text).toBe('Tasas valoradas en € según 35,00 y 12,00 y €/m2');
    expect(line.figures.map((figure) => figure.value)).toEqual([35, 12]);
    const cells = readLayoutLine('\tImportes en €\t2,00\t1.210,00 €\t2.420,00 €', 1, ',');
    expect(cells.tokens).toEqual(['Importes', 'en', '€', '2,00', '1.210,00', '2.420,00']);
    expect(cells.figures.map((figure) => figure.cell)).toEqual([2, 3, 4]);
  });

  it('reads a number after words in its spreadsheet cell as a word, and one opening its cell as a figure', () => {
    const title = readLayoutLine('01.01.01\tkg VIGAS DE MÓDULOS 1, 2, 7 y 8', 1, ',');
    expect(title.figures).toEqual([]);
    expect(title.text).toBe('01.01.01 kg VIGAS DE MÓDULOS 1, 2, 7 y 8');
    const measurement = readLayoutLine('\tPerfil 01 - IPE-200\t2\t13,64\t22,4\t\t611,07', 1, ',');
    expect(measurement.figures.map((figure) => figure.printed)).toEqual([
      '2',
      '13,64',
      '22,4',
      '611,07',
    ]);
    // A PDF's text cell runs an amount into the next column's words: the amount stays.
    const run = readLayoutLine('\t96,6279\t61,26\t5.919,43 ZANJAS\t3,255', 1, ',');
    expect(run.figures.map((figure) => figure.value)).toEqual([96.6279, 61.26, 5919.43, 3.255]);
  });

  it('reads figures ending a cell of words as figures where they multiply into the row’s last cell', () => {
    // A PDF's figure columns leave a row's quantity and price in its text cell.
    const row = readLayoutLine('Total m³ : 359,47 304,51 €\t\t109.462,21 €', 1, ',');
    expect(row.figures.map((figure) => figure.value)).toEqual([359.47, 304.51, 109462.21]);
    const measurement = readLayoutLine('A deducir alcorque -1 7,16 2,21 0,49\t-7,75', 1, ',');
    expect(measurement.figures.map((figure) => figure.value)).toEqual([
      -1, 7.16, 2.21, 0.49, -7.75,
    ]);
    // Numbers of a title that multiply into nothing stay its words.
    const title = readLayoutLine('01.01\tVIGAS DE MÓDULOS 7 y 8 ZONA 2 3\t12,50', 1, ',');
    expect(title.figures.map((figure) => figure.value)).toEqual([12.5]);
    // One factor is no product: `PIEZA 2` before a price of 2 × … stays a word.
    const single = readLayoutLine('\tPIEZA 2\t125,00\t250,00', 1, ',');
    expect(single.figures.map((figure) => figure.value)).toEqual([125, 250]);
  });

  it('groups spaced thousands within a cell of a tab-separated row, never across cells', () => {
    // A PDF's columns put a row's figures in one cell: `124,28 191,81 23 838,15`.
    const row = readLayoutLine('\t\t124,28 191,81 23 838,15', 1, ',', true);
    expect(row.figures.map((figure) => [figure.value, figure.cell])).toEqual([
      [124.28, 2],
      [191.81, 2],
      [23838.15, 2],
    ]);
    // `3` in the Uds. cell and `125,50` in the next are two figures.
    const measurement = readLayoutLine('Acera\t3\t125,50\t376,50', 1, ',', true);
    expect(measurement.figures.map((figure) => figure.value)).toEqual([3, 125.5, 376.5]);
  });

  it('reads a spreadsheet measurement row ending in its formula cell as figures, the formula no word', () => {
    const row = readLayoutLine('\ta*b 1.00,5.00,0.00,0.00\t1\t5,000 5,000\ta*b', 1, ',');
    expect(row.tokens).toEqual(['a*b', '1.00,5.00,0.00,0.00', '1', '5,000', '5,000']);
    expect(isFigureLine(row)).toBe(true);
    // A formula-like word inside the text, or one that follows words, stays a word.
    expect(readLayoutLine('\tCorte a/d\t2\tvarios a/d', 1, ',').tokens).toEqual([
      'Corte',
      'a/d',
      '2',
      'varios',
      'a/d',
    ]);
  });

  it('reads words apart by doubled spaces as words apart by one, figures at their word index', () => {
    for (const [doubled, single] of [
      ['E02AM010 m3  EXCAVACIÓN 12,50   9,50 118,75', 'E02AM010 m3 EXCAVACIÓN 12,50 9,50 118,75'],
      ['5.919,43  DC (2)', '5.919,43 DC (2)'],
      ['A  B', 'A B'],
    ] as const) {
      const read = readLayoutLine(doubled, 1, ',');
      const expected = readLayoutLine(single, 1, ',');
      expect(read.text).toBe(expected.text);
      expect(read.tokenCount).toBe(expected.tokenCount);
      expect(read.figures).toEqual(expected.figures);
    }
  });

  it('drops dot leaders and euro signs', () => {
    const line = readLayoutLine('TOTAL CAPÍTULO C01........ 1.210,00 €', 1, ',');
    expect(line.tokens).toEqual(['TOTAL', 'CAPÍTULO', 'C01', '1.210,00']);
    expect(line.figures.map((figure) => figure.value)).toEqual([1210]);
  });
});

describe('LayoutLine words', () => {
  const line = readLayoutLine('E02AM010 m3 EXCAVACIÓN EN ZANJA 12,50 9,50 118,75', 1, ',');

  it('gives any word, and text between words, as the split words would', () => {
    const words = 'E02AM010 m3 EXCAVACIÓN EN ZANJA 12,50 9,50 118,75'.split(' ');
    expect(line.tokenCount).toBe(words.length);
    for (let index = -1; index <= words.length; index++)
      expect(line.word(index)).toBe(words[index]);
    for (let from = 0; from <= words.length; from++)
      for (let end = from; end <= words.length; end++)
        expect(line.textBetween(from, end)).toBe(words.slice(from, end).join(' '));
    expect(line.tokens).toEqual(words);
  });

  it('gives each word of a line ending in words or in figures, whichever word is asked first', () => {
    for (const text of [
      'Acera sur 1 22,87 3,19 72,96',
      'Replanteo de incluir levantado con realmente espesor incluir.',
      'A B C D E',
      'UNO 2,50 TRES',
      '7 2,50',
    ]) {
      const words = text.split(' ');
      for (let index = 0; index < words.length; index++)
        expect(readLayoutLine(text, 1, ',').word(index)).toBe(words[index]);
    }
  });

  it('finds figures by their word index without splitting the line', () => {
    expect(line.figures.map((figure) => [figure.token, figure.value])).toEqual([
      [5, 12.5],
      [6, 9.5],
      [7, 118.75],
    ]);
  });
});
