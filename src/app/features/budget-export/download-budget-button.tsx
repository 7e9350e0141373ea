import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Download, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { lacksPrices } from '../../../budget/export/lacks-prices.ts';
import type { ReadingVerdict } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { Button } from '../../components/ui/button.tsx';
import type { ProvedExportFormat } from '../../../budget/export/export-proved-budget.ts';
import { exportTexts, pdfTexts, previewTexts, userBudgetTexts, verdictTexts } from '../../texts.ts';
import { downloadBudgetDocx } from './download-budget-docx.ts';
import { downloadBudgetPdf } from './download-budget-pdf.ts';
import { downloadProvedExport } from './download-proved-export.ts';

const WARNING_ID = 'download-budget-warning';

/** The two client documents: the Word and its branded PDF twin. */
type DocumentFormat = 'docx' | 'pdf';

/** What to say beside the button when the reading is not known to match its document. */
function downloadWarning(check: ReadingVerdict | undefined): string | undefined {
  if (check === undefined || check.status === 'reconciled') return undefined;
  if (check.status === 'mismatch') return verdictTexts.downloadMismatch;
  if (check.status === 'rounding') return verdictTexts.downloadRounding;
  if (check.status === 'review') return verdictTexts.downloadReview;
  return verdictTexts.downloadUnchecked;
}

/**
 * Spec §2/§7 'Descargar Presupuesto': the Word document is built in the export worker, where
 * its generator (docx, zip) loads only now, so it stays out of the first page load and the page
 * keeps answering; the logo is fetched as a static asset. A reading that does not reconcile can
 * still be downloaded, with the warning beside the button. Beside it, the branded PDF (issue
 * 22), built and proved in the same worker only when asked for. A budget read without prices is downloaded, as Word or PDF, only once
 * the user confirms they want a document without prices, amounts or total.
 */
export function DownloadBudgetButton({
  budget,
  check,
}: {
  budget?: Budget;
  check?: ReadingVerdict;
}) {
  const warning = downloadWarning(check);
  const [busy, setBusy] = useState<DocumentFormat | undefined>(undefined);
  const [confirming, setConfirming] = useState<DocumentFormat | undefined>(undefined);
  const [exporting, setExporting] = useState<ProvedExportFormat | undefined>(undefined);
  const [fullDescriptions, setFullDescriptions] = useState(false);

  async function download(current: Budget, format: DocumentFormat) {
    setBusy(format);
    try {
      await (format === 'pdf'
        ? downloadBudgetPdf(current, { fullDescriptions })
        : downloadBudgetDocx(current, fullDescriptions ? 'full' : 'short'));
    } finally {
      setBusy(undefined);
    }
  }

  function ask(format: DocumentFormat) {
    if (!budget) return;
    if (lacksPrices(budget)) setConfirming(format);
    else void download(budget, format);
  }

  async function exportAs(current: Budget, format: ProvedExportFormat) {
    setExporting(format);
    try {
      await downloadProvedExport(current, format);
    } finally {
      setExporting(undefined);
    }
  }

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {warning !== undefined && (
        <p
          id={WARNING_ID}
          className="flex w-full items-center justify-end gap-1 text-xs font-medium text-foreground"
        >
          <TriangleAlert aria-hidden="true" className="size-4 text-warning" />
          {warning}
        </p>
      )}
      <label
        className="flex items-center gap-1.5 text-xs text-muted-foreground has-disabled:opacity-50"
        title={exportTexts.fullDescriptionsHint}
      >
        <input
          type="checkbox"
          className="size-3.5 accent-primary"
          checked={fullDescriptions}
          // It says how the Word and PDF print descriptions: nothing to print before a budget.
          disabled={!budget}
          onChange={(event) => setFullDescriptions(event.target.checked)}
        />
        {exportTexts.fullDescriptions}
      </label>
      <Button
        disabled={!budget || busy !== undefined}
        aria-describedby={warning !== undefined ? WARNING_ID : undefined}
        onClick={() => ask('docx')}
      >
        <Download aria-hidden="true" />
        {busy === 'docx' ? previewTexts.downloading : previewTexts.download}
      </Button>
      <Button
        variant="outline"
        disabled={!budget || busy !== undefined}
        aria-describedby={warning !== undefined ? WARNING_ID : undefined}
        onClick={() => ask('pdf')}
      >
        <Download aria-hidden="true" />
        {busy === 'pdf' ? pdfTexts.preparing : pdfTexts.download}
      </Button>
      <AlertDialog.Root
        open={confirming !== undefined}
        onOpenChange={(open) => {
          if (!open) setConfirming(undefined);
        }}
      >
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">
              {userBudgetTexts.noPricesTitle}
            </AlertDialog.Title>
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
              {confirming === 'pdf' ? pdfTexts.noPricesMessage : userBudgetTexts.noPricesMessage}
            </AlertDialog.Description>
            <div className="mt-6 flex justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button variant="outline">{userBudgetTexts.noPricesCancel}</Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button onClick={() => budget && confirming && void download(budget, confirming)}>
                  {userBudgetTexts.noPricesConfirm}
                </Button>
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      {(['bc3', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="outline"
          disabled={!budget || exporting !== undefined}
          onClick={() => budget && void exportAs(budget, format)}
        >
          <Download aria-hidden="true" />
          {exporting === format
            ? exportTexts.preparing
            : format === 'bc3'
              ? exportTexts.downloadBc3
              : exportTexts.downloadXlsx}
        </Button>
      ))}
    </div>
  );
}
