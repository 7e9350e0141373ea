/**
 * What a printed document of the budget (the Word, the PDF) shows, as the product's reader
 * should find it when it reads the document back: each item's code, chapter, quantity as
 * printed (formatQuantity), price and amount to the cent, its note (item-note.ts: printed
 * under the description, read back into the note); the chapters with their parents and
 * shown subtotals; the shown total. Both documents print these figures the same way
 * (format-item-cell.ts, plan-budget-rows.ts), so one expectation proves both.
 */
import { chooseShownChapterTotal, chooseShownTotal } from '../check/choose-shown-total.ts';
import type { CheckedParseResult } from '../check/judge-reading.ts';
import type { Budget } from '../model/budget.ts';
import { separateItemNote } from '../model/item-note.ts';
import { parseSpanishNumber } from '../parse/parse-spanish-number.ts';
import type { ExpectedBudget } from './compare-read-budget.ts';
import { formatQuantity } from './format-quantity.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

export function expectedPrintedBudget(budget: Budget): ExpectedBudget {
  const chapters = budget.chapters ?? [];
  const chapterCodes = new Set(chapters.map((chapter) => chapter.code));
  return {
    items: budget.items.map((item) => ({
      code: item.codigo,
      chapterCode:
        item.chapterCode !== undefined && chapterCodes.has(item.chapterCode)
          ? item.chapterCode
          : undefined,
      quantity: parseSpanishNumber(formatQuantity(item.cantidad)) ?? 0,
      price: cents(item.precio_unitario),
      amount: cents(item.total),
      note: separateItemNote(item.resumen, item.note).note ?? '',
    })),
    chapters: chapters.map((chapter) => ({
      code: chapter.code,
      parentCode: chapter.parentCode,
      total: chooseShownChapterTotal(budget, chapter),
    })),
    total: chooseShownTotal(budget),
  };
}

/** Reads a file back into a checked budget: the product's reader, here or in the app's worker. */
export type ReadBack = (bytes: Uint8Array, fileName: string) => Promise<CheckedParseResult>;

/**
 * The read-back budget with the totals it shows: the figures a printed document prints, which
 * the reader finds as stated totals. The sum of the lines read back is proved item by item; a
 * stated total that the lines miss by a rounding cent (pyCost's `405.026,55` over lines adding
 * up to 405.026,54) is printed as the document stated it, and read back so.
 */
export function shownFigures(read: Budget): Budget {
  return {
    ...read,
    total: chooseShownTotal(read),
    ...(read.chapters
      ? {
          chapters: read.chapters.map((chapter) => ({
            ...chapter,
            total: chooseShownChapterTotal(read, chapter),
          })),
        }
      : {}),
  };
}
