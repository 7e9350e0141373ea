import { describe, expect, it } from 'vitest';
import { misprintItemPrice } from '../../testing/misprint-item-price.ts';
import { readBudgetByLayout } from './read-budget-by-layout.ts';

describe('readBudgetByLayout', () => {
  it('reads the stated figures of a report with a misprinted price: the wrapped chapter total, and the PEM before the contract total', () => {
    // Seed 53 prints `TOTAL CAPÍTULO 01 ACTUACIONES` / `PREVIAS EN CALLE ÁVILA....` /
    // `89.506.633,43`, then a summary whose `SUMA` and contract total follow the PEM.
    const misprinted = misprintItemPrice(30, 53);
    const result = readBudgetByLayout(misprinted.text, { unknownClient: '' });
    expect(result?.budget.statedTotal).toBe(misprinted.budget.total);
    expect(result?.budget.chapters?.map((chapter) => chapter.statedTotal)).toEqual(
      misprinted.budget.chapters?.map((chapter) => chapter.total),
    );
    expect(result?.warnings.map((warning) => warning.kind)).toContain('total-mismatch');
  });
});
