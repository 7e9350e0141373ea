/**
 * Proof of a printed document (the Word, the PDF) before it is offered: the product's own
 * reader, reading the file back, finds the items it prints (code, chapter, quantity as printed,
 * price and amount to the cent, in order), its chapters (code, parent, subtotal) and its total,
 * as expectedPrintedBudget says. Chapter titles are not compared: they are drawn from the
 * budget's own strings, and a report reader may trim a heading's last word where it looks like
 * a figure (`ACCESO AL PARKING -1` reads without `-1`), which says nothing of the document.
 */
import type { Budget } from '../model/budget.ts';
import { readBudgetFile } from '../read-budget.ts';
import type { ExportProof } from './bc3/verify-bc3-export.ts';
import { chooseDocumentColumns } from './choose-document-columns.ts';
import { compareReadBudget } from './compare-read-budget.ts';
import { expectedPrintedBudget, shownFigures, type ReadBack } from './expected-printed-budget.ts';
import { hasMoneyColumn } from './plan-budget-rows.ts';

export interface PrintedDocument {
  /** The name the file is read back under: its extension chooses the reader. */
  fileName: string;
  /** What a file the reader refuses is called in the problem told (`El PDF`). */
  name: string;
}

export async function verifyPrintedExport(
  budget: Budget,
  bytes: Uint8Array,
  printed: PrintedDocument,
  readBack: ReadBack = (file, fileName) => readBudgetFile(file, fileName),
): Promise<ExportProof> {
  // A document without prices or amounts has no figures to prove: the user asked for it so.
  if (!hasMoneyColumn(chooseDocumentColumns(budget))) return { ok: true, problems: [] };
  const problems: string[] = [];
  let status: ExportProof['status'];
  try {
    const read = await readBack(bytes, printed.fileName);
    status = read.check.status;
    problems.push(...compareReadBudget(shownFigures(read.budget), expectedPrintedBudget(budget)));
  } catch (error) {
    problems.push(
      `${printed.name} no se puede volver a leer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ok: problems.length === 0, problems, ...(status ? { status } : {}) };
}
