import { describe, expect, it } from 'vitest';
import { formatQuantity } from './format-quantity.ts';

describe('formatQuantity', () => {
  it('groups thousands and gives at least two decimals, as a Spanish budget prints them', () => {
    expect(formatQuantity('15545,91')).toBe('15.545,91');
    expect(formatQuantity('3085,2')).toBe('3.085,20');
    expect(formatQuantity('10')).toBe('10,00');
    expect(formatQuantity('1234567')).toBe('1.234.567,00');
    expect(formatQuantity('0,5')).toBe('0,50');
  });

  it('keeps every decimal the figure has, and an already grouped figure as it is', () => {
    expect(formatQuantity('12,500')).toBe('12,500');
    expect(formatQuantity('0,125')).toBe('0,125');
    expect(formatQuantity('1.050,00')).toBe('1.050,00');
    expect(formatQuantity('999,99')).toBe('999,99');
  });

  it('leaves empty cells and what is no Spanish number as the source wrote it', () => {
    expect(formatQuantity('')).toBe('');
    expect(formatQuantity('2.5')).toBe('2.5');
    expect(formatQuantity('s/medición')).toBe('s/medición');
  });
});
