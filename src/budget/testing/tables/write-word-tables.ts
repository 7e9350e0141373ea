/**
 * A table document as a word processor's file other than .docx: an .odt as LibreOffice
 * Writer zips it (`content.xml` with `table:table` elements) and an .rtf as Word saves it
 * (`\trowd … \cell … \row`, accents as `\uN?`). A cell's lines are its paragraphs.
 */
import { strToU8, zipSync } from 'fflate';
import type { TableCell } from '../../model/cell-grid.ts';
import { escapeXml } from '../../extract/testing/make-docx-bytes.ts';
import { formatCellNumber } from '../../extract/format-table-rows.ts';
import type { TableDocument } from './table-document.ts';

const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
const ODT_NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"';
const ODT_MANIFEST =
  '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
  `<manifest:file-entry manifest:full-path="/" manifest:media-type="${ODT_MIMETYPE}"/>` +
  '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>';
/** Column width in twips (1/1440 inch) for an RTF table: 2,5 cm. */
const RTF_CELL_WIDTH = 1417;

function cellLines(cell: TableCell): string[] {
  if (cell === null || cell === undefined) return [''];
  if (typeof cell === 'number') return [formatCellNumber(cell)];
  return String(cell).split('\n');
}

export function makeOdtBytes(document: TableDocument): Uint8Array {
  const paragraph = (text: string): string => `<text:p>${escapeXml(text)}</text:p>`;
  const body = document
    .map((block, index) => {
      if (block.kind === 'paragraph') return paragraph(block.text);
      const width = Math.max(1, ...block.rows.map((row) => row.length));
      const rows = block.rows.map((row) => {
        const cells = Array.from({ length: width }, (_, column) => {
          const lines = cellLines(row[column]);
          return `<table:table-cell office:value-type="string">${lines.map(paragraph).join('')}</table:table-cell>`;
        });
        return `<table:table-row>${cells.join('')}</table:table-row>`;
      });
      return (
        `<table:table table:name="Tabla${index + 1}">` +
        `<table:table-column table:number-columns-repeated="${width}"/>${rows.join('')}</table:table>`
      );
    })
    .join('');
  const content = `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODT_NAMESPACES} office:version="1.2"><office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  return zipSync({
    // The package's first entry, stored, names its type (OpenDocument 1.2, part 3, 3.3).
    mimetype: [strToU8(ODT_MIMETYPE), { level: 0 }],
    'content.xml': strToU8(content),
    'META-INF/manifest.xml': strToU8(ODT_MANIFEST),
  });
}

/** RTF text: `\`, `{`, `}` escaped, every character past ASCII as `\uN?` (N a signed 16-bit). */
function rtfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (code < 0x80) out += char;
    else out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
  }
  return out;
}

export function makeRtfBytes(document: TableDocument): Uint8Array {
  const parts: string[] = [
    '{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Arial;}}\\f0\\fs18\n',
  ];
  for (const block of document) {
    if (block.kind === 'paragraph') {
      parts.push(`\\pard\\plain ${rtfText(block.text)}\\par\n`);
      continue;
    }
    const width = Math.max(1, ...block.rows.map((row) => row.length));
    const edges = Array.from(
      { length: width },
      (_, column) => `\\cellx${(column + 1) * RTF_CELL_WIDTH}`,
    );
    for (const row of block.rows) {
      const cells = Array.from(
        { length: width },
        (_, column) => `\\pard\\intbl ${cellLines(row[column]).map(rtfText).join('\\par ')}\\cell`,
      );
      parts.push(`\\trowd\\trgaph70${edges.join('')}\n${cells.join('\n')}\n\\row\n`);
    }
    parts.push('\\pard\\plain\\par\n');
  }
  parts.push('}');
  return strToU8(parts.join(''));
}
