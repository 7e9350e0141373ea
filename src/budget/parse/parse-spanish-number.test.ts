import { describe, expect, it } from 'vitest';
import { parseSpanishNumber } from './parse-spanish-number.ts';

describe('parseSpanishNumber', () => {
  it('reads a comma as the decimal point and dots as thousands separators', () => {
    expect(parseSpanishNumber('1.605,90')).toBe(1605.9);
    expect(parseSpanishNumber('2.881.012,28')).toBe(2881012.28);
  });

  it('reads numbers printed without thousands dots', () => {
    expect(parseSpanishNumber('4395,00')).toBe(4395);
    expect(parseSpanishNumber('630')).toBe(630);
  });

  it('reads a hyphen, a soft hyphen or a typographic minus as a negative sign', () => {
    expect(parseSpanishNumber('-25,00')).toBe(-25);
    expect(parseSpanishNumber('\u00AD20')).toBe(-20);
    expect(parseSpanishNumber('\u22121,25')).toBe(-1.25);
  });

  it('rejects item codes, chapter codes and words', () => {
    for (const token of ['01.02', '08.02.01', 'E02AM010', 'm2', '1,2,3', '', '12,', ',5', 'uno']) {
      expect(parseSpanishNumber(token)).toBeUndefined();
    }
  });

  it('rejects absurdly long digit runs instead of scanning them', () => {
    expect(parseSpanishNumber('9'.repeat(5000))).toBeUndefined();
  });
});
