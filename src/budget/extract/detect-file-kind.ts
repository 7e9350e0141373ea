/**
 * What kind of file the user handed over, from its declared type (MIME type,
 * else extension) checked against its first bytes. The bytes win: a .docx
 * renamed .txt is still a zip, an old .doc renamed .docx is still OLE.
 */

/** How the app reads the file; 'legacy-doc' and 'unsupported' are refused with their messages. */
export type FileKind = 'docx' | 'txt' | 'pdf' | 'bc3' | 'legacy-doc' | 'unsupported';

/** What the name or MIME type claims, before looking at the bytes. */
type DeclaredKind = 'docx' | 'txt' | 'pdf' | 'bc3' | 'doc';

/** Spec §5: the MIME types the tool processes, plus the old Word type the upload accepts. */
const KIND_BY_MIME_TYPE: Readonly<Record<string, DeclaredKind>> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
};

const KIND_BY_EXTENSION: Readonly<Record<string, DeclaredKind>> = {
  docx: 'docx',
  txt: 'txt',
  pdf: 'pdf',
  bc3: 'bc3',
  doc: 'doc',
};

/** Browsers send these when they do not know the type (e.g. files dragged from some apps). */
const GENERIC_MIME_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04]; // "PK\3\4", a local file header
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06]; // an end-of-directory record only
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // Word 97-2003 and other Office binaries
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
/** PDF readers accept "%PDF-" anywhere in the first kilobyte (some files start with junk). */
const PDF_MAGIC_WINDOW = 1024;

export function detectFileKind(bytes: Uint8Array, fileName: string, mimeType = ''): FileKind {
  const declared = declaredKind(fileName, mimeType);
  if (declared === undefined) return 'unsupported';
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return 'docx';
  if (startsWith(bytes, OLE_MAGIC)) return 'legacy-doc';
  if (declared === 'pdf' || containsWithin(bytes, PDF_MAGIC, PDF_MAGIC_WINDOW)) return 'pdf';
  // A .doc that is neither OLE nor a zip is RTF or HTML saved with a Word name: not readable here.
  if (declared === 'doc') return 'unsupported';
  return declared;
}

function declaredKind(fileName: string, mimeType: string): DeclaredKind | undefined {
  const mime = mimeType.trim().toLowerCase().split(';')[0] ?? '';
  const dot = fileName.lastIndexOf('.');
  const byExtension =
    dot < 0 ? undefined : KIND_BY_EXTENSION[fileName.slice(dot + 1).toLowerCase()];
  // FIEBDC-3 has no registered MIME type: browsers send '', octet-stream or a guess.
  if (byExtension === 'bc3') return 'bc3';
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
