/**
 * The branded Word document with its proof, for the app's export worker and the CLI alike:
 * built, read back by the product's own reader (verify-docx-export.ts), and returned with the
 * proof; the caller offers the file only when the proof holds.
 */
import type { Budget } from '../../model/budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { budgetDocxFileName } from '../budget-docx-file-name.ts';
import { buildBudgetDocx, type BuildBudgetDocxOptions } from '../build-budget-docx.ts';
import type { ReadBack } from '../expected-printed-budget.ts';
import { verifyDocxExport } from './verify-docx-export.ts';

export interface ProvedDocx {
  bytes: Uint8Array;
  fileName: string;
  proof: ExportProof;
}

export async function exportBudgetDocx(
  budget: Budget,
  options: BuildBudgetDocxOptions,
  readBack?: ReadBack,
): Promise<ProvedDocx> {
  const bytes = await buildBudgetDocx(budget, options);
  const proof = await verifyDocxExport(budget, bytes, readBack);
  return { bytes, fileName: budgetDocxFileName(budget), proof };
}
