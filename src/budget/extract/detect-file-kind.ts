/**
 * What kind of file the user handed over, from its declared type (MIME type,
 * else extension) checked against its first bytes. The bytes win: a .docx
 * renamed .txt is still a zip, an old .doc renamed .docx is still OLE.
 */

/** How the app reads the file; 'unsupported' is refused with its message. */
export type FileKind =
  'docx' | 'doc' | 'odt' | 'rtf' | 'spreadsheet' | 'csv' | 'txt' | 'pdf' | 'bc3' | 'unsupported';

/** What the name or MIME type claims, before looking at the bytes. */
type DeclaredKind =
  'docx' | 'txt' | 'pdf' | 'bc3' | 'doc' | 'odt' | 'rtf' | 'xlsx' | 'xls' | 'ods' | 'xml' | 'csv';

/** Spec §5: the MIME types the tool processes, plus the old Word type the upload accepts. */
const KIND_BY_MIME_TYPE: Readonly<Record<string, DeclaredKind>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'text/csv': 'csv',
  'application/xml': 'xml',
  'text/xml': 'xml',
};

const KIND_BY_EXTENSION: Readonly<Record<string, DeclaredKind>> = {
  docx: 'docx',
  txt: 'txt',
  pdf: 'pdf',
  bc3: 'bc3',
  doc: 'doc',
  odt: 'odt',
  rtf: 'rtf',
  xlsx: 'xlsx',
  xlsm: 'xlsx',
  xls: 'xls',
  ods: 'ods',
  xml: 'xml',
  csv: 'csv',
};

/** Declared kinds read as a workbook, whatever container their bytes turn out to be. */
const SPREADSHEET_KINDS = new Set<DeclaredKind>(['xlsx', 'xls', 'ods', 'xml']);

/** Browsers send these when they do not know the type (e.g. files dragged from some apps). */
const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4", a local file header
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06]; // an end-of-directory record only
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 and other Office binaries
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const RTF_MAGIC = [0x7b, 0x5c, 0x72, 0x74, 0x66]; // "{\rtf"
/** PDF readers accept "%PDF-" anywhere in the first kilobyte (some files start with junk). */
const PDF_MAGIC_WINDOW = 1024;

export function detectFileKind(bytes: Uint8Array, fileName: string, mimeType = ''): FileKind {
  const declared = declaredKind(fileName, mimeType);
  if (declared === undefined) return 'unsupported';
  const spreadsheet = SPREADSHEET_KINDS.has(declared);
  if (isZip(bytes)) {
    if (spreadsheet) return 'spreadsheet';
    return declared === 'odt' ? 'odt' : 'docx';
  }
  // Word 97-2003 and Excel 97-2003 share the container; so does an encrypted .docx or .xlsx.
  if (isCompoundFile(bytes)) return spreadsheet ? 'spreadsheet' : 'doc';
  if (startsWith(bytes, RTF_MAGIC)) return 'rtf';
  if (declared === 'pdf' || containsWithin(bytes, PDF_MAGIC, PDF_MAGIC_WINDOW)) return 'pdf';
  if (spreadsheet) return 'spreadsheet';
  if (declared === 'docx' || declared === 'txt' || declared === 'bc3' || declared === 'csv')
    return declared;
  // A .doc, .odt or .rtf that is none of the above (often HTML saved with a Word name): not readable here.
  return 'unsupported';
}

export function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC);
}

export function isCompoundFile(bytes: Uint8Array): boolean {
  return startsWith(bytes, OLE_MAGIC);
}

function declaredKind(fileName: string, mimeType: string): DeclaredKind | undefined {
  const mime = mimeType.trim().toLowerCase().split(';')[0] ?? '';
  const dot = fileName.lastIndexOf('.');
  const byExtension =
    dot < 0 ? undefined : KIND_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
  // FIEBDC-3 has no registered MIME type: browsers send '', octet-stream or a guess.
  if (byExtension === 'bc3') return 'bc3';
  // Windows calls a .csv "application/vnd.ms-excel" when Excel is installed.
  if (byExtension === 'csv') return 'csv';
  if (!GENERIC_MIME_TYPES.has(mime)) return KIND_BY_MIME_TYPE[mime];
  return byExtension;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);
}

function containsWithin(bytes: Uint8Array, magic: readonly number[], window: number): boolean {
  const last = Math.min(bytes.length, window) - magic.length;
  for (let start = 0; start <= last; start++) {
    if (magic.every((byte, index) => bytes[start + index] === byte)) return true;
  }
  return false;
}
