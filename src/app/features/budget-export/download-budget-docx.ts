import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import type { DescriptionLength } from '../../../budget/export/shorten-description.ts';
import { companyBranding } from '../../../config/branding.ts';
import { toastTexts } from '../../texts.ts';
import { describeExportFailure, exportInWorker } from './export-in-worker.ts';
import { loadLogo } from './load-logo.ts';
import { DOCX_MIME_TYPE, saveBytesAsFile } from './save-bytes-as-file.ts';

/**
 * Builds and saves a budget's Word document, toasting the outcome. It is built in the export
 * worker (export-in-worker.ts), where the docx library loads only now: the Menfis budget's
 * 4,349 items took seconds of CPU with the page frozen when it was built here. The page
 * fetches the logo and hands it over as bytes.
 * Never rejects: a failure is told to the user.
 */
export async function downloadBudgetDocx(
  budget: Budget,
  descriptions?: DescriptionLength,
): Promise<void> {
  try {
    const logo = await loadLogo(companyBranding.logoPath);
    const exported = await exportInWorker(budget, 'docx', {
      branding: companyBranding,
      ...(logo ? { logo } : {}),
      ...(descriptions === undefined ? {} : { descriptions }),
    });
    saveBytesAsFile(exported.bytes, exported.fileName, DOCX_MIME_TYPE);
    toast.success(toastTexts.downloadedTitle, { description: toastTexts.downloadedMessage });
  } catch (error) {
    console.error('Error al descargar', error);
    toast.error(toastTexts.downloadErrorTitle, {
      description: describeExportFailure(toastTexts.downloadErrorMessage, error),
    });
  }
}
