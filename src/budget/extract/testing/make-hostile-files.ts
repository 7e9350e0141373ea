import { Deflate, Zip, deflateSync, strToU8, type ZipInputFile } from 'fflate';
import { createSeededRandom } from '../../testing/seeded-random.ts';

/**
 * Hostile and broken files, generated on demand so the repository holds no
 * binary fixtures. Each mimics something users really upload: a truncated
 * download, an old Word file renamed, a zip bomb, an export in UTF-16.
 */

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MEBIBYTE = 1024 * 1024;

export interface ZipBombOptions {
  /** How many bytes `word/document.xml` really inflates to (rounded up to whole MiB). */
  inflatedBytes: number;
  /** The size the zip headers claim; a bomb that lies passes any check of the headers. */
  declaredBytes: number;
  /** The part that inflates (default `word/document.xml`; `content.xml` makes an .odt bomb). */
  partName?: string;
}

/**
 * A .docx whose document part inflates to `inflatedBytes` of text from a tiny
 * file: one deflated MiB of "A", sync-flushed so it can be repeated as is.
 */
export function makeZipBomb({
  inflatedBytes,
  declaredBytes,
  partName = 'word/document.xml',
}: ZipBombOptions): Uint8Array {
  const head = deflateFlushed(
    strToU8(`<?xml version="1.0"?><w:document xmlns:w="${W_NS}"><w:body><w:p><w:r><w:t>`),
  );
  const mebibyteOfA = deflateFlushed(new Uint8Array(MEBIBYTE).fill(0x41));
  const tail = deflateFlushed(strToU8('</w:t></w:r></w:p></w:body></w:document>'));

  const output: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    output.push(chunk);
  });
  const part: ZipInputFile = {
    filename: partName,
    size: declaredBytes,
    crc: 0,
    compression: 8,
  };
  zip.add(part);
  const send = (chunk: Uint8Array<ArrayBuffer>, final = false) => part.ondata?.(null, chunk, final);
  send(head);
  for (let written = 0; written < inflatedBytes; written += MEBIBYTE) send(mebibyteOfA);
  send(tail);
  send(deflateSync(new Uint8Array(0)), true);
  zip.end();
  return concat(output);
}

/** Raw deflate of `data`, ending on a byte boundary with no final block. */
function deflateFlushed(data: Uint8Array): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [];
  const deflate = new Deflate({ level: 6 }, (chunk) => chunks.push(chunk));
  deflate.push(data);
  deflate.flush(true);
  return concat(chunks);
}

/** The first `fraction` of a file, as an interrupted download leaves it. */
export function truncate(bytes: Uint8Array, fraction: number): Uint8Array {
  return bytes.slice(0, Math.floor(bytes.length * fraction));
}

/**
 * The same zip with `count` bytes of its compressed data overwritten from
 * `start` (a fraction of the file): its directory is intact, its content is not.
 */
export function corruptMiddle(bytes: Uint8Array, start = 0.1, count = 64, seed = 7): Uint8Array {
  const corrupt = bytes.slice();
  const random = createSeededRandom(seed);
  const from = Math.floor(corrupt.length * start);
  for (let index = from; index < from + count && index < corrupt.length; index++) {
    corrupt[index] = Math.floor(random() * 256);
  }
  return corrupt;
}

/** The start of an old binary Word file (an OLE compound document), as a renamed .doc begins. */
export function makeLegacyDocBytes(size = 4096): Uint8Array {
  const bytes = makeRandomBytes(size, 3);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
}

/** Uniformly random bytes (an image or executable named .txt looks like this). */
export function makeRandomBytes(size: number, seed = 1): Uint8Array {
  const random = createSeededRandom(seed);
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index++) bytes[index] = Math.floor(random() * 256);
  return bytes;
}

/** `text` in UTF-16, little or big endian, with or without a byte-order mark. */
export function encodeUtf16(text: string, endian: 'le' | 'be', withBom: boolean): Uint8Array {
  const units = (withBom ? '\ufeff' : '') + text;
  const bytes = new Uint8Array(units.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < units.length; index++) {
    view.setUint16(index * 2, units.charCodeAt(index), endian === 'le');
  }
  return bytes;
}

/**
 * `text` in Windows-1252, as Spanish Windows programs save it. Only the
 * characters budgets use beyond Latin-1 are mapped; anything else is an error.
 */
export function encodeWindows1252(text: string): Uint8Array {
  const beyondLatin1: Record<string, number> = {
    '€': 0x80,
    '…': 0x85,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '•': 0x95,
    '–': 0x96,
    '—': 0x97,
  };
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const char = text.charAt(index);
    const code = char.charCodeAt(0);
    const byte = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : beyondLatin1[char];
    if (byte === undefined) throw new Error(`No Windows-1252 byte for ${JSON.stringify(char)}`);
    bytes[index] = byte;
  }
  return bytes;
}

export function concat(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const result = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}
