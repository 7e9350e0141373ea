/**
 * Proof of the branded PDF before it is offered: the product's own reader, reading it back,
 * finds the items it prints (code, chapter, quantity, price and amount as printed, in order),
 * its chapters (code, parent, subtotal) and its total, to the cent. Chapter titles are not
 * compared: they are drawn from the budget's own strings, and a report reader may trim a
 * heading's last word where it looks like a figure (`ACCESO AL PARKING -1` reads without
 * `-1`, 2 of the Menfis budget's 834 chapters), which says nothing of the document.
 */
import { chooseShownChapterTotal, chooseShownTotal } from '../../check/choose-shown-total.ts';
import type { CheckedParseResult } from '../../check/judge-reading.ts';
import type { Budget } from '../../model/budget.ts';
import { parseSpanishNumber } from '../../parse/parse-spanish-number.ts';
import { readBudgetFile } from '../../read-budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { chooseDocumentColumns } from '../choose-document-columns.ts';
import { compareReadBudget, type ExpectedBudget } from '../compare-read-budget.ts';
import { formatQuantity } from '../format-quantity.ts';
import { hasMoneyColumn } from '../plan-budget-rows.ts';

const cents = (value: number) => Math.round(value * 100) / 100;

/** What the PDF prints, as the reader should find it: figures as printed (prices to the cent). */
export function expectedPdfBudget(budget: Budget): ExpectedBudget {
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
    })),
    chapters: chapters.map((chapter) => ({
      code: chapter.code,
      parentCode: chapter.parentCode,
      total: chooseShownChapterTotal(budget, chapter),
    })),
    total: chooseShownTotal(budget),
  };
}

/**
 * The read-back budget with the totals it shows: the figures the PDF prints, which the reader
 * finds as stated totals. The sum of the lines read back is proved item by item; a stated total
 * that the lines miss by a rounding cent (pyCost's `405.026,55` over lines adding up to
 * 405.026,54) is printed as the document stated it, and read back so.
 */
function shownFigures(read: Budget): Budget {
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

/** Reads a file back into a checked budget: the product's reader, here or in the app's worker. */
export type ReadBack = (bytes: Uint8Array, fileName: string) => Promise<CheckedParseResult>;

export async function verifyPdfExport(
  budget: Budget,
  bytes: Uint8Array,
  readBack: ReadBack = (file, fileName) => readBudgetFile(file, fileName),
): Promise<ExportProof> {
  // A document without prices or amounts has no figures to prove: the user asked for it so.
  if (!hasMoneyColumn(chooseDocumentColumns(budget))) return { ok: true, problems: [] };
  const problems: string[] = [];
  let status: ExportProof['status'];
  try {
    const read = await readBack(bytes, 'presupuesto.pdf');
    status = read.check.status;
    problems.push(...compareReadBudget(shownFigures(read.budget), expectedPdfBudget(budget)));
  } catch (error) {
    problems.push(
      `El PDF no se puede volver a leer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ok: problems.length === 0, problems, ...(status ? { status } : {}) };
}
