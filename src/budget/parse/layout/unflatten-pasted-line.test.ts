import { describe, expect, it } from 'vitest';
import { FLATTENED_LINE_LENGTH, isFlattenedLine, unflattenLine } from './unflatten-pasted-line.ts';

const filler = 'con p.p. de medios auxiliares y transporte a vertedero autorizado. '.repeat(12);

const flattened = [
  '01 FASE 2 01.04.01 PAVIMENTO PERMEABLE',
  'm23E04CE020 m2 ENCOFRADO MADERA EN ZAPATAS 1,00 29,13 29,13',
  `Encofrado y desencofrado en zapatas, encepa- dos, ${filler}`,
  'APUDm23U05F030m2 PAVIMENTO PERMEABLE 849,00 57,26 48.613,74',
  `Suministro y colocación de pavimento permeable ${filler}`,
  'TOTAL 01.04.01........ 48.642,87',
].join(' ');

describe('unflattenLine', () => {
  it('takes a long line with two multiplying runs for a flattened paste', () => {
    expect(flattened.length).toBeGreaterThan(FLATTENED_LINE_LENGTH);
    expect(isFlattenedLine(flattened, ',')).toBe(true);
  });

  it('keeps a long line with one multiplying run (a Word table row) whole', () => {
    const row = `DEM06 m2 PAVIMENTO ${filler.repeat(3)} 10,00 2,00 20,00`;
    expect(isFlattenedLine(row, ',')).toBe(false);
  });

  it('splits before codes with units, numbered chapters and TOTAL, and after each closing run', () => {
    expect(unflattenLine(flattened, ',').map((line) => line.slice(0, 40))).toEqual([
      '01 FASE 2',
      '01.04.01 PAVIMENTO PERMEABLE',
      'm23E04CE020 m2 ENCOFRADO MADERA EN ZAPAT',
      'Encofrado y desencofrado en zapatas, enc',
      'APUDm23U05F030m2 PAVIMENTO PERMEABLE 849',
      'Suministro y colocación de pavimento per',
      'TOTAL 01.04.01........ 48.642,87',
    ]);
  });

  it('joins a word the wrap hyphen cut', () => {
    expect(unflattenLine(flattened, ',')[3]).toMatch(
      /^Encofrado y desencofrado en zapatas, encepados,/,
    );
  });

  it('reads the figures in the document’s number format', () => {
    const english = flattened.replace(/(\d),(\d\d)\b/g, '$1.$2').replace('48.613.74', '48,613.74');
    expect(isFlattenedLine(english, '.')).toBe(true);
    expect(unflattenLine(english, '.')[4]).toBe(
      'APUDm23U05F030m2 PAVIMENTO PERMEABLE 849.00 57.26 48,613.74',
    );
  });
});
