import { Zip, ZipDeflate, strToU8, zipSync } from 'fflate';

/**
 * Builds small .docx files for tests, from WordprocessingML written the way
 * Word writes it. Only tests and benchmarks use this; the product reads .docx
 * files, it never writes them this way.
 */

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MC_NS = 'http://schemas.openxmlformats.org/markup-compatibility/2006';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

export interface MakeDocxOptions {
  /** Leave out `word/document.xml` (a zip that is not a Word document). */
  omitMainDocument?: boolean;
  /** Store the document under another name, named by the package relationships. */
  mainPartName?: string;
  /** Extra parts, e.g. `{ 'word/styles.xml': '…' }`. */
  extraParts?: Record<string, string>;
  /** Write as streaming zip writers (Java, many servers) do: sizes in data descriptors after each part. */
  streamed?: boolean;
}

/** Zips a document part (see `documentXml`) into a .docx package. */
export function makeDocxBytes(document: string, options: MakeDocxOptions = {}): Uint8Array {
  const mainPartName = options.mainPartName ?? 'word/document.xml';
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(
      PACKAGE_RELS.replace('Target="word/document.xml"', `Target="/${mainPartName}"`),
    ),
  };
  if (!options.omitMainDocument) parts[mainPartName] = strToU8(document);
  for (const [name, xml] of Object.entries(options.extraParts ?? {})) parts[name] = strToU8(xml);
  return options.streamed ? zipStreamed(parts) : zipSync(parts);
}

function zipStreamed(parts: Record<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  for (const [name, data] of Object.entries(parts)) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(data, true);
  }
  zip.end();
  const result = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    result.set(chunk, offset);
    offset += chunk.length;
  }
  return result;
}

/** The `word/document.xml` part around some body content; `prefix` is the WordprocessingML prefix. */
export function documentXml(body: string, prefix = 'w'): string {
  const xml =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n` +
    `<w:document xmlns:w="${W_NS}" xmlns:mc="${MC_NS}" mc:Ignorable=""><w:body>${body}<w:sectPr/></w:body></w:document>`;
  return prefix === 'w'
    ? xml
    : xml.replace(/(<\/?)w:/g, `$1${prefix}:`).replace('xmlns:w=', `xmlns:${prefix}=`);
}

/** A paragraph of one run; `\t` becomes `<w:tab/>` and `\n` `<w:br/>`, as Word stores them. */
export function paragraphXml(text: string): string {
  return `<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="1134"/></w:tabs></w:pPr>${runXml(text)}</w:p>`;
}

export function runXml(text: string): string {
  const pieces = text.split(/(\t|\n)/).map((piece) => {
    if (piece === '\t') return '<w:tab/>';
    if (piece === '\n') return '<w:br/>';
    return piece === '' ? '' : `<w:t xml:space="preserve">${escapeXml(piece)}</w:t>`;
  });
  return `<w:r><w:rPr><w:b/></w:rPr>${pieces.join('')}</w:r>`;
}

/** A table; each cell is its paragraphs' texts, or raw XML content (for nested tables). */
export function tableXml(
  rows: ReadonlyArray<ReadonlyArray<string | readonly string[] | { xml: string }>>,
): string {
  const rowsXml = rows.map((cells) => {
    const cellsXml = cells.map((cell) => {
      let content: string;
      if (typeof cell === 'string') content = paragraphXml(cell);
      else if ('xml' in cell) content = cell.xml;
      else content = cell.map(paragraphXml).join('');
      return `<w:tc><w:tcPr><w:tcW w:w="1000" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
    });
    return `<w:tr>${cellsXml.join('')}</w:tr>`;
  });
  return `<w:tbl><w:tblPr/>${rowsXml.join('')}</w:tbl>`;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
