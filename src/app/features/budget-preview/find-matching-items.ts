import { LOCALE } from '../../../budget/constants.ts';
import type { BudgetItem } from '../../../budget/model/budget.ts';

/** Combining marks left by canonical decomposition: 'ó' becomes 'o' + U+0301. */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the search compares it: without accents, lower case, runs of spaces as one.
 * "HORMIGÓN  HM-20" and "hormigon hm-20" compare equal.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLocaleLowerCase(LOCALE)
    .replace(/\s+/g, ' ');
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

/**
 * The positions of the items whose code or summary contains the query, in the budget's
 * order; none for an empty query. Accents and case do not matter.
 */
export function findMatchingItems(items: readonly BudgetItem[], query: string): number[] {
  const wanted = normalizeForSearch(query).trim();
  if (wanted === '') return [];
  const matches: number[] = [];
  items.forEach((item, index) => {
    if (searchableTextOf(item).includes(wanted)) matches.push(index);
  });
  return matches;
}
