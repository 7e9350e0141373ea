/**
 * Stage 1 of the layout reader: one printed line cut into words and figures. Dot
 * leaders (`TOTAL 0........ 0,00`, `. . . . 405026.55`) are dropped, a `€` sign
 * printed with a figure is no word (one among words is), and a line that opens with a tab (a spreadsheet row whose
 * first cell is empty) is remembered, since such a row never starts an item.
 */
import { groupSpacedThousands } from './infer-number-format.ts';
import {
  EURO_BY_FIGURE,
  readFigure,
  readFigureEndingInDigit,
  type DecimalMark,
  type Figure,
} from './read-figure.ts';
import {
  BLANK,
  MAY_HOLD_LEADERS,
  MAY_HOLD_MARKS,
  MINUS_SIGNS,
  readLineShape,
  TABBED,
  UNEVEN_SPACING,
} from './read-line-shape.ts';
import { isDigitCode, isWhiteSpace } from './characters.ts';
import { findMeasuredRun } from './find-priced-figures.ts';
import { LayoutLine, LEADERS } from './layout-line.ts';

/** A line's figures are of this shape (read-figure.ts). */
export type { Figure } from './read-figure.ts';
/** The line read, and what the stages ask of it (layout-line.ts), where every stage imports them from. */
export {
  isFigureLine,
  isFiguresOnly,
  LayoutLine,
  trailingFigureCount,
  wordsBeforeFigures,
  type WordList,
} from './layout-line.ts';

const SPACES = /\s+/;

/** A soft hyphen or a minus sign in front of a figure (`\u00AD20`, `−3,00`, old PDF text) is its minus. */
const MINUS_BEFORE_FIGURE = /(^|\s)[\u00AD\u2212](?=\d)/g;
const SOFT_HYPHEN = /\u00AD/g;

/** The line with its minus signs as `-` and its hidden hyphenation points gone. */
function readMinusSigns(raw: string): string {
  return raw.replace(MINUS_BEFORE_FIGURE, '$1-').replace(SOFT_HYPHEN, '');
}

/** Anything but words joined by single plain spaces: white space at an end, other than a space, or doubled. */
const UNEVEN_SPACING_PATTERN = /^\s|\s$|[^\S ]| {2}/;

/**
 * Reused from line to line: a line's words and figures are gathered here, then copied out
 * at their exact count (an array grown by pushing holds room for a dozen more).
 */
const gatheredWords: string[] = [];
const gatheredFigures: Figure[] = [];
/**
 * The figures of every line without any (most of a report's lines): one array for all, as a
 * line's figures are never changed, so that no line allocates an empty one.
 */
const NO_FIGURES: readonly Figure[] = [];

/** The white-space-separated words of `text`: what `text.trim().split(/\s+/)` gives, without a regular expression per line. */
function splitWords(text: string): string[] {
  let count = 0;
  let start = -1;
  for (let index = 0; index < text.length; index++) {
    if (!isWhiteSpace(text.charCodeAt(index))) {
      if (start < 0) start = index;
      continue;
    }
    if (start >= 0) gatheredWords[count++] = text.slice(start, index);
    start = -1;
  }
  if (start >= 0) gatheredWords[count++] = text.slice(start);
  return gatheredWords.slice(0, count);
}

/**
 * The first `count` gathered figures, as an array of their exact length. A line holds a few
 * (a measurement five at most): an array literal of them is made in place, where `slice`
 * would be a call of the array builtins for every line.
 */
function copyGathered(count: number): readonly Figure[] {
  const g = gatheredFigures;
  switch (count) {
    case 0:
      return NO_FIGURES;
    case 1:
      return [g[0] as Figure];
    case 2:
      return [g[0] as Figure, g[1] as Figure];
    case 3:
      return [g[0] as Figure, g[1] as Figure, g[2] as Figure];
    case 4:
      return [g[0] as Figure, g[1] as Figure, g[2] as Figure, g[3] as Figure];
    case 5:
      return [g[0] as Figure, g[1] as Figure, g[2] as Figure, g[3] as Figure, g[4] as Figure];
    default:
      return g.slice(0, count);
  }
}

/**
 * The line read from a text of words joined by single spaces, its figures found without
 * splitting it: only a word ending in a digit may be a figure, it is read in place, and only
 * a figure is cut from the text (most words that end in a digit, codes such as `EHE-08`, are
 * none). Undefined where two spaces stand together (an empty word): the line's shape does
 * not tell doubled spaces (read-line-shape.ts), so its words are split as any uneven line's
 * are. The line is made here, not from a record of what was found: one object less for
 * each of a long text's lines.
 */
function readPlainTextLine(
  text: string,
  number: number,
  emptyFirstCell: boolean,
  mark: DecimalMark,
): LayoutLine | undefined {
  let count = 0;
  let found = 0;
  /** Where the first and second words end (-1: no such word), met on the way. */
  let firstEnd = -1;
  let secondEnd = -1;
  for (let start = 0; start <= text.length; count++) {
    let end = text.indexOf(' ', start);
    if (end < 0) end = text.length;
    if (end === start) return undefined;
    if (count === 0) firstEnd = end;
    else if (count === 1) secondEnd = end;
    if (isDigitCode(text.charCodeAt(end - 1))) {
      const value = readFigureEndingInDigit(text, start, end, mark);
      if (value !== undefined)
        gatheredFigures[found++] = {
          value,
          printed: text.slice(start, end),
          token: count,
          cell: -1,
        };
    }
    start = end + 1;
  }
  return new LayoutLine(
    number,
    text,
    copyGathered(found),
    count,
    emptyFirstCell,
    undefined,
    firstEnd,
    secondEnd,
  );
}

/**
 * `spacedThousands`: the document groups thousands with spaces (see inferSpacedThousands),
 * so `1 780,68` is one figure, read as `1.780,68`. Spreadsheet rows keep their cells: a
 * figure is grouped within its cell.
 */
export function readLayoutLine(
  source: string,
  number: number,
  mark: DecimalMark,
  spacedThousands = false,
  shape = readLineShape(source),
): LayoutLine {
  const raw = (shape & MINUS_SIGNS) === 0 ? source : readMinusSigns(source);
  const emptyFirstCell = raw.charCodeAt(0) === 0x09;
  const rewritten = (shape & (MINUS_SIGNS | MAY_HOLD_LEADERS)) !== 0;
  const cleaned =
    (shape & MAY_HOLD_LEADERS) === 0 ? raw : raw.replace(LEADERS, ' ').replace(EURO_BY_FIGURE, ' ');
  const tabbed = (shape & TABBED) !== 0;
  // Words joined by plain spaces, nothing before or after them: most printed lines. Single
  // spaces too, unless the words' scan below meets two together.
  let plain = rewritten
    ? cleaned !== '' && !UNEVEN_SPACING_PATTERN.test(cleaned)
    : (shape & (UNEVEN_SPACING | BLANK)) === 0;
  // Only a word ending in `)` may be a mark.
  const marked = (shape & MAY_HOLD_MARKS) !== 0;
  if (plain && !marked && !spacedThousands) {
    // Most printed lines: words split only when a stage asks for more than a few of them.
    const line = readPlainTextLine(cleaned, number, emptyFirstCell, mark);
    if (line !== undefined) return withEuros(line, raw, shape);
    plain = false;
  } else if (plain && !rewritten) plain = !cleaned.includes('  ');
  const words = plain ? cleaned.split(' ') : splitWords(cleaned);
  let tokens = marked ? dropMarks(words) : words;
  let cells = tabbed ? cellOfTokens(raw) : undefined;
  if (spacedThousands) {
    if (cells === undefined) tokens = groupSpacedThousands(tokens, mark);
    else ({ tokens, cells } = groupSpacedCells(tokens, cells, mark));
  }
  if (cells !== undefined && endsInFormulaCell(tokens, cells)) {
    tokens = tokens.slice(0, -1);
    cells = cells.slice(0, -1);
  }
  let count = 0;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    const value = readFigure(token, mark);
    if (value !== undefined)
      gatheredFigures[count++] = {
        value,
        printed: token,
        token: index,
        cell: cells?.[index] ?? -1,
      };
  }
  if (cells !== undefined && count > 0) count = dropFiguresAfterWords(tokens, cells, count);
  const figures = copyGathered(count);
  const text = plain && tokens === words ? cleaned : tokens.join(' ');
  const line = new LayoutLine(number, text, figures, tokens.length, emptyFirstCell, tokens);
  if (cells !== undefined) {
    const words = firstCellWords(cells);
    if (words > 0) line.firstCellWords = words;
  }
  return withEuros(line, raw, shape);
}

/** The line, keeping its source where a `€` sign may have been dropped from its text. */
function withEuros(line: LayoutLine, raw: string, shape: number): LayoutLine {
  if ((shape & MAY_HOLD_LEADERS) !== 0 && raw.includes('€')) line.keepEuros(raw);
  return line;
}

/** How many words the first cell of a row holds, where the second cell holds some too; else 0. */
function firstCellWords(cells: readonly number[]): number {
  let count = 0;
  while (count < cells.length && cells[count] === 0) count++;
  return cells[count] === 1 ? count : 0;
}

/**
 * Spaced thousands grouped cell by cell, never across a cell's edge: a PDF's columns put a
 * row's figures in one cell as often as in several (`124,28 191,81 23 838,15`).
 */
function groupSpacedCells(
  tokens: string[],
  cells: number[],
  mark: DecimalMark,
): { tokens: string[]; cells: number[] } {
  const grouped: string[] = [];
  const groupedCells: number[] = [];
  for (let start = 0; start < tokens.length;) {
    const cell = cells[start] as number;
    let end = start + 1;
    while (end < tokens.length && cells[end] === cell) end++;
    for (const token of groupSpacedThousands(tokens.slice(start, end), mark)) {
      grouped.push(token);
      groupedCells.push(cell);
    }
    start = end;
  }
  return { tokens: grouped, cells: groupedCells };
}

/**
 * A spreadsheet cell is one value: a number after words in the same cell is a word of that
 * text (`kg VIGAS … MÓDULOS 1, 2, … 7 y 8`, `Perfil 01 - IPE-200`), never a figure. A figure
 * that opens its cell stays one, whatever follows it (PDF text cells run an amount into the
 * next column's words: `5.919,43 ZANJAS`). Keeps the first `count` gathered figures that
 * no word precedes in their cell; returns how many are kept.
 */
function dropFiguresAfterWords(
  tokens: readonly string[],
  cells: readonly number[],
  count: number,
): number {
  if (count === tokens.length) return count;
  const factorsFrom = factorsEndingWords(tokens, cells, count);
  let kept = 0;
  let next = 0;
  /** The cell of the last word met, reading the tokens in order. */
  let wordCell = -1;
  for (let index = 0; index < tokens.length; index++) {
    const cell = cells[index] as number;
    if (next < count && (gatheredFigures[next] as Figure).token === index) {
      const figure = gatheredFigures[next++] as Figure;
      if (cell !== wordCell || index >= factorsFrom) gatheredFigures[kept++] = figure;
    } else wordCell = cell;
  }
  return kept;
}

/** A measurement multiplies at most units, length, width and height; an item's row two factors. */
const MAX_FACTORS = 4;

/**
 * Where figures ending a cell of words are the factors of the line's last figure, standing
 * alone in a later cell, they are figures, not words: a PDF's figure columns leave a row's
 * quantity and price in the text cell when too few rows stand in their columns (`Total m³ :
 * 359,47 304,51 €` | `109.462,21 €`: 359,47 × 304,51 = 109.462,21), and a measurement's
 * factors beside its comment (`Acera norte 12 23,58` | `282,96`). The arithmetic tells them
 * from a title's numbers (`MÓDULOS 1, 2, … 7 y 8` multiply into no figure of the row).
 * The token index from which figures are factors; the line's length where none are.
 */
function factorsEndingWords(
  tokens: readonly string[],
  cells: readonly number[],
  count: number,
): number {
  const last = tokens.length - 1;
  const product = gatheredFigures[count - 1] as Figure;
  if (count < 3 || product.token !== last || cells[last - 1] === cells[last]) return tokens.length;
  const cell = cells[last - 1] as number;
  // The figures ending that cell, back to its first word (or as many as may be factors).
  let from = last;
  let figure = count - 1;
  while (
    figure > 0 &&
    last - from < MAX_FACTORS &&
    (gatheredFigures[figure - 1] as Figure).token === from - 1 &&
    cells[from - 1] === cell
  ) {
    from--;
    figure--;
  }
  // Words must open that cell before its figures: a cell of figures alone keeps them anyway.
  if (last - from < 2 || from === 0 || cells[from - 1] !== cell) return tokens.length;
  const run = findMeasuredRun(gatheredFigures.slice(figure, count));
  return run >= 0 && run <= last - from - 2 ? from + run : tokens.length;
}

/** Presto's measurement formula (`a*b`, `a/d`, `(a+b)*c`): its variables a–d, numbers, operators. */
const FORMULA = /^[()a-d\d.,*/+^-]+$/;
const FORMULA_VARIABLE = /[a-d]/;
const FORMULA_OPERATOR = /[*/+^]/;

/**
 * A spreadsheet row of Presto's measurement lines ends with the formula that computed its
 * partial, in a cell of its own after the figures (`a*b 1.00,5.00 · 1 · 5,000 5,000 · a*b`):
 * a column of the sheet, neither words of the text nor a figure, so the row is read as the
 * measurement it is. Only a formula after a figure's cell is one.
 */
function endsInFormulaCell(tokens: readonly string[], cells: readonly number[]): boolean {
  const last = tokens.length - 1;
  if (last < 1) return false;
  const token = tokens[last] as string;
  if (
    token.length > MAX_FORMULA_LENGTH ||
    !FORMULA.test(token) ||
    !FORMULA_VARIABLE.test(token) ||
    !FORMULA_OPERATOR.test(token)
  )
    return false;
  const before = tokens[last - 1] as string;
  return cells[last] !== cells[last - 1] && isDigitCode(before.charCodeAt(before.length - 1));
}

/** The longest formula read as one: a longer token is text. */
const MAX_FORMULA_LENGTH = 24;

/** A footnote or annotation mark: `(*3)`, `(2)`, `DC(2)`. */
const MARK = /^(?:\p{Lu}{1,4})?\(\*?\d{1,2}\)$/u;
const MARK_PREFIX = /^\p{Lu}{1,4}$/u;

/** The tokens without annotation marks (`5.919,43 DC (2)` → `5.919,43`): they are neither words nor figures. */
function dropMarks(tokens: string[]): string[] {
  if (!tokens.some((token) => token.endsWith(')'))) return tokens;
  const kept: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    if (MARK.test(token)) continue;
    if (MARK_PREFIX.test(token) && MARK.test(tokens[index + 1] ?? '')) continue;
    kept.push(token);
  }
  return kept;
}

/** The cell index of each white-space-separated token of a tab-separated row. */
function cellOfTokens(raw: string): number[] {
  const cells: number[] = [];
  raw.split('\t').forEach((cell, index) => {
    const text = cell.replace(LEADERS, ' ').replace(EURO_BY_FIGURE, ' ').trim();
    if (text === '') return;
    for (let count = dropMarks(text.split(SPACES)).length; count > 0; count--) cells.push(index);
  });
  return cells;
}
