import type { SupabaseClient } from '@supabase/supabase-js';
import { Download, FileDown, FolderOpen, Pencil, Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Budget } from '../../../budget/model/budget.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { originalFileTexts, savedBudgetTexts, userBudgetTexts } from '../../texts.ts';
import { lacksPrices } from '../../../budget/export/lacks-prices.ts';
import {
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
import { DeleteBudgetDialog } from './delete-budget-dialog.tsx';
import { formatMegabytes } from './format-megabytes.ts';
import { StorageUsageLine } from './storage-usage-line.tsx';
import { RenameBudgetField } from './rename-budget-field.tsx';
import { documentFromSaved, type SavedDocument } from './saved-document.ts';

/** Search as the user types, but one request per pause rather than per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const dateFormat = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' });

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
  /** Downloads a saved budget's Word document (the page hands it to the export feature). */
  onDownload: (budget: Budget) => Promise<void>;
  /** Hands a kept original's bytes to the browser as a download under its own name. */
  onSaveFile: (bytes: Uint8Array, fileName: string) => void;
  /** A row changed here (renamed): the page's saver expects its new time. */
  onChanged?: (summary: SavedBudgetSummary) => void;
  /** Changes when the page saved something: the list loads again. */
  refreshToken?: string;
}

/** 'Mis presupuestos': the user's saved budgets, newest first, with search and actions. */
export default function SavedBudgetsList({
  client,
  onOpen,
  onDownload,
  onSaveFile,
  onChanged,
  refreshToken,
}: SavedBudgetsListProps) {
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ListState>({ state: 'loading' });
  const [renaming, setRenaming] = useState<string>();
  const [reloads, setReloads] = useState(0);
  /** The search of the last load: only a changed search waits for the user to pause typing. */
  const loadedSearch = useRef<string | undefined>(undefined);

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
            placeholder={savedBudgetTexts.searchPlaceholder}
            className="pl-9"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
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
            {list.budgets.map((summary) => {
              const original = list.files?.originals.get(summary.id);
              return (
                <li key={summary.id} className="flex items-center gap-2 py-2">
                  <div className="min-w-0 flex-1">
                    {renaming === summary.id ? (
                      <RenameBudgetField
                        title={summary.title}
                        onRename={(title) => void rename(summary, title)}
                        onCancel={() => setRenaming(undefined)}
                      />
                    ) : (
                      <p className="truncate font-medium">{summary.title}</p>
                    )}
                    <p className="truncate text-xs text-muted-foreground">
                      {[
                        summary.client,
                        summary.code,
                        summary.sourceName,
                        ...(original === undefined
                          ? []
                          : [originalFileTexts.keptNote(formatMegabytes(original.size))]),
                      ].join(' · ')}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {savedBudgetTexts.updatedAt(dateFormat.format(new Date(summary.updatedAt)))}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={savedBudgetTexts.openLabel(summary.title)}
                    onClick={() => void withBudget(summary.id, onOpen)}
                  >
                    <FolderOpen aria-hidden="true" />
                    {savedBudgetTexts.open}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={savedBudgetTexts.renameLabel(summary.title)}
                    onClick={() => setRenaming(summary.id)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={savedBudgetTexts.downloadLabel(summary.title)}
                    onClick={() =>
                      void withBudget(summary.id, (document) => {
                        const { budget } = document.result;
                        // A budget without prices goes only once the user says so (issue 22).
                        if (lacksPrices(budget) && !window.confirm(userBudgetTexts.noPricesMessage))
                          return;
                        return onDownload(budget);
                      })
                    }
                  >
                    <Download aria-hidden="true" />
                  </Button>
                  {original !== undefined && (
                    <Button
                      variant="ghost"
                      size="sm"
                      title={originalFileTexts.download}
                      aria-label={originalFileTexts.downloadLabel(summary.title)}
                      onClick={() => void downloadOriginal(summary)}
                    >
                      <FileDown aria-hidden="true" />
                    </Button>
                  )}
                  <DeleteBudgetDialog
                    title={summary.title}
                    onConfirm={() => void remove(summary)}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {list.state === 'ready' && list.files !== undefined && (
          <StorageUsageLine usage={list.files.usage} />
        )}
      </CardContent>
    </Card>
  );
}
