import { useCallback, useEffect, useMemo, useState } from 'react';
import { applyBudgetEdit, type BudgetEdit } from '../../../budget/edit/apply-budget-edit.ts';
import {
  canRedo,
  canUndo,
  recordState,
  redoState,
  startHistory,
  undoState,
  type EditHistory,
} from '../../../budget/edit/edit-history.ts';
import { EDIT_ERROR_MESSAGES } from '../../../budget/edit/edit-errors.ts';
import type { CheckedParseResult } from '../../../budget/check/judge-reading.ts';

export interface BudgetEditing {
  /** The reading as corrected so far: what the preview shows and the download builds. */
  result?: CheckedParseResult;
  /** Applies a correction; returns the Spanish reason when it is refused. */
  edit: (edit: BudgetEdit) => string | undefined;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/**
 * The corrections to the budget read last, with their undo history. A new reading
 * (another file or text) starts a new history: its corrections are of another document.
 */
export function useBudgetEditing(read: CheckedParseResult | undefined): BudgetEditing {
  const [history, setHistory] = useState<EditHistory<CheckedParseResult> | undefined>(
    read && startHistory(read),
  );
  const [source, setSource] = useState(read);
  if (source !== read) {
    // Adjusting state to a new prop during render, as React recommends over an effect.
    setSource(read);
    setHistory(read && startHistory(read));
  }

  const edit = useCallback(
    (change: BudgetEdit): string | undefined => {
      if (history === undefined) return undefined;
      const outcome = applyBudgetEdit(history.present, change);
      if (!outcome.ok) return EDIT_ERROR_MESSAGES[outcome.error];
      setHistory(recordState(history, outcome.result));
      return undefined;
    },
    [history],
  );
  const undo = useCallback(() => setHistory((current) => current && undoState(current)), []);
  const redo = useCallback(() => setHistory((current) => current && redoState(current)), []);

  return useMemo(
    () => ({
      result: history?.present,
      edit,
      undo,
      redo,
      canUndo: history !== undefined && canUndo(history),
      canRedo: history !== undefined && canRedo(history),
    }),
    [history, edit, undo, redo],
  );
}

/** Ctrl+Z (⌘Z) undoes; Ctrl+Y or Ctrl+Shift+Z redoes. Not inside a text field, whose own undo wins. */
export function useUndoShortcuts(editing: BudgetEditing): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target;
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        if (!editing.canUndo) return;
        event.preventDefault();
        editing.undo();
      } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
        if (!editing.canRedo) return;
        event.preventDefault();
        editing.redo();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editing]);
}
