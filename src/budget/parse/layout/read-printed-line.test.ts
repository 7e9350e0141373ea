import { describe, expect, it } from 'vitest';
import { readPrintedLine } from './read-printed-line.ts';

const texts = (printed: string) =>
  readPrintedLine(printed, 7, ',', false).map((line) => [line.number, line.text]);

describe('readPrintedLine', () => {
  it('reads an ordinary printed line as one report line', () => {
    expect(texts('DEM06 Ml CORTE PAVIMENTO 1,00 2,00 2,00')).toEqual([
      [7, 'DEM06 Ml CORTE PAVIMENTO 1,00 2,00 2,00'],
    ]);
  });

  it('reads a line old PDF text printed for two as both, with the printed line’s number', () => {
    expect(texts('01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES M3 DEMOLICIÓN EDIFICIO')).toEqual([
      [7, 'CAPÍTULO 01 DEMOLICIONES'],
      [7, '01.01 01EMM00110X M3 DEMOLICIÓN EDIFICIO'],
    ]);
  });

  it('reads a budget pasted as one line as its report lines', () => {
    const filler = 'con p.p. de medios auxiliares y transporte a vertedero autorizado. '.repeat(12);
    const printed = [
      'm23E04CE020 m2 ENCOFRADO MADERA EN ZAPATAS 1,00 29,13 29,13',
      filler,
      'm23E27GW050 m2 PINTURA AL CLOROCAUCHO 58,00 15,27 885,66',
      filler,
    ].join(' ');
    expect(texts(printed).map(([, text]) => String(text).slice(0, 11))).toEqual([
      'm23E04CE020',
      'con p.p. de',
      'm23E27GW050',
      'con p.p. de',
    ]);
  });
});
