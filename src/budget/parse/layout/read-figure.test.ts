import { describe, expect, it } from 'vitest';
import { readFigure } from './read-figure.ts';

describe('readFigure', () => {
  it('reads thousands and decimals in the mark it is given', () => {
    expect(readFigure('1.210,00', ',')).toBe(1210);
    expect(readFigure('13235.940', '.')).toBe(13235.94);
    expect(readFigure('1,234.5', '.')).toBe(1234.5);
  });

  it('refuses codes and words', () => {
    expect(readFigure('1.2.6', ',')).toBeUndefined();
    expect(readFigure('1.1', ',')).toBeUndefined();
    expect(readFigure('m2', ',')).toBeUndefined();
  });

  it('reads a figure longer than 15 digits, past exact integer arithmetic', () => {
    expect(readFigure('1.234.567.890.123,4567', ',')).toBeCloseTo(1_234_567_890_123.46, 2);
  });

  it('reads no figure whose whole part is longer than any amount can be, so no value is ever infinite', () => {
    const huge = '9'.repeat(5000);
    expect(readFigure(huge, ',')).toBeUndefined();
    expect(readFigure(`${huge},50`, ',')).toBeUndefined();
    expect(readFigure('1'.repeat(16), '.')).toBeUndefined();
    expect(readFigure('9'.repeat(15), '.')).toBe(999_999_999_999_999);
  });
});
