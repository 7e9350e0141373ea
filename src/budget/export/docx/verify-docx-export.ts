/**
 * Proof of the branded Word document before it is offered: the product's own reader, reading
 * the .docx back, finds the items its table prints (code, chapter, quantity as printed, price
 * and amount to the cent, in order), its chapters (code, parent, subtotal) and its total. As
 * the PDF's (verify-pdf-export.ts), chapter titles are not compared, and a document printed
 * without prices or amounts (the user's choice) has no figures to prove.
 */
import type { Budget } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { chooseDocumentColumns } from '../choose-document-columns.ts';
import { compareReadBudget } from '../compare-read-budget.ts';
import { expectedPrintedBudget, shownFigures, type ReadBack } from '../expected-printed-budget.ts';
import { hasMoneyColumn } from '../plan-budget-rows.ts';

export async function verifyDocxExport(
  budget: Budget,
  bytes: Uint8Array,
  readBack: ReadBack = (file, fileName) => readBudgetFile(file, fileName),
): Promise<ExportProof> {
  if (!hasMoneyColumn(chooseDocumentColumns(budget))) return { ok: true, problems: [] };
  const problems: string[] = [];
  let status: ExportProof['status'];
  try {
    const read = await readBack(bytes, 'presupuesto.docx');
    status = read.check.status;
    problems.push(...compareReadBudget(shownFigures(read.budget), expectedPrintedBudget(budget)));
  } catch (error) {
    problems.push(
      `El documento Word no se puede volver a leer: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { ok: problems.length === 0, problems, ...(status ? { status } : {}) };
}
