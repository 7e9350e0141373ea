/**
 * Two readers read report text: the line-rule reader (fast, tuned to the Presto
 * layouts it was shown) and the layout reader (infers the layout from the document's
 * arithmetic). The document's own stated totals judge between them: a reading that
 * reproduces them is right, and the one that reproduces more of them wins.
 */
import { AMOUNT_TOLERANCE } from '../constants.ts';
import type { ParseResult } from './parse-result.ts';

/** The total reproduced outweighs any number of chapters. */
const CHAPTER_WEIGHT = 1000;
const TOTAL_WEIGHT = 1_000_000;

const equal = (a: number, b: number) => Math.abs(a - b) <= AMOUNT_TOLERANCE;

/** How many of the document's stated figures a reading reproduces, and how many it contradicts. */
function checkStated(result: ParseResult): { stated: number; matched: number; total: boolean } {
  const { budget } = result;
  let stated = 0;
  let matched = 0;
  for (const chapter of budget.chapters ?? []) {
    if (chapter.statedTotal === undefined) continue;
    stated++;
    if (equal(chapter.statedTotal, chapter.total)) matched++;
  }
  const total = budget.statedTotal !== undefined && equal(budget.statedTotal, budget.total);
  return { stated: stated + (budget.statedTotal === undefined ? 0 : 1), matched, total };
}

/**
 * True when a reading needs no second opinion: it contradicts none of the figures the
 * document states, placed every line, and found items.
 */
export function isSettled(result: ParseResult): boolean {
  const { stated, matched, total } = checkStated(result);
  const { budget, warnings } = result;
  const contradicted = stated - matched - (total ? 1 : 0) > 0;
  const failed = budget.items.length === 1 && budget.items[0]?.codigo === 'ERROR';
  return !contradicted && !failed && !warnings.some((warning) => warning.kind === 'unplaced-line');
}

/**
 * `otherStated`: how many stated figures the other reading found. A figure this reading
 * did not find counts against it like one it contradicts: otherwise a reading would win by
 * missing the chapter totals it gets wrong (or by taking the contract total for the PEM).
 */
function score(result: ParseResult, otherStated: number): number {
  const { stated, matched, total } = checkStated(result);
  const missed = Math.max(0, otherStated - stated);
  const mismatched = stated - matched - (total ? 1 : 0) + missed;
  return (total ? TOTAL_WEIGHT : 0) + CHAPTER_WEIGHT * (matched - mismatched);
}

const DIGIT = /\d/;

/** Unplaced lines that print a figure: words alone carry no amount, and one reader lists them all. */
function countUnplacedFigures(result: ParseResult): number {
  let count = 0;
  for (const warning of result.warnings)
    if (warning.kind === 'unplaced-line' && DIGIT.test(warning.text)) count++;
  return count;
}

/**
 * The better of two readings of the same text; the first when the second states nothing.
 * On a tie the one that leaves fewer lines with figures unplaced: stated totals of zero
 * cannot tell a reading that swapped an item's quantity and price (0,000 × 169,63) from the
 * right one, but the reading that could not place the figures around it can.
 */
export function chooseReading(first: ParseResult, second: ParseResult | undefined): ParseResult {
  if (!second) return first;
  const firstStated = checkStated(first).stated;
  const secondStated = checkStated(second).stated;
  if (secondStated === 0) return first;
  const secondScore = score(second, firstStated);
  const firstScore = score(first, secondStated);
  if (secondScore !== firstScore) return secondScore > firstScore ? second : first;
  return countUnplacedFigures(second) < countUnplacedFigures(first) ? second : first;
}
