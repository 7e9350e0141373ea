import { decode as decodeWindows1252 } from 'windows-1252';
import { BudgetError } from '../errors.ts';

/** The character sets a FIEBDC-3 file can be decoded with. */
export type Bc3Charset = 'windows-1252' | 'cp850' | 'cp437' | 'utf-8';

export interface DecodedBc3 {
  text: string;
  charset: Bc3Charset;
  /** The JUEGO_CARACTERES value of the ~V record, as written (empty when absent). */
  declared: string;
  /**
   * Only with `{ deferPunctuation: true }`: set when `text` still has C1 controls where Windows-1252
   * has ’ “ ” • – … €, and each piece taken from it (a record) must go through this.
   */
  fixPunctuation?: (piece: string) => string;
}

/**
 * Upper halves (0x80-0xFF) of the two MS-DOS code pages FIEBDC-3 allows. TextDecoder
 * does not offer them (WHATWG Encoding has no cp850/cp437), and a 128-character table
 * is smaller and more portable (browser, worker, Node) than pulling in iconv-lite and
 * a Buffer polyfill. Generated from Python's `bytes(range(128, 256)).decode('cp850')`.
 */
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Bytes of the Spanish accented letters (áéíóúñÁÉÍÓÚÑü) in each code page, to guess an undeclared file. */
const SPANISH_LETTERS_CP1252 = [
  0xe1, 0xe9, 0xed, 0xf3, 0xfa, 0xf1, 0xc1, 0xc9, 0xcd, 0xd3, 0xda, 0xd1, 0xfc,
];
const SPANISH_LETTERS_CP850 = [
  0xa0, 0x82, 0xa1, 0xa2, 0xa3, 0xa4, 0xb5, 0x90, 0xd6, 0xe0, 0xe9, 0xa5, 0x81,
];

/**
 * A file that was once decoded as UTF-8 and saved again has every accented letter
 * replaced by U+FFFD. One stray replacement character could be legitimate; when it
 * stands for at least this share of the non-ASCII characters, the text is lost.
 */
const MOJIBAKE_SHARE = 0.5;

const TILDE = 0x7e;
const PIPE = 0x7c;

/** Reads the JUEGO_CARACTERES field (the 5th after the record letter) of the ~V record, from raw bytes. */
function readDeclaredCharset(bytes: Uint8Array): string {
  // ~V must be the first record, but tolerate leading junk (BOM, a JSON wrapper...) in the first KB.
  const limit = Math.min(bytes.length - 2, 1024);
  let start = -1;
  for (let i = 0; i < limit; i++) {
    if (
      bytes[i] === TILDE &&
      (bytes[i + 1] === 0x56 || bytes[i + 1] === 0x76) &&
      bytes[i + 2] === PIPE
    ) {
      start = i + 3;
      break;
    }
  }
  if (start < 0) return '';
  let field = 0;
  let fieldStart = start;
  for (let i = start; i < bytes.length && bytes[i] !== TILDE; i++) {
    if (bytes[i] !== PIPE) continue;
    field++;
    if (field === 5) {
      return String.fromCharCode(...bytes.subarray(fieldStart, i)).trim();
    }
    fieldStart = i + 1;
  }
  return '';
}

function decodeWithTable(bytes: Uint8Array, high: string): string {
  const chunks: string[] = [];
  const chunkSize = 8192;
  for (let offset = 0; offset < bytes.length; offset += chunkSize) {
    let chunk = '';
    const end = Math.min(bytes.length, offset + chunkSize);
    for (let i = offset; i < end; i++) {
      const byte = bytes[i]!;
      chunk += byte < 0x80 ? String.fromCharCode(byte) : high[byte - 0x80]!;
    }
    chunks.push(chunk);
  }
  return chunks.join('');
}

/** Decodes as UTF-8 when the bytes are valid UTF-8 with at least one multi-byte sequence; else undefined. */
function decodeUtf8IfValid(bytes: Uint8Array): string | undefined {
  if (!bytes.some((byte) => byte >= 0x80)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return undefined; // not UTF-8: the usual case for a real BC3
    throw error;
  }
}

function isMojibake(text: string): boolean {
  let nonAscii = 0;
  let replacements = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    nonAscii++;
    if (code === 0xfffd) replacements++;
  }
  return replacements > 0 && replacements >= nonAscii * MOJIBAKE_SHARE;
}

function countBytes(bytes: Uint8Array, wanted: readonly number[]): number {
  const set = new Uint8Array(256);
  for (const byte of wanted) set[byte] = 1;
  let count = 0;
  for (const byte of bytes) count += set[byte]!;
  return count;
}

/**
 * Turns the bytes of a .bc3 file into text, by the code page its ~V record declares.
 *
 * - `850` / `437`: the MS-DOS code pages, by table.
 * - `ANSI` (every real file seen: Presto, Arquímedes, CYPE, Menfis, SISPRE): Windows-1252,
 *   not ISO-8859-1, because files contain ’ “ ” • – … ; undefined bytes such as Menfis's
 *   stray 0x81 become C1 controls instead of failing.
 * - empty: the standard says 850, but no program in the samples leaves it empty and modern
 *   files are all cp1252, so the bytes decide: whichever code page yields more Spanish
 *   accented letters, Windows-1252 on a tie.
 * Whatever is declared, bytes that are valid UTF-8 with multi-byte sequences are decoded as
 * UTF-8: only hand-made files are, and reading them as cp1252 would garble every accent.
 *
 * Throws `bc3-wrong-encoding` for a file whose accents were already destroyed (a cp1252 file
 * once read as UTF-8 and saved again: U+FFFD in place of every accented letter).
 */
export function decodeBc3Bytes(
  bytes: Uint8Array,
  options: { deferPunctuation?: boolean } = {},
): DecodedBc3 {
  const declared = readDeclaredCharset(bytes);
  const upper = declared.toUpperCase();
  const utf8 = decodeUtf8IfValid(bytes);
  if (utf8 !== undefined) {
    if (isMojibake(utf8)) throw new BudgetError('bc3-wrong-encoding');
    return { text: utf8, charset: 'utf-8', declared };
  }
  if (upper === '850')
    return { text: decodeWithTable(bytes, CP850_HIGH), charset: 'cp850', declared };
  if (upper === '437')
    return { text: decodeWithTable(bytes, CP437_HIGH), charset: 'cp437', declared };
  if (
    upper === '' &&
    countBytes(bytes, SPANISH_LETTERS_CP850) > countBytes(bytes, SPANISH_LETTERS_CP1252)
  ) {
    return { text: decodeWithTable(bytes, CP850_HIGH), charset: 'cp850', declared };
  }
  if (options.deferPunctuation && !nativeCp1252IsRight && hasCp1252Punctuation(bytes)) {
    const text = new TextDecoder('windows-1252').decode(bytes);
    return { text, charset: 'windows-1252', declared, fixPunctuation: fixCp1252Punctuation };
  }
  return { text: decodeCp1252(bytes), charset: 'windows-1252', declared };
}

/**
 * The C1 bytes Windows-1252 defines. 0x81, 0x8D, 0x8F, 0x90 and 0x9D stay C1 controls in
 * the WHATWG mapping, so leaving them out spares a copy of a whole file that has only
 * those (Menfis's stray 0x81).
 */
const C1_CONTROLS = /[\x80\x82-\x8c\x8e\x91-\x9c\x9e\x9f]/g;

/** Whether this runtime's TextDecoder maps 0x93 to “ as WHATWG says (browsers do; Node 20 does not). */
const nativeCp1252IsRight =
  new TextDecoder('windows-1252').decode(Uint8Array.of(0x93)) === '\u201c';

/**
 * Node 20's TextDecoder decodes 'windows-1252' as Latin-1, leaving C1 controls where files
 * have ’ “ ” • – … €; the windows-1252 package maps just those characters (decoding the
 * whole file with it is ten times slower). Where the native decoder is right (browsers),
 * the pass is skipped.
 */
function decodeCp1252(bytes: Uint8Array): string {
  const text = new TextDecoder('windows-1252').decode(bytes);
  return nativeCp1252IsRight ? text : fixCp1252Punctuation(text);
}

const HAS_C1_CONTROL = /[\x80\x82-\x8c\x8e\x91-\x9c\x9e\x9f]/;

/**
 * Maps one string's C1 controls to Windows-1252 punctuation. Used per record (`deferPunctuation`)
 * because ’ “ ” € lie above U+00FF: mapped in the whole text, a handful of them (85 in the
 * Menfis sample) turn a 4 MB one-byte string into an 8 MB two-byte one, and every slice,
 * split and copy taken from it after that, which costs the reader about a tenth of its time.
 */
function fixCp1252Punctuation(field: string): string {
  return HAS_C1_CONTROL.test(field)
    ? field.replace(C1_CONTROLS, (char) => decodeWindows1252(char))
    : field;
}

/** Bytes 0x80-0x9F that C1_CONTROLS matches once decoded as Latin-1. */
const IS_CP1252_PUNCTUATION = Uint8Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f && HAS_C1_CONTROL.test(String.fromCharCode(byte)) ? 1 : 0,
);

/** Whether any byte needs fixCp1252Punctuation; skips words of plain ASCII four bytes at a time. */
function hasCp1252Punctuation(bytes: Uint8Array): boolean {
  const head = Math.min(bytes.length, (4 - (bytes.byteOffset % 4)) % 4);
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset + head, (bytes.length - head) >> 2);
  const tail = head + words.length * 4;
  for (let i = 0; i < head; i++) if (IS_CP1252_PUNCTUATION[bytes[i]!]) return true;
  for (let w = 0; w < words.length; w++) {
    if ((words[w]! & 0x80808080) === 0) continue;
    for (let i = head + w * 4; i < head + w * 4 + 4; i++) {
      if (IS_CP1252_PUNCTUATION[bytes[i]!]) return true;
    }
  }
  for (let i = tail; i < bytes.length; i++) if (IS_CP1252_PUNCTUATION[bytes[i]!]) return true;
  return false;
}
