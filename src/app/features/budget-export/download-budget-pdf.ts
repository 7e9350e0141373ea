import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { pdfTexts } from '../../texts.ts';
import { saveBytesAsFile } from './save-bytes-as-file.ts';

/**
 * Builds the budget's branded PDF, reads it back with the product's own reader, and saves
 * `presupuesto_{id}.pdf` only when the reading back finds the same items and total;
 * otherwise the user is told what differs. jsPDF, the fonts and the reader load only now;
 * the building and the reading back run in the export worker.
 * Never rejects: a failure is told to the user. Also what "Mis presupuestos" calls.
 */
export async function downloadBudgetPdf(
  budget: Budget,
  choice: { fullDescriptions?: boolean } = {},
): Promise<void> {
  try {
    const [{ exportInWorker }, { loadLogo, loadPdfFonts }] = await Promise.all([
      import('./export-in-worker.ts'),
      import('./load-pdf-assets.ts'),
    ]);
    const [fonts, logo] = await Promise.all([loadPdfFonts(), loadLogo(companyBranding.logoPath)]);
    // Built and read back in the export worker: jsPDF over 4,000 rows and pdf.js over 500
    // pages take seconds, which would freeze the page on the main thread.
    const exported = await exportInWorker(budget, 'pdf', {
      branding: companyBranding,
      fonts,
      ...(logo ? { logo } : {}),
      ...(choice.fullDescriptions ? { fullDescriptions: true } : {}),
    });
    if (!exported.proof.ok) {
      toast.error(pdfTexts.failedTitle, {
        description: pdfTexts.failedMessage(exported.proof.problems[0] ?? ''),
      });
      return;
    }
    saveBytesAsFile(exported.bytes, exported.fileName, 'application/pdf');
    toast.success(pdfTexts.doneTitle, { description: pdfTexts.doneMessage(exported.fileName) });
  } catch (error) {
    console.error('Error al generar el PDF', error);
    toast.error(pdfTexts.failedTitle, { description: pdfTexts.errorMessage });
  }
}
