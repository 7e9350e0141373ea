import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { ReadingVerdict } from '../../../budget/check/judge-reading.ts';
import { budgetDocxFileName } from '../../../budget/export/budget-docx-file-name.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import { Button } from '../../components/ui/button.tsx';
import { previewTexts, toastTexts, verdictTexts } from '../../texts.ts';
import { DOCX_MIME_TYPE, saveBytesAsFile } from './save-bytes-as-file.ts';

const WARNING_ID = 'download-budget-warning';

async function fetchLogo(path: string): Promise<Uint8Array | undefined> {
  const response = await fetch(path);
  // The document is still worth having without the logo.
  if (!response.ok) {
    console.error(`No se pudo cargar el logotipo (${response.status})`);
    return undefined;
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** What to say beside the button when the reading is not known to match its document. */
function downloadWarning(check: ReadingVerdict | undefined): string | undefined {
  if (check === undefined || check.status === 'reconciled') return undefined;
  if (check.status === 'mismatch') return verdictTexts.downloadMismatch;
  if (check.status === 'rounding') return verdictTexts.downloadRounding;
  return verdictTexts.downloadUnchecked;
}

/**
 * Spec §2/§7 'Descargar Presupuesto': the Word generator (docx, zip) is loaded
 * only now, so it stays out of the first page load; the logo is fetched as a
 * static asset. A reading that does not reconcile can still be downloaded, with
 * the warning beside the button.
 */
export function DownloadBudgetButton({
  budget,
  check,
}: {
  budget?: Budget;
  check?: ReadingVerdict;
}) {
  const warning = downloadWarning(check);
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
    <div className="flex flex-wrap items-center justify-end gap-2">
      {warning !== undefined && (
        <p id={WARNING_ID} className="flex items-center gap-1 text-xs font-medium text-foreground">
          <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
          {warning}
        </p>
      )}
      <Button
        disabled={!budget || busy}
        aria-describedby={warning !== undefined ? WARNING_ID : undefined}
        onClick={() => budget && void download(budget)}
      >
        <Download aria-hidden="true" />
        {busy ? previewTexts.downloading : previewTexts.download}
      </Button>
    </div>
  );
}
