import { decode as decodeWindows1252 } from 'windows-1252';
import { BudgetError, isBudgetError } from '../errors.ts';
import { EdgedGridCollector } from './collect-edged-grid.ts';
import type { WordDocumentContent } from './collect-word-grid.ts';
import { formatTableRow } from './format-table-rows.ts';
import { readCompoundFile, type CompoundFile } from './read-compound-file.ts';
import { readParagraphMarks, type ParagraphMarks } from './read-doc-paragraph-marks.ts';

/**
 * The text of a Word 97-2003 .doc, laid out like extract-docx-text.ts lays out
 * a .docx: each paragraph a line, a table row ONE line of its cells' first
 * paragraphs joined by tabs, the cells' further paragraphs below it.
 *
 * No maintained npm library reads .doc in a browser (word-extractor needs
 * Node's Buffer and fs; mammoth reads only .docx), so this reads the binary
 * format itself, [MS-DOC]: the compound file (read-compound-file.ts, which
 * refuses cyclic chains), the File Information Block, then the piece table
 * (Clx) that says where each run of characters lives and whether it is
 * stored as Windows-1252 or UTF-16. Which paragraph marks end a table cell or
 * row is in the paragraph properties (PAPX FKPs: sprmPFInTable, sprmPFTtp).
 * Only the main text is read; headers, footnotes and comments follow it in the
 * same character stream and are left out. The same walk gives the body as rows of cells
 * (collect-edged-grid.ts), each row's cell edges and merges read from its end mark's
 * properties (read-doc-paragraph-marks.ts).
 */

/** [MS-DOC] 2.5.1: the FIB's magic number. */
const WORD_IDENT = 0xa5ec;
/** Word 97's nFib; Word 6/95 files (lower) have another layout. */
const WORD_97_NFIB = 0x00c1;
const FLAG_WHICH_TABLE_STREAM = 0x0200;
const FLAG_ENCRYPTED = 0x0100;
/** Indexes in FibRgFcLcb97 of the fc/lcb pairs read here. */
const FC_LCB_PLCF_BTE_PAPX = 13;
const FC_LCB_CLX = 33;
/** A piece's fc with this bit set is stored as 8-bit text at fc / 2. */
const FC_COMPRESSED = 0x40000000;
/** Special characters of the text stream ([MS-DOC] 2.4.1). */
const PARAGRAPH_END = '\r';
const CELL_END = '\x07';
const FIELD_BEGIN = '\x13';
const FIELD_SEPARATOR = '\x14';
const FIELD_END = '\x15';
/** Word nests tables at most 64 deep; a deeper sprmPItap is a hostile file. */
const MAX_TABLE_DEPTH = 64;
/** Line break, page/section break, then characters that stand for objects (pictures, notes). */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\x0b': '\n',
  '\x0c': '\n',
  '\x1e': '-',
  '\x1f': '',
  '\x01': '',
  '\x02': '',
  '\x05': '',
  '\x08': '',
};

interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
  compressed: boolean;
}

export async function extractDocText(bytes: Uint8Array): Promise<string> {
  return (await extractDocContent(bytes)).text;
}

/** The text of a .doc and its body as rows of cells; throws BudgetError for unusable files. */
export async function extractDocContent(bytes: Uint8Array): Promise<WordDocumentContent> {
  try {
    return readDoc(readCompoundFile(bytes, 'corrupt-doc'));
  } catch (error) {
    if (isBudgetError(error)) throw error;
    // A bounds error on a truncated or lying structure: the file is damaged.
    throw new BudgetError('corrupt-doc', { cause: error });
  }
}

function readDoc(file: CompoundFile): WordDocumentContent {
  const word = file.stream('WordDocument');
  if (!word || word.length < 0x200) {
    // An encrypted .docx or .xlsx is a compound file too, with no WordDocument stream.
    if (file.names.includes('EncryptedPackage')) throw new BudgetError('doc-encrypted');
    throw new BudgetError('corrupt-doc');
  }
  const view = new DataView(word.buffer, word.byteOffset, word.byteLength);
  if (view.getUint16(0, true) !== WORD_IDENT || view.getUint16(2, true) < WORD_97_NFIB)
    throw new BudgetError('corrupt-doc');
  const flags = view.getUint16(0x0a, true);
  if (flags & FLAG_ENCRYPTED) throw new BudgetError('doc-encrypted');
  const table = file.stream(flags & FLAG_WHICH_TABLE_STREAM ? '1Table' : '0Table');
  if (!table) throw new BudgetError('corrupt-doc');

  // FIB: base (32 bytes), csw + FibRgW97, cslw + FibRgLw97, cbRgFcLcb + FibRgFcLcb.
  const csw = view.getUint16(0x20, true);
  const rgLw = 0x22 + csw * 2 + 2;
  const cslw = view.getUint16(rgLw - 2, true);
  const ccpText = view.getInt32(rgLw + 12, true);
  const rgFcLcb = rgLw + cslw * 4 + 2;
  const fcLcb = (index: number) => ({
    fc: view.getUint32(rgFcLcb + index * 8, true),
    lcb: view.getUint32(rgFcLcb + index * 8 + 4, true),
  });

  const pieces = readPieceTable(table, fcLcb(FC_LCB_CLX));
  const marks = readParagraphMarks(word, table, fcLcb(FC_LCB_PLCF_BTE_PAPX));
  return assembleText(word, pieces, Math.max(0, ccpText), marks);
}

/** [MS-DOC] 2.9.38 Clx: property runs (skipped), then the piece descriptors. */
function readPieceTable(table: Uint8Array, { fc, lcb }: { fc: number; lcb: number }): Piece[] {
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  const end = Math.min(fc + lcb, table.length);
  let offset = fc;
  while (offset < end && table[offset] === 0x01) offset += 3 + view.getInt16(offset + 1, true);
  if (table[offset] !== 0x02) throw new BudgetError('corrupt-doc');
  const plcLength = view.getUint32(offset + 1, true);
  const plc = offset + 5;
  if (plc + plcLength > table.length) throw new BudgetError('corrupt-doc');
  const count = (plcLength - 4) / 12;
  if (!Number.isInteger(count) || count < 1) throw new BudgetError('corrupt-doc');
  const pieces: Piece[] = [];
  for (let index = 0; index < count; index++) {
    const raw = view.getUint32(plc + (count + 1) * 4 + index * 8 + 2, true);
    const compressed = (raw & FC_COMPRESSED) !== 0;
    const fcValue = raw & ~FC_COMPRESSED;
    pieces.push({
      cpStart: view.getUint32(plc + index * 4, true),
      cpEnd: view.getUint32(plc + (index + 1) * 4, true),
      fc: compressed ? fcValue / 2 : fcValue,
      compressed,
    });
  }
  return pieces;
}

/** Walks the main text piece by piece, turning paragraphs, cells and rows into lines. */
function assembleText(
  word: Uint8Array,
  pieces: readonly Piece[],
  ccpText: number,
  marksAt: (byteOffset: number) => ParagraphMarks | undefined,
): WordDocumentContent {
  const lines: string[] = [];
  const grid = new EdgedGridCollector();
  let paragraph = '';
  /** The cells of the open table row, each its paragraphs. */
  let row: string[][] = [];
  let cell: string[] = [];
  /** Open fields: true while in a field's code (hidden), false in its shown result. */
  const fields: boolean[] = [];

  const endParagraph = (mark: string, byteOffset: number) => {
    const marks = marksAt(byteOffset);
    const text = paragraph;
    paragraph = '';
    if (mark === CELL_END) {
      // Without properties, an empty cell mark straight after a cell's is the row's end.
      const rowEnd = marks ? marks.rowEnd : text === '' && cell.length === 0 && row.length > 0;
      if (rowEnd) {
        lines.push(...formatTableRow(row.map((paragraphs) => paragraphs.join('\n'))));
        row = [];
        cell = [];
        defineRow(grid, marks);
        grid.endRow(1);
      } else {
        cell.push(text);
        row.push(cell);
        cell = [];
        grid.endCell(text, 1);
      }
    } else if (marks?.inTable) {
      cell.push(text);
      // A nested table's cells and rows end with paragraph marks of their depth.
      const depth = Math.min(Math.max(1, marks.depth), MAX_TABLE_DEPTH);
      if (depth > 1 && marks.innerRowEnd) grid.endRow(depth);
      else if (depth > 1 && marks.innerCell) grid.endCell(text, depth);
      else grid.endParagraph(text, depth);
    } else {
      lines.push(...text.split('\n'));
      grid.endParagraph(text, 0);
    }
  };

  for (const piece of pieces) {
    const cpEnd = Math.min(piece.cpEnd, ccpText);
    if (piece.cpStart >= cpEnd) continue;
    const count = cpEnd - piece.cpStart;
    const width = piece.compressed ? 1 : 2;
    const from = piece.fc;
    const to = from + count * width;
    if (to > word.length) throw new BudgetError('corrupt-doc');
    const text = piece.compressed
      ? decodeWindows1252(word.subarray(from, to))
      : new TextDecoder('utf-16le').decode(word.subarray(from, to));
    for (let index = 0; index < text.length; index++) {
      const char = text[index]!;
      if (char === FIELD_BEGIN) fields.push(true);
      else if (char === FIELD_SEPARATOR) {
        if (fields.length > 0) fields[fields.length - 1] = false;
      } else if (char === FIELD_END) fields.pop();
      else if (char === PARAGRAPH_END || char === CELL_END)
        endParagraph(char, from + index * width);
      else if (!fields.includes(true)) paragraph += REPLACEMENTS[char] ?? char;
    }
  }
  if (paragraph !== '') {
    lines.push(paragraph);
    grid.endParagraph(paragraph, 0);
  }
  return { text: lines.join('\n'), rows: grid.rows() };
}

/** A row's cells as its end mark defines them; none without properties. */
function defineRow(grid: EdgedGridCollector, marks: ParagraphMarks | undefined): void {
  grid.defineRow();
  if (!marks || marks.edges.length === 0) return;
  grid.setRowLeft(marks.edges[0]!);
  for (let index = 1; index < marks.edges.length; index++) {
    if (marks.mergedCells[index - 1]) grid.mergeNextCell();
    grid.defineCell(marks.edges[index]!);
  }
}
