import { describe, expect, it } from 'vitest';
import { decimalFromNumber, multiplyToCents } from './exact-decimal.ts';
import { readDecimalInput } from './read-decimal-input.ts';

function typed(text: string) {
  const read = readDecimalInput(text);
  if (!read.ok) throw new Error(`not a number: ${text}`);
  return read.value;
}

describe('exact decimals', () => {
  it('multiplies 0,1 by 3 to exactly 0,30 where binary floats give 0.30000000000000004', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(multiplyToCents(typed('0,1'), typed('3'))).toBe(30);
  });

  it('rounds a half cent away from zero: 1,005 × 1 is 1,01 (binary floats give 1,00)', () => {
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(multiplyToCents(typed('1,005'), typed('1'))).toBe(101);
  });

  it('multiplies a thousands-grouped quantity by a price to the cent', () => {
    expect(multiplyToCents(typed('1.234,56'), typed('3,5'))).toBe(432096);
  });

  it('reads the model’s prices as the figures they print as', () => {
    expect(decimalFromNumber(12.35)).toEqual({ units: 1235n, scale: 2 });
    expect(decimalFromNumber(1605)).toEqual({ units: 1605n, scale: 0 });
    expect(multiplyToCents(typed('3'), decimalFromNumber(0.1))).toBe(30);
  });
});

describe('reading a typed number', () => {
  it('accepts Spanish forms: grouped thousands, decimal comma, spaces', () => {
    expect(readDecimalInput('1.234,56')).toMatchObject({
      ok: true,
      value: { units: 123456n, scale: 2 },
    });
    expect(readDecimalInput(' 1234,5 ')).toMatchObject({
      ok: true,
      value: { units: 12345n, scale: 1 },
    });
    expect(readDecimalInput('1 234')).toMatchObject({
      ok: true,
      value: { units: 1234n, scale: 0 },
    });
  });

  it('refuses what a Spanish reader would misread, with a reason', () => {
    expect(readDecimalInput('2.5')).toEqual({ ok: false, error: 'not-a-number' });
    expect(readDecimalInput('12,')).toEqual({ ok: false, error: 'not-a-number' });
    expect(readDecimalInput('doce')).toEqual({ ok: false, error: 'not-a-number' });
    expect(readDecimalInput('')).toEqual({ ok: false, error: 'not-a-number' });
    expect(readDecimalInput('-3')).toEqual({ ok: false, error: 'negative' });
  });
});
