import type { BudgetItem } from '../model/budget.ts';
import { printedCode } from './printed-fields.ts';

/**
 * A chapter's number glued before an item's code (`01.02 HVF12`, `1 PIN010`): the chapter's
 * heading row ran into the item's row, and the chapter was lost with it (its items were
 * counted in the chapter above, its stated total unread). A code that opens with a token of
 * digits and dots and goes on with one holding a letter.
 */
const GLUED = /^\d+(?:\.\d+)*\s+(?=\S*\p{L})\S+$/u;
/**
 * A document may number its codes so (`1 A`): only a few such codes among the rest, at most
 * one in ten, are glued ones.
 */
const MAX_SHARE_GLUED = 0.1;

/** Items whose code reads as a chapter's number glued to the item's own code. */
export function findGluedChapterCodes(items: readonly BudgetItem[]): number[] {
  const glued: number[] = [];
  items.forEach((item, index) => {
    if (GLUED.test(printedCode(item))) glued.push(index);
  });
  return glued.length <= Math.max(1, Math.floor(items.length * MAX_SHARE_GLUED)) &&
    items.length - glued.length >= 1
    ? glued
    : [];
}
