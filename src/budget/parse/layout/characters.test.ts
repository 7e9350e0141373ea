import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDigitRun, isOrderNumber } from './characters.ts';

/** Characters that make or break an order number, and ordinary ones. */
const TOKEN = fc
  .array(fc.constantFrom('0', '1', '9', '.', '-', ',', 'a', 'Z', ' ', '٣'), { maxLength: 8 })
  .map((characters) => characters.join(''));

describe('character tests', () => {
  it('tells a run of digits as /^\\d+$/ does', () => {
    fc.assert(
      fc.property(TOKEN, (token) => {
        expect(isDigitRun(token)).toBe(/^\d+$/.test(token));
      }),
      { numRuns: 3000 },
    );
  });

  it('tells an order number (`1.2`, `3.`, `1.2.-`) as /^\\d+(?:\\.\\d+)*\\.?-?$/ does', () => {
    for (const token of ['1', '1.2', '3.', '1.2.-', '12.03.-'])
      expect(isOrderNumber(token)).toBe(true);
    for (const token of ['', '.1', '1..', '1.-2', '279,48', 'A1'])
      expect(isOrderNumber(token)).toBe(false);
    fc.assert(
      fc.property(TOKEN, (token) => {
        expect(isOrderNumber(token)).toBe(/^\d+(?:\.\d+)*\.?-?$/.test(token));
      }),
      { numRuns: 5000 },
    );
  });
});
