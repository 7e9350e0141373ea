import type { BudgetChapter, BudgetItem } from '../model/budget.ts';
import { isUnit } from '../parse/match-unit.ts';

/** A code's word: letters, digits and `_`, `-`, `.`, with a letter and a digit (`KWC01`). */
const CODE_WORD = /^(?=.*\p{L})(?=.*\d)[\p{L}\d_.-]{3,}$/u;
/** `60x60`, `10x20cm`: a size in a title, not a code. */
const SIZE = /^\d+(?:[.,]\d+)?x\d/i;
/** A title's first word: a capital and another letter (`RELLENO`, `Colocación`). */
const TITLE_WORD = /^\p{Lu}\p{L}/u;

/**
 * Whether text holds an item's head, its code, unit and title, read as words (`… EN CALLE
 * ÁVILA m23H03I001 m. RELLENO TRASDÓS`, `… TENERIFE 1 KWC01 m2/d ENFOSCADO`, `0,00 444,61
 * 0,00 A04.03 Pa ALQUILER CASETA`): an item's heading line ran into the line above it, a
 * chapter's heading or the last line of the item before, and was read as that line's words.
 * The item it opened is lost (its figures taken by the item above, or its code by nothing),
 * while every sum still agrees. A title's words do not read so: a size is no code (`60x60 m2
 * Gres`), a unit follows a figure (`de 15 cm`), and a code of the document cited in a
 * description stands without its unit.
 */
export function holdsItemHead(text: string): boolean {
  const words = text.trim().split(/\s+/);
  for (let at = 0; at + 2 < words.length; at++) {
    const code = words[at]!;
    if (
      CODE_WORD.test(code) &&
      !SIZE.test(code) &&
      isUnit(words[at + 1]!) &&
      TITLE_WORD.test(words[at + 2]!)
    )
      return true;
  }
  return false;
}

/**
 * Items whose own words hold another item's head (holdsItemHead), and the first item of each
 * chapter whose title holds one (the head of that item, run into the chapter's heading: the
 * item left without code, or with a word of its description for one). Positions in order.
 */
export function findItemHeadsInText(
  items: readonly BudgetItem[],
  chapters: readonly BudgetChapter[],
): number[] {
  const found = new Set<number>();
  const headed = new Set(
    chapters
      .filter((chapter) => typeof chapter.title === 'string' && holdsItemHead(chapter.title))
      .map((chapter) => chapter.code),
  );
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const chapter = item.chapterCode;
    if (chapter !== undefined && headed.has(chapter) && !seen.has(chapter)) {
      seen.add(chapter);
      found.add(index);
    }
    if (typeof item.resumen === 'string' && item.resumen.split('\n').some(holdsItemHead))
      found.add(index);
  });
  return [...found].sort((a, b) => a - b);
}
