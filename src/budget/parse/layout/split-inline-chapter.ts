/**
 * Stage 1b of the layout reader: old PDF text sometimes prints a chapter heading inside
 * the first item's heading line, between the item's order number and code and its unit
 * (`01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES M3 DEMOLICIÓN EDIFICIO`). Such a line is
 * two report lines: the chapter's heading, then the item's.
 */
import { unitOf } from './read-line-role.ts';
import type { LayoutLine } from './read-layout-line.ts';
import { startsWithDigit } from './characters.ts';

const ORDER_NUMBER = /^\d{1,3}(?:\.\d{1,3})*$/;
const CHAPTER_KEYWORD = /^(?:sub)*cap[ií]tulo:?$/i;
/** The length of the shortest keyword, `capítulo`. */
const KEYWORD_LENGTH = 8;
const HAS_DIGIT = /\d/;
const HAS_CAPITAL = /[A-Z]/;
/** Order number, code, keyword, chapter code: the chapter's title starts after them. */
const TITLE_START = 4;
/** A chapter title runs at most this many words before the item's unit. */
const MAX_CHAPTER_TITLE_WORDS = 14;

/**
 * The chapter heading and the item heading the line holds, in reading order; undefined
 * for any other line. The item's unit is the first unit printed in capitals after the
 * chapter's code: the heading's own words are capitals too, but never `M2` or `UD`.
 */
export function splitInlineChapter(line: LayoutLine): [string, string] | undefined {
  // Order number, code, keyword and a word at least (`tokens[3]` below): a row of three
  // figures is told by its count. The order number opens the line: most other lines are
  // told by their first character. Every printed line is asked, and nearly all are turned
  // down here: the rest is a function of its own, so that this test is small enough for the
  // compiler to write it into the caller (the whole was too long, a call per line).
  if (line.tokenCount < TITLE_START || !startsWithDigit(line.text)) return undefined;
  return splitAfterOrderNumber(line);
}

/** splitInlineChapter of a line of four words or more that opens with a digit. */
function splitAfterOrderNumber(line: LayoutLine): [string, string] | undefined {
  const keyword = line.word(2);
  if (keyword === undefined || keyword.length < KEYWORD_LENGTH || !CHAPTER_KEYWORD.test(keyword))
    return undefined;
  const tokens = line.tokens;
  const [order = '', code = ''] = tokens;
  if (!ORDER_NUMBER.test(order) || !HAS_DIGIT.test(code) || tokens[3] === undefined)
    return undefined;
  const last = Math.min(tokens.length - 1, TITLE_START + MAX_CHAPTER_TITLE_WORDS);
  for (let at = TITLE_START; at <= last; at++) {
    const token = tokens[at] as string;
    if (token !== token.toUpperCase() || !HAS_CAPITAL.test(token)) continue;
    if (unitOf(token) === undefined) continue;
    const chapter = tokens.slice(2, at).join(' ');
    const item = [order, code, ...tokens.slice(at)].join(' ');
    return [chapter, item];
  }
  return undefined;
}
