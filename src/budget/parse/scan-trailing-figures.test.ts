import { describe, expect, it } from 'vitest';
import { TrailingFigures } from './scan-trailing-figures.ts';

describe('TrailingFigures', () => {
  it('reads the figures ending a line, in line order, with their printed text', () => {
    const figures = new TrailingFigures().scan('Acera sur 1 22,87 3,19 72,96', 6);
    expect(figures.count).toBe(4);
    expect([...figures.values.subarray(0, 4)]).toEqual([1, 22.87, 3.19, 72.96]);
    expect([0, 1, 2, 3].map((index) => figures.printedAt(index))).toEqual([
      '1',
      '22,87',
      '3,19',
      '72,96',
    ]);
  });

  it('stops at the first word that is no figure, and at the figures asked for', () => {
    expect(new TrailingFigures().scan('Planta 2 3 4,20 12,60', 6).count).toBe(4);
    expect(new TrailingFigures().scan('Planta 2 3 4,20 12,60', 2).printedAt(0)).toBe('4,20');
    expect(new TrailingFigures().scan('Planta baja', 6).count).toBe(0);
  });

  it('reads a line in place inside a larger text, with offsets into that text', () => {
    const text = 'DEM06 Ml CORTE\n279,48 80,41 22.472,99\nTOTAL 1,00';
    const start = text.indexOf('279');
    const end = text.indexOf('\nTOTAL');
    const figures = new TrailingFigures().scan(text, 6, start, end);
    expect(figures.count).toBe(3);
    expect(figures.offsets[0]).toBe(start);
    expect(figures.printedAt(2)).toBe('22.472,99');
    expect(figures.lineText()).toBe('279,48 80,41 22.472,99');
  });

  it('does not read a figure of the line before a line read in place', () => {
    const text = 'Zona 4,00\n12,50';
    const start = text.indexOf('12,50');
    const figures = new TrailingFigures().scan(text, 6, start, text.length);
    expect(figures.count).toBe(1);
    expect(figures.printedAt(0)).toBe('12,50');
  });
});
