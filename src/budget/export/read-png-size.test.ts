import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BudgetError } from '../errors.ts';
import { readPngSize } from './read-png-size.ts';

describe('readPngSize', () => {
  it('reads width and height from a PNG header', () => {
    const png = PNG.sync.write(new PNG({ width: 320, height: 90 }));
    expect(readPngSize(new Uint8Array(png))).toEqual({ width: 320, height: 90 });
  });

  it('reads the shipped placeholder logo', () => {
    const logo = new Uint8Array(readFileSync('public/branding/logo.png'));
    expect(readPngSize(logo)).toEqual({ width: 240, height: 240 });
  });

  it('rejects a JPEG with the invalid-logo error', () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(40).fill(0)]);
    expect(() => readPngSize(jpeg)).toThrow(BudgetError);
    expect(() => readPngSize(jpeg)).toThrow(/no es una imagen PNG válida/);
  });

  it('rejects a file cut short inside the header', () => {
    const png = new Uint8Array(PNG.sync.write(new PNG({ width: 2, height: 2 }))).subarray(0, 20);
    expect(() => readPngSize(png)).toThrow(BudgetError);
  });
});
