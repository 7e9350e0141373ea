import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './format-megabytes.ts';

describe('sizes in megabytes', () => {
  it('prints one decimal with a Spanish comma, and whole numbers without', () => {
    expect(formatMegabytes(12.3 * 1024 * 1024)).toBe('12,3');
    expect(formatMegabytes(50 * 1024 * 1024)).toBe('50');
    expect(formatMegabytes(0)).toBe('0');
  });

  it('shows a small file as a tenth rather than as nothing', () => {
    expect(formatMegabytes(120 * 1024)).toBe('0,1');
    expect(formatMegabytes(20 * 1024)).toBe('0,1');
    expect(formatMegabytes(1)).toBe('0,1');
  });
});
