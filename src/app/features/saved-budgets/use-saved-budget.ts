import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { holdsNoItem } from '../../shared/reads-nothing.ts';
import { originalFileTexts, savedBudgetTexts, storageLimitTexts } from '../../texts.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { BudgetSaver, type SaveStatus, type StorageRefusal } from './budget-saver.ts';
import { findBudgetBySource, getBudget, type SavedBudgetSummary } from './budgets-api.ts';
import { formatMegabytes } from './format-megabytes.ts';
import { KEPT_ORIGINAL_MAX_BYTES, KEPT_ORIGINALS_QUOTA_BYTES } from './original-file-limits.ts';
import { OriginalKeeper, type OriginalStatus } from './original-keeper.ts';
import {
  documentFromSaved,
  sourceFacts,
  type SavedDocument,
  type SourceFacts,
} from './saved-document.ts';
import {
  MAX_SAVED_BUDGET_BYTES,
  MAX_SAVED_BUDGETS,
  STORAGE_QUOTA_BYTES,
} from './storage-limits.ts';

/** Edits come keystroke by keystroke; one save per pause in typing is enough. */
export const EDIT_SAVE_DEBOUNCE_MS = 800;

const SAVE_TOAST_ID = 'saved-budget-save';
const ORIGINAL_TOAST_ID = 'saved-budget-original';

/** A reading of bytes the user already saved: it waits for the user to choose. */
export interface DuplicateSource {
  /** The budget last saved from the same bytes. */
  existing: SavedBudgetSummary;
  /** Read from a file (rather than pasted). */
  fromFile: boolean;
}

export type DuplicateChoice = 'open-saved' | 'keep-both';

export interface SavedBudgetState {
  status: SaveStatus;
  /** The saved row the page shows (once saved, or opened from the list). */
  openId: string | undefined;
  /** The new reading's bytes are saved already: nothing is saved until the user chooses. */
  duplicate: DuplicateSource | undefined;
  /**
   * 'keep-both' saves the new reading as another budget; 'open-saved' answers the saved one,
   * for the page to show instead (undefined when it could not be read).
   */
  resolveDuplicate(choice: DuplicateChoice): Promise<SavedDocument | undefined>;
  /** The original file of a budget read from a file, when the user keeps it. */
  original: OriginalStatus;
  /** Changes whenever the saved list may have changed (a save, a kept original). */
  listToken: string | undefined;
  /** After a conflict: the other tab's version, to show instead of this one. */
  reload(): Promise<SavedDocument | undefined>;
  /** After a conflict: keep this tab's version as a new budget. */
  saveAsCopy(): void;
  /** Another part of the page saved the row (a rename in the list). */
  adopt(summary: SavedBudgetSummary): void;
}

function showOriginalRefusal(status: OriginalStatus): void {
  if (status.state !== 'refused') return;
  const [title, description] =
    status.reason === 'quota-exceeded'
      ? [
          originalFileTexts.quotaExceededTitle,
          originalFileTexts.quotaExceededMessage(formatMegabytes(KEPT_ORIGINALS_QUOTA_BYTES)),
        ]
      : status.reason === 'file-too-large'
        ? [
            originalFileTexts.tooLargeTitle,
            originalFileTexts.tooLargeMessage(formatMegabytes(KEPT_ORIGINAL_MAX_BYTES)),
          ]
        : [originalFileTexts.unreadableTitle, originalFileTexts.unreadableMessage];
  toast.error(title, { id: ORIGINAL_TOAST_ID, description });
}

/** The refusal's title and what to delete, in the toast that stays until the next save. */
function showSaveRefusal(reason: StorageRefusal): void {
  const [title, description] =
    reason === 'quota-exceeded'
      ? [
          storageLimitTexts.quotaExceededTitle,
          storageLimitTexts.quotaExceededMessage(formatMegabytes(STORAGE_QUOTA_BYTES)),
        ]
      : reason === 'budgets-limit'
        ? [
            storageLimitTexts.budgetsLimitTitle,
            storageLimitTexts.budgetsLimitMessage(MAX_SAVED_BUDGETS),
          ]
        : [
            storageLimitTexts.budgetTooLargeTitle,
            storageLimitTexts.budgetTooLargeMessage(formatMegabytes(MAX_SAVED_BUDGET_BYTES)),
          ];
  toast.error(title, { id: SAVE_TOAST_ID, description, duration: Infinity });
}

/**
 * Keeps the page's document saved for its user: a new origin is created (or
 * just tracked when it was opened from the list); a new result with the same
 * origin is an edit, saved after a pause. Toasts say when a save fails, when
 * it is saved again, and when another tab got there first. With
 * `keepOriginal`, a budget read from a file also keeps that file, once its row
 * is saved (also when the box is ticked after the file was read).
 */
export function useSavedBudget(
  client: SupabaseClient,
  document: SavedDocument | undefined,
  keepOriginal = false,
): SavedBudgetState {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const [original, setOriginal] = useState<OriginalStatus>({ state: 'idle' });
  const [openId, setOpenId] = useState<string>();
  const [duplicate, setDuplicate] = useState<
    DuplicateSource & { saver: BudgetSaver; facts: SourceFacts }
  >();
  const keeperRef = useRef<OriginalKeeper | undefined>(undefined);
  const saverRef = useRef<BudgetSaver | undefined>(undefined);
  const originRef = useRef<SavedDocument['origin'] | undefined>(undefined);
  const resultRef = useRef(document?.result);
  const failingRef = useRef(false);
  // Declared first, so the effects below read this render's result.
  useEffect(() => {
    resultRef.current = document?.result;
  });

  const onStatus = useCallback((next: SaveStatus) => {
    setStatus(next);
    if (next.state === 'saved') {
      setOpenId(next.summary.id);
      if (failingRef.current)
        toast.success(savedBudgetTexts.savedAgainTitle, { id: SAVE_TOAST_ID });
      failingRef.current = false;
    } else if (next.state === 'retrying' && !failingRef.current) {
      failingRef.current = true;
      toast.error(savedBudgetTexts.saveFailedTitle, {
        id: SAVE_TOAST_ID,
        description: savedBudgetTexts.saveFailedMessage,
      });
    } else if (next.state === 'refused') {
      failingRef.current = true;
      showSaveRefusal(next.reason);
    } else if (next.state === 'conflict') {
      toast.error(savedBudgetTexts.conflictTitle, {
        id: SAVE_TOAST_ID,
        description:
          next.reason === 'conflict'
            ? savedBudgetTexts.conflictMessage
            : savedBudgetTexts.deletedMessage,
      });
    }
  }, []);

  // A reading with no item (spec §5's ERROR item alone) is no budget: it is not saved, nor its
  // file kept, until the user makes an item of it; from then on its document is saved as usual.
  // Judged in an effect, on what the page commits: a render it discards may pair a new origin
  // with the previous result (its corrections hook catches up during render).
  const [savableOrigin, setSavableOrigin] = useState<SavedDocument['origin']>();
  useEffect(() => {
    if (
      document !== undefined &&
      document.origin !== savableOrigin &&
      (document.origin.kind === 'saved' || !holdsNoItem(document.result.budget.items))
    )
      // eslint-disable-next-line react-hooks/set-state-in-effect -- only committed renders may judge.
      setSavableOrigin(document.origin);
  }, [document, savableOrigin]);
  const savedOrigin = document?.origin === savableOrigin ? savableOrigin : undefined;

  // A new document: a new saver, so a slow save of the previous one cannot land on this one.
  useEffect(() => {
    const origin = savedOrigin;
    const result = resultRef.current;
    if (origin === undefined || result === undefined) {
      // Nothing saved for what is on screen, so nothing said of the previous budget's save.
      saverRef.current = undefined;
      keeperRef.current = undefined;
      setStatus({ state: 'idle' });
      setOriginal({ state: 'idle' });
      setOpenId(undefined);
      setDuplicate(undefined);
      return;
    }
    let cancelled = false;
    const saver = new BudgetSaver({ client, onStatus: (next) => !cancelled && onStatus(next) });
    saverRef.current = saver;
    const keeper = new OriginalKeeper({
      client,
      onStatus: (next) => {
        if (cancelled) return;
        setOriginal(next);
        showOriginalRefusal(next);
      },
    });
    keeperRef.current = keeper;
    setOriginal({ state: 'idle' });
    setOpenId(undefined);
    setDuplicate(undefined);
    originRef.current = origin;
    if (origin.kind === 'saved') {
      const { summary } = origin;
      saver.startExisting(
        summary,
        {
          name: summary.sourceName,
          kind: summary.sourceKind,
          size: summary.sourceSize,
          sha256: origin.sourceSha256,
        },
        result,
      );
    } else {
      // The first rows of the preview are painted before the save starts.
      void afterNextPaint()
        .then(() => sourceFacts(origin.source, result))
        .then(
          async (facts) => {
            // The same bytes saved before: the user chooses between that budget and a second one.
            const existing = await findBudgetBySource(client, facts.sha256).catch(
              (error: unknown) => {
                // Not knowing must not keep the reading from being saved.
                console.error('No se pudo comprobar si el presupuesto ya estaba guardado', error);
                return null;
              },
            );
            if (cancelled) return;
            if (existing === null) saver.startNew(facts, resultRef.current ?? result);
            else
              setDuplicate({
                existing,
                fromFile: typeof origin.source !== 'string',
                saver,
                facts,
              });
          },
          (error: unknown) => {
            console.error('No se pudo leer el archivo para guardarlo', error);
            onStatus({ state: 'retrying', reason: 'server', attempt: 1, retryInMs: 0 });
          },
        );
    }
    const retryWhenOnline = () => {
      saver.retryNow();
      keeper.retryNow();
    };
    window.addEventListener('online', retryWhenOnline);
    return () => {
      cancelled = true;
      // A version not yet on the server (an undo just before opening another budget) still goes.
      saver.leave();
      keeper.stop();
      window.removeEventListener('online', retryWhenOnline);
    };
  }, [client, savedOrigin, onStatus]);

  // Every state of the same document the user reaches (an edit, an undo, a redo, a header
  // field) is saved once the user pauses; the saver skips a version the server already holds.
  const result = document?.result;
  const startedRef = useRef<SavedDocument['origin'] | undefined>(undefined);
  useEffect(() => {
    const saver = saverRef.current;
    if (result === undefined || saver === undefined || originRef.current !== document?.origin)
      return;
    // The result a document arrives with is saved by the start, not again as an edit.
    if (startedRef.current !== document?.origin) {
      startedRef.current = document?.origin;
      return;
    }
    saver.save(result, EDIT_SAVE_DEBOUNCE_MS);
    // Only a new result of the current document is an edit; the origin effect handles a new one.
    // savedOrigin: a document turns savable a render after it arrives, when the start takes it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result, savedOrigin]);

  // The original goes once the budget's row exists: the file refers to it.
  const savedId = status.state === 'saved' ? status.summary.id : undefined;
  const origin = document?.origin;
  useEffect(() => {
    const source = origin?.kind === 'import' ? origin.source : undefined;
    if (
      !keepOriginal ||
      savedId === undefined ||
      source === undefined ||
      typeof source === 'string' ||
      // For one render after a new document arrives, the status is still the previous one's.
      saverRef.current?.saved?.id !== savedId
    )
      return;
    keeperRef.current?.keep(savedId, source);
  }, [keepOriginal, savedId, origin]);

  const reload = useCallback(async () => {
    const id = saverRef.current?.saved?.id;
    if (id === undefined) return undefined;
    try {
      const row = await getBudget(client, id);
      return row === null ? undefined : documentFromSaved(row);
    } catch (error) {
      console.error(savedBudgetTexts.reloadErrorTitle, error);
      toast.error(savedBudgetTexts.reloadErrorTitle);
      return undefined;
    }
  }, [client]);

  const saveAsCopy = useCallback(() => {
    const current = resultRef.current;
    if (current !== undefined) saverRef.current?.saveAsCopy(current);
  }, []);

  const adopt = useCallback((summary: SavedBudgetSummary) => saverRef.current?.adopt(summary), []);

  const resolveDuplicate = useCallback(
    async (choice: DuplicateChoice): Promise<SavedDocument | undefined> => {
      if (duplicate === undefined) return undefined;
      setDuplicate(undefined);
      const keepBoth = () => {
        const current = resultRef.current;
        if (current !== undefined) duplicate.saver.startNew(duplicate.facts, current);
      };
      if (choice === 'keep-both') {
        keepBoth();
        return undefined;
      }
      try {
        const row = await getBudget(client, duplicate.existing.id);
        if (row !== null) return documentFromSaved(row);
      } catch (error) {
        console.error(savedBudgetTexts.openErrorTitle, error);
      }
      // Deleted meanwhile or unreachable: the new reading is saved rather than lost.
      toast.error(savedBudgetTexts.openErrorTitle);
      keepBoth();
      return undefined;
    },
    [client, duplicate],
  );

  const listToken =
    status.state === 'saved' ? `${status.summary.updatedAt} ${original.state}` : undefined;
  // "Guardado" only for the exact version on screen: a newer one is still on its way.
  // Nor anything for a reading that is not saved, from its first render.
  const shown: SaveStatus =
    savedOrigin === undefined
      ? { state: 'idle' }
      : status.state === 'saved' && result !== undefined && status.result !== result
        ? { state: 'saving' }
        : status;
  return {
    status: shown,
    openId: savedOrigin === undefined ? undefined : openId,
    duplicate:
      duplicate === undefined
        ? undefined
        : { existing: duplicate.existing, fromFile: duplicate.fromFile },
    resolveDuplicate,
    original,
    listToken,
    reload,
    saveAsCopy,
    adopt,
  };
}
