/**
 * A budget pasted into a single-line field loses its line breaks: the whole
 * report becomes one line. This splits such a line back into report lines on
 * the patterns that start them (item code and unit, `TOTAL`, numeric chapter
 * codes) and after the quantity-price-amount run that ends an item's head line.
 */
import { isItemCode, isStrongItemCode } from './classify-line.ts';
import { isUnit, splitGluedUnit } from './match-unit.ts';
import { parseSpanishNumber } from './parse-spanish-number.ts';
import { roundToCents } from '../model/money.ts';

/** No report line is this long (a landscape page holds ~250 characters); longer means a flattened paste. */
export const FLATTENED_LINE_LENGTH = 1500;
/** How far after a unit-less code its quantity-price-amount run may come (the title's words). */
const MAX_TITLE_WORDS = 25;
/** Tolerance of quantity × price against the amount, as in the line parser. */
const TRIPLE_TOLERANCE = 0.011;

const UPPER_WORD = /^[\p{Lu}][\p{Lu}\d.,/()-]*$/u;
const CHAPTER_CODE = /^\d{1,3}(?:\.\d{1,3})*$/;
const LOWER_START = /^\p{Ll}/u;
const LOWER_BEFORE_HYPHEN = /\p{Ll}-$/u;

/**
 * A long line is a flattened paste only if it holds at least two quantity-price-amount
 * runs: a Word table row with a long description holds one, and must stay whole.
 */
export function isFlattenedLine(line: string): boolean {
  if (line.length <= FLATTENED_LINE_LENGTH) return false;
  const values = line.split(' ').map((token) => parseSpanishNumber(token));
  let triples = 0;
  for (let end = 2; end < values.length && triples < 2; end++) if (tripleAt(values, end)) triples++;
  return triples >= 2;
}

function tripleAt(values: readonly (number | undefined)[], end: number): boolean {
  const quantity = values[end - 2];
  const price = values[end - 1];
  const amount = values[end];
  if (quantity === undefined || price === undefined || amount === undefined) return false;
  return Math.abs(roundToCents(quantity * price) - amount) <= TRIPLE_TOLERANCE;
}

export function unflattenLine(line: string): string[] {
  const tokens = line.split(' ');
  const values = tokens.map((token) => parseSpanishNumber(token));
  const starts = (index: number): boolean => {
    const token = tokens[index] as string;
    const next = tokens[index + 1];
    if (next === undefined) return false;
    if (token === 'TOTAL') return true;
    if (isItemCode(token) && (isUnit(next) || splitGluedUnit(next) !== undefined)) return true;
    if (
      CHAPTER_CODE.test(token) &&
      UPPER_WORD.test(next) &&
      next.length >= 3 &&
      values[index + 1] === undefined
    ) {
      return token.includes('.') || token.length === 2;
    }
    if (isStrongItemCode(token) && UPPER_WORD.test(next)) {
      // A code without unit counts only if its title runs straight into a valid triple.
      for (let j = index + 1; j < tokens.length && j <= index + MAX_TITLE_WORDS; j++) {
        if (values[j] === undefined) continue;
        return tripleAt(values, j + 2);
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
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (current.length > 0 && starts(i)) flush();
    const previous = current[current.length - 1];
    if (previous !== undefined && LOWER_BEFORE_HYPHEN.test(previous) && LOWER_START.test(token)) {
      // `encepa- dos`: the wrap hyphen survived the flattening; join the word back.
      current[current.length - 1] = previous.slice(0, -1) + token;
    } else {
      current.push(token);
    }
    const closesTotal = current[0] === 'TOTAL' && values[i] !== undefined;
    const closesHead = current.length >= 5 && tripleAt(values, i) && values[i - 3] === undefined;
    if (closesTotal || closesHead) flush();
  }
  flush();
  return lines;
}
