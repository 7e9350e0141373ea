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
import { trailingFigureCount, type LayoutLine } from './read-layout-line.ts';
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
  // Indexed, not destructured: every line comes here, and most have no figure at all.
  const amount = line.figures[0];
  const next = line.figures[1];
  if (amount?.token !== 0 || line.tokenCount < MIN_TOKENS || next?.token === 1) return undefined;
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
