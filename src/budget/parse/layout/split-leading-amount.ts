/**
 * Stage 1c of the layout reader: where a page edge cut an item's amount off its line, the
 * extraction may print it at the start of the next item's heading
 * (`29.672,05 APUI_V_mU16NROU2009SUMINISTRO … 1,00 31.860,16 31.860,16`). Such a line is two
 * report lines: the amount alone, then the heading. Evidence: the line opens with an amount
 * (a figure with decimals), and what follows reads as a heading ending in its own
 * quantity × price = amount.
 */
import { findPricedFigures } from './find-priced-figures.ts';
import type { DecimalMark } from './infer-number-format.ts';
import { trailingFigureCount, type Figure, type LayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';

/** The amount, a code and at least one word, then quantity, price and amount. */
const MIN_TOKENS = 6;
/** The heading's own row: quantity, price and amount. */
const ROW_FIGURES = 3;

/** The amount and the heading the line holds; undefined for any other line. */
export function splitLeadingAmount(
  line: LayoutLine,
  mark: DecimalMark,
): [string, string] | undefined {
  // Indexed, not destructured: every line comes here, and most have no figure at all. The
  // token is asked of `amount` once it is known to be there, not as `amount?.token`: a value
  // that may be undefined was compared by a call for every line. The rest is a function of
  // its own, so that this test is small enough for the compiler to write it into the caller.
  const amount = line.figures[0];
  if (amount === undefined || amount.token !== 0 || line.tokenCount < MIN_TOKENS) return undefined;
  return splitAfterAmount(line, amount, mark);
}

/** splitLeadingAmount of a line of MIN_TOKENS words or more whose first word is a figure, `amount`. */
function splitAfterAmount(
  line: LayoutLine,
  amount: Figure,
  mark: DecimalMark,
): [string, string] | undefined {
  if (line.figures[1]?.token === 1) return undefined;
  if (!amount.printed.includes(mark) || trailingFigureCount(line) < ROW_FIGURES) return undefined;
  if (!findPricedFigures(line.figures.slice(-ROW_FIGURES))) return undefined;
  const rest = line.withWords(
    line.tokens.slice(1),
    line.figures.slice(1).map((figure) => ({ ...figure, token: figure.token - 1 })),
  );
  const role = readLineRole(rest);
  if (role.kind !== 'heading' || role.heading.keywordLevel !== undefined) return undefined;
  return [amount.printed, rest.text];
}
