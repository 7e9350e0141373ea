import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { originalFileTexts, savedBudgetTexts } from '../../texts.ts';
import type { BudgetStoreErrorCode } from './budgets-api.ts';
import type { OriginalStatus } from './original-keeper.ts';

function reasonText(reason: BudgetStoreErrorCode): string {
  if (reason === 'network') return savedBudgetTexts.reasonNetwork;
  if (reason === 'unauthorized') return savedBudgetTexts.reasonUnauthorized;
  return savedBudgetTexts.reasonServer;
}

function refusalText(status: Extract<OriginalStatus, { state: 'refused' }>): string {
  if (status.reason === 'quota-exceeded') return originalFileTexts.quotaExceededTitle;
  if (status.reason === 'file-too-large') return originalFileTexts.tooLargeTitle;
  return originalFileTexts.unreadableTitle;
}

/** Under the save status: whether the original file is kept too (the toast says why not). */
export function OriginalStatusLine({ status }: { status: OriginalStatus }) {
  if (status.state === 'idle') return null;
  return (
    <p role="status" className="flex items-center gap-1 text-xs text-muted-foreground">
      {status.state === 'kept' && <Check aria-hidden="true" className="size-4 text-success" />}
      {status.state === 'keeping' && (
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
      )}
      {status.state === 'retrying' && (
        <CloudOff aria-hidden="true" className="size-4 text-destructive" />
      )}
      {status.state === 'refused' && (
        <TriangleAlert aria-hidden="true" className="size-4 text-destructive" />
      )}
      {status.state === 'kept' && originalFileTexts.kept}
      {status.state === 'keeping' && originalFileTexts.keeping}
      {status.state === 'retrying' && originalFileTexts.retrying(reasonText(status.reason))}
      {status.state === 'refused' && refusalText(status)}
    </p>
  );
}
