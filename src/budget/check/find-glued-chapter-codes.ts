import type { BudgetChapter, BudgetItem } from '../model/budget.ts';
import { numberKey } from '../parse/layout/build-chapter-tree.ts';
import { isUnit } from '../parse/match-unit.ts';
import { printedCode } from './printed-fields.ts';

/**
 * A chapter's number glued before an item's code (`01.02 HVF12`, `1 PIN010`): the chapter's
 * heading row ran into the item's row, and the chapter was lost with it (its items were
 * counted in the chapter above, its stated total unread). A code that opens with a token of
 * digits and dots and goes on with one holding a letter; or, after a zero-padded number that
 * only a chapter's is (`01 1`: an order sheet's chapter `01` run into its item `1`), with one
 * of digits.
 */
const GLUED = /^(\d+(?:\.\d+)*)\s+(?=\S*\p{L})\S+$/u;
const GLUED_NUMBER = /^(0\d*(?:\.\d+)*)\s+\d+(?:\.\d+)*$/;
/**
 * A document may number its codes so (`1 A`): only a few such codes among the rest, at most
 * one in ten, are glued ones.
 */
const MAX_SHARE_GLUED = 0.1;

/** The number a code opens with, where the code reads as a chapter's number glued to another. */
function gluedNumber(code: string): string | undefined {
  return (GLUED.exec(code) ?? GLUED_NUMBER.exec(code) ?? GLUED_AFTER.exec(code))?.[1];
}

/**
 * A sheet that types the code last (`… | DJE10` then the chapter's `01.02 | …` row run into
 * it): a code of letters and digits, then a chapter's number, dotted or zero-padded
 * (`DJE10 01.02`). A code's own number after a word (`CANALETA 2`, `KAL 515`) is neither.
 */
const GLUED_AFTER = /^(?=\S*\p{L})(?=\S*\d)\S+\s+(0\d*(?:\.\d+)*|\d+(?:\.\d+)+)$/u;

/**
 * The glued number of the first line of `words` that is a glued code alone, the code one of
 * letters and digits that is no unit (`01 APUG_001`): a description wraps onto lines such as
 * `500 S.` (`… ACERO B` / `500 S.`) or `10 M2`, which are words, not codes.
 */
function gluedLineNumber(words: string): string | undefined {
  for (const line of words.split('\n')) {
    const text = line.trim();
    const number = gluedNumber(text);
    if (number === undefined) continue;
    const code = text.slice(number.length).trim();
    if (CODE_WORD.test(code) && /\d/.test(code) && !isUnit(code)) return number;
  }
  return undefined;
}

/** A code's word: letters, digits and `_`, `-`, `.`, with a letter. */
const CODE_WORD = /^(?=.*\p{L})[\p{L}\d_.-]+$/u;

/**
 * Items whose code reads as a chapter's number glued to the item's own code. Where every
 * item's code reads so (a budget of one item), the document may number its codes that way,
 * unless no chapter of the reading bears that number: then the chapter it names was lost. A
 * glued code left in an item's words is never the document's own code.
 */
export function findGluedChapterCodes(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[] = [],
): number[] {
  const glued: number[] = [];
  const numbers: string[] = [];
  /** Items without code whose words hold the glued code: never the document's own codes. */
  const inWords = new Set<number>();
  items.forEach((item, index) => {
    const code = printedCode(item);
    // An item without code whose words hold such a line alone (`…diámetro.` / `01 APUG_001`):
    // the glued code, unread as one, went into the description.
    const number = code === '' ? gluedLineNumber(String(item.resumen ?? '')) : gluedNumber(code);
    if (number === undefined) return;
    glued.push(index);
    numbers.push(number);
    if (code === '') inWords.add(index);
  });
  if (glued.length > Math.max(1, Math.floor(items.length * MAX_SHARE_GLUED))) return [];
  if (items.length - glued.length >= 1) return glued;
  const read = new Set(chapters.map((chapter) => numberKey(chapter.code)));
  return glued.filter((index, at) => inWords.has(index) || !read.has(numberKey(numbers[at]!)));
}
