/**
 * Two readers read report text: the line-rule reader (fast, tuned to the Presto
 * layouts it was shown) and the layout reader (infers the layout from the document's
 * arithmetic). The document's own stated totals judge between them: a reading that
 * reproduces them is right, and the one that reproduces more of them wins.
 */
import { AMOUNT_TOLERANCE } from '../constants.ts';
import type { ParseResult } from './parse-result.ts';

/** Each stated figure reproduced outweighs any number of unplaced lines. */
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

/** True when every figure the document states is reproduced, and it states some. */
export function reconciles(result: ParseResult): boolean {
  const { stated, matched, total } = checkStated(result);
  return total && matched + 1 === stated;
}

function score(result: ParseResult): number {
  const { stated, matched, total } = checkStated(result);
  const mismatched = stated - matched - (total ? 1 : 0);
  const unplaced = result.warnings.filter((warning) => warning.kind === 'unplaced-line').length;
  return (total ? TOTAL_WEIGHT : 0) + CHAPTER_WEIGHT * (matched - mismatched) - unplaced;
}

/** The better of two readings of the same text; the first on a tie or when the second states nothing. */
export function chooseReading(first: ParseResult, second: ParseResult | undefined): ParseResult {
  if (!second || checkStated(second).stated === 0) return first;
  return score(second) > score(first) ? second : first;
}
