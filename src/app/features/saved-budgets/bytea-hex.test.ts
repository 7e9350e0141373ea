import { describe, expect, it } from 'vitest';
import { fromByteaHex, toByteaHex } from './bytea-hex.ts';

describe('bytea as hex text', () => {
  it('writes bytes as Postgres does with bytea_output = hex', () => {
    expect(toByteaHex(new Uint8Array([0, 15, 16, 171, 255]))).toBe('\\x000f10abff');
    expect(toByteaHex(new Uint8Array())).toBe('\\x');
  });

  it('reads back every byte value, across the slices it is built in', () => {
    const bytes = new Uint8Array(200_000).map((_, index) => (index * 7919) % 256);
    const text = toByteaHex(bytes);
    expect(text).toBe(`\\x${Buffer.from(bytes).toString('hex')}`);
    expect(fromByteaHex(text)).toEqual(bytes);
  });

  it('reads upper-case digits too', () => {
    expect(fromByteaHex('\\xABcd')).toEqual(new Uint8Array([0xab, 0xcd]));
  });

  it('refuses text that is not a hex bytea rather than guessing', () => {
    for (const text of ['00ff', '\\x0', '\\xzz', '\\x0g', 'x00'])
      expect(() => fromByteaHex(text)).toThrow(RangeError);
  });
});
