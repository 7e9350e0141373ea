import { toast } from 'sonner';
import { budgetDocxFileName } from '../../../budget/export/budget-docx-file-name.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import type { DescriptionLength } from '../../../budget/export/shorten-description.ts';
import { companyBranding } from '../../../config/branding.ts';
import { toastTexts } from '../../texts.ts';
import { DOCX_MIME_TYPE, saveBytesAsFile } from './save-bytes-as-file.ts';

async function fetchLogo(path: string): Promise<Uint8Array | undefined> {
  const response = await fetch(path);
  // The document is still worth having without the logo.
  if (!response.ok) {
    console.error(`No se pudo cargar el logotipo (${response.status})`);
    return undefined;
  }
  return new Uint8Array(await response.arrayBuffer());
}

/**
 * Builds and saves a budget's Word document, toasting the outcome. The Word
 * generator (docx, zip) is loaded only now, so it stays out of the first page
 * load. Never rejects: a failure is told to the user.
 */
export async function downloadBudgetDocx(
  budget: Budget,
  descriptions?: DescriptionLength,
): Promise<void> {
  try {
    const { buildBudgetDocx } = await import('../../../budget/export/build-budget-docx.ts');
    const logo = await fetchLogo(companyBranding.logoPath);
    const bytes = await buildBudgetDocx(budget, {
      branding: companyBranding,
      logo,
      ...(descriptions === undefined ? {} : { descriptions }),
    });
    saveBytesAsFile(bytes, budgetDocxFileName(budget), DOCX_MIME_TYPE);
    toast.success(toastTexts.downloadedTitle, { description: toastTexts.downloadedMessage });
  } catch (error) {
    console.error('Error al descargar', error);
    toast.error(toastTexts.downloadErrorTitle, { description: toastTexts.downloadErrorMessage });
  }
}
