import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatSpanishDecimal } from './format-spanish-decimal.ts';

describe('formatSpanishDecimal', () => {
  it('groups thousands with dots and writes a decimal comma, as budget reports do', () => {
    expect(formatSpanishDecimal(1605.9, 2)).toBe('1.605,90');
    expect(formatSpanishDecimal(141374126, 2)).toBe('141.374.126,00');
    expect(formatSpanishDecimal(0.5, 3)).toBe('0,500');
    expect(formatSpanishDecimal(12, 0)).toBe('12');
    expect(formatSpanishDecimal(0.004, 3)).toBe('0,004');
    expect(formatSpanishDecimal(1234567.5, 0)).toBe('1.234.568');
  });

  it('rounds half away from zero, as amounts are rounded everywhere else', () => {
    expect(formatSpanishDecimal(2.675, 2)).toBe('2,68');
    expect(formatSpanishDecimal(-2.675, 2)).toBe('-2,68');
  });

  it('keeps the minus of a deduction and drops it when the value rounds to zero', () => {
    expect(formatSpanishDecimal(-1.68, 2)).toBe('-1,68');
    expect(formatSpanishDecimal(-0.001, 2)).toBe('0,00');
  });

  it('agrees with Intl es-ES (grouping forced) for any amount', () => {
    const intl = new Intl.NumberFormat('es-ES', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const value = cents / 100;
        expect(formatSpanishDecimal(value, 2)).toBe(intl.format(value).replace('\u2212', '-'));
      }),
    );
  });
});
