/**
 * Which of a segment's rows is the item's own (see assemble-items.ts): among rows that
 * multiply out, the one whose quantity the measurements' partials add up to; a row whose
 * figures do not multiply out, where the item's would stand; a price the page edge cut
 * short; and the lines of figures that are no part of the item.
 */
import { roundToCents } from '../../model/money.ts';
import { NO_LINES } from './build-segment-item.ts';
import { findMeasuredRun, findPricedFigures, type PricedFigures } from './find-priced-figures.ts';
import { decimalsOf, type DecimalMark } from './infer-number-format.ts';
import {
  isFigureLine,
  isFiguresOnly,
  trailingFigureCount,
  type Figure,
  type LayoutLine,
} from './read-layout-line.ts';
import type { Heading } from './read-line-role.ts';
import {
  addsUp,
  lastValue,
  ROW_FIGURES,
  type Candidate,
  type Segment,
} from './read-segment-lines.ts';

/** The spec's five-figure line: length, width, height, partials, quantity (`2,00 3,00 0,50 4,00 2,00`). */
const SPEC_FIVE_FIGURES = 5;
/** Prices are printed to the cent: fewer decimals on a line's last figure mean the page edge cut it. */
const CENT_DECIMALS = 2;
/** Guards the truncation of a price in cents against binary fractions (29672.05 × 10). */
const CUT_EPSILON = 1e-6;

/**
 * Of a segment's rows that multiply out, the item's own: the last whose quantity the other
 * figure lines' partials add up to, else the last on a total line, else the last.
 */
export function chooseCandidate(segment: Segment): Candidate | undefined {
  const candidates = segment.candidates;
  if (candidates.length <= 1) return candidates[0];
  // The item's quantity is the sum of the partials of its other figure lines.
  let sum = 0;
  for (const content of segment.content) if (isFigureLine(content)) sum += lastValue(content);
  const matching = candidates.filter((candidate) => {
    const others = candidate.line === segment.line ? sum : sum - lastValue(candidate.line);
    return addsUp(others, candidate.priced.quantity.value);
  });
  return (
    matching.at(-1) ?? candidates.findLast((candidate) => candidate.onTotal) ?? candidates.at(-1)
  );
}

/** The last row of three or more figures where the item's own would stand: its heading line's end, or a row of figures only. */
export function unbalancedRow(segment: Segment): LayoutLine | undefined {
  const rows = segment.content.filter(
    (content) => isFiguresOnly(content) && content.figures.length >= 3,
  );
  const heading = segment.line;
  const priced = heading.figures.length >= 3 && trailingFigureCount(heading) >= 2;
  return segment.unbalanced ?? rows.at(-1) ?? (priced ? heading : undefined);
}

/** The figures of a row that does not multiply out, read where the item's stand. */
export function unbalancedFigures(
  segment: Segment,
  row: LayoutLine,
  priceFirst: boolean,
): PricedFigures {
  // pyCost prints the quantity after the code, the price and amount at the end.
  const figures =
    row === segment.line && trailingFigureCount(row) < 3
      ? [row.figures[0], ...row.figures.slice(-2)]
      : row.figures.slice(-3);
  const [first, second, amount] = figures as [Figure, Figure, Figure];
  const [quantity, price] = priceFirst ? [second, first] : [first, second];
  return { quantity, price, amount };
}

/**
 * Under an item whose row is on its heading line (`m23U02BZ010 m3 EXCAVACIÓN … 1,20 34,33
 * 41,20`), lines of whole numbers only (`63 63`, a page number) whose partials do not add
 * up to the item's quantity are neither its measurements nor its text: the caller shows them
 * as unplaced, never read into the item.
 */
export function strayFigureLines(
  segment: Segment,
  chosen: Candidate,
  mark: DecimalMark,
): ReadonlySet<LayoutLine> {
  if (chosen.line !== segment.line) return NO_LINES;
  const figureLines = segment.content.filter((content) => isFigureLine(content));
  const sum = figureLines.reduce((total, content) => total + lastValue(content), 0);
  if (figureLines.length === 0 || addsUp(sum, chosen.priced.quantity.value)) return NO_LINES;
  const stray = new Set<LayoutLine>();
  for (const content of figureLines) {
    const whole =
      isFiguresOnly(content) && content.figures.every((figure) => !figure.printed.includes(mark));
    if (!whole) continue;
    stray.add(content);
  }
  return stray;
}

/** Where a five-figure row stands for the item's figures, the spec's line rather than a measurement. */
export function isFiveFigureLine(segment: Segment, line: LayoutLine): boolean {
  return (
    segment.candidates.length === 0 &&
    segment.heading.unit !== '' &&
    isFiguresOnly(line) &&
    line.figures.length === SPEC_FIVE_FIGURES &&
    findMeasuredRun(line.figures) !== 0
  );
}

/** The line ends in a quantity and a price the page edge cut short (`… DE 1,00 29.672,0`). */
export function endsInCutRow(line: LayoutLine, mark: DecimalMark): boolean {
  const last = line.figures[line.figures.length - 1];
  return (
    trailingFigureCount(line) === 2 &&
    last !== undefined &&
    last.printed.includes(mark) &&
    decimalsOf(last.printed, mark) < CENT_DECIMALS
  );
}

/**
 * `APUI_V_mU16MSCU6416 SUMINISTRO … DE 1,00 29.672,0`, then lines later `29.672,05` alone:
 * the page edge cut the item's price short and its amount off. The amount alone is the
 * item's own where it divided by the printed quantity is the printed price with the cut
 * decimals back (29.672,05 / 1,00 cut to one decimal is 29.672,0).
 */
export function rowOfCutPrice(
  segment: Segment,
  line: LayoutLine,
  mark: DecimalMark,
): PricedFigures | undefined {
  const [amount] = line.figures;
  const heading = segment.line;
  if (segment.candidates.length > 0 || line.figures.length !== 1 || amount === undefined)
    return undefined;
  if (trailingFigureCount(heading) !== 2) return undefined;
  const [quantity, cut] = heading.figures.slice(-2) as [Figure, Figure];
  const decimals = decimalsOf(cut.printed, mark);
  if (decimals >= CENT_DECIMALS || quantity.value === 0) return undefined;
  const price = roundToCents(amount.value / quantity.value);
  const scale = 10 ** decimals;
  if (Math.floor(price * scale + CUT_EPSILON) / scale !== cut.value) return undefined;
  return { quantity, price: { ...cut, value: price }, amount };
}

/** The partial of a measurement printed at the end of an item's heading line (`CASETA 1 12,55 4,55 3,00 171,31`). */
function partialOnHeading(line: LayoutLine): number {
  if (trailingFigureCount(line) < 2) return 0;
  const run = findMeasuredRun(line.figures);
  const first = line.figures[run];
  if (first === undefined || first.token < line.tokenCount - trailingFigureCount(line)) return 0;
  return lastValue(line);
}

/**
 * `01.02 01EW10100 UD DESMONTADO … 5 5,00 171,31 4,50 770,90`: an item heading whose line
 * ends in figures that multiply out, where the quantity is what the open item's
 * measurements add up to (171,31) and the open item met no figures of its own. Those
 * figures are the open item's row, printed late by the extraction; the heading keeps the
 * rest of its line. Returns the line the heading is to be read from.
 */
export function takeRowOfOpenItem(
  segment: Segment | undefined,
  line: LayoutLine,
  heading: Heading,
  priceFirst: boolean,
): LayoutLine {
  if (!segment || segment.settled || segment.candidates.length > 0 || heading.unit === '')
    return line;
  const row = line.figures.slice(-ROW_FIGURES);
  if (row.length < ROW_FIGURES || trailingFigureCount(line) < ROW_FIGURES) return line;
  const priced = findPricedFigures(row, priceFirst);
  if (!priced) return line;
  const measured = segment.partials + partialOnHeading(segment.line);
  if (measured === 0 || !addsUp(measured, priced.quantity.value)) return line;
  segment.candidates.push({ line, priced, onTotal: false });
  segment.settled = true;
  const end = (row[0] as Figure).token;
  return line.withWords(
    line.tokens.slice(0, end),
    line.figures.filter((figure) => figure.token < end),
  );
}
