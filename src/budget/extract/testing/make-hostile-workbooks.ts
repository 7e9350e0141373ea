import { strToU8, zipSync } from 'fflate';

/**
 * Hostile and odd workbooks, generated on demand (no binary fixtures): a sheet
 * of a million rows, compound files with looping sector chains, password
 * protection, Excel 95 and older. Only tests and benchmarks use these.
 */

/** The part of SheetJS's bundled `cfb` that tests use to write compound files. */
interface CfbWriter {
  utils: {
    cfb_new(): unknown;
    cfb_add(container: unknown, path: string, content: Uint8Array): void;
  };
  write(container: unknown, options: { type: 'array' }): ArrayBuffer | number[];
}

/** A compound file (OLE) holding these streams, as Office writes them. */
export async function makeCompoundFile(streams: Record<string, Uint8Array>): Promise<Uint8Array> {
  const { CFB } = await import('@e965/xlsx');
  const cfb = CFB as CfbWriter;
  const container = cfb.utils.cfb_new();
  for (const [name, content] of Object.entries(streams))
    cfb.utils.cfb_add(container, `/${name}`, content);
  const written = cfb.write(container, { type: 'array' });
  return new Uint8Array(written instanceof ArrayBuffer ? written : Uint8Array.from(written));
}

const END_OF_CHAIN = 0xfffffffe;
const HEADER_DIFAT_OFFSET = 0x4c;

/**
 * The same compound file with the last link of every sector chain pointing
 * back to its own sector: the directory and every stream loop forever for a
 * reader that does not remember where it has been.
 */
export function makeChainsCyclic(bytes: Uint8Array): Uint8Array {
  const cyclic = bytes.slice();
  const view = new DataView(cyclic.buffer);
  const sectorBytes = 2 ** view.getUint16(0x1e, true);
  const fatSector = view.getUint32(HEADER_DIFAT_OFFSET, true);
  const fatOffset = (fatSector + 1) * sectorBytes;
  for (let entry = 0; entry < sectorBytes / 4; entry++) {
    if (view.getUint32(fatOffset + entry * 4, true) === END_OF_CHAIN)
      view.setUint32(fatOffset + entry * 4, entry, true);
  }
  return cyclic;
}

/** The first bytes of an Excel 4.0 workbook: a bare BIFF4 stream, no compound file. */
export function makeExcel4Bytes(): Uint8Array {
  // BOF record (0x0409), length 6: BIFF version, document type (worksheet), build.
  return new Uint8Array([0x09, 0x04, 0x06, 0x00, 0x00, 0x00, 0x10, 0x00, 0x00, 0x00, 0x0a, 0x00]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const PACKAGE_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/**
 * An .xlsx whose one sheet has `rowCount` rows of three figures (a data dump,
 * not a budget). The rows carry no `r` attribute (Excel's readers number them
 * in order), so one row's XML repeated builds the sheet fast.
 */
export function makeTallSheetXlsx(rowCount: number): Uint8Array {
  const row = '<row><c t="n"><v>3</v></c><c t="n"><v>2</v></c><c t="n"><v>6</v></c></row>';
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row.repeat(rowCount)}</sheetData></worksheet>`;
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(PACKAGE_RELS),
    'xl/workbook.xml': strToU8(WORKBOOK),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  });
}

const ODF_NAMESPACES =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"';
const ODS_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"><manifest:file-entry manifest:full-path="/" manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/><manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/></manifest:manifest>`;

/**
 * An .ods of a few hundred bytes whose one row of figures says it repeats
 * `rowCount` times (`table:number-rows-repeated`): a million-row sheet, or two
 * billion, without the bytes.
 */
export function makeRepeatedRowOds(rowCount: number): Uint8Array {
  const cell = (value: number) =>
    `<table:table-cell office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODF_NAMESPACES} office:version="1.2">` +
    `<office:body><office:spreadsheet><table:table table:name="Hoja1">` +
    `<table:table-row table:number-rows-repeated="${rowCount}">${cell(3)}${cell(2)}${cell(6)}</table:table-row>` +
    `</table:table></office:spreadsheet></office:body></office:document-content>`;
  return zipSync({
    mimetype: strToU8('application/vnd.oasis.opendocument.spreadsheet'),
    'META-INF/manifest.xml': strToU8(ODS_MANIFEST),
    'styles.xml': strToU8(`<?xml version="1.0"?><office:document-styles ${ODF_NAMESPACES}/>`),
    'content.xml': strToU8(content),
  });
}
