import { describe, expect, it } from 'vitest';
import { decimalsOf, formatBc3Number } from './format-bc3-number.ts';

describe('formatBc3Number', () => {
  it('writes a point before the decimals and leaves trailing zeros and thousands separators out', () => {
    expect(formatBc3Number(1234567.5, 2)).toBe('1234567.5');
    expect(formatBc3Number(3, 2)).toBe('3');
    expect(formatBc3Number(-0.25, 2)).toBe('-0.25');
    expect(formatBc3Number(1e-9, 2)).toBe('0');
  });

  it('rounds half away from zero without binary drift', () => {
    expect(formatBc3Number(2.675, 2)).toBe('2.68');
    expect(formatBc3Number(-1.005, 2)).toBe('-1.01');
    expect(formatBc3Number(32.7025, 3)).toBe('32.703');
  });
});

describe('decimalsOf', () => {
  it('finds the decimals a figure needs, up to the limit', () => {
    expect(decimalsOf(7, 6)).toBe(0);
    expect(decimalsOf(12.5, 6)).toBe(1);
    expect(decimalsOf(0.1 + 0.2, 6)).toBe(1);
    expect(decimalsOf(32.703, 6)).toBe(3);
    expect(decimalsOf(1 / 3, 4)).toBe(4);
  });
});
