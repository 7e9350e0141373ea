import { describe, expect, it } from 'vitest';
import { isPlausibleFigure, roundToCents, sumTotals } from './money.ts';

describe('sumTotals', () => {
  it('sums to the cent, free of binary drift', () => {
    expect(sumTotals([{ total: 0.1 }, { total: 0.2 }, { total: 1234.56 }])).toBe(1234.86);
    expect(roundToCents(1.005)).toBe(1.01);
  });

  it('stays a finite number with a 5,000-digit, an infinite or a NaN amount among valid ones', () => {
    const huge = Number('9'.repeat(5000));
    expect(huge).toBe(Infinity);
    const items = [
      { total: 50 },
      { total: huge },
      { total: NaN },
      { total: -Infinity },
      { total: 6 },
    ];
    const total = sumTotals(items);
    expect(total).toBe(56);
    // The JSON output (`parse --json`, saved budgets) keeps it a number, never null.
    expect(JSON.parse(JSON.stringify({ total }))).toEqual({ total: 56 });
  });

  it('leaves out an amount of a magnitude no budget has', () => {
    expect(sumTotals([{ total: 10 }, { total: 1e15 }])).toBe(10);
    expect(isPlausibleFigure(845180002)).toBe(true);
    expect(isPlausibleFigure(1e12)).toBe(false);
  });
});
