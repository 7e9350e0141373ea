import type { SaxesTagPlain } from 'saxes';
import { MAX_PACKAGE_XML_BYTES, MAX_SHEET_ROWS } from '../constants.ts';
import { BudgetError } from '../errors.ts';
import { streamZipXml } from './stream-zip-part.ts';

/**
 * Counts the rows with content of an .ods before SheetJS reads it. OpenDocument
 * compresses repeated rows into one element (`table:number-rows-repeated`),
 * and SheetJS expands a repeated row that holds a value once per repetition: a
 * few hundred bytes claiming a figure two billion times would keep it busy
 * for minutes. LibreOffice itself repeats EMPTY rows down to the sheet's last
 * row (1,048,576), which SheetJS skips cheaply, so only rows holding a value
 * count against MAX_SHEET_ROWS.
 */

const CONTENT_PART = 'content.xml';
const ROW = 'table:table-row';
const CELL = 'table:table-cell';
const ROWS_REPEATED = 'table:number-rows-repeated';
const VALUE_TYPE = 'office:value-type';

export function checkOdsRows(bytes: Uint8Array): void {
  let rowsWithContent = 0;
  let repeat = 1;
  let rowHasContent = false;
  const open = (tag: SaxesTagPlain) => {
    if (tag.name === ROW) {
      repeat = Math.max(1, Number(tag.attributes[ROWS_REPEATED] ?? '1') || 1);
      rowHasContent = false;
    } else if (tag.name === CELL && tag.attributes[VALUE_TYPE] !== undefined) {
      rowHasContent = true;
    }
  };
  const close = (name: string) => {
    if (name !== ROW || !rowHasContent) return;
    rowsWithContent += repeat;
    if (rowsWithContent > MAX_SHEET_ROWS) throw new BudgetError('spreadsheet-too-large');
  };
  streamZipXml(
    bytes,
    CONTENT_PART,
    MAX_PACKAGE_XML_BYTES,
    {
      corrupt: 'corrupt-spreadsheet',
      missing: 'corrupt-spreadsheet',
      tooLarge: 'spreadsheet-too-large',
    },
    { open, close },
  );
}
