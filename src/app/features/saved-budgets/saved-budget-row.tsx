import { Download, FileDown, FileWarning, FolderOpen, LoaderCircle, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../budget/model/format-money.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { VerdictBadge } from '../../components/verdict-badge.tsx';
import { originalFileTexts, savedBudgetTexts } from '../../texts.ts';
import { BreakableName } from './breakable-name.tsx';
import type { KeptOriginal } from './budget-files-api.ts';
import type { SavedBudgetSummary } from './budgets-api.ts';
import { DeleteBudgetDialog } from './delete-budget-dialog.tsx';
import { formatMegabytes } from './format-megabytes.ts';
import { formatSavedAt } from './format-saved-at.ts';
import { RenameBudgetField } from './rename-budget-field.tsx';
import { savedBudgetName } from './saved-document.ts';

/** One format a saved budget downloads as, from its row (the page says which there are). */
export interface RowDownload {
  /** The format's short name on the button: 'Word', '.bc3', 'Excel', 'PDF'. */
  format: string;
  onClick: () => void;
}

/**
 * One entry of 'Mis presupuestos': its name (never cut mid-word: up to two lines, wrapping
 * file names after their separators), the client, number and file, the total the preview
 * shows and the verdict in a word; then its actions.
 */
export function SavedBudgetRow({
  summary,
  keptOriginal,
  isOpen,
  renaming,
  downloads,
  onOpen,
  onStartRename,
  onRename,
  onCancelRename,
  onDownloadOriginal,
  onDelete,
}: {
  summary: SavedBudgetSummary;
  /** The original file kept with it, when one is: downloadable once complete. */
  keptOriginal: KeptOriginal | undefined;
  /** It is the budget the preview shows. */
  isOpen: boolean;
  renaming: boolean;
  downloads: readonly RowDownload[];
  onOpen: () => void;
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onDownloadOriginal: () => void;
  onDelete: () => void;
}) {
  const name = savedBudgetName(summary);
  const details: ReactNode[] = [];
  if (summary.client !== '' && summary.client !== name)
    details.push(<span key="client">{summary.client}</span>);
  if (summary.code !== '')
    details.push(
      <span key="code">
        <BreakableName text={summary.code} />
      </span>,
    );
  details.push(
    <span key="file">
      <BreakableName text={summary.sourceName} />
    </span>,
  );
  if (keptOriginal?.state === 'complete')
    details.push(
      <span key="kept">{originalFileTexts.keptNote(formatMegabytes(keptOriginal.size))}</span>,
    );

  return (
    <li
      aria-current={isOpen ? 'true' : undefined}
      className={cn('flex flex-col gap-2 py-3', isOpen && '-mx-2 rounded-md bg-primary/5 px-2')}
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          {renaming ? (
            <RenameBudgetField title={name} onRename={onRename} onCancel={onCancelRename} />
          ) : (
            <p className="line-clamp-2 font-medium break-words" title={name}>
              <BreakableName text={name} />
            </p>
          )}
          <p className="line-clamp-2 text-xs break-words text-muted-foreground">
            {details.flatMap((detail, index) => (index === 0 ? [detail] : [' · ', detail]))}
          </p>
          <p className="text-xs text-muted-foreground">
            {savedBudgetTexts.updatedAt(formatSavedAt(summary.updatedAt))}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          {summary.total !== null && (
            <p className="font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">{savedBudgetTexts.total} </span>
              {formatMoney(summary.total)}
            </p>
          )}
          {summary.status !== null && <VerdictBadge status={summary.status} />}
          <div className="-mr-2 flex items-center">
            <Button
              variant="ghost"
              size="sm"
              aria-label={savedBudgetTexts.renameLabel(name)}
              onClick={onStartRename}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <DeleteBudgetDialog title={name} onConfirm={onDelete} />
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="outline"
          size="sm"
          aria-label={savedBudgetTexts.openLabel(name)}
          onClick={onOpen}
        >
          <FolderOpen aria-hidden="true" className="max-sm:hidden" />
          {savedBudgetTexts.open}
        </Button>
        {/* The formats beside the open button: on a phone, it loses its icon so that all fit in a row. */}
        {downloads.map((download) => (
          <Button
            key={download.format}
            variant="ghost"
            size="sm"
            className="max-sm:px-2"
            aria-label={savedBudgetTexts.downloadFormatLabel(download.format, name)}
            onClick={download.onClick}
          >
            <Download aria-hidden="true" />
            {download.format}
          </Button>
        ))}
        {keptOriginal?.state === 'uploading' && (
          <span className="flex items-center gap-1 px-2 text-xs text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin" />
            {originalFileTexts.uploadingNote}
          </span>
        )}
        {/* The list deletes these when it opens; one is seen only if that failed. */}
        {keptOriginal?.state === 'interrupted' && (
          <span className="flex items-center gap-1 px-2 text-xs text-muted-foreground">
            <FileWarning aria-hidden="true" className="size-4 shrink-0 text-destructive" />
            {originalFileTexts.interruptedNote}
          </span>
        )}
        {keptOriginal?.state === 'complete' && (
          <Button
            variant="ghost"
            size="sm"
            title={originalFileTexts.download}
            aria-label={originalFileTexts.downloadLabel(name)}
            onClick={onDownloadOriginal}
          >
            <FileDown aria-hidden="true" />
          </Button>
        )}
      </div>
    </li>
  );
}
