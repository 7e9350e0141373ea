/**
 * A `bytea` column travels through PostgREST's JSON as Postgres writes it with
 * `bytea_output = hex` (the default, on hosted Supabase and in PGlite): `\x`
 * then two hex digits a byte. What is sent in that form is stored byte for byte.
 */
const PREFIX = '\\x';

const HEX_DIGITS = '0123456789abcdef';

/**
 * The text is written as ASCII bytes and decoded once: joining 20 million
 * characters' worth of small strings (a 10 MB file) takes seconds, this takes
 * milliseconds.
 */
export function toByteaHex(bytes: Uint8Array): string {
  const ascii = new Uint8Array(PREFIX.length + bytes.length * 2);
  ascii[0] = PREFIX.charCodeAt(0);
  ascii[1] = PREFIX.charCodeAt(1);
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    ascii[PREFIX.length + index * 2] = HEX_DIGITS.charCodeAt(byte >> 4);
    ascii[PREFIX.length + index * 2 + 1] = HEX_DIGITS.charCodeAt(byte & 0x0f);
  }
  return new TextDecoder().decode(ascii);
}

function digitValue(code: number): number {
  if (code >= 48 && code <= 57) return code - 48; // 0-9
  const lower = code | 0x20; // A-F read as a-f
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/** The bytes of a `\x…` text; RangeError for anything else, never a guess. */
export function fromByteaHex(text: string): Uint8Array<ArrayBuffer> {
  if (!text.startsWith(PREFIX) || text.length % 2 !== 0)
    throw new RangeError('not a bytea hex value');
  const bytes = new Uint8Array((text.length - PREFIX.length) / 2);
  for (let index = 0; index < bytes.length; index++) {
    const at = PREFIX.length + index * 2;
    const high = digitValue(text.charCodeAt(at));
    const low = digitValue(text.charCodeAt(at + 1));
    if (high < 0 || low < 0) throw new RangeError(`not a hex digit at ${at}`);
    bytes[index] = high * 16 + low;
  }
  return bytes;
}
