import type { BudgetItem } from '../model/budget.ts';
import { isPlausibleFigure } from '../model/money.ts';
import { printedQuantity } from './printed-fields.ts';

/**
 * A chapter's roll-up row sums at least two items with an amount: one item equal to the next
 * is a coincidence too common to doubt (two partidas alzadas of 500,00), and an item of 0,00
 * after them changes nothing.
 */
const MIN_ITEMS_SUMMED = 2;
/** How far a roll-up's sum is looked for; past it, an equal sum is chance, not structure. */
const MAX_ITEMS_SUMMED = 2000;

/** `1`, `1,00`, `1,000` or blank: the quantity a chapter's row prints beside its total. */
const CHAPTER_ROW_QUANTITY = /^(1(,0*)?)?$/;

export interface ChapterRowAsItem {
  /** The item that is a chapter's row. */
  row: number;
  /** The first and last of the items its amount sums. */
  first: number;
  last: number;
}

function centsOf(item: BudgetItem): number | undefined {
  return isPlausibleFigure(item.total) ? Math.round(item.total * 100) : undefined;
}

/**
 * Where the items that follow a candidate row, in its chapter, first add up to its amount
 * (roll-ups already found are left out of the sum: a chapter's row sums its subchapters'
 * items, not their rows too).
 */
function findSummedSpan(
  items: readonly BudgetItem[],
  row: number,
  target: number,
  rollUps: ReadonlySet<number>,
): number | undefined {
  const chapter = items[row]!.chapterCode;
  let sum = 0;
  let summed = 0;
  let anyNegative = false;
  const end = Math.min(items.length, row + 1 + MAX_ITEMS_SUMMED);
  for (let index = row + 1; index < end; index += 1) {
    const item = items[index]!;
    if (item.chapterCode !== chapter) return undefined;
    if (rollUps.has(index)) continue;
    const cents = centsOf(item);
    if (cents === undefined || cents === 0) continue;
    sum += cents;
    summed += 1;
    if (cents < 0) anyNegative = true;
    if (sum === target && summed >= MIN_ITEMS_SUMMED) return index;
    // Amounts only grow the sum: once past the row's amount, no later item brings it back.
    if (sum > target && !anyNegative) return undefined;
  }
  return undefined;
}

/**
 * Items that are a chapter's row read as an item: quantity 1 (or none) and an amount that
 * equals the sum of the items that follow it in its chapter. A CSV whose roll-up row
 * `C01# 1 43.428,25` heads its four items, or a Presto export's `Capítulo` rows, read as
 * items, count every euro twice; the reading is not right however its figures compare.
 */
export function findChapterRowsAsItems(items: readonly BudgetItem[]): ChapterRowAsItem[] {
  const found: ChapterRowAsItem[] = [];
  const rollUps = new Set<number>();
  // From the end: a subchapter's row is found before the chapter's row that sums it.
  for (let row = items.length - 2; row >= 0; row -= 1) {
    const item = items[row]!;
    if (!CHAPTER_ROW_QUANTITY.test(printedQuantity(item))) continue;
    const target = centsOf(item);
    if (target === undefined || target <= 0) continue;
    const last = findSummedSpan(items, row, target, rollUps);
    if (last === undefined) continue;
    rollUps.add(row);
    found.push({ row, first: row + 1, last });
  }
  return found.reverse();
}
