import type { SupabaseClient } from '@supabase/supabase-js';
import { Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import { lacksPrices } from '../../../budget/export/lacks-prices.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { originalFileTexts, savedBudgetTexts, userBudgetTexts } from '../../texts.ts';
import {
  deleteInterruptedOriginals,
  getOriginalFile,
  getStorageUsage,
  listKeptOriginals,
  type KeptOriginal,
  type StorageUsage,
} from './budget-files-api.ts';
import {
  BudgetStoreError,
  deleteBudget,
  getBudget,
  listBudgets,
  updateBudget,
  type SavedBudgetSummary,
} from './budgets-api.ts';
import { SavedBudgetRow } from './saved-budget-row.tsx';
import { StorageUsageLine } from './storage-usage-line.tsx';
import { documentFromSaved, type SavedDocument } from './saved-document.ts';

/**
 * One download a saved budget offers from its row. The page composes them from the export
 * feature (features do not import each other), in the order the buttons show.
 */
export interface SavedBudgetDownload {
  /** The format's short name on the button: 'Word', '.bc3', 'Excel', 'PDF'. */
  format: string;
  /**
   * A document for the client (Word, PDF): one read without prices goes only once the user
   * confirms they want it without prices, amounts or total.
   */
  confirmWithoutPrices: boolean;
  /** Builds and saves the file, telling the user the outcome; never rejects. */
  download: (budget: Budget) => Promise<void>;
}

/** Search as the user types, but one request per pause rather than per key. */
export const SEARCH_DEBOUNCE_MS = 300;

interface KeptFiles {
  /** The listed budgets that keep their original file, by id. */
  originals: Map<string, KeptOriginal>;
  usage: StorageUsage;
}

type ListState =
  | { state: 'loading' }
  | { state: 'error' }
  /** `files` arrive after the budgets (undefined until then), so the list never waits for them. */
  | { state: 'ready'; budgets: SavedBudgetSummary[]; files: KeptFiles | undefined };

/**
 * Deletes the user's originals whose upload stopped half way, telling them how many: they
 * can never be downloaded nor completed. A failure leaves them listed as incomplete.
 */
async function deleteInterrupted(client: SupabaseClient): Promise<void> {
  try {
    const deleted = await deleteInterruptedOriginals(client);
    if (deleted > 0) toast.info(originalFileTexts.interruptedDeleted(deleted));
  } catch (error) {
    console.error(originalFileTexts.loadErrorTitle, error);
  }
}

async function loadKeptFiles(
  client: SupabaseClient,
  budgets: SavedBudgetSummary[],
): Promise<KeptFiles> {
  const [originals, usage] = await Promise.all([
    listKeptOriginals(
      client,
      budgets.map((budget) => budget.id),
    ),
    getStorageUsage(client),
  ]);
  return { originals, usage };
}

export interface SavedBudgetsListProps {
  client: SupabaseClient;
  /** Shows a saved budget in the preview again. */
  onOpen: (document: SavedDocument) => void;
  /** What each row downloads: Word, .bc3, Excel (and PDF), composed by the page. */
  downloads: readonly SavedBudgetDownload[];
  /** The saved budget the preview shows, marked in the list. */
  openBudgetId?: string;

  /** Hands a kept original's bytes to the browser as a download under its own name. */
  onSaveFile: (bytes: Uint8Array, fileName: string) => void;
  /** A row changed here (renamed): the page's saver expects its new time. */
  onChanged?: (summary: SavedBudgetSummary) => void;
  /** Changes when the page saved something: the list loads again. */
  refreshToken?: string;
}

/**
 * 'Mis presupuestos': the user's saved budgets, last saved first, each with its name, client,
 * total and verdict; a search that ignores case, accents and ñ; and each budget's actions.
 */
export default function SavedBudgetsList({
  client,
  onOpen,
  downloads,
  openBudgetId,
  onSaveFile,
  onChanged,
  refreshToken,
}: SavedBudgetsListProps) {
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [renaming, setRenaming] = useState<string>();
  /** A download of a budget without prices, waiting for the user to confirm it. */
  const [unpriced, setUnpriced] = useState<{ budget: Budget; run: SavedBudgetDownload }>();
  const [reloads, setReloads] = useState(0);
  /** The search of the last load: only a changed search waits for the user to pause typing. */
  const loadedSearch = useRef<string | undefined>(undefined);
  /** The interrupted uploads are deleted once, on opening the list, before its files are listed. */
  const cleanup = useRef<{ client: SupabaseClient; done: Promise<void> } | undefined>(undefined);

  useEffect(() => {
    let current = true;
    async function load(): Promise<void> {
      let budgets: SavedBudgetSummary[];
      try {
        budgets = await listBudgets(client, search);
      } catch (error) {
        console.error(savedBudgetTexts.loadErrorTitle, error);
        if (current) setList({ state: 'error' });
        return;
      }
      if (!current) return;
      // The files known so far stay shown until the new ones arrive: no flicker of the buttons.
      setList((previous) => ({
        state: 'ready',
        budgets,
        files: previous.state === 'ready' ? previous.files : undefined,
      }));
      try {
        if (cleanup.current?.client !== client)
          cleanup.current = { client, done: deleteInterrupted(client) };
        await cleanup.current.done;
        const files = await loadKeptFiles(client, budgets);
        if (current) setList({ state: 'ready', budgets, files });
      } catch (error) {
        // The budgets stay usable without their files' buttons; the next refresh asks again.
        console.error(originalFileTexts.loadErrorTitle, error);
      }
    }
    const typing = loadedSearch.current !== undefined && loadedSearch.current !== search;
    loadedSearch.current = search;
    const timer = setTimeout(() => void load(), typing ? SEARCH_DEBOUNCE_MS : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [client, search, refreshToken, reloads]);

  const reloadList = useCallback(() => setReloads((count) => count + 1), []);

  async function withBudget(id: string, act: (document: SavedDocument) => Promise<void> | void) {
    try {
      const row = await getBudget(client, id);
      if (row === null) {
        reloadList();
        throw new BudgetStoreError('not-found', `budget ${id} does not exist`);
      }
      await act(documentFromSaved(row));
    } catch (error) {
      console.error(savedBudgetTexts.openErrorTitle, error);
      toast.error(savedBudgetTexts.openErrorTitle);
    }
  }

  async function rename(summary: SavedBudgetSummary, title: string) {
    setRenaming(undefined);
    try {
      const renamed = await updateBudget(client, summary.id, summary.updatedAt, { title });
      onChanged?.(renamed);
    } catch (error) {
      console.error(savedBudgetTexts.renameErrorTitle, error);
      const conflict = error instanceof BudgetStoreError && error.code === 'conflict';
      toast.error(savedBudgetTexts.renameErrorTitle, {
        description: conflict ? savedBudgetTexts.renameConflictMessage : undefined,
      });
    }
    reloadList();
  }

  async function downloadOriginal(summary: SavedBudgetSummary) {
    try {
      const file = await getOriginalFile(client, summary.id);
      if (file === null) {
        reloadList();
        throw new BudgetStoreError('not-found', `budget ${summary.id} keeps no original`);
      }
      onSaveFile(file.bytes, file.name);
    } catch (error) {
      console.error(originalFileTexts.downloadErrorTitle, error);
      toast.error(originalFileTexts.downloadErrorTitle);
    }
  }

  function download(summary: SavedBudgetSummary, run: SavedBudgetDownload) {
    void withBudget(summary.id, (document) => {
      const { budget } = document.result;
      // A budget without prices goes only once the user says so (issue 22).
      if (run.confirmWithoutPrices && lacksPrices(budget)) setUnpriced({ budget, run });
      else return run.download(budget);
    });
  }

  async function remove(summary: SavedBudgetSummary) {
    try {
      await deleteBudget(client, summary.id);
      toast.success(savedBudgetTexts.deletedTitle);
    } catch (error) {
      console.error(savedBudgetTexts.deleteErrorTitle, error);
      toast.error(savedBudgetTexts.deleteErrorTitle);
    }
    reloadList();
  }

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{savedBudgetTexts.listTitle}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={savedBudgetTexts.searchLabel}
            aria-describedby="saved-budgets-search-hint"
            placeholder={savedBudgetTexts.searchPlaceholder}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <p id="saved-budgets-search-hint" className="-mt-2 text-xs text-muted-foreground">
          {savedBudgetTexts.searchHint}
        </p>
        {list.state === 'loading' && (
          <Spinner label={savedBudgetTexts.loading} showLabel className="justify-start" />
        )}
        {list.state === 'error' && (
          <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              {savedBudgetTexts.loadErrorTitle}. {savedBudgetTexts.loadErrorMessage}
            </span>
            <Button size="sm" variant="outline" onClick={reloadList}>
              {savedBudgetTexts.retry}
            </Button>
          </div>
        )}
        {list.state === 'ready' && list.budgets.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {search.trim() === '' ? savedBudgetTexts.empty : savedBudgetTexts.noMatches}
          </p>
        )}
        {list.state === 'ready' && list.budgets.length > 0 && (
          <ul
            aria-label={savedBudgetTexts.listTitle}
            className="flex flex-col divide-y divide-border"
          >
            {list.budgets.map((summary) => (
              <SavedBudgetRow
                key={summary.id}
                summary={summary}
                keptOriginal={list.files?.originals.get(summary.id)}
                isOpen={summary.id === openBudgetId}
                renaming={renaming === summary.id}
                downloads={downloads.map((run) => ({
                  format: run.format,
                  onClick: () => download(summary, run),
                }))}
                onOpen={() => void withBudget(summary.id, onOpen)}
                onStartRename={() => setRenaming(summary.id)}
                onRename={(title) => void rename(summary, title)}
                onCancelRename={() => setRenaming(undefined)}
                onDownloadOriginal={() => void downloadOriginal(summary)}
                onDelete={() => void remove(summary)}
              />
            ))}
          </ul>
        )}
        {list.state === 'ready' && list.files !== undefined && (
          <StorageUsageLine usage={list.files.usage} />
        )}
        <ConfirmDialog
          open={unpriced !== undefined}
          title={userBudgetTexts.noPricesTitle}
          description={userBudgetTexts.noPricesMessage}
          cancelLabel={userBudgetTexts.noPricesCancel}
          confirmLabel={userBudgetTexts.noPricesConfirm}
          onCancel={() => setUnpriced(undefined)}
          onConfirm={() => {
            if (unpriced !== undefined) void unpriced.run.download(unpriced.budget);
            setUnpriced(undefined);
          }}
        />
      </CardContent>
    </Card>
  );
}
