import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import type { DescriptionLength } from '../../../budget/export/shorten-description.ts';
import { companyBranding } from '../../../config/branding.ts';
import { toastTexts } from '../../texts.ts';
import { describeExportFailure, exportInWorker } from './export-in-worker.ts';
import { loadLogo } from './load-logo.ts';
import { DOCX_MIME_TYPE, saveBytesAsFile } from './save-bytes-as-file.ts';

/**
 * Builds the budget's Word document, reads it back with the product's own reader
 * (docx/verify-docx-export.ts), and saves it. It is called checked only when the reading back
 * finds the items, chapters and total it prints; otherwise the user is told what differs and
 * to review it before sending. Unlike a .bc3 or .xlsx, whose reading is the estimator's data,
 * the Word is the company's letter printed from the budget itself: a reader that cannot
 * follow its own table (a Word of an unusual shape) is no reason to withhold it. Both
 * run in the export worker (export-in-worker.ts), where the docx library loads only now: the
 * Menfis budget's 4,349 items took seconds of CPU with the page frozen when it was built here.
 * The page fetches the logo and hands it over as bytes.
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
    if (!exported.proof.ok) {
      toast.warning(toastTexts.downloadUnprovedTitle, {
        description: toastTexts.downloadUnprovedMessage(exported.proof.problems[0] ?? ''),
      });
      return;
    }
    // A Word printed without prices has no figures to prove, and is not said to be proved.
    toast.success(toastTexts.downloadedTitle, {
      description:
        exported.proof.status === undefined
          ? toastTexts.downloadedMessage
          : toastTexts.downloadedProvedMessage,
    });
  } catch (error) {
    console.error('Error al descargar', error);
    toast.error(toastTexts.downloadErrorTitle, {
      description: describeExportFailure(toastTexts.downloadErrorMessage, error),
    });
  }
}
