import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { budgetDocxFileName } from '../../../budget/export/budget-docx-file-name.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { Button } from '../../components/ui/button.tsx';
import { previewTexts, toastTexts } from '../../texts.ts';
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
 * Spec §2/§7 'Descargar Presupuesto': the Word generator (docx, zip) is loaded
 * only now, so it stays out of the first page load; the logo is fetched as a
 * static asset.
 */
export function DownloadBudgetButton({ budget }: { budget?: Budget }) {
  const [busy, setBusy] = useState(false);

  async function download(current: Budget) {
    setBusy(true);
    try {
      const { buildBudgetDocx } = await import('../../../budget/export/build-budget-docx.ts');
      const logo = await fetchLogo(companyBranding.logoPath);
      const bytes = await buildBudgetDocx(current, { branding: companyBranding, logo });
      saveBytesAsFile(bytes, budgetDocxFileName(current), DOCX_MIME_TYPE);
      toast.success(toastTexts.downloadedTitle, { description: toastTexts.downloadedMessage });
    } catch (error) {
      console.error('Error al descargar', error);
      toast.error(toastTexts.downloadErrorTitle, { description: toastTexts.downloadErrorMessage });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button disabled={!budget || busy} onClick={() => budget && void download(budget)}>
      <Download aria-hidden="true" />
      {busy ? previewTexts.downloading : previewTexts.download}
    </Button>
  );
}
