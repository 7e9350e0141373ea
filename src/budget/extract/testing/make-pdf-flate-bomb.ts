import { strToU8 } from 'fflate';
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
import { concat } from './make-hostile-files.ts';

const MEBIBYTE = 1024 * 1024;
/** zlib's header for DEFLATE with a 32 KB window: what FlateDecode data starts with. */
const ZLIB_HEADER = Uint8Array.of(0x78, 0x9c);

export interface PdfFlateBombOptions {
  /** What the page's content stream inflates to (rounded up to whole MiB). */
  inflatedBytes: number;
  /** Compress the bomb once more (`/Filter [/FlateDecode /FlateDecode]`): a check of the outer layer alone sees little. */
  doubled?: boolean;
  /**
   * Pages, each with a content stream of its share of `inflatedBytes`: a bomb of many short
   * streams, each too short to pass the stream cap, together past the total one.
   */
  pages?: number;
}

/**
 * A one-page PDF whose content stream is a "flate bomb": a line of text, then
 * `inflatedBytes` of spaces from about a thousandth of that on disk. One
 * deflated MiB, sync-flushed (byte-aligned, not final), repeated; pdf.js
 * ignores the Adler-32, left out.
 */
function deflateFlushed(data: Uint8Array): Uint8Array {
  return deflateRawSync(data, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
}

/** One content stream: a line of text, then `inflatedBytes` of spaces (whole MiB). */
function bombStream(inflatedBytes: number, doubled: boolean): Uint8Array {
  const chunks: Uint8Array[] = [
    ZLIB_HEADER,
    deflateFlushed(
      strToU8('BT /F1 12 Tf 72 720 Td (PRESUPUESTO DE PRUEBA CON MUCHOS ESPACIOS) Tj ET\n'),
    ),
  ];
  const mebibyteOfSpaces = deflateFlushed(new Uint8Array(MEBIBYTE).fill(0x20));
  for (let written = 0; written < inflatedBytes; written += MEBIBYTE) chunks.push(mebibyteOfSpaces);
  chunks.push(deflateRawSync(new Uint8Array(0)));
  const stream = concat(chunks);
  return doubled ? deflateSync(stream, { level: 9 }) : stream;
}

export function makePdfFlateBomb({
  inflatedBytes,
  doubled = false,
  pages = 1,
}: PdfFlateBombOptions): Uint8Array {
  const stream = bombStream(Math.ceil(inflatedBytes / pages), doubled);
  const filter = doubled ? '[/FlateDecode /FlateDecode]' : '/FlateDecode';

  const parts: Uint8Array[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: Uint8Array | string): void => {
    const bytes = typeof part === 'string' ? strToU8(part) : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (number: number, body: string): void => {
    offsets[number] = length;
    add(`${number} 0 obj\n${body}\nendobj\n`);
  };
  add('%PDF-1.4\n');
  // Objects: 1 catalog, 2 page tree, then each page and its content stream, then the font.
  const font = 3 + 2 * pages;
  const kids = Array.from({ length: pages }, (_, page) => `${3 + 2 * page} 0 R`).join(' ');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let page = 0; page < pages; page++) {
    const content = 4 + 2 * page;
    object(
      3 + 2 * page,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
    offsets[content] = length;
    add(`${content} 0 obj\n<< /Length ${stream.length} /Filter ${filter} >>\nstream\n`);
    add(stream);
    add('\nendstream\nendobj\n');
  }
  object(font, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = length;
  add(`xref\n0 ${font + 1}\n0000000000 65535 f \n`);
  for (let number = 1; number <= font; number++) {
    add(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`);
  }
  add(`trailer\n<< /Size ${font + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return concat(parts);
}
