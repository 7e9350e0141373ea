import { MAX_SHEET_ROWS } from '../constants.ts';
import { BudgetError } from '../errors.ts';
import { decodeTextBytes } from './decode-text-bytes.ts';
import type { TableCell } from './format-table-rows.ts';

/**
 * The rows of a .csv as Excel and LibreOffice save it: decoded like a .txt
 * (UTF-8 with or without BOM, Windows-1252, UTF-16), separated by `;` (Excel
 * in a Spanish locale, where the comma is the decimal mark), `,` or tab,
 * fields optionally quoted with `"` (`""` inside is a quote; a quoted field may
 * span lines). Excel's `sep=;` first line names the separator.
 *
 * Written here rather than taken from a library: the rules fit in this file,
 * and SheetJS's reader (already used for workbooks) guesses a file's format
 * from its first bytes: a CSV that starts with `ID;` is read as SYLK.
 *
 * Cells stay text (`12,50` is for the parser to read as Spanish), except that in
 * a comma-separated file a plain `12.5` can only be a decimal point: it becomes
 * the number 12.5, written back with a decimal comma like a spreadsheet's numbers.
 */

const SEPARATORS = [';', '\t', ','] as const;
type Separator = (typeof SEPARATORS)[number];
/** The separator is guessed from the first lines: enough to see the header and a few rows. */
const SNIFF_CHARS = 4096;
const SEP_LINE = /^sep=(.)\r?\n/;
const DOT_DECIMAL = /^-?\d+\.\d+$/;

export function readCsvRows(bytes: Uint8Array): TableCell[][] {
  let text = decodeTextBytes(bytes);
  let separator: Separator;
  const sepLine = SEP_LINE.exec(text);
  if (sepLine && SEPARATORS.includes(sepLine[1] as Separator)) {
    separator = sepLine[1] as Separator;
    text = text.slice(sepLine[0].length);
  } else {
    separator = guessSeparator(text.slice(0, SNIFF_CHARS));
  }
  const rows = splitFields(text, separator);
  if (separator !== ',') return rows;
  return rows.map((row) =>
    row.map((cell) => (typeof cell === 'string' && DOT_DECIMAL.test(cell) ? Number(cell) : cell)),
  );
}

/** The separator seen most often outside quotes; `;` wins ties (Spanish Excel's choice). */
function guessSeparator(sample: string): Separator {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const char of sample) {
    if (char === '"') quoted = !quoted;
    else if (!quoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: Separator = ';';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

function splitFields(text: string, separator: Separator): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    if (rows.length > MAX_SHEET_ROWS) throw new BudgetError('spreadsheet-too-large');
    row = [];
    field = '';
  };
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      endRow();
    } else {
      field += char;
    }
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
