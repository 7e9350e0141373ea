import type { BudgetItem } from '../../../budget/model/budget.ts';

/** Combining marks left by canonical decomposition: 'ó' becomes 'o' + U+0301. */
const COMBINING_MARKS = /\p{M}/gu;
/** Between two items in the joined text: a character no query keeps. */
const ITEM_SEPARATOR = '\u0000';

/**
 * Text as the search compares it: without accents, lower case, runs of spaces as one.
 * "HORMIGÓN  HM-20" and "hormigon hm-20" compare equal.
 */
export function normalizeForSearch(text: string): string {
  // Plain toLowerCase: Spanish has no locale-specific case rules, and the locale-aware
  // version costs several times more over a budget's megabyte of summaries.
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ');
}

function searchableTextOf(item: BudgetItem): string {
  // A newline between the two (the normalised parts have none), so that a query never
  // matches across the end of the code and the start of the summary.
  return `${normalizeForSearch(item.codigo)}\n${normalizeForSearch(item.resumen)}`;
}

/**
 * Find-as-you-type over the items' codes and summaries, accents and case ignored. It keeps
 * the normalised text of the items it saw last, position by position, and all of it joined
 * in one string: a keystroke is one scan of that string, a few milliseconds for 5,000 items.
 * A correction gives a new items array that differs in one item; the others keep their text.
 */
export class ItemSearchIndex {
  private items: readonly BudgetItem[] = [];
  private texts: Array<string | undefined> = [];
  private joined?: { text: string; starts: number[] };

  /**
   * Normalises up to `count` items from `from` on, ahead of the first keystroke, and joins
   * them all after the last; returns where to go on. Normalising 5,000 summaries at once takes
   * longer than a keystroke may, so the table does it a slice at a time while the page is idle.
   */
  prepare(items: readonly BudgetItem[], from: number, count: number): number {
    this.follow(items);
    const end = Math.min(items.length, from + count);
    for (let index = from; index < end; index++) this.textAt(index);
    if (end === items.length) this.join();
    return end;
  }

  /** The positions of the items whose code or summary contains the query, in order. */
  find(items: readonly BudgetItem[], query: string): number[] {
    const wanted = normalizeForSearch(query).replaceAll(ITEM_SEPARATOR, '').trim();
    if (wanted === '') return [];
    this.follow(items);
    const { text, starts } = this.join();
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

  private follow(items: readonly BudgetItem[]): void {
    if (items === this.items) return;
    // Held only while the new array is matched with the old: a long-lived map keyed by items
    // would make every major garbage collection of the page walk 5,000 weak entries.
    const known = new Map<BudgetItem, string>();
    this.items.forEach((item, index) => {
      const text = this.texts[index];
      if (text !== undefined) known.set(item, text);
    });
    this.items = items;
    this.texts = items.map((item) => known.get(item));
    this.joined = undefined;
  }

  private textAt(index: number): string {
    let text = this.texts[index];
    if (text === undefined) {
      text = searchableTextOf(this.items[index]!);
      this.texts[index] = text;
    }
    return text;
  }

  private join(): { text: string; starts: number[] } {
    if (this.joined !== undefined) return this.joined;
    const starts: number[] = [];
    let offset = 0;
    const texts = this.items.map((_, index) => {
      const text = this.textAt(index);
      starts.push(offset);
      offset += text.length + ITEM_SEPARATOR.length;
      return text;
    });
    this.joined = { text: texts.join(ITEM_SEPARATOR), starts };
    return this.joined;
  }
}
