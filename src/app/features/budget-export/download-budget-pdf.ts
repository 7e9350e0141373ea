import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { pdfTexts } from '../../texts.ts';
import { toastUnproved } from './download-proved-export.ts';
import { describeExportFailure, exportInWorker } from './export-in-worker.ts';
import { loadLogo } from './load-logo.ts';
import { saveBytesAsFile } from './save-bytes-as-file.ts';

/**
 * Builds the budget's branded PDF, reads it back with the product's own reader, and saves
 * `presupuesto_{id}.pdf` only when the reading back finds the same items and total;
 * otherwise the user is told what differs. Both run in the export worker (jsPDF over the
 * Menfis budget's 4,349 items took about 2.6 s of CPU on the main thread, pdf.js's reading back
 * longer); the page only fetches the fonts and the logo, which the worker receives as bytes.
 * Never rejects: a failure is told to the user. Also what "Mis presupuestos" calls.
 */
export async function downloadBudgetPdf(
  budget: Budget,
  choice: { fullDescriptions?: boolean } = {},
): Promise<void> {
  try {
    const { loadPdfFonts } = await import('./load-pdf-assets.ts');
    const [fonts, logo] = await Promise.all([loadPdfFonts(), loadLogo(companyBranding.logoPath)]);
    const exported = await exportInWorker(budget, 'pdf', {
      branding: companyBranding,
      fonts,
      ...(logo ? { logo } : {}),
      ...(choice.fullDescriptions ? { fullDescriptions: true } : {}),
    });
    if (!exported.proof.ok) {
      toastUnproved(pdfTexts.failedTitle, exported.proof);
      return;
    }
    saveBytesAsFile(exported.bytes, exported.fileName, 'application/pdf');
    toast.success(pdfTexts.doneTitle, { description: pdfTexts.doneMessage(exported.fileName) });
  } catch (error) {
    console.error('Error al generar el PDF', error);
    toast.error(pdfTexts.failedTitle, {
      description: describeExportFailure(pdfTexts.errorMessage, error),
    });
  }
}
