/**
 * Stage 0 of the layout reader: a budget pasted into a single-line field loses its line
 * breaks, and the whole report becomes one line. Such a line is split back into report
 * lines where a line starts (an item code before its unit, `TOTAL`, a numbered chapter)
 * and after the quantity × price = amount run that closes an item's head line. Evidence
 * is the arithmetic: a long line is taken for a flattened paste only when it holds two
 * such runs, so a Word table row with one long description stays whole.
 */
import { roundToCents } from '../../model/money.ts';
import { isUnit, splitGluedUnit } from '../match-unit.ts';
import { readFigure, type DecimalMark } from './read-figure.ts';

/** No report line is this long (a landscape page holds ~250 characters); longer may be a flattened paste. */
export const FLATTENED_LINE_LENGTH = 1500;
/** How far after a unit-less code its quantity-price-amount run may come (the title's words). */
const MAX_TITLE_WORDS = 25;
/** A rounded quantity × price may differ from the printed amount by a cent. */
const TRIPLE_TOLERANCE = 0.011;
/** A closing run is at least code, title word, quantity, price and amount. */
const MIN_HEAD_TOKENS = 5;
/** Price-database codes are 3 to 24 characters. */
const MIN_CODE_LENGTH = 3;
const MAX_CODE_LENGTH = 24;
/** A code without unit needs letters and digits and this length to start a line alone. */
const MIN_STRONG_CODE_LENGTH = 5;

const CODE_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._]*$/;
const HAS_DIGIT = /\d/;
const HAS_LETTER = /[A-Za-z]/;
const ALL_DIGITS = /^\d+$/;
const CAPITALS_CODE = /^[A-Z][A-Z._]+$/;
const UPPER_WORD = /^[\p{Lu}][\p{Lu}\d.,/()-]*$/u;
const CHAPTER_CODE = /^\d{1,3}(?:\.\d{1,3})*$/;
/** A chapter's title word after its number has at least this many letters. */
const MIN_CHAPTER_WORD = 3;
/** `01 FASE` (two digits) or `01.04.01 PAVIMENTO` (dotted) opens a chapter; `5 PILARES` is text. */
const CHAPTER_NUMBER_DIGITS = 2;
const LOWER_START = /^\p{Ll}/u;
const LOWER_BEFORE_HYPHEN = /\p{Ll}-$/u;

type Values = readonly (number | undefined)[];

function isItemCode(token: string, mark: DecimalMark): boolean {
  if (token.length < MIN_CODE_LENGTH || token.length > MAX_CODE_LENGTH) return false;
  if (!CODE_TOKEN.test(token)) return false;
  if (HAS_DIGIT.test(token)) {
    // Figures such as 150 or 1.500 are not codes; dotted numbers such as 08.02.01 are.
    return !ALL_DIGITS.test(token) && readFigure(token, mark) === undefined;
  }
  return CAPITALS_CODE.test(token);
}

function isStrongItemCode(token: string, mark: DecimalMark): boolean {
  return (
    isItemCode(token, mark) &&
    HAS_LETTER.test(token) &&
    HAS_DIGIT.test(token) &&
    token.length >= MIN_STRONG_CODE_LENGTH
  );
}

/** True when the three figures ending at `end` multiply out: quantity × price = amount. */
function tripleAt(values: Values, end: number): boolean {
  const quantity = values[end - 2];
  const price = values[end - 1];
  const amount = values[end];
  if (quantity === undefined || price === undefined || amount === undefined) return false;
  return Math.abs(roundToCents(quantity * price) - amount) <= TRIPLE_TOLERANCE;
}

/** A long line holding at least two quantity × price = amount runs: a flattened paste. */
export function isFlattenedLine(line: string, mark: DecimalMark): boolean {
  if (line.length <= FLATTENED_LINE_LENGTH) return false;
  const values = line.split(' ').map((token) => readFigure(token, mark));
  let triples = 0;
  for (let end = 2; end < values.length && triples < 2; end++) if (tripleAt(values, end)) triples++;
  return triples >= 2;
}

/** The report lines a flattened paste was made of. */
export function unflattenLine(line: string, mark: DecimalMark): string[] {
  const tokens = line.split(' ').filter((token) => token !== '');
  const values = tokens.map((token) => readFigure(token, mark));
  const startsLine = (index: number): boolean => {
    const token = tokens[index] as string;
    const next = tokens[index + 1];
    if (next === undefined) return false;
    if (token === 'TOTAL') return true;
    if (isItemCode(token, mark) && (isUnit(next) || splitGluedUnit(next) !== undefined))
      return true;
    if (
      CHAPTER_CODE.test(token) &&
      UPPER_WORD.test(next) &&
      next.length >= MIN_CHAPTER_WORD &&
      values[index + 1] === undefined
    ) {
      return token.includes('.') || token.length === CHAPTER_NUMBER_DIGITS;
    }
    if (isStrongItemCode(token, mark) && UPPER_WORD.test(next)) {
      // A code without unit counts only if its title runs straight into a valid triple.
      for (let at = index + 1; at < tokens.length && at <= index + MAX_TITLE_WORDS; at++) {
        if (values[at] === undefined) continue;
        return tripleAt(values, at + 2);
      }
    }
    return false;
  };

  const lines: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length > 0) lines.push(current.join(' '));
    current = [];
  };
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    if (current.length > 0 && startsLine(index)) flush();
    const previous = current[current.length - 1];
    if (previous !== undefined && LOWER_BEFORE_HYPHEN.test(previous) && LOWER_START.test(token)) {
      // `encepa- dos`: the wrap hyphen survived the flattening; join the word back.
      current[current.length - 1] = previous.slice(0, -1) + token;
    } else {
      current.push(token);
    }
    const closesTotal = current[0] === 'TOTAL' && values[index] !== undefined;
    const closesHead =
      current.length >= MIN_HEAD_TOKENS &&
      tripleAt(values, index) &&
      values[index - 3] === undefined;
    if (closesTotal || closesHead) flush();
  }
  flush();
  return lines;
}
