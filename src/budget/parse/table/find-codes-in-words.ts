/**
 * Whether a grid's cells kept a budget's columns apart: where most items read without a code
 * open their words with one, the cells are a report's lines cut at their figures (a PDF's),
 * and the text reader reads them better, unless the sheets' own headers say the table has
 * no codes. read-budget-tables.ts asks once every priced sheet is read.
 */
import type { BudgetItem, BudgetSourceFormat } from '../../model/budget.ts';
import { namingBand, type HeaderBand } from './find-header-bands.ts';
import { readHeaderRole } from './read-header-role.ts';

/** A priced sheet that was read, by its header bands. */
export interface PricedSheet {
  bands: HeaderBand[];
}

/**
 * The items' codes stand in their words, so the cells did not separate the columns: the
 * table reading is dropped. `sheets`: the priced sheets read.
 */
export function cellsHoldCodesInWords(
  sheets: readonly PricedSheet[],
  items: readonly BudgetItem[],
  format: BudgetSourceFormat | undefined,
): boolean {
  return (
    !headersNameNoCode(sheets) &&
    !codeColumnLeftEmpty(sheets, items, format) &&
    codesGluedToWords(items)
  );
}

/**
 * Every priced sheet read has a header of its own cells naming its columns, the summary
 * among them, and none naming a code or an order number (`DESCRIPCIÓN | UD | CANTIDAD |
 * PRECIO | IMPORTE`): the table has no codes, so a title opening like one
 * (`CARGA/TRAN.VERT.<30km …`) is a title. A report's lines cut at their figures print their
 * header as one line (one cell), or name the code column its codes are glued beside.
 */
function headersNameNoCode(sheets: readonly PricedSheet[]): boolean {
  return (
    sheets.length > 0 &&
    sheets.every((grid) => {
      const roles = (namingBand(grid.bands)?.names ?? []).map((name) => readHeaderRole(name));
      return roles.includes('summary') && !roles.includes('code') && !roles.includes('order');
    })
  );
}

/**
 * Cells of a file that has them (a spreadsheet, a CSV, a word processor's table; not a PDF's
 * lines cut into cells by where their figures stand) under a header naming the code column,
 * which no item fills: the table has no codes, and a title opening like one is a title (our
 * own .xlsx of a sheet typed without codes: `Código | Nat | Ud | Resumen …`, the code cell
 * empty and the summary `SOLER.HM-20, 10cm.+ENCACH.10cm`).
 */
function codeColumnLeftEmpty(
  sheets: readonly PricedSheet[],
  items: readonly BudgetItem[],
  format: BudgetSourceFormat | undefined,
): boolean {
  if (format === 'pdf' || items.some((item) => item.codigo !== '')) return false;
  return (
    sheets.length > 0 &&
    sheets.every((grid) =>
      (grid.bands[0]?.names ?? []).some((name) => readHeaderRole(name) === 'code'),
    )
  );
}

/**
 * A word holding a digit and a letter or a stop (`01.01`, `E02ABS011`), then more words; or
 * a total's word (CYPE's `Total Ud : 1,00 …` under each item of its report).
 */
const CODE_OR_TOTAL_LEAD = /^(?:(?=\S*\d)(?=\S*[A-Za-z.])\S{2,}\s+\S|total\b)/i;

/**
 * Most items read without a code but whose words open with one (`01.01 m3 EXCAVACIÓN…`) or
 * with a total's word, or with a "code" of several words: the cells do not separate what a budget's columns hold (a
 * report's lines cut at their figures, as a PDF's are); the text reader reads them better.
 */
function codesGluedToWords(items: readonly BudgetItem[]): boolean {
  let glued = 0;
  for (const item of items) {
    // A code holding words (`8 de mayo de 2024`, `Total Ud :`) is a line's text, not a code.
    if (item.codigo === '' ? CODE_OR_TOTAL_LEAD.test(item.resumen) : /\s\S+\s/.test(item.codigo))
      glued++;
  }
  return glued * 2 > items.length;
}
