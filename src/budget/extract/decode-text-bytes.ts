import { decode as decodeWindows1252Bytes } from 'windows-1252';
import { BudgetError } from '../errors.ts';

/**
 * Budgets exported as text are rarely UTF-8: Windows programs write
 * Windows-1252, some write UTF-16 (with or without a byte-order mark). This
 * turns the bytes of a text file into a string with `\n` line ends, and
 * refuses bytes that are not text at all.
 */

/** How many leading bytes are enough to tell UTF-16 from an 8-bit encoding. */
const UTF16_SNIFF_BYTES = 64 * 1024;
/**
 * In UTF-16 Spanish text almost every other byte is NUL (the high byte of
 * ASCII and Latin-1 letters). At least this share of the code units must have a
 * NUL half on the same side, and at most the opposite share on the other side.
 */
const UTF16_NUL_SIDE_SHARE = 0.4;
const UTF16_OTHER_SIDE_MAX_SHARE = 0.05;
/**
 * Control characters other than tab, line feed, carriage return, form feed
 * (pdf.js puts one between pages) and the old DOS end-of-file mark. Random
 * bytes have ~11% of them; real text a handful at most.
 */
const MAX_CONTROL_SHARE = 0.02;
/**
 * Binary files show it from their first bytes; judging the first MiB keeps a
 * 50 MB text from being scanned twice (the parser reports any odd line later).
 */
const TEXT_SNIFF_CHARS = 1024 * 1024;
/** Stray NULs inside text (seen in old Presto exports) are dropped up to this share. */
const MAX_NUL_SHARE = 0.01;

/** Decodes text-file bytes; throws BudgetError('binary-file') when they are not text. */
export function decodeTextBytes(bytes: Uint8Array): string {
  const trimmed = trimTrailingNuls(bytes);
  if (bytes.length > 0 && trimmed.length === 0) throw new BudgetError('binary-file');
  const text = decodeDetected(trimmed);
  assertLooksLikeText(text);
  return normalise(text);
}

/** Some exporters pad files with NULs up to a block size; the padding is not content. */
function trimTrailingNuls(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  while (end > 0 && bytes[end - 1] === 0) end--;
  return end === bytes.length ? bytes : bytes.subarray(0, end);
}

function decodeDetected(bytes: Uint8Array): string {
  // TextDecoder drops the byte-order mark itself when it matches the encoding.
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes);
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  const utf16 = sniffUtf16WithoutBom(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  return decodeUtf8OrWindows1252(bytes);
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/** UTF-16 without a BOM shows as NULs on one side of every code unit: "P\0R\0E\0". */
function sniffUtf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  const length = Math.min(bytes.length, UTF16_SNIFF_BYTES) & ~1;
  const units = length / 2;
  if (units < 2) return undefined;
  let nulHigh = 0;
  let nulLow = 0;
  for (let index = 0; index < length; index += 2) {
    const first = bytes[index];
    const second = bytes[index + 1];
    if (first !== 0 && second === 0) nulHigh++;
    else if (first === 0 && second !== 0) nulLow++;
  }
  if (nulHigh / units >= UTF16_NUL_SIDE_SHARE && nulLow / units <= UTF16_OTHER_SIDE_MAX_SHARE) {
    return 'utf-16le';
  }
  if (nulLow / units >= UTF16_NUL_SIDE_SHARE && nulHigh / units <= UTF16_OTHER_SIDE_MAX_SHARE) {
    return 'utf-16be';
  }
  return undefined;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

function decodeUtf8OrWindows1252(bytes: Uint8Array): string {
  try {
    return strictUtf8.decode(bytes);
  } catch (error) {
    // Not valid UTF-8: the other encoding Spanish Windows programs write.
    if (error instanceof TypeError) return decodeWindows1252(bytes);
    throw error;
  }
}

/**
 * Windows-1252, not Latin-1: real exports contain ’ “ ” € – which Latin-1
 * lacks. Browsers' TextDecoder gets this right, but Node 20's decodes
 * 'windows-1252' as Latin-1, leaving C1 controls at 0x80-0x9F; the
 * windows-1252 package maps just those (a whole-file decode with it would
 * build one string per byte).
 */
function decodeWindows1252(bytes: Uint8Array): string {
  return windows1252.decode(bytes).replace(/[\x80-\x9f]/g, (char) => decodeWindows1252Bytes(char));
}

/** Throws when the text is mostly control characters, judging by its start. */
function assertLooksLikeText(text: string): void {
  const length = Math.min(text.length, TEXT_SNIFF_CHARS);
  let controls = 0;
  let nuls = 0;
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) nuls++;
    else if (isBinaryControl(code)) controls++;
  }
  if (nuls > length * MAX_NUL_SHARE || controls > length * MAX_CONTROL_SHARE) {
    throw new BudgetError('binary-file');
  }
}

function isBinaryControl(code: number): boolean {
  if (code < 0x20)
    return code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c && code !== 0x1a;
  // DEL and the C1 range: Windows-1252 leaves 0x81, 0x8d, 0x8f, 0x90, 0x9d undefined.
  return code >= 0x7f && code <= 0x9f;
}

/** CRLF (Windows), CR (old Mac, some SISPRE lines) and LF all become LF; stray NULs go. */
function normalise(text: string): string {
  // Each pass copies the whole text: skip the ones a 50 MB file does not need.
  const lf = text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
  return lf.includes('\0') ? lf.replace(/\0/g, '') : lf;
}
