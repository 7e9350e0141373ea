import { useCallback, useMemo, useState } from 'react';
import type { BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';
import { buildBudgetOutline, flattenOutline, type PreviewRows } from './build-budget-outline.ts';
import { shownChapterSubtotal } from './shown-chapter-subtotal.ts';

export interface BudgetOutlineView extends PreviewRows {
  /** Whether the budget has chapters at all: the fold-all buttons show only then. */
  hasChapters: boolean;
  chapterCount: number;
  /** The widest chapter subtotal shown, in euros: the TOTAL column must have room for it. */
  largestSubtotal: number;
  /** Folds an unfolded chapter, unfolds a folded one. */
  toggle: (code: string) => void;
  foldAll: () => void;
  unfoldAll: () => void;
  /** Unfolds every chapter around the item, so that the search or the verdict can show it. */
  unfoldAround: (index: number) => void;
}

/**
 * The preview's chapters and which of them are folded (none at first: the budget reads whole).
 * A fold is kept by chapter code, so it survives a correction, which gives new items.
 */
export function useBudgetOutline(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[] | undefined,
  /** The lines are as read: chapter rows show the stated subtotals (shownChapterSubtotal). */
  documentFigures: boolean,
): BudgetOutlineView {
  const outline = useMemo(() => buildBudgetOutline(items, chapters), [items, chapters]);
  const largestSubtotal = useMemo(() => {
    let largest = 0;
    for (const node of outline.chapters.values())
      largest = Math.max(largest, Math.abs(shownChapterSubtotal(node, documentFigures)));
    return largest;
  }, [outline, documentFigures]);
  const [folded, setFolded] = useState<ReadonlySet<string>>(() => new Set());
  const rows = useMemo(
    () => flattenOutline(outline, items.length, folded),
    [outline, items.length, folded],
  );
  const toggle = useCallback(
    (code: string) =>
      setFolded((current) => {
        const next = new Set(current);
        if (!next.delete(code)) next.add(code);
        return next;
      }),
    [],
  );
  const foldAll = useCallback(() => setFolded(new Set(outline.chapters.keys())), [outline]);
  const unfoldAll = useCallback(() => setFolded(new Set()), []);
  const unfoldAround = useCallback(
    (index: number) => {
      const around = outline.ancestorsOf(index);
      setFolded((current) =>
        around.some((code) => current.has(code))
          ? new Set([...current].filter((code) => !around.includes(code)))
          : current,
      );
    },
    [outline],
  );
  return useMemo(
    () => ({
      ...rows,
      hasChapters: outline.chapters.size > 0,
      chapterCount: outline.chapters.size,
      largestSubtotal,
      toggle,
      foldAll,
      unfoldAll,
      unfoldAround,
    }),
    [rows, outline, largestSubtotal, toggle, foldAll, unfoldAll, unfoldAround],
  );
}
