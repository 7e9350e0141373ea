import type { CellObject, WorkBook } from '@e965/xlsx';
import { MAX_PACKAGE_XML_BYTES, MAX_SHEET_ROWS } from '../constants.ts';
import { BudgetError, isBudgetError } from '../errors.ts';
import { readCompoundFile } from './read-compound-file.ts';
import { checkOdsRows } from './check-ods-rows.ts';
import { checkZipSize } from './check-zip-size.ts';
import { isCompoundFile, isZip } from './detect-file-kind.ts';
import type { TableCell } from './format-table-rows.ts';

/**
 * The rows of every sheet of a workbook: .xlsx, .xls (Excel 97-2003), .ods
 * and Excel 2003 XML (SpreadsheetML). Numbers come as numbers whatever their
 * display format (a cached formula result is its value).
 *
 * The library is SheetJS Community Edition 0.20.3, as republished on npm by
 * `@e965/xlsx`: the `xlsx` package on npm stopped at 0.18.5, which has two
 * published advisories (prototype pollution CVE-2023-30533, ReDoS
 * CVE-2024-22363), both fixed in 0.19.3/0.20.2; SheetJS now publishes only on
 * its own server, which this project's builds cannot reach. 0.20.3 has no known
 * advisory, no dependencies, and reads all four formats (ExcelJS reads only
 * .xlsx and pulls in a dozen packages; read-excel-file reads only .xlsx). It
 * weighs ~1 MB (~140 KB gzipped), so it is imported only when a spreadsheet
 * arrives. It inflates whole parts into memory, follows compound-file chains
 * without loop checks and expands an .ods's repeated rows one by one, so the
 * bytes are checked first (zip bomb, cyclic sector chain, a row repeated
 * billions of times) by our own bounded walks.
 */

export interface SheetRows {
  name: string;
  rows: TableCell[][];
}

/** Excel 2.x-4.x workbooks are a bare BIFF stream starting with a BOF record: 09 00, 09 02 or 09 04. */
const PRE_97_BIFF_BOF = [0x0009, 0x0209, 0x0409];
/** Office 2007+ files saved with a password are compound files holding these streams. */
const ENCRYPTED_PACKAGE_STREAMS = ['EncryptionInfo', 'EncryptedPackage'];
/** Excel 97-2003 keeps its workbook in the `Workbook` stream; Excel 5.0/95 called it `Book`. */
const BIFF8_STREAM = 'Workbook';
const BIFF5_STREAM = 'Book';

export async function readSpreadsheetRows(bytes: Uint8Array): Promise<SheetRows[]> {
  checkContainer(bytes);
  const XLSX = await import('@e965/xlsx');
  let workbook: WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      // One row more than allowed, to tell a sheet at the limit from one past it.
      sheetRows: MAX_SHEET_ROWS + 1,
      cellFormula: false,
      cellHTML: false,
      cellNF: false,
      cellStyles: false,
      cellText: false,
      cellDates: false,
      bookVBA: false,
    });
  } catch (error) {
    if (isBudgetError(error)) throw error;
    // SheetJS says "File is password-protected" for a BIFF FILEPASS record and encrypted packages.
    if (error instanceof Error && /password/i.test(error.message))
      throw new BudgetError('spreadsheet-encrypted', { cause: error });
    throw new BudgetError('corrupt-spreadsheet', { cause: error });
  }
  return workbook.SheetNames.map((name) => {
    const data = workbook.Sheets[name]?.['!data'] ?? [];
    if (data.length > MAX_SHEET_ROWS) throw new BudgetError('spreadsheet-too-large');
    const rows: TableCell[][] = [];
    // A dense sheet's rows array has holes where rows are empty: keep them as empty rows.
    for (let index = 0; index < data.length; index++)
      rows.push(Array.from(data[index] ?? [], cellValue));
    return { name, rows };
  });
}

function checkContainer(bytes: Uint8Array): void {
  if (isZip(bytes)) {
    const parts = checkZipSize(bytes, MAX_PACKAGE_XML_BYTES, {
      corrupt: 'corrupt-spreadsheet',
      tooLarge: 'spreadsheet-too-large',
    });
    // An OpenDocument spreadsheet: no `xl/` parts, a `content.xml`.
    if (!parts.some((name) => name.startsWith('xl/')) && parts.includes('content.xml'))
      checkOdsRows(bytes);
    return;
  }
  if (isCompoundFile(bytes)) {
    const file = readCompoundFile(bytes, 'corrupt-spreadsheet');
    const streams = file.names;
    // Walks every stream's chain once (bounded): SheetJS may follow any of them.
    for (const name of streams) file.stream(name);
    if (ENCRYPTED_PACKAGE_STREAMS.some((name) => streams.includes(name)))
      throw new BudgetError('spreadsheet-encrypted');
    if (!streams.includes(BIFF8_STREAM) && streams.includes(BIFF5_STREAM))
      throw new BudgetError('xls-too-old');
    if (!streams.includes(BIFF8_STREAM)) throw new BudgetError('corrupt-spreadsheet');
    return;
  }
  if (bytes.length >= 2 && PRE_97_BIFF_BOF.includes(bytes[0]! | (bytes[1]! << 8)))
    throw new BudgetError('xls-too-old');
  if (bytes.length > MAX_PACKAGE_XML_BYTES) throw new BudgetError('spreadsheet-too-large');
}

function cellValue(cell: CellObject | undefined): TableCell {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
    case 's':
    case 'b':
      return typeof cell.v === 'number' || typeof cell.v === 'string' || typeof cell.v === 'boolean'
        ? cell.v
        : null;
    default:
      // 'e' (#DIV/0! and the like), 'z' (an empty styled cell), 'd' (not produced: cellDates is off).
      return null;
  }
}
