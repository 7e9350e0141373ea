/**
 * The text of a .bc3 as its bytes. FIEBDC-3 files declare `ANSI` in ~V, which every program
 * reads as Windows-1252 (shared notes §1.4), so a character outside that code page cannot be
 * written as itself: it is spelt with characters the code page has (`≤` -> `<=`, `−` -> `-`,
 * `ł` -> `l` by dropping its accent where Unicode decomposes it), or `?` as a last resort, and
 * each one is counted so the user is told what changed.
 */
import { decode } from 'windows-1252';

/** A character the code page lacks, what was written instead, and how many times. */
export interface CharacterReplacement {
  character: string;
  replacement: string;
  count: number;
}

/** Spellings of common characters of budgets that Windows-1252 lacks. */
const SPELLINGS: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2015': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '<>',
  '\u2248': '~=',
  '\u221A': 'raiz',
  '\u2300': 'Ø', // diameter sign, written as Ø in every Spanish price database
  '\u03BC': 'µ', // Greek mu for the micro sign
  '\u03A9': 'Ohm',
  '\u2070': '0',
  '\u2074': '4',
  '\u2075': '5',
  '\u33A1': 'm²',
  '\u33A5': 'm³',
  '\u2103': 'ºC',
  '\u2044': '/',
  '\u2215': '/',
  '\u00A0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202F': ' ',
};

/** The 27 characters Windows-1252 puts at 0x80-0x9F (the WHATWG decoder's five holes become C1 controls, left out). */
const HIGH_CHARACTERS: ReadonlySet<string> = (() => {
  const bytes = new Uint8Array(32).map((_, index) => 0x80 + index);
  // The package, not TextDecoder: Node's without full ICU decodes 'windows-1252' as Latin-1.
  const decoded = decode(bytes);
  return new Set([...decoded].filter((character) => character.charCodeAt(0) > 0xff));
})();

/** Whether a character can be written as one Windows-1252 byte (controls other than tab, CR and LF are not text). */
export function isWindows1252Text(character: string): boolean {
  const code = character.charCodeAt(0);
  if (character.length !== 1) return false;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return true;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return false;
  return code <= 0xff || HIGH_CHARACTERS.has(character);
}

/**
 * The text with every character Windows-1252 lacks spelt with ones it has; `replacements`
 * collects what was changed (shared across a whole file, so a report lists each once).
 */
export function spellInWindows1252(
  text: string,
  replacements: Map<string, CharacterReplacement>,
): string {
  let plain = true;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code < 0x7f) continue;
    plain = false;
    break;
  }
  if (plain) return text;
  let out = '';
  for (const character of text) {
    if (isWindows1252Text(character)) {
      out += character;
      continue;
    }
    const spelt = spellCharacter(character);
    const known = replacements.get(character);
    if (known) known.count += 1;
    else replacements.set(character, { character, replacement: spelt, count: 1 });
    out += spelt;
  }
  return out;
}

function spellCharacter(character: string): string {
  const spelt = SPELLINGS[character];
  if (spelt !== undefined) return spelt;
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
  // `ł` has no decomposition, `ő` becomes `o` + a combining accent: keep the base letter.
  const base = character.normalize('NFKD').replace(/\p{M}/gu, '');
  if (base !== '' && [...base].every(isWindows1252Text)) return base;
  return '?';
}

/** Byte of each of the 27 characters Windows-1252 puts at 0x80-0x9F. */
const HIGH_BYTES: ReadonlyMap<number, number> = (() => {
  const map = new Map<number, number>();
  const bytes = new Uint8Array(32).map((_, index) => 0x80 + index);
  [...decode(bytes)].forEach((character, index) => {
    if (character.charCodeAt(0) > 0xff) map.set(character.charCodeAt(0), 0x80 + index);
  });
  return map;
})();

/**
 * Encodes text already spelt in Windows-1252 (spellInWindows1252) as bytes. A loop of its
 * own: the package's encoder builds the output a character at a time, several times slower
 * on a 2 MB file. A character outside the code page (none, after spelling) becomes `?`.
 */
export function encodeWindows1252(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    bytes[index] = code <= 0xff ? code : (HIGH_BYTES.get(code) ?? 0x3f);
  }
  return bytes;
}

/** The characters of bytes 0x80-0x9F, by byte (a C1 control where Windows-1252 defines none). */
const HIGH_BY_BYTE: ReadonlyMap<string, string> = new Map(
  [...HIGH_BYTES].map(([code, byte]) => [String.fromCharCode(byte), String.fromCharCode(code)]),
);

/**
 * Windows-1252 bytes as text, fast: a Latin-1 decoding (one character per byte) with the 27
 * characters of 0x80-0x9F put in place; the undefined bytes stay C1 controls.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  const text = new TextDecoder('latin1').decode(bytes);
  return text.replace(/[\u0080-\u009f]/g, (character) => HIGH_BY_BYTE.get(character) ?? character);
}
