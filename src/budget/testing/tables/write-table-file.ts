/**
 * A rendered table document as a file's bytes, through the project's shared test writers:
 * .xlsx, .xls (Excel 97-2003) and .ods by SheetJS, a `;` CSV as Excel saves it in a Spanish
 * locale (Windows-1252, or UTF-8 with its BOM), a .docx whose paragraphs and tables are Word's
 * own XML, and the same as .odt and .rtf (write-word-tables.ts).
 */
import { makeRowsCsv } from '../../extract/testing/make-budget-csv.ts';
import { encodeWindows1252 } from '../../extract/testing/make-hostile-files.ts';
import { makeWorkbookBytes, type SheetBookType } from '../../extract/testing/make-budget-xlsx.ts';
import {
  documentXml,
  makeDocxBytes,
  paragraphXml,
  tableXml,
} from '../../extract/testing/make-docx-bytes.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { formatCellNumber } from '../../extract/format-table-rows.ts';
import { documentRows, type TableDocument } from './table-document.ts';
import type { TableFamily, TableFileType } from './table-family.ts';
import { makeOdtBytes, makeRtfBytes } from './write-word-tables.ts';

const BOOK_TYPES: Record<'xlsx' | 'xls' | 'ods', SheetBookType> = {
  xlsx: 'xlsx',
  xls: 'biff8',
  ods: 'ods',
};

/** The sheet's name, as a Spanish Excel names a budget's sheet. */
const SHEET_NAME = 'Presupuesto';
const UTF8_BOM = '\uFEFF';

export async function writeTableFile(
  family: TableFamily,
  document: TableDocument,
  type: TableFileType,
): Promise<Uint8Array> {
  switch (type) {
    case 'xlsx':
    case 'xls':
    case 'ods':
      return makeWorkbookBytes(
        [{ name: SHEET_NAME, rows: documentRows(document) }],
        BOOK_TYPES[type],
      );
    case 'csv': {
      const text = makeRowsCsv(
        documentRows(document),
        ';',
        '\r\n',
        family.csvNumber ?? formatCellNumber,
      );
      return family.csvEncoding === 'utf-8'
        ? new TextEncoder().encode(UTF8_BOM + text)
        : encodeWindows1252(text);
    }
    case 'docx':
      return makeDocxBytes(documentXml(documentBody(document)));
    case 'odt':
      return makeOdtBytes(document);
    case 'rtf':
      return makeRtfBytes(document);
  }
}

/** The file name a test reads the bytes under. */
export function tableFileName(family: TableFamily, type: TableFileType): string {
  return `${family.id}.${type}`;
}

function documentBody(document: TableDocument): string {
  return document
    .map((block) =>
      block.kind === 'paragraph'
        ? paragraphXml(block.text)
        : tableXml(block.rows.map((row) => row.map(wordCell))),
    )
    .join('');
}

/** A Word cell holds paragraphs: one per line of the cell's text. */
function wordCell(cell: TableCell): readonly string[] {
  if (cell === null || cell === undefined) return [''];
  if (typeof cell === 'number') return [formatCellNumber(cell)];
  return String(cell).split('\n');
}
