import type { Budget, BudgetDocumentKind } from '../model/budget.ts';
import { findChapterRowsAsItems } from './find-chapter-rows-as-items.ts';
import { findCodelessItems } from './find-codeless-items.ts';
import { findFigurelessItems, findItemsWithoutQuantity } from './find-figureless-items.ts';
import { findFiguresOutOfBounds } from './find-figures-out-of-bounds.ts';
import { findGluedChapterCodes } from './find-glued-chapter-codes.ts';
import { findItemHeadsInText } from './find-item-heads-in-text.ts';
import { findItemRowsAsChapters } from './find-item-rows-as-chapters.ts';
import { findMisreadCodes } from './find-misread-codes.ts';
import { findUnsupportedChapters } from './find-unsupported-chapters.ts';
import { findUnbalancedItems } from './find-unbalanced-items.ts';
import { printedCode } from './printed-fields.ts';

/**
 * What the verdict finds wrong or doubtful item by item, beyond the document's stated totals:
 * - `amount-not-product`: quantity × price is not the item's amount (a figure that differs,
 *   so the reading does not reconcile);
 * - `figure-out-of-bounds`: an amount, price or quantity no budget has (not finite, absurdly
 *   long or large); it is left out of the sums;
 * - `item-without-figures`: no quantity and no amount, in a document whose items are priced;
 * - `item-without-quantity`: an amount but no quantity, so the product cannot be checked (a
 *   lump sum is not one: find-figureless-items.ts);
 * - `item-without-code`: no code, where the document's items carry codes as a rule (a code
 *   line run into the line above);
 * - `misread-code`: a code that breaks the document's own code grammar and reads as text (a
 *   wrapped description line taken for an item), or a chapter's number glued before it
 *   (`01.02 HVF12`: the heading's row ran into the item's);
 * - `item-head-in-text`: the item's words, or its chapter's title, hold an item's head (code,
 *   unit, title: `… CALLE ÁVILA m23H03I001 m. RELLENO …`): a heading line run into the line
 *   above, the item it opened lost or left without its code (find-item-heads-in-text.ts);
 * - `chapter-row-as-item`: a chapter's row read as an item: its amount is the sum of the items
 *   that follow it, so they are counted twice;
 * - `item-row-as-chapter`: the chapter an item sits in reads as an item's row left without
 *   figures (find-item-rows-as-chapters.ts): it states no total and its code has the items'
 *   shape, not the chapters'. The doubt names the chapter's first item, below its heading;
 * - `unsupported-chapter`: a chapter the document gives no evidence for
 *   (find-unsupported-chapters.ts): no item and no total of its own, or items but no total
 *   where every other chapter states its own (a running head read as a chapter, taking the
 *   items of the page under it). The doubt names its first item, or the first after it;
 * - `merged-figures`: the item's row held several figures in one cell, read as none (added
 *   by judge-reading.ts from the table stage's `merged-figures` warning).
 */
export type ReadingDoubtKind =
  | 'amount-not-product'
  | 'figure-out-of-bounds'
  | 'item-without-figures'
  | 'item-without-quantity'
  | 'item-without-code'
  | 'misread-code'
  | 'item-head-in-text'
  | 'chapter-row-as-item'
  | 'item-row-as-chapter'
  | 'unsupported-chapter'
  | 'merged-figures';

export interface ReadingDoubt {
  kind: ReadingDoubtKind;
  /** The item's position in the budget's items: where the preview takes the user. */
  item: number;
  codigo: string;
  /** A chapter's row: the positions of the first and last items its amount sums. */
  sums?: { first: number; last: number };
  /** An item row read as a chapter, or a chapter without evidence: that chapter's code. */
  chapterCode?: string;
  /** A chapter without evidence that holds no item at all. */
  emptyChapter?: boolean;
}

/** Doubts in the order of the items they are about, then by kind. */
const KIND_ORDER: Record<ReadingDoubtKind, number> = {
  'amount-not-product': 0,
  'figure-out-of-bounds': 1,
  'item-without-figures': 2,
  'item-without-quantity': 3,
  'item-without-code': 4,
  'misread-code': 5,
  'item-head-in-text': 5,
  'chapter-row-as-item': 6,
  'item-row-as-chapter': 7,
  'unsupported-chapter': 8,
  'merged-figures': 9,
};

/**
 * Every doubt about a reading's items, each naming its item. Computed from the budget
 * alone, so text, tables, PDF and .bc3 readings are doubted alike.
 */
export function findReadingDoubts(
  budget: Budget,
  documentKind: BudgetDocumentKind,
): ReadingDoubt[] {
  const { items } = budget;
  const doubts: ReadingDoubt[] = [];
  const add = (kind: ReadingDoubtKind, item: number) =>
    doubts.push({ kind, item, codigo: printedCode(items[item]!) });

  for (const index of findUnbalancedItems(items)) add('amount-not-product', index);
  for (const index of findFiguresOutOfBounds(items)) add('figure-out-of-bounds', index);
  const statesTotal =
    budget.statedTotal !== undefined ||
    (budget.chapters ?? []).some((chapter) => chapter.statedTotal !== undefined);
  const figureless = findFigurelessItems(items, documentKind, statesTotal);
  for (const index of figureless) add('item-without-figures', index);
  for (const index of findItemsWithoutQuantity(items, documentKind))
    add('item-without-quantity', index);
  for (const index of findCodelessItems(items)) add('item-without-code', index);
  const misread = new Set([
    ...findMisreadCodes(items, new Set(figureless)),
    ...findGluedChapterCodes(items, budget.chapters ?? []),
  ]);
  for (const index of [...misread].sort((a, b) => a - b)) add('misread-code', index);
  for (const index of findItemHeadsInText(items, budget.chapters ?? []))
    add('item-head-in-text', index);
  for (const { row, first, last } of findChapterRowsAsItems(items))
    doubts.push({
      kind: 'chapter-row-as-item',
      item: row,
      codigo: printedCode(items[row]!),
      sums: { first, last },
    });

  const rowsAsChapters = findItemRowsAsChapters(items, budget.chapters ?? []);
  for (const { code, firstItem } of rowsAsChapters)
    doubts.push({
      kind: 'item-row-as-chapter',
      item: firstItem,
      codigo: printedCode(items[firstItem]!),
      chapterCode: code,
    });
  const doubted = new Set(rowsAsChapters.map(({ code }) => code));
  // A .bc3 declares its chapters as concepts of their own: an empty one is the document's.
  const declared = budget.source?.format === 'bc3';
  for (const { code, item, empty } of findUnsupportedChapters(
    items,
    budget.chapters ?? [],
    doubted,
    declared,
  ))
    doubts.push({
      kind: 'unsupported-chapter',
      item,
      codigo: printedCode(items[item]!),
      chapterCode: code,
      ...(empty ? { emptyChapter: true } : {}),
    });

  return doubts.sort((a, b) => a.item - b.item || KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}
