/**
 * The branded PDF with its proof, for the app (the preview's button, "Mis presupuestos") and
 * Node alike: built, read back by the product's own reader (verify-pdf-export.ts), and
 * returned with the proof; the caller offers the file only when the proof holds.
 */
import type { Budget } from '../../model/budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { budgetPdfFileName } from './budget-pdf-file-name.ts';
import { buildBudgetPdf, type BuildBudgetPdfOptions } from './build-budget-pdf.ts';
import { verifyPdfExport } from './verify-pdf-export.ts';

export interface ProvedPdf {
  bytes: Uint8Array;
  fileName: string;
  proof: ExportProof;
}

export async function exportBudgetPdf(
  budget: Budget,
  options: BuildBudgetPdfOptions,
): Promise<ProvedPdf> {
  const bytes = buildBudgetPdf(budget, options);
  const proof = await verifyPdfExport(budget, bytes);
  return { bytes, fileName: budgetPdfFileName(budget), proof };
}
