import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { savedBudgetTexts, storageLimitTexts } from '../../texts.ts';
import type { SaveStatus, StorageRefusal } from './budget-saver.ts';
import type { BudgetStoreErrorCode } from './budgets-api.ts';
import { MAX_SAVED_BUDGETS } from './storage-limits.ts';

function reasonText(reason: BudgetStoreErrorCode): string {
  if (reason === 'network') return savedBudgetTexts.reasonNetwork;
  if (reason === 'unauthorized') return savedBudgetTexts.reasonUnauthorized;
  return savedBudgetTexts.reasonServer;
}

function refusalText(reason: StorageRefusal): string {
  if (reason === 'quota-exceeded') return storageLimitTexts.statusQuotaExceeded;
  if (reason === 'budgets-limit') return storageLimitTexts.statusBudgetsLimit(MAX_SAVED_BUDGETS);
  return storageLimitTexts.statusBudgetTooLarge;
}

/** The small line near the preview that says whether the budget on screen is saved. */
export function SaveStatusLine({
  status,
  onReload,
  onSaveAsCopy,
}: {
  status: SaveStatus;
  onReload: () => void;
  onSaveAsCopy: () => void;
}) {
  if (status.state === 'idle') return null;
  if (status.state === 'refused')
    return (
      <p role="alert" className="flex items-center gap-1 text-xs text-destructive">
        <TriangleAlert aria-hidden="true" className="size-4" />
        {refusalText(status.reason)}
      </p>
    );
  if (status.state === 'conflict')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-2 rounded-md border border-destructive/40 bg-white p-2 text-sm"
      >
        <TriangleAlert aria-hidden="true" className="size-4 text-destructive" />
        <span className="font-medium">
          {status.reason === 'conflict'
            ? savedBudgetTexts.conflictMessage
            : savedBudgetTexts.deletedMessage}
        </span>
        {status.reason === 'conflict' && (
          <Button size="sm" variant="outline" onClick={onReload}>
            {savedBudgetTexts.reload}
          </Button>
        )}
        <Button size="sm" onClick={onSaveAsCopy}>
          {savedBudgetTexts.saveAsCopy}
        </Button>
      </div>
    );
  return (
    <p role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
      {status.state === 'saved' && <Check aria-hidden="true" className="size-4 text-success" />}
      {status.state === 'saving' && (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      )}
      {status.state === 'retrying' && (
        <CloudOff aria-hidden="true" className="size-4 text-destructive" />
      )}
      {status.state === 'saved' && savedBudgetTexts.saved}
      {status.state === 'saving' && savedBudgetTexts.saving}
      {status.state === 'retrying' && savedBudgetTexts.retrying(reasonText(status.reason))}
    </p>
  );
}
