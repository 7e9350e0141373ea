import { describe, expect, it } from 'vitest';
import { figureText, stylesOf, valueIn } from './read-cell-figure.ts';

describe('figureText', () => {
  it('reads thousands grouped by spaces as one figure', () => {
    expect(figureText('1 234,56')).toBe('1234,56');
    expect(figureText('12 345 678,9 €')).toBe('12345678,9');
    expect(valueIn(figureText('1\u00a0234,56')!, 'es')).toBe(1234.56);
  });

  it('reads no figure in two figures run into one cell by a space (`100 1`, `3 45,78`)', () => {
    // MEDICIÓN's 100 and TOTAL ENSAYOS' 1 in one cell, a row slipped a column: not 1001.
    expect(figureText('100 1')).toBeUndefined();
    expect(figureText('3 45,78')).toBeUndefined();
    expect(figureText('1 2345')).toBeUndefined();
    expect(stylesOf(figureText('1 234')!)).not.toBe(0);
  });
});
