import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';

const valuesOf = (text: string) => readLayoutLine(text, 1, ',').figures.map((f) => f.value);

describe('readLayoutLine', () => {
  it('reads a soft hyphen or a minus sign before a figure as its minus', () => {
    expect(valuesOf('\u00AD3,00 10,00 \u00AD30,00')).toEqual([-3, 10, -30]);
    expect(valuesOf('\u22122,00 10,00 \u221220,00')).toEqual([-2, 10, -20]);
  });

  it('drops hidden hyphenation points inside words', () => {
    expect(readLayoutLine('calza\u00ADdas de hormi\u00ADgón', 1, ',').text).toBe(
      'calzadas de hormigón',
    );
  });

  it('drops dot leaders and euro signs', () => {
    const line = readLayoutLine('TOTAL CAPÍTULO C01........ 1.210,00 €', 1, ',');
    expect(line.tokens).toEqual(['TOTAL', 'CAPÍTULO', 'C01', '1.210,00']);
    expect(line.figures.map((figure) => figure.value)).toEqual([1210]);
  });
});
