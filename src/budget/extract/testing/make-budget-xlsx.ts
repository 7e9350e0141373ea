import type { Budget, BudgetItem } from '../../model/budget.ts';
import type { TableCell } from '../format-table-rows.ts';

/**
 * A budget laid out as Presto and Arquímedes export it to Excel: one row per
 * concept (código | ud | resumen | cantidad | precio | importe), chapters as
 * rows of their own, the description in the summary cell after a line break,
 * figures as number cells. Written with SheetJS (the library that reads them),
 * for tests and the benchmark; LibreOffice turns these into .xls and .ods, and
 * makeWorkbookBytes writes any rows as .xlsx, .xls (biff8) or .ods itself.
 */

export interface BudgetSheetOptions {
  /** Put a summary sheet by chapter before the budget sheet, and a sheet of notes after it. */
  extraSheets?: boolean;
  /** 'xlml' writes Excel 2003 XML (SpreadsheetML) instead of .xlsx. */
  bookType?: 'xlsx' | 'xlml';
}

/** The workbook formats SheetJS writes and our reader takes: biff8 is Excel 97-2003 (.xls). */
export type SheetBookType = 'xlsx' | 'xlml' | 'biff8' | 'ods';

export interface SheetOfRows {
  name: string;
  rows: TableCell[][];
}

/** Sheets of rows written as a workbook's bytes (SheetJS, the library that reads them). */
export async function makeWorkbookBytes(
  sheets: readonly SheetOfRows[],
  bookType: SheetBookType,
): Promise<Uint8Array> {
  const XLSX = await import('@e965/xlsx');
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets)
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheet.rows), sheet.name);
  // Excel keeps an .xls's strings in the shared string table; SheetJS's other way, a LABEL
  // record per cell, cuts a string at 255 characters.
  const bookSST = bookType === 'biff8';
  return new Uint8Array(XLSX.write(workbook, { type: 'array', bookType, bookSST }) as ArrayBuffer);
}

export function budgetSheetRows(budget: Budget): TableCell[][] {
  const rows: TableCell[][] = [['PRESUPUESTO'], [`CLIENTE: ${budget.client}`]];
  const header = ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'];
  const chapters = budget.chapters ?? [];
  if (chapters.length === 0) {
    rows.push(header, ...budget.items.map(itemRow));
  }
  for (const chapter of chapters) {
    const items = budget.items.filter((item) => item.chapterCode === chapter.code);
    rows.push([`CAPÍTULO ${chapter.code} ${chapter.title}`]);
    if (items.length > 0) rows.push(header, ...items.map(itemRow));
  }
  rows.push([`TOTAL ${formatAmount(budget.total)}`]);
  return rows;
}

export async function makeBudgetXlsx(
  budget: Budget,
  options: BudgetSheetOptions = {},
): Promise<Uint8Array> {
  const sheets: SheetOfRows[] = [];
  const topChapters = (budget.chapters ?? []).filter((chapter) => !chapter.code.includes('.'));
  if (options.extraSheets) {
    const summary = [
      ['RESUMEN DE PRESUPUESTO'],
      ['CAPÍTULO', 'RESUMEN', 'IMPORTE', '%'],
      ...topChapters.map((chapter) => [
        chapter.code,
        chapter.title,
        chapter.total,
        Math.round((chapter.total / budget.total) * 10_000) / 100,
      ]),
      ['', 'TOTAL EJECUCIÓN MATERIAL', budget.total],
    ];
    sheets.push({ name: 'Resumen', rows: summary });
  }
  sheets.push({ name: 'Presupuesto', rows: budgetSheetRows(budget) });
  if (options.extraSheets) {
    const notes = [['Notas'], ['Precios vigentes a la fecha del presupuesto.'], ['Revisión', 2]];
    sheets.push({ name: 'Notas', rows: notes });
  }
  return makeWorkbookBytes(sheets, options.bookType ?? 'xlsx');
}

function itemRow(item: BudgetItem): TableCell[] {
  return [
    item.codigo,
    item.uds,
    item.resumen,
    parseSpanishNumber(item.cantidad),
    item.precio_unitario,
    item.total,
  ];
}

/** `1.234,5` -> 1234.5: the generator writes quantities as a Spanish report prints them. */
export function parseSpanishNumber(text: string): number {
  return Number(text.replace(/\./g, '').replace(',', '.'));
}

const amountFormat = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function formatAmount(amount: number): string {
  return amountFormat.format(amount);
}
