/**
 * Where the document's grammar of codes (learn-item-grammar.ts) tells an item from its
 * neighbours' text and from a chapter, even when the item prints no figures. A sheet with
 * one row left blank, read as text:
 *
 *   12   CANALIZACIÓN ALUMBRADO PÚBLICO        (no figures: a row left blank)
 *        m Auxiliares CE instalado …
 *   13   TUBERÍA PVC SANEAMIENTO 315 mm
 *        m Tubería pvc …          86,00   12,10   1.040,60
 *
 * `13 TUBERÍA …` has a code of the shape the document's items use, following `12` in
 * sequence, and a title: it opens the next item, not a line of 12's description (which took
 * 13's figures, every sum agreeing, the blank row gone unseen). And a heading left without
 * figures whose code is shaped as the items' are and as no chapter's is, is an item without
 * figures, not a chapter.
 */
import {
  codeShape,
  endsMidPhrase,
  readsAsRunningText,
  similarShapes,
} from './learn-item-grammar.ts';
import type { ItemGrammar } from './learn-item-grammar.ts';
import { opensWithUnit } from './accept-item-heading.ts';
import type { LayoutLine } from './read-layout-line.ts';
import type { Heading } from './read-line-role.ts';
import type { Segment } from './read-segment-lines.ts';

const LAST_DIGITS = /(\d+)\D*$/;
const HAS_LETTER = /\p{L}/u;
const WHOLE = /^\d+$/;

/** The code's last run of digits as a number (`E02AM010` → 10, `1.2.12` → 12); NaN without one. */
function lastNumber(code: string): number {
  const match = LAST_DIGITS.exec(code);
  return match ? Number(match[1]) : Number.NaN;
}

/** `after` has the shape of `before` and a higher last number: `12` → `13`, `1.2.11` → `1.2.12`. */
function inSequence(before: string, after: string): boolean {
  if (!similarShapes(codeShape(before), codeShape(after))) return false;
  return lastNumber(after) > lastNumber(before);
}

/** A title that opens as a title does: a capital letter (`TUBERÍA …`, `Arqueta …`), not a figure or a lower-case word. */
function opensAsTitle(title: string): boolean {
  const first = title.charAt(0);
  return first !== first.toLowerCase();
}

/**
 * The heading opens the item after the open one, though the open one has no figures yet:
 * its code has the items' shape (learned from the document), the same shape as the open
 * item's and a higher last number (`12` → `13`, `E02AM010` → `E02AM020`), its title opens as
 * a title and reads as no running text, and the text above does not stop mid-phrase.
 */
export function followsInSequence(
  grammar: ItemGrammar,
  open: Segment | undefined,
  heading: Heading,
  line: LayoutLine,
  above: string | undefined,
): boolean {
  if (open === undefined || !numbersNext(open, heading, line, above)) return false;
  // A code of digits alone (`13`) is also how a number opens a wrapped line of capitals
  // (`3 CAPAS DE IMPRIMACIÓN`): it opens an item only where the text above ended its sentence.
  if (!heading.ordered && !HAS_LETTER.test(heading.code) && !(above ?? '').trimEnd().endsWith('.'))
    return false;
  // An order number and a code, the order number the open item's next (`1.1 APUG_001 …`
  // then `1.2 APUV_002 …`): the sequence itself, before the grammar has seen two items.
  if (heading.ordered && isNextNumber(open.line.word(0) ?? '', line.word(0) ?? '')) return true;
  // The open item's number is one more of that shape, though the item is not read yet.
  return grammar.fitsItemNumber(heading, line, 1);
}

/**
 * The segment's heading and the next one carry order numbers and codes, the next numbered
 * right after it (`1.1 R32.01 Pza DEMOLICIÓN …` then `1.2 G41.02 Pza SOLER. …`): two items
 * of one numbered list, though the first printed no figures and a unit the reader does not
 * know. Chapters are numbered so without a code (`1.1.- ESTRUCTURA`).
 */
export function precedesInOrder(
  segment: Segment,
  next: { heading: Heading; line: LayoutLine } | undefined,
): boolean {
  if (next === undefined || !segment.heading.ordered || !next.heading.ordered) return false;
  if (segment.heading.keywordLevel !== undefined) return false;
  return isNextNumber(segment.line.word(0) ?? '', next.line.word(0) ?? '');
}

/** `after` is `before` with its last number one more: `1.1` → `1.2`, `2.9` → `2.10`, `3` → `4`. */
function isNextNumber(before: string, after: string): boolean {
  const cut = before.lastIndexOf('.');
  const prefix = before.slice(0, cut + 1);
  if (!after.startsWith(prefix)) return false;
  const last = before.slice(cut + 1);
  const next = after.slice(cut + 1);
  return WHOLE.test(last) && WHOLE.test(next) && Number(next) === Number(last) + 1;
}

/**
 * The heading may open the item after the open one, by its own words and number (see
 * followsInSequence), though the grammar has not seen the items' numbers yet (the first item
 * of a sheet is left without figures and `2 TUBERÍA …` stands under its text) or the text
 * above ends without a stop (`m2 Enfoscado buena vista` / `2 CARGA/TRAN. …`). Where the open
 * item printed its unit opening the line under its title (`1 ARQUETA …` / `u Arqueta …`), the
 * line under this heading tells (opensWithUnit): a sheet's next item opens so too.
 */
export function awaitsUnitLine(
  open: Segment | undefined,
  heading: Heading,
  line: LayoutLine,
  above: string | undefined,
): boolean {
  return (
    open?.unitInText === true &&
    heading.unit === '' &&
    heading.title !== '' &&
    numbersNext(open, heading, line, above)
  );
}

/** A heading awaitsUnitLine held, read as the text of the segment it stands in (`under`). */
export interface HeldHeading {
  under: Segment;
  /** The segment the heading opens where the line under it shows it opens the next item. */
  next: Segment;
}

/**
 * The line under a held heading opens with a unit before words, as the first line of the
 * item it stands in did, and that item is still without figures: the held heading opens
 * the next item (`2 TUBERÍA PVC …` / `Pa Tubería …`). Returns the segment it opens, its line
 * taken back from the open item's text; else undefined.
 */
export function takeHeldHeading(
  held: HeldHeading | undefined,
  open: Segment | undefined,
  line: LayoutLine,
): Segment | undefined {
  if (held === undefined || open !== held.under || open.figureLines > 0 || open.settled)
    return undefined;
  if (open.content.at(-1) !== held.next.line || !opensWithUnit(held.next, line)) return undefined;
  if (mayFinishTitle(held) && !isNextNumber(numberOf(open), numberOf(held.next))) return undefined;
  open.content.pop();
  return held.next;
}

/** What numbers a segment in the items' sequence: its order number where it has one, else its code. */
function numberOf(segment: Segment): string {
  return segment.heading.ordered ? (segment.line.word(0) ?? '') : segment.heading.code;
}

/**
 * The held heading's title stops on a connector or a number (`500 S … JUNTAS CADA 20`), so
 * the unit opening the line under it may finish its phrase (`M DE LONGITUD.`: `CADA 20 M`)
 * as well as open the next item's text. Wrapped capitals read so: `CON 12 KG DE ACERO B` /
 * `500 S … CADA 20` / `M DE LONGITUD.` under item 31 made an item `500` of the last two
 * lines, which took 31's figures. Only the open item's next number (`28` → `29`) then opens
 * an item: a title may end in a number (`COLUMNA 6` / `m Columna de 6 m …`).
 */
function mayFinishTitle(held: HeldHeading): boolean {
  const title = held.next.heading.title;
  return endsMidPhrase(title) || WHOLE.test(title.slice(title.lastIndexOf(' ') + 1));
}

/** followsInSequence's evidence from the heading's words and number alone, before the grammar's. */
function numbersNext(
  open: Segment,
  heading: Heading,
  line: LayoutLine,
  above: string | undefined,
): boolean {
  if (open.settled || open.uncoded === true || open.figureLines > 0) return false;
  if (heading.keywordLevel !== undefined || open.heading.keywordLevel !== undefined) return false;
  if (!opensAsTitle(heading.title) || readsAsRunningText(heading)) return false;
  if (above !== undefined && endsMidPhrase(above)) return false;
  // Where items carry an order number (`1.2.11 L30NV023 …`, `1.2.12 m23A75S… …`), that is
  // the sequence; their codes need not be alike.
  if (heading.ordered !== open.heading.ordered) return false;
  const ordered = heading.ordered;
  const before = ordered ? (open.line.word(0) ?? '') : open.heading.code;
  const after = ordered ? (line.word(0) ?? '') : heading.code;
  return inSequence(before, after);
}

/**
 * A heading closed without figures, without unit or chapter keyword, whose code (and order
 * number) the document's items use and its chapters never do: an item without figures,
 * not a chapter (`1.2.12 m23G69K… D ENCOFRADO …` between priced items numbered `1.2.11`).
 */
export function isUnpricedItemHeading(
  grammar: ItemGrammar,
  heading: Heading,
  line: LayoutLine,
): boolean {
  if (heading.keywordLevel !== undefined || heading.code === '') return false;
  return grammar.fitsItemOnly(heading, line);
}
