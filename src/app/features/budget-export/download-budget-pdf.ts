import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { pdfTexts } from '../../texts.ts';
import { saveBytesAsFile } from './save-bytes-as-file.ts';

/**
 * Builds the budget's branded PDF, reads it back with the product's own reader, and saves
 * `presupuesto_{id}.pdf` only when the reading back finds the same items and total;
 * otherwise the user is told what differs. jsPDF, the fonts and the reader load only now;
 * the reading back runs in a worker.
 * Never rejects: a failure is told to the user. Also what "Mis presupuestos" calls.
 */
export async function downloadBudgetPdf(
  budget: Budget,
  choice: { fullDescriptions?: boolean } = {},
): Promise<void> {
  try {
    const [{ exportBudgetPdf }, { loadLogo, loadPdfFonts }, { BudgetParserClient }] =
      await Promise.all([
        import('../../../budget/export/pdf/export-budget-pdf.ts'),
        import('./load-pdf-assets.ts'),
        import('../budget-import/budget-parser-client.ts'),
      ]);
    const [fonts, logo] = await Promise.all([loadPdfFonts(), loadLogo(companyBranding.logoPath)]);
    // The reading back runs in a parsing worker of its own, as an upload does: pdf.js on a
    // 500-page PDF takes seconds, which would freeze the page on the main thread.
    const reader = new BudgetParserClient();
    let exported;
    try {
      exported = await exportBudgetPdf(
        budget,
        {
          branding: companyBranding,
          fonts,
          ...(logo ? { logo } : {}),
          ...(choice.fullDescriptions ? { fullDescriptions: true } : {}),
        },
        (bytes, fileName) => reader.parseFile(bytes.slice().buffer, fileName, 'application/pdf'),
      );
    } finally {
      reader.dispose();
    }
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
