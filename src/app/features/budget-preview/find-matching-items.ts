import type { BudgetItem } from '../../../budget/model/budget.ts';

/** Combining marks left by canonical decomposition: 'ó' becomes 'o' + U+0301. */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the search compares it: without accents, lower case, runs of spaces as one.
 * "HORMIGÓN  HM-20" and "hormigon hm-20" compare equal.
 */
export function normalizeForSearch(text: string): string {
  // Plain toLowerCase: Spanish has no locale-specific case rules, and the locale-aware
  // version costs several times more over a budget's megabyte of summaries.
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Each item's searchable text, normalised once. A correction replaces only the item it
 * changes, so after an edit every other item's text is still here: the next keystroke of a
 * search over 5,000 items does not normalise 5,000 summaries again.
 */
const searchableText = new WeakMap<BudgetItem, string>();

function searchableTextOf(item: BudgetItem): string {
  let text = searchableText.get(item);
  if (text === undefined) {
    // A newline between the two (the normalised parts have none), so that a query never
    // matches across the end of the code and the start of the summary.
    text = `${normalizeForSearch(item.codigo)}\n${normalizeForSearch(item.resumen)}`;
    searchableText.set(item, text);
  }
  return text;
}

/** Between two items in the search index: a character no query keeps. */
const ITEM_SEPARATOR = '\u0000';

/** Every item's searchable text in one string, and where each item's starts. */
interface SearchIndex {
  items: readonly BudgetItem[];
  text: string;
  starts: number[];
}

/**
 * The index of the items searched last. One only: the undo history keeps every earlier items
 * array alive, and a megabyte of index for each would stay alive with it.
 */
let lastIndex: SearchIndex | undefined;

function searchIndexOf(items: readonly BudgetItem[]): SearchIndex {
  if (lastIndex?.items === items) return lastIndex;
  const starts: number[] = [];
  let offset = 0;
  const texts = items.map((item) => {
    const text = searchableTextOf(item);
    starts.push(offset);
    offset += text.length + ITEM_SEPARATOR.length;
    return text;
  });
  lastIndex = { items, text: texts.join(ITEM_SEPARATOR), starts };
  return lastIndex;
}

/**
 * Normalises the searchable text of up to `count` items from `from` on, ahead of the first
 * keystroke, and indexes them all after the last; returns where to go on. Normalising 5,000
 * summaries takes longer than a keystroke may, so the table does it a slice at a time while
 * the page is idle.
 */
export function prepareItemsForSearch(
  items: readonly BudgetItem[],
  from: number,
  count: number,
): number {
  const end = Math.min(items.length, from + count);
  for (let index = from; index < end; index++) searchableTextOf(items[index]!);
  if (end === items.length) searchIndexOf(items);
  return end;
}

/**
 * The positions of the items whose code or summary contains the query, in the budget's
 * order; none for an empty query. Accents and case do not matter.
 */
export function findMatchingItems(items: readonly BudgetItem[], query: string): number[] {
  const wanted = normalizeForSearch(query).replaceAll(ITEM_SEPARATOR, '').trim();
  if (wanted === '') return [];
  // One scan of one string: a few milliseconds for 5,000 items, where a search item by item
  // takes several times longer.
  const { text, starts } = searchIndexOf(items);
  const matches: number[] = [];
  let item = 0;
  let at = text.indexOf(wanted);
  while (at !== -1) {
    while (item + 1 < starts.length && starts[item + 1]! <= at) item++;
    matches.push(item);
    const next = starts[item + 1];
    if (next === undefined) break;
    at = text.indexOf(wanted, next);
  }
  return matches;
}
