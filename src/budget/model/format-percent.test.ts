import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent.ts';

describe('formatPercent', () => {
  it('prints whole percentages without decimals and others with a decimal comma', () => {
    expect(formatPercent(13)).toBe('13');
    expect(formatPercent(6.5)).toBe('6,5');
    expect(formatPercent(21.125)).toBe('21,13');
  });
});
