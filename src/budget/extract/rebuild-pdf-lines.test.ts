import { describe, expect, it } from 'vitest';
import {
  groupPdfLines,
  joinHyphenatedLines,
  rebuildPdfLines,
  type PositionedText,
} from './rebuild-pdf-lines.ts';

/** A run of 7.8 pt text whose width is estimated from its length, as in a Presto report. */
function run(text: string, x: number, y: number, height = 7.8): PositionedText {
  return { text, x, y, width: text.length * height * 0.5, height };
}

describe('rebuildPdfLines', () => {
  it('puts a row’s code, unit, summary and figures on one line in column order, whatever the drawing order', () => {
    const runs = [
      run('705,60', 534.8, 697.4),
      run('630,00', 426.7, 697.4),
      run('CORTE PAVIMENTO EXISTENTE', 114.3, 741.5),
      run('1,12', 482.1, 697.4),
      run('DEM06', 43.2, 741.5),
      run('Ml', 100.1, 741.5),
    ];
    expect(rebuildPdfLines(runs)).toEqual([
      'DEM06 Ml CORTE PAVIMENTO EXISTENTE',
      '630,00 1,12 705,60',
    ]);
  });

  it('orders lines from the top of the page down', () => {
    const runs = [run('tercera', 100, 100), run('primera', 100, 700), run('segunda', 100, 400)];
    expect(rebuildPdfLines(runs)).toEqual(['primera', 'segunda', 'tercera']);
  });

  it('keeps a raised superscript on its line (m²) and separates lines a leading apart', () => {
    const runs = [
      run('U01AB010', 43.2, 623.4),
      run('m', 100.1, 623.4),
      run('2', 104, 626.5, 5),
      run('ACERAS', 114.3, 623.4),
    ];
    runs.push(run('Demolición de aceras', 100.1, 608.4));
    expect(rebuildPdfLines(runs)).toEqual(['U01AB010 m2 ACERAS', 'Demolición de aceras']);
  });

  it('glues runs that touch (a word split into glyph runs) and spaces runs with a gap', () => {
    const runs = [
      { text: 'levan', x: 100, y: 500, width: 20, height: 8 },
      { text: 'tado', x: 120.2, y: 500, width: 16, height: 8 },
      { text: 'de', x: 140, y: 500, width: 8, height: 8 },
    ];
    expect(rebuildPdfLines(runs)).toEqual(['levantado de']);
  });

  it('drops whitespace-only runs and collapses runs of spaces', () => {
    const runs = [
      run('CÓDIGO', 43.2, 787.7),
      { text: ' ', x: 70, y: 787.7, width: 1249, height: 0 },
      run('RESUMEN  ', 100.1, 787.7),
    ];
    expect(rebuildPdfLines(runs)).toEqual(['CÓDIGO RESUMEN']);
  });

  it('returns no lines for a page without text', () => {
    expect(rebuildPdfLines([])).toEqual([]);
  });
});

describe('groupPdfLines', () => {
  it('gives each piece of a line with where its ink starts and ends, and whether it is a figure', () => {
    const [line] = groupPdfLines([
      { text: 'DEM06', x: 43.2, y: 700, width: 20, height: 8 },
      // pdf.js counts a trailing space in the width: the figure's ink ends before it.
      { text: '705,60 ', x: 530, y: 700, width: 28, height: 8 },
    ]);
    expect(line).toEqual([
      { text: 'DEM06', left: 43.2, right: 63.2, size: 8, figure: false },
      { text: '705,60', left: 530, right: 554, size: 8, figure: true },
    ]);
  });

  it('joins a figure whose thousands group was drawn a word space apart into one piece', () => {
    const [line] = groupPdfLines([
      { text: '1', x: 500, y: 700, width: 4, height: 8 },
      { text: '234,56', x: 506, y: 700, width: 24, height: 8 },
      { text: '7,85', x: 460, y: 700, width: 16, height: 8 },
    ]);
    expect(line?.map((piece) => [piece.text, piece.left, piece.right])).toEqual([
      ['7,85', 460, 476],
      ['1 234,56', 500, 530],
    ]);
  });

  it('splits a run pdf.js made of a row’s figures, the last ending where the run ends', () => {
    const [line] = groupPdfLines([
      { text: '1.960,31', x: 446.8, y: 700, width: 27.2, height: 7 },
      { text: '22.109,57 43.341.611,17', x: 486.9, y: 700, width: 79.1, height: 7 },
    ]);
    expect(line?.map((piece) => piece.text)).toEqual(['1.960,31', '22.109,57', '43.341.611,17']);
    expect(line?.[2]?.right).toBeCloseTo(566);
    // Placed by its share of the run's width: within a rounding of where it was drawn (518).
    expect(line?.[1]?.right).toBeCloseTo(518.5, 0);
  });

  it('splits the figure off a label whose dot leaders run into it, the figure keeping the right edge', () => {
    const text = 'TOTAL APARTADO C02.02.01 OBRAS COMPLEMENTARIAS...5 427 681,18';
    const [line] = groupPdfLines([{ text, x: 102, y: 700, width: 464, height: 7 }]);
    expect(line?.map((piece) => [piece.text, piece.figure])).toEqual([
      ['TOTAL APARTADO C02.02.01 OBRAS COMPLEMENTARIAS...', false],
      ['5 427 681,18', true],
    ]);
    expect(line?.[1]?.right).toBeCloseTo(566);
  });

  it('keeps an amount printed over a title too long for its column as a piece of its own', () => {
    const title =
      'Total capítulo 01 REPARACIONES EN ESTACIÓN DE BOMBEO Y OBRAS EN AVDA. DE LA CONSTITUCIÓN';
    const [line] = groupPdfLines([
      { text: title, x: 106, y: 700, width: 488, height: 7 },
      { text: '4 173 538,97', x: 521, y: 700, width: 41, height: 7 },
    ]);
    expect(line?.map((piece) => [piece.text, piece.figure])).toEqual([
      [title, false],
      ['4 173 538,97', true],
    ]);
    expect(line?.[1]?.left).toBeCloseTo(521);
  });

  it('still joins a figure drawn over a figure (bold by overprinting) and words over words', () => {
    const [figures] = groupPdfLines([
      { text: '1.234,56', x: 500, y: 700, width: 30, height: 7 },
      { text: '1.234,56', x: 500.3, y: 700, width: 30, height: 7 },
    ]);
    expect(figures?.map((piece) => piece.text)).toEqual(['1.234,561.234,56']);
    const [words] = groupPdfLines([
      { text: 'TOTAL', x: 100, y: 700, width: 22, height: 7 },
      { text: 'TOTAL', x: 100.3, y: 700, width: 22, height: 7 },
    ]);
    expect(words?.map((piece) => piece.text)).toEqual(['TOTALTOTAL']);
  });

  it('splits the figure off a label ending in a colon, as pdf.js joins CYPE’s Parcial line to its amount', () => {
    const text = 'Parcial nº 1 REPARACIONES EN AVDA. DE LA CONSTITUCIÓN : 921 666,37 €';
    const [line] = groupPdfLines([{ text, x: 28, y: 700, width: 517, height: 7 }]);
    expect(line?.map((piece) => [piece.text, piece.figure])).toEqual([
      ['Parcial nº 1 REPARACIONES EN AVDA. DE LA CONSTITUCIÓN :', false],
      ['921 666,37 €', true],
    ]);
    expect(line?.[1]?.right).toBeCloseTo(545);
  });

  it('keeps words that end in a number after a single ellipsis or no leaders whole', () => {
    for (const text of ['m23P67I… 12,50', 'según plano 3.2', 'ver apartado 3. 12,00']) {
      const [line] = groupPdfLines([{ text, x: 100, y: 700, width: 100, height: 7 }]);
      expect(line?.map((piece) => piece.text)).toEqual([text]);
    }
  });

  it('keeps apart figures of two columns, however short the first', () => {
    const [line] = groupPdfLines([
      { text: '1', x: 236, y: 700, width: 4.5, height: 8 },
      { text: '125,00', x: 284, y: 700, width: 24, height: 8 },
    ]);
    expect(line?.map((piece) => piece.text)).toEqual(['1', '125,00']);
  });
});

describe('joinHyphenatedLines', () => {
  it('joins a word hyphenated at the line end and keeps the rest of the next line as a line', () => {
    expect(
      joinHyphenatedLines(['con cortadora de disco, en calza-', 'das, i/replanteo y p.p.']),
    ).toEqual(['con cortadora de disco, en calzadas,', 'i/replanteo y p.p.']);
  });

  it('joins a hyphenated word that is the whole next line', () => {
    expect(joinHyphenatedLines(['donde sea ne-', 'cesaria.'])).toEqual(['donde sea necesaria.']);
  });

  it('joins across tab-separated cells: the word goes up, the next line keeps its cells', () => {
    expect(
      joinHyphenatedLines([
        'Excavación general del terreno exis-',
        'tente a máquina\t2.54\t13235.940',
      ]),
    ).toEqual(['Excavación general del terreno existente', 'a máquina\t2.54\t13235.940']);
    expect(joinHyphenatedLines(['del terreno exis-', 'tente\t2.54\t13235.940'])).toEqual([
      'del terreno existente',
      '\t2.54\t13235.940',
    ]);
  });

  it('joins a description’s lines under a code column, each with its first cell empty, and keeps the next one’s cell', () => {
    expect(
      joinHyphenatedLines(['\tPuesta en rasante del pozo exis-', '\ttente, incluso tapa de']),
    ).toEqual(['\tPuesta en rasante del pozo existente,', '\tincluso tapa de']);
    expect(
      joinHyphenatedLines(['REC POZ\tud PUESTA EN RASANTE\t18,00', '\ttapa-', '\tdas']),
    ).toEqual(['REC POZ\tud PUESTA EN RASANTE\t18,00', '\ttapadas']);
  });

  it('joins nothing into a line whose first cell is empty', () => {
    const lines = ['del terreno exis-', '\tcontinúa\t2.54'];
    expect(joinHyphenatedLines(lines)).toEqual(lines);
  });

  it('keeps real hyphens: before a capital, after a capital or a digit, and before figures', () => {
    const lines = [
      'según NTE-',
      'RSR, sobre solera',
      'hormigón HM-',
      'hormigón 20-',
      'cm',
      'total de-',
      '630,00 1,12 705,60',
    ];
    expect(joinHyphenatedLines(lines)).toEqual(lines);
  });
});
