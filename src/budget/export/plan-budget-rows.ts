import { chooseShownChapterTotal, chooseShownTotal } from '../check/choose-shown-total.ts';
import type { Budget, BudgetChapter, BudgetItem, ColumnName } from '../model/budget.ts';

/** One row of the items table, before it is drawn. */
export type BudgetTableRow =
  | { kind: 'chapter-heading'; chapter: BudgetChapter }
  | { kind: 'item'; item: BudgetItem; shaded: boolean }
  /** amount: the chapter total the document states, or the sum of its lines (always once edited). */
  | { kind: 'chapter-subtotal'; chapter: BudgetChapter; amount: number }
  /** total: the total the document states, or the sum of the lines. */
  | { kind: 'total'; total: number };

const MONEY_COLUMNS: readonly ColumnName[] = ['P. UNIT.', 'TOTAL'];

/** Spec §5/§9: amounts (subtotals, the total row) only make sense when a price or total column is shown. */
export function hasMoneyColumn(columns: readonly ColumnName[]): boolean {
  return columns.some((column) => MONEY_COLUMNS.includes(column));
}

/**
 * Lays out the rows of the items table. Without chapters the table is flat,
 * as the spec shows it. With chapters, each chapter opens with a heading row,
 * lists its own items, then its subchapters, and closes with its subtotal, so a
 * long budget stays readable. Items outside every chapter keep their place in the
 * document's reading order (`budget.items`), without a heading, rather than dropped: each is
 * listed before the first root chapter whose items it was read before, the rest after the
 * last chapter (a quality-control sheet's `Informe final` row, after chapter 4). The total row (red bold) is added
 * only when a money column is shown and the total is above 0 (spec §9).
 * Subtotals and the total are the document's own figures where it states them.
 */
export function planBudgetRows(budget: Budget, columns: readonly ColumnName[]): BudgetTableRow[] {
  const withMoney = hasMoneyColumn(columns);
  const chapters = budget.chapters ?? [];
  const rows: BudgetTableRow[] = [];
  let shaded = false;
  const pushItems = (items: readonly BudgetItem[]) => {
    for (const item of items) {
      rows.push({ kind: 'item', item, shaded });
      shaded = !shaded;
    }
  };

  if (chapters.length === 0) {
    pushItems(budget.items);
  } else {
    const chapterCodes = new Set(chapters.map((chapter) => chapter.code));
    const itemsByChapter = new Map<string, BudgetItem[]>();
    const unplacedItems: Array<{ item: BudgetItem; index: number }> = [];
    budget.items.forEach((item, index) => {
      if (item.chapterCode !== undefined && chapterCodes.has(item.chapterCode)) {
        const list = itemsByChapter.get(item.chapterCode) ?? [];
        list.push(item);
        itemsByChapter.set(item.chapterCode, list);
      } else {
        unplacedItems.push({ item, index });
      }
    });
    const childrenByParent = new Map<string, BudgetChapter[]>();
    const roots: BudgetChapter[] = [];
    for (const chapter of chapters) {
      const parent = chapter.parentCode;
      if (parent !== undefined && parent !== chapter.code && chapterCodes.has(parent)) {
        const list = childrenByParent.get(parent) ?? [];
        list.push(chapter);
        childrenByParent.set(parent, list);
      } else {
        roots.push(chapter);
      }
    }

    // A chapter code listed twice, or a parent loop, must not repeat rows or recurse forever.
    const visited = new Set<string>();
    const pushChapter = (chapter: BudgetChapter) => {
      if (visited.has(chapter.code)) return;
      visited.add(chapter.code);
      rows.push({ kind: 'chapter-heading', chapter });
      shaded = false;
      pushItems(itemsByChapter.get(chapter.code) ?? []);
      for (const child of childrenByParent.get(chapter.code) ?? []) pushChapter(child);
      if (withMoney)
        rows.push({
          kind: 'chapter-subtotal',
          chapter,
          amount: chooseShownChapterTotal(budget, chapter),
        });
    };

    // Where a chapter stands in the reading order: at its first item, or a subchapter's.
    const firstIndexOf = new Map<string, number>();
    budget.items.forEach((item, index) => {
      if (item.chapterCode !== undefined && !firstIndexOf.has(item.chapterCode))
        firstIndexOf.set(item.chapterCode, index);
    });
    const standsAt = (chapter: BudgetChapter, seen = new Set<string>()): number => {
      if (seen.has(chapter.code)) return Number.POSITIVE_INFINITY;
      seen.add(chapter.code);
      let first = firstIndexOf.get(chapter.code) ?? Number.POSITIVE_INFINITY;
      for (const child of childrenByParent.get(chapter.code) ?? [])
        first = Math.min(first, standsAt(child, seen));
      return first;
    };
    let nextUnplaced = 0;
    const pushUnplacedBefore = (limit: number) => {
      const before: BudgetItem[] = [];
      while (nextUnplaced < unplacedItems.length && unplacedItems[nextUnplaced]!.index < limit)
        before.push(unplacedItems[nextUnplaced++]!.item);
      pushItems(before);
    };

    for (const root of roots) {
      pushUnplacedBefore(standsAt(root));
      pushChapter(root);
    }
    // Chapters caught in a parent loop are reachable from no root: list them at the end.
    for (const chapter of chapters) pushChapter(chapter);
    pushUnplacedBefore(Number.POSITIVE_INFINITY);
  }

  const total = chooseShownTotal(budget);
  if (withMoney && total > 0) rows.push({ kind: 'total', total });
  return rows;
}
