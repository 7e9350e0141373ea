import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { toast } from 'sonner';
import { savedBudgetTexts } from '../../texts.ts';
import { getBudget } from './budgets-api.ts';
import { documentFromSaved, type SavedDocument } from './saved-document.ts';

/**
 * The saved budget a tab shows, kept in that tab's sessionStorage (per user, so another
 * account signing in on the tab never gets it): a reload opens it again from the server,
 * as last saved. sessionStorage rather than the address: the address's query and hash
 * belong to the sign-in and recovery links.
 */
const STORAGE_PREFIX = 'presupuestos:presupuesto-abierto:';

function storageKey(userId: string): string {
  return `${STORAGE_PREFIX}${userId}`;
}

function readRemembered(userId: string): string | undefined {
  try {
    return sessionStorage.getItem(storageKey(userId)) ?? undefined;
  } catch {
    // Storage refused (a private mode, a policy): there is simply nothing to reopen.
    return undefined;
  }
}

function writeRemembered(userId: string, id: string | undefined): void {
  try {
    if (id === undefined) sessionStorage.removeItem(storageKey(userId));
    else sessionStorage.setItem(storageKey(userId), id);
  } catch (error) {
    console.error('No se pudo recordar el presupuesto abierto', error);
  }
}

/**
 * Remembers `openId` (the saved budget shown; undefined while a new reading is not saved
 * yet, so a reload never brings back the budget shown before it), and on the first render
 * with a user reopens the one remembered, through `onReopen`.
 */
export function useReopenAfterReload({
  client,
  userId,
  openId,
  onReopen,
}: {
  client: SupabaseClient;
  userId: string | undefined;
  openId: string | undefined;
  onReopen: (document: SavedDocument) => void;
}): void {
  /** The id being reopened: until it arrives, the page shows nothing to remember. */
  const reopening = useRef<{ userId: string; id: string | undefined }>(undefined);
  const onReopenRef = useRef(onReopen);
  useEffect(() => {
    onReopenRef.current = onReopen;
  });

  // A layout effect like the one below, and declared before it, so that on the first render
  // with a user the id remembered is read before this render's id is written.
  useLayoutEffect(() => {
    if (userId === undefined || reopening.current?.userId === userId) return;
    const id = readRemembered(userId);
    reopening.current = { userId, id };
    if (id === undefined) return;
    let current = true;
    getBudget(client, id).then(
      (row) => {
        if (!current || reopening.current?.id !== id) return;
        reopening.current = { userId, id: undefined };
        if (row === null) writeRemembered(userId, undefined);
        else onReopenRef.current(documentFromSaved(row));
      },
      (error: unknown) => {
        if (!current) return;
        reopening.current = { userId, id: undefined };
        console.error(savedBudgetTexts.reopenErrorTitle, error);
        toast.error(savedBudgetTexts.reopenErrorTitle);
      },
    );
    return () => {
      current = false;
      // Run again (StrictMode's second run, or the same user back) before the budget came:
      // that run reads the id and fetches anew, rather than finding it taken and waiting for
      // an answer this run will now drop.
      if (reopening.current?.userId === userId && reopening.current.id === id)
        reopening.current = undefined;
    };
  }, [client, userId]);

  // A layout effect: the id is written before the page shows the budget as open, so a reload
  // the moment it shows (a user's F5, a test's page.reload) never finds the previous one there.
  useLayoutEffect(() => {
    if (userId === undefined || reopening.current?.userId !== userId) return;
    // Another budget opened meanwhile wins over the one being reopened.
    if (openId !== undefined) reopening.current = { userId, id: undefined };
    if (reopening.current.id !== undefined) return;
    writeRemembered(userId, openId);
  }, [userId, openId]);
}
