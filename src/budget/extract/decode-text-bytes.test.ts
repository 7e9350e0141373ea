import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES, isBudgetError } from '../errors.ts';
import { decodeTextBytes } from './decode-text-bytes.ts';
import { encodeUtf16, encodeWindows1252, makeRandomBytes } from './testing/make-hostile-files.ts';

const SAMPLE =
  'CAPÍTULO C01 DEMOLICIONES\nE01.02 m² Demolición de tabiquería “interior”\n1,00 12,50 12,50 – 5 €';
const binaryMessage = BUDGET_ERROR_MESSAGES['binary-file'];
// eslint-disable-next-line no-control-regex -- the test removes exactly these from generated text
const CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f]/g;

describe('decodeTextBytes', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeTextBytes(new TextEncoder().encode(SAMPLE))).toBe(SAMPLE);
  });

  it('reads UTF-8 with a byte-order mark and drops the mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(SAMPLE)]);
    expect(decodeTextBytes(bytes)).toBe(SAMPLE);
  });

  it('reads UTF-16 little endian with a byte-order mark', () => {
    expect(decodeTextBytes(encodeUtf16(SAMPLE, 'le', true))).toBe(SAMPLE);
  });

  it('reads UTF-16 big endian with a byte-order mark', () => {
    expect(decodeTextBytes(encodeUtf16(SAMPLE, 'be', true))).toBe(SAMPLE);
  });

  it('recognises UTF-16 without a byte-order mark by its NUL bytes, in both byte orders', () => {
    expect(decodeTextBytes(encodeUtf16(SAMPLE, 'le', false))).toBe(SAMPLE);
    expect(decodeTextBytes(encodeUtf16(SAMPLE, 'be', false))).toBe(SAMPLE);
  });

  it('reads Windows-1252 when the bytes are not valid UTF-8, including € and curly quotes', () => {
    const bytes = encodeWindows1252(SAMPLE);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(decodeTextBytes(bytes)).toBe(SAMPLE);
  });

  it('turns CRLF, CR and LF line ends, even mixed in one file, into LF', () => {
    const text = 'uno\r\ndos\rtres\ncuatro\r\n\r\ncinco';
    expect(decodeTextBytes(new TextEncoder().encode(text))).toBe('uno\ndos\ntres\ncuatro\n\ncinco');
  });

  it('keeps form feeds, which pdf.js puts between pages', () => {
    expect(decodeTextBytes(new TextEncoder().encode('página 1\fpágina 2'))).toBe(
      'página 1\fpágina 2',
    );
  });

  it('drops a few stray NUL bytes and trailing NUL padding', () => {
    const before = 'E01 m2 Solera de hormigón\n'.repeat(10);
    const after = 'E02 m3 Zanja en tierra\n'.repeat(10);
    const encoder = new TextEncoder();
    // One stray NUL between the halves, then padding to a block size.
    const bytes = new Uint8Array([
      ...encoder.encode(before),
      0,
      ...encoder.encode(after),
      ...new Uint8Array(1000),
    ]);
    expect(decodeTextBytes(bytes)).toBe(before + after);
  });

  it('refuses random bytes as binary', () => {
    expect(() => decodeTextBytes(makeRandomBytes(64 * 1024))).toThrow(binaryMessage);
  });

  it('refuses a file made only of NUL bytes as binary', () => {
    expect(() => decodeTextBytes(new Uint8Array(4096))).toThrow(binaryMessage);
  });

  it('refuses text riddled with NUL bytes that is not UTF-16', () => {
    const bytes = new TextEncoder().encode('E01 m2 Solera '.repeat(500));
    for (let index = 0; index < bytes.length; index += 7) bytes[index] = 0;
    expect(() => decodeTextBytes(bytes)).toThrow(binaryMessage);
  });

  it('returns an empty string for an empty file, leaving the emptiness check to the caller', () => {
    expect(decodeTextBytes(new Uint8Array(0))).toBe('');
  });

  it('reads a single 5 MB line whole', () => {
    const line = 'E01 m2 Solera 12,50 '.repeat(262_144);
    expect(decodeTextBytes(new TextEncoder().encode(line))).toBe(line);
  });

  it('returns text without CR or NUL, or refuses as binary, for any bytes at all', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (bytes) => {
        try {
          const text = decodeTextBytes(bytes);
          return !text.includes('\r') && !text.includes('\0');
        } catch (error) {
          return isBudgetError(error) && error.code === 'binary-file';
        }
      }),
      { numRuns: 500 },
    );
  });

  it('gives back any text it was given as UTF-8, with LF line ends', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        // Control characters make binary; a leading U+FEFF is read as a byte-order mark.
        const clean = text.replace(CONTROLS, '').replace(/^\ufeff+/, '');
        return decodeTextBytes(new TextEncoder().encode(clean)) === clean.replace(/\r\n?/g, '\n');
      }),
      { numRuns: 300 },
    );
  });
});

const SAMPLES = '../shared/samples';

describe.skipIf(!existsSync(SAMPLES))('decodeTextBytes on the real BC3 exports', () => {
  const read = (name: string) => decodeTextBytes(new Uint8Array(readFileSync(join(SAMPLES, name))));

  it('reads every Windows-1252 export as text, stray 0x81 bytes and all', () => {
    // The one not starting with ~V is a JSON-quoted copy, kept as an example of damage.
    const names = readdirSync(SAMPLES).filter(
      (name) => name.endsWith('.bc3') && !name.includes('CORRUPTED'),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const text = read(name);
      expect(text.startsWith('~V'), name).toBe(true);
      expect(text, name).not.toContain('\r');
    }
  });

  it('keeps the accents of a Windows-1252 export (m², ó) instead of replacement characters', () => {
    const text = read('fjht-bc3__vua1_vivienda-unifamiliar_cype.bc3');
    expect(text).toContain('m²');
    expect(text).not.toContain('\ufffd');
  });
});
