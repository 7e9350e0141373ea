/**
 * Stage 2a of the layout reader: the document's number format, decided from the
 * document itself. Every figure printed with two or three decimals votes for the
 * decimal mark it uses (`1.210,00` and `12,18` for the comma, `13235.940` and `2.54`
 * for the point); codes such as `01.01.01` do not vote because they are not standalone.
 */
import { findPricedFigures, type PricedFigures } from './find-priced-figures.ts';
import { EURO_BY_FIGURE, readFigure, type DecimalMark, type Figure } from './read-figure.ts';

/** The mark is the format this stage infers; the type lives with the figure reader. */
export type { DecimalMark } from './read-figure.ts';

/** A standalone figure with a decimal comma: `1.210,00`, `12,18`, `-0,44`, `56708915,65`. */
const COMMA_FIGURE = /(?<![\w.,])-?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{1,3}(?![\w.,])/g;
/** A standalone figure with a decimal point: `13235.940`, `2.54`, `1,234.50`. */
const POINT_FIGURE = /(?<![\w.,])-?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2,3}(?![\w.,])/g;
/**
 * Figures of those that read both ways: one to three digits, the mark, three digits
 * (`12,500` is 12,5 or 12500; `56.000` is 56 or 56000, `GRÚA DE 56.000 KG` in a text
 * printed without thousands separators). They vote only where no figure reads one way.
 */
const AMBIGUOUS_COMMA = /(?<![\w.,])-?\d{1,3},\d{3}(?![\w.,])/g;
const AMBIGUOUS_POINT = /(?<![\w.,])-?\d{1,3}\.\d{3}(?![\w.,])/g;

/**
 * Matches of `pattern` in `part`. The part is a slice of its own, not a range of the whole
 * text: a search for a rare figure (a point in a comma document) would otherwise run on
 * past the range to the text's end, for every part.
 */
function countMatches(part: string, pattern: RegExp): number {
  let count = 0;
  pattern.lastIndex = 0;
  // `test` moves on as `exec` does, without making a match array for every figure.
  while (pattern.test(part)) count++;
  return count;
}

/** The text is read for figures in parts of this many characters, each ending at a line's end. */
const PART_LENGTH = 65_536;
/** Figures enough, and one mark this many times as frequent as the other: the vote is decided. */
const DECIDING_VOTES = 400;
const DECIDING_SHARE = 8;

/**
 * The decimal mark most figures of `text` use; the comma (Spanish reports) on a tie.
 * Figures that read only one way decide; those that read both ways (AMBIGUOUS_COMMA) only
 * where there are none. Counted part by part, and no further once hundreds of figures have
 * voted eight to one (a document keeps one number format): a long text costs what its first
 * pages cost.
 */
export function inferDecimalMark(text: string): DecimalMark {
  let comma = 0;
  let point = 0;
  let ambiguousComma = 0;
  let ambiguousPoint = 0;
  for (let start = 0; start < text.length;) {
    let end = text.indexOf('\n', Math.min(start + PART_LENGTH, text.length));
    if (end < 0) end = text.length;
    // A figure holds no line break, so a part ending at a line's end cuts none.
    const part = text.slice(start, end);
    const commaAmbiguous = countMatches(part, AMBIGUOUS_COMMA);
    const pointAmbiguous = countMatches(part, AMBIGUOUS_POINT);
    ambiguousComma += commaAmbiguous;
    ambiguousPoint += pointAmbiguous;
    comma += countMatches(part, COMMA_FIGURE) - commaAmbiguous;
    point += countMatches(part, POINT_FIGURE) - pointAmbiguous;
    const votes = comma + point;
    if (
      votes >= DECIDING_VOTES &&
      Math.max(comma, point) >= DECIDING_SHARE * Math.min(comma, point)
    )
      break;
    start = end + 1;
  }
  if (comma + point === 0) return ambiguousPoint > ambiguousComma ? '.' : ',';
  return point > comma ? '.' : ',';
}

/** Decimals printed after the mark (`5211.000` → 3). */
export function decimalsOf(token: string, mark: DecimalMark): number {
  const at = token.lastIndexOf(mark);
  return at < 0 ? 0 : token.length - at - 1;
}

/** A figure printed the Spanish way (the model's printed quantities are Spanish): `5211.000` → `5.211,000`. */
export function toSpanishFigure(token: string, mark: DecimalMark): string {
  if (mark === ',') return token;
  const negative = token.startsWith('-');
  const plain = (negative ? token.slice(1) : token).replace(/,/g, '');
  const [whole = '', fraction] = plain.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** The end of a figure grouped by spaces: three digits and the decimals (`345,67`). */
const GROUP_END: Record<DecimalMark, RegExp> = { ',': /^\d{3},\d+$/, '.': /^\d{3}\.\d+$/ };
const GROUP_MIDDLE = /^\d{3}$/;
/** A thousands head has no leading zero (`01 115 935,06` is a code and a figure). */
const GROUP_HEAD = /^-?[1-9]\d{0,2}$/;
/**
 * The last group of a figure grouped by the other mark (`4.567,8` of `1.234.567,89` in a
 * comma document): thousands are not spaced. Fixed-length patterns: a long chain of groups
 * costs no backtracking.
 */
const MARK_GROUPED: Record<DecimalMark, RegExp> = { ',': /\d\.\d{3},\d/, '.': /\d,\d{3}\.\d/ };
/** A digit, a space of any width, three digits and the decimal mark: a figure that may be grouped. */
const SPACED_GROUP: Record<DecimalMark, RegExp> = {
  ',': /\d[ \u00a0\u202f]\d{3},\d/g,
  '.': /\d[ \u00a0\u202f]\d{3}\.\d/g,
};
/** Above this many ways to group a line's figures, the line is grouped whole (nothing real comes near). */
const MAX_GROUPINGS = 64;
const WHITE_SPACE = /\s+/;

/**
 * A run of tokens that may be one spaced figure: `head` (1–3 digits), 3-digit groups, `end`
 * (3 digits and decimals). `last` is the last token the joined part may start at: a group
 * with a leading zero (`085,22`, `000`) is no figure of its own, so no reading leaves it, or
 * any group before it, standing alone (`8 085,22` is 8.085,22, never 8 and 85,22).
 */
interface SpacedRun {
  head: number;
  end: number;
  last: number;
}

function findSpacedRuns(tokens: readonly string[], mark: DecimalMark): SpacedRun[] {
  const runs: SpacedRun[] = [];
  for (let end = 1; end < tokens.length; end++) {
    if (!GROUP_END[mark].test(tokens[end] as string)) continue;
    let head = end - 1;
    while (head > 0 && GROUP_MIDDLE.test(tokens[head] as string)) head--;
    if (!GROUP_HEAD.test(tokens[head] as string)) head++;
    if (head >= end) continue;
    let last = head;
    while (last < end && !(tokens[last + 1] as string).startsWith('0')) last++;
    runs.push({ head, end, last });
  }
  return runs;
}

/** The run has a group with a leading zero: only the spaced reading reads it (`8 085,22`). */
function hasZeroLedGroup(run: SpacedRun): boolean {
  return run.last < run.end;
}

/** The tokens with each run joined from its chosen start (`start === end`: not joined). */
function joinRuns(
  tokens: readonly string[],
  runs: readonly SpacedRun[],
  starts: readonly number[],
  mark: DecimalMark,
): string[] {
  const thousands = mark === ',' ? '.' : ',';
  const joined: string[] = [];
  let at = 0;
  runs.forEach((run, index) => {
    const start = starts[index] as number;
    while (at < start) joined.push(tokens[at++] as string);
    joined.push(tokens.slice(start, run.end + 1).join(thousands));
    at = run.end + 1;
  });
  while (at < tokens.length) joined.push(tokens[at++] as string);
  return joined;
}

/** An item's row ends its line: only the last tokens are searched for one (a long line stays cheap). */
const ROW_TOKENS = 24;

/** The figures of the line's item row, its amount ending the line (`01 × 115 = 115` before `935,06` is none). */
function pricedRowOf(tokens: readonly string[], mark: DecimalMark): PricedFigures | undefined {
  const figures: Figure[] = [];
  for (let token = Math.max(0, tokens.length - ROW_TOKENS); token < tokens.length; token++) {
    const printed = tokens[token] as string;
    const value = readFigure(printed, mark);
    if (value !== undefined) figures.push({ value, printed, token, cell: -1 });
  }
  const row = findPricedFigures(figures);
  return row?.amount.token === tokens.length - 1 ? row : undefined;
}

/** The line ends in an amount that two figures before it multiply out to. */
function multiplies(tokens: readonly string[], mark: DecimalMark): boolean {
  return pricedRowOf(tokens, mark) !== undefined;
}

/**
 * The line ends in an item's row with no other figure among its three: a split that leaves
 * a head over inside the row (`2,68 269,36 10 721,88`, 2,68 × 269,36 = 721,88 with `10` left
 * between price and amount) explains the row by dropping a figure it prints, so it is no
 * reading of the row (there, an amount of 10.721,88 that does not multiply out).
 */
function multipliesAlone(tokens: readonly string[], mark: DecimalMark): boolean {
  const row = pricedRowOf(tokens, mark);
  if (row === undefined) return false;
  const first = Math.min(row.quantity.token, row.price.token);
  for (let token = first + 1; token < row.amount.token; token++)
    if (
      token !== row.quantity.token &&
      token !== row.price.token &&
      readFigure(tokens[token] as string, mark) !== undefined
    )
      return false;
  return true;
}

/**
 * The line multiplies out with a factor other than one or zero: `1 × 563,50 = 563,50` is what
 * any figure printed twice reads as when the thousands head of the first is cut off
 * (`1 563,50 1 563,50`, a measurement's subtotal in two columns), and `0 × 20 = 0,00` what an
 * item measured 0 reads as with its price's head cut off (`0,00 20 890,27 0,00`, the head
 * then left over between quantity and price), so neither tells anything.
 */
function multipliesByMoreThanOne(tokens: readonly string[], mark: DecimalMark): boolean {
  const row = pricedRowOf(tokens, mark);
  return (
    row !== undefined &&
    row.quantity.value !== 1 &&
    row.price.value !== 1 &&
    row.quantity.value !== 0 &&
    row.price.value !== 0
  );
}

/**
 * The tokens of a line whose thousands are grouped by spaces, each spaced figure made one
 * token grouped by the other mark (`1 780,68` → `1.780,68`). Where the spaces are
 * ambiguous (`2 100,00` may be `2` and `100,00`), the grouping whose figures multiply out
 * (quantity × price = amount) wins; else every run is grouped whole.
 */
export function groupSpacedThousands(tokens: string[], mark: DecimalMark): string[] {
  const runs = findSpacedRuns(tokens, mark);
  if (runs.length === 0) return tokens;
  const whole = joinRuns(
    tokens,
    runs,
    runs.map((run) => run.head),
    mark,
  );
  let count = 1;
  for (const run of runs) count *= run.last - run.head + 1;
  if (count > MAX_GROUPINGS || multiplies(whole, mark)) return whole;
  // Every other grouping, each run from its head (whole) to its last start (see SpacedRun).
  for (let index = 1; index < count; index++) {
    let rest = index;
    const starts = runs.map((run) => {
      const options = run.last - run.head + 1;
      const start = run.head + (rest % options);
      rest = Math.floor(rest / options);
      return start;
    });
    const grouped = joinRuns(tokens, runs, starts, mark);
    // A product by one or zero tells nothing (multipliesByMoreThanOne): `1 444 444,00` is no
    // 1 × 444 = 444,00, nor `1 563,50 1 563,50` 1 × 563,50 = 563,50.
    if (multipliesAlone(grouped, mark) && multipliesByMoreThanOne(grouped, mark)) return grouped;
  }
  return whole;
}

/**
 * True when the document groups thousands with spaces (`12 345,67`, also with no-break
 * spaces): no figure groups them with the other mark, and more lines multiply out only
 * when their spaced figures are read whole than refuse to (a product by one or zero, read
 * apart, refuses nothing: see multipliesByMoreThanOne), a line with a group no figure can
 * start (`8 085,22`: see SpacedRun) counting as one read whole. Each line is read as the line
 * reader reads it, a `€` printed with a figure dropped.
 */
export function inferSpacedThousands(text: string, mark: DecimalMark): boolean {
  const spaced = SPACED_GROUP[mark];
  spaced.lastIndex = 0;
  if (!spaced.test(text)) return false;
  if (MARK_GROUPED[mark].test(text)) return false;
  let confirmed = 0;
  let lineEnd = -1;
  spaced.lastIndex = 0;
  for (let match = spaced.exec(text); match !== null; match = spaced.exec(text)) {
    if (match.index < lineEnd) continue;
    const lineStart = text.lastIndexOf('\n', match.index) + 1;
    lineEnd = text.indexOf('\n', match.index);
    if (lineEnd < 0) lineEnd = text.length;
    // The line as the line reader reads it: a `€` printed with a figure is dropped, so
    // `731,95 560,34 € 410 140,86 €` ends in its amount.
    const tokens = text
      .slice(lineStart, lineEnd)
      .replace(EURO_BY_FIGURE, ' ')
      .trim()
      .split(WHITE_SPACE);
    const runs = findSpacedRuns(tokens, mark);
    // `7,86 100,25 787,97`: a space before three digits, but no run a figure may be grouped
    // in (a figure with decimals is no head), so nothing to tell.
    if (runs.length === 0) {
      spaced.lastIndex = lineEnd;
      continue;
    }
    const whole = joinRuns(
      tokens,
      runs,
      runs.map((run) => run.head),
      mark,
    );
    const apart = multipliesByMoreThanOne(tokens, mark);
    if (runs.some(hasZeroLedGroup)) confirmed++;
    else if (multiplies(whole, mark) && !apart) confirmed++;
    // Read apart, the row multiplies only by leaving a head inside it (`5,00 27,31 10
    // 136,55`): only the whole reading reads every figure the row prints.
    else if (apart && !multipliesAlone(tokens, mark)) confirmed++;
    else if (apart) confirmed--;
    spaced.lastIndex = lineEnd;
  }
  return confirmed > 0 || (confirmed === 0 && voteOfTotals(text, mark) > 0);
}

/**
 * Where no row tells, the totals may: a spaced figure ending a line that is no row, read
 * whole (`Total capítulo 01 … 1 726,21`) or apart (`TOTAL CAPÍTULO 1 726,21`), against the
 * sum of the amounts of the rows above it (all of them, or those since the last total). A
 * budget of two items of 728,96 and 997,25 prints no spaced figure but its totals. +1 for
 * each total that only the whole reading adds up to, -1 for each only the split one does.
 * Measurements that multiply out (`1 2,73 2,88 7,86`) are no amounts: rows whose partials
 * the next row's quantity adds up (`7,86 100,25 787,97`) leave the sums.
 */
/** A line ending in a figure that may be grouped by spaces (`… 1 726,21 €`), its head standing alone. */
const SPACED_LINE_END: Record<DecimalMark, RegExp> = {
  ',': /(?:^|[ \t])-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d+(?:[ \u00a0]?€)?[ \t\r]*$/gm,
  '.': /(?:^|[ \t])-?\d{1,3}(?:[ \u00a0\u202f]\d{3})+\.\d+(?:[ \u00a0]?€)?[ \t\r]*$/gm,
};
/** Rows a measurement's partials may run to: the last rows are searched no further back. */
const MAX_PARTIALS = 64;

/**
 * The last rows of `rows` whose amounts add up to `quantity` (cents), taken off `rows`:
 * the measurements of the row that quantity is of. Their sum, 0 where none do.
 */
function partialsOf(rows: number[], quantity: number): number {
  let sum = 0;
  for (let count = 1; count <= Math.min(rows.length, MAX_PARTIALS); count++) {
    sum += rows[rows.length - count] as number;
    if (sum === quantity && quantity !== 0) {
      rows.length -= count;
      return sum;
    }
  }
  return 0;
}

function voteOfTotals(text: string, mark: DecimalMark): number {
  // Only lines up to the last one that ends in a figure that may be spaced are read.
  const ending = SPACED_LINE_END[mark];
  ending.lastIndex = 0;
  let end = -1;
  for (let match = ending.exec(text); match !== null; match = ending.exec(text))
    end = match.index + match[0].length;
  if (end < 0) return 0;
  let vote = 0;
  let cents = 0;
  let centsSinceTotal = 0;
  /** The amounts of the rows since the last total, in cents. */
  let rows: number[] = [];
  for (const raw of text.slice(0, end).split('\n')) {
    const tokens = raw.replace(EURO_BY_FIGURE, ' ').trim().split(WHITE_SPACE);
    const runs = findSpacedRuns(tokens, mark);
    const whole = joinRuns(
      tokens,
      runs,
      runs.map((run) => run.head),
      mark,
    );
    const row = pricedRowOf(whole, mark) ?? pricedRowOf(tokens, mark);
    if (row !== undefined) {
      const amount = Math.round(row.amount.value * 100);
      const partials = partialsOf(rows, Math.round(row.quantity.value * 100));
      cents -= partials;
      centsSinceTotal -= partials;
      rows.push(amount);
      cents += amount;
      centsSinceTotal += amount;
      continue;
    }
    const total = readFigure(tokens.at(-1) as string, mark);
    if (total === undefined) continue;
    if (runs.at(-1)?.end === tokens.length - 1) {
      const sums = (value: number | undefined) =>
        value !== undefined &&
        (Math.round(value * 100) === cents || Math.round(value * 100) === centsSinceTotal);
      const wholeSums = sums(readFigure(whole.at(-1) as string, mark));
      const apartSums = sums(total);
      if (wholeSums && !apartSums) vote++;
      else if (apartSums && !wholeSums) vote--;
    }
    centsSinceTotal = 0;
    rows = [];
  }
  return vote;
}
