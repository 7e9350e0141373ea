import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

/** es-ES puts a no-break space between the amount and the euro sign. */
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('groups a four-digit amount with a dot, as budgets print it: 1.234,56 €', () => {
    expect(formatMoney(1234.56)).toBe(`1.234,56${NBSP}€`);
  });

  it('always shows two decimals', () => {
    expect(formatMoney(7)).toBe(`7,00${NBSP}€`);
    expect(formatMoney(0.5)).toBe(`0,50${NBSP}€`);
  });

  it('groups millions with dots', () => {
    expect(formatMoney(112729997.48)).toBe(`112.729.997,48${NBSP}€`);
  });

  it('rounds to the cent', () => {
    expect(formatMoney(10.006)).toBe(`10,01${NBSP}€`);
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0.001)).toBe(`0,00${NBSP}€`);
  });

  it('keeps the sign of a deduction', () => {
    expect(formatMoney(-1500)).toBe(`-1.500,00${NBSP}€`);
  });
});
