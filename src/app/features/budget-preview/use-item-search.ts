import { useEffect, useState } from 'react';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import { findMatchingItems, prepareItemsForSearch } from './find-matching-items.ts';

/**
 * Items prepared for the search per task: a few milliseconds each, so that preparing a
 * 5,000-item budget never holds up a scroll or a keystroke.
 */
const PREPARED_PER_TASK = 250;

export interface ItemSearch {
  query: string;
  /** Positions of the matching items, in the budget's order. */
  matches: readonly number[];
  /** Which of the matches the search is on (0-based); 0 when there are none. */
  current: number;
  /** The item position of that match, if any. */
  currentRow?: number;
  /** A new query: the search goes to its first match. */
  type: (query: string) => void;
  /** To the next (+1) or previous (-1) match, wrapping round at either end. */
  step: (delta: 1 | -1) => void;
  clear: () => void;
}

interface SearchState {
  query: string;
  /** The items the matches were found in: a correction gives new items, and new matches. */
  items: readonly BudgetItem[];
  matches: readonly number[];
  current: number;
}

/**
 * Find-as-you-type over the items' codes and summaries. `goTo` is told the item to show
 * whenever the user moves the search (a keystroke, Enter, an arrow); a correction that
 * changes the matches keeps the search where it is.
 */
export function useItemSearch(
  items: readonly BudgetItem[],
  goTo: (row: number) => void,
): ItemSearch {
  const [state, setState] = useState<SearchState>({ query: '', items, matches: [], current: 0 });
  let shown = state;
  if (state.items !== items) {
    // Adjusted during render, as React advises for state that follows a prop.
    const matches = findMatchingItems(items, state.query);
    shown = {
      ...state,
      items,
      matches,
      current: Math.min(state.current, Math.max(0, matches.length - 1)),
    };
    setState(shown);
  }
  const { query, matches, current } = shown;

  // Ready before the first keystroke; after a correction only the changed item is new.
  useEffect(() => {
    let next = 0;
    let task = 0;
    const prepare = () => {
      next = prepareItemsForSearch(items, next, PREPARED_PER_TASK);
      if (next < items.length) task = window.setTimeout(prepare);
    };
    task = window.setTimeout(prepare);
    return () => window.clearTimeout(task);
  }, [items]);

  function type(next: string) {
    const found = findMatchingItems(items, next);
    setState({ query: next, items, matches: found, current: 0 });
    if (found[0] !== undefined) goTo(found[0]);
  }

  function step(delta: 1 | -1) {
    if (matches.length === 0) return;
    const position = (current + delta + matches.length) % matches.length;
    setState({ ...shown, current: position });
    goTo(matches[position]!);
  }

  function clear() {
    setState({ query: '', items, matches: [], current: 0 });
  }

  return { query, matches, current, currentRow: matches[current], type, step, clear };
}
