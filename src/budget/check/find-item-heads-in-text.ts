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
    if (ORDER.test(code) && numberedHeadAt(words, at + 1)) return true;
  }
  return false;
}

/**
 * A measurement line's words that open with a code and hold a unit before a title in capitals
 * (`m23X39A002 Fratasado incluir … compactación. Ml ENFOSCADO BUENA VISTA`): an item's code
 * line, its description run in before the unit, read as a line measuring the item above (a
 * zero item's figures line run into it, the item it opened lost). A line's own words name a
 * place (`Planta baja`, `A deducir alcorque`), never a code and a title.
 */
export function opensWithItemHead(comment: unknown): boolean {
  if (typeof comment !== 'string') return false;
  const words = comment.trim().split(/\s+/);
  if (words.length < 3 || !CODE_WORD.test(words[0]!) || SIZE.test(words[0]!)) return false;
  for (let at = 1; at + 1 < words.length; at++)
    if (isUnit(words[at]!) && isCapitals(words[at + 1]!)) return true;
  return false;
}

/** An order number (`6`), as a sheet numbers its items. */
const ORDER = /^\d{1,4}$/;
/** Most words of an item's title: `CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC.` is one. */
const MAX_TITLE_WORDS = 12;
/** A description's first word, in sentence case: `Tubo`, `Replanteo`. */
const SENTENCE_WORD = /^\p{Lu}\p{Ll}/u;

/**
 * After an order number, a numbered sheet's item head: a title in capitals, the unit, and the
 * description opening in sentence case (`6 CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC. mes Tubo …`,
 * the unit opening the line under the title). Running text in capitals does not go on in
 * sentence case after a unit, nor does text in sentence case hold a title in capitals.
 */
function numberedHeadAt(words: readonly string[], from: number): boolean {
  let at = from;
  while (at < words.length && at - from < MAX_TITLE_WORDS && isCapitals(words[at]!)) at++;
  if (at === from || at + 1 >= words.length) return false;
  return isUnit(words[at]!) && SENTENCE_WORD.test(words[at + 1]!);
}

/** A word mostly in capitals (`PINT.PLÁST.`, `CARGA/TRAN.VERT.<30km.MAQ/CAM.ESC.`), two letters at least. */
function isCapitals(word: string): boolean {
  let upper = 0;
  let lower = 0;
  for (const character of word)
    if (/\p{Lu}/u.test(character)) upper++;
    else if (/\p{Ll}/u.test(character)) lower++;
  return upper >= 2 && upper > lower * 2 && !isUnit(word);
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
    if (item.measurements?.some((line) => opensWithItemHead(line.comment)) === true)
      found.add(index);
  });
  return [...found].sort((a, b) => a - b);
}
