/**
 * The branded PDF with its proof, for the app (the preview's button, "Mis presupuestos") and
 * Node alike: built, read back by the product's own reader (verify-pdf-export.ts), and
 * returned with the proof; the caller offers the file only when the proof holds.
 */
import type { Budget } from '../../model/budget.ts';
import type { ExportProof } from '../bc3/verify-bc3-export.ts';
import { budgetPdfFileName } from './budget-pdf-file-name.ts';
import { buildBudgetPdf, type BuildBudgetPdfOptions } from './build-budget-pdf.ts';
import { verifyPdfExport, type ReadBack } from './verify-pdf-export.ts';

export interface ProvedPdf {
  bytes: Uint8Array;
  fileName: string;
  proof: ExportProof;
}

/** `readBack`: where the PDF is read back; the app passes its parsing worker, so a 500-page read does not freeze the page. */
export async function exportBudgetPdf(
  budget: Budget,
  options: BuildBudgetPdfOptions,
  readBack?: ReadBack,
): Promise<ProvedPdf> {
  const bytes = buildBudgetPdf(budget, options);
  const proof = await verifyPdfExport(budget, bytes, readBack);
  return { bytes, fileName: budgetPdfFileName(budget), proof };
}
