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

describe('formatMoney against Intl', () => {
  const intl = new Intl.NumberFormat('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
  const intlMoney = (amount: number) => {
    const rounded = Math.round(amount * 100) / 100;
    return intl.format(rounded === 0 ? 0 : rounded);
  };

  it('prints every amount as es-ES Intl currency formatting does, cents, signs and sizes of every kind', () => {
    // A seeded walk over magnitudes from cents to hundreds of billions, both signs.
    let seed = 20_261_127;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const amounts = [0, -0, 0.004, 0.005, -0.005, 0.015, 1.005, 999.995, 1000, 123_456_789.125];
    for (let index = 0; index < 20_000; index++) {
      const magnitude = 10 ** Math.floor(random() * 12 - 2);
      const amount = random() * magnitude * (random() < 0.2 ? -1 : 1);
      amounts.push(amount, Math.round(amount * 100) / 100, Math.round(amount));
    }
    for (const amount of amounts)
      expect(formatMoney(amount), String(amount)).toBe(intlMoney(amount));
  });

  it('prints what is no number as Intl does', () => {
    for (const amount of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(formatMoney(amount)).toBe(intl.format(amount));
  });
});
