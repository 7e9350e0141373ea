/**
 * Stage 1 of the layout reader: one printed line cut into words and figures. Dot
 * leaders (`TOTAL 0........ 0,00`, `. . . . 405026.55`) are dropped, a `€` sign
 * anywhere is no word, and a line that opens with a tab (a spreadsheet row whose
 * first cell is empty) is remembered, since such a row never starts an item.
 */
import { groupSpacedThousands, readFigure, type DecimalMark } from './infer-number-format.ts';

export interface Figure {
  value: number;
  /** As printed. */
  printed: string;
  /** Index of the figure among the line's tokens. */
  token: number;
  /** The spreadsheet cell it stands in (tab-separated rows); -1 in other text. */
  cell: number;
}

export interface LayoutLine {
  /** 1-based line number in the source text. */
  number: number;
  /** The line, trimmed, white space and leaders collapsed to single spaces. */
  text: string;
  tokens: string[];
  figures: Figure[];
  /** The first cell of a tab-separated row is empty. */
  emptyFirstCell: boolean;
  /** Among the first or last few lines of its page (where running heads and feet stand). */
  pageEdge?: boolean;
  /** A form feed stands right before the line: a new page starts with it. */
  pageBreakBefore?: boolean;
}

const LEADERS = /(?:\. ?){3,}|…{2,}|_{3,}/g;
const SPACES = /\s+/;
const EURO_SIGN = /€/g;

/** A soft hyphen or a minus sign in front of a figure (`\u00AD20`, `−3,00`, old PDF text) is its minus. */
const MINUS_BEFORE_FIGURE = /(^|\s)[\u00AD\u2212](?=\d)/g;
const SOFT_HYPHEN = /\u00AD/g;

/** The line with its minus signs as `-` and its hidden hyphenation points gone. */
function readMinusSigns(raw: string): string {
  if (!raw.includes('\u00AD') && !raw.includes('\u2212')) return raw;
  return raw.replace(MINUS_BEFORE_FIGURE, '$1-').replace(SOFT_HYPHEN, '');
}

/**
 * True when `text` may hold a leader or a `€` sign: a cheap look before the regular
 * expressions, which most lines (descriptions, figures) would only scan in vain.
 */
export function mayHoldLeaders(text: string): boolean {
  return (
    text.includes('..') ||
    text.includes('. .') ||
    text.includes('……') ||
    text.includes('___') ||
    text.includes('€')
  );
}

/** The characters `\s` matches and `trim` removes (white space and line terminators). */
export function isWhiteSpace(code: number): boolean {
  if (code === 0x20 || (code >= 0x09 && code <= 0x0d)) return true;
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** Anything but words joined by single plain spaces: white space at an end, other than a space, or doubled. */
const UNEVEN_SPACING = /^\s|\s$|[^\S ]| {2}/;

/**
 * True when `text` is words joined by single plain spaces, nothing before or after them:
 * most printed lines. Their words are `text.split(' ')`, and their text is `text` itself.
 */
function isPlainLine(text: string): boolean {
  return text !== '' && !UNEVEN_SPACING.test(text);
}

/**
 * Reused from line to line: a line's words and figures are gathered here, then copied out
 * at their exact count (an array grown by pushing holds room for a dozen more).
 */
const gatheredWords: string[] = [];
const gatheredFigures: Figure[] = [];

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
 * `spacedThousands`: the document groups thousands with spaces (see inferSpacedThousands),
 * so `1 780,68` is one figure, read as `1.780,68`. Spreadsheet rows keep their cells.
 */
export function readLayoutLine(
  source: string,
  number: number,
  mark: DecimalMark,
  spacedThousands = false,
): LayoutLine {
  const raw = readMinusSigns(source);
  const emptyFirstCell = raw.charCodeAt(0) === 0x09;
  const cleaned = mayHoldLeaders(raw) ? raw.replace(LEADERS, ' ').replace(EURO_SIGN, ' ') : raw;
  const tabbed = raw.includes('\t');
  const plain = isPlainLine(cleaned);
  const words = plain ? cleaned.split(' ') : splitWords(cleaned);
  // Only a word ending in `)` may be a mark.
  let tokens = cleaned.includes(')') ? dropMarks(words) : words;
  if (spacedThousands && !tabbed) tokens = groupSpacedThousands(tokens, mark);
  const cells = tabbed ? cellOfTokens(raw) : undefined;
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
  const figures = count === 0 ? [] : gatheredFigures.slice(0, count);
  // Most lines are printed with single spaces already: their text is the line itself.
  const text = plain && tokens === words ? cleaned : tokens.join(' ');
  return { number, text, tokens, figures, emptyFirstCell };
}

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
    const text = cell.replace(LEADERS, ' ').replace(EURO_SIGN, ' ').trim();
    if (text === '') return;
    for (let count = dropMarks(text.split(SPACES)).length; count > 0; count--) cells.push(index);
  });
  return cells;
}

/** The words of the line before its first figure (a measurement's comment, a total's label). */
export function wordsBeforeFigures(line: LayoutLine): string[] {
  const end = line.figures.length > 0 ? (line.figures[0] as Figure).token : line.tokens.length;
  return line.tokens.slice(0, end);
}

/** How many figures end the line. */
export function trailingFigureCount(line: LayoutLine): number {
  let count = 0;
  for (let index = line.figures.length - 1; index >= 0; index--) {
    if ((line.figures[index] as Figure).token !== line.tokens.length - 1 - count) break;
    count++;
  }
  return count;
}

/**
 * A line of figures (a measurement, an item's figures): figures only, or at least two
 * figures ending it. A description line that merely mentions `20 cm` is no figure line.
 */
export function isFigureLine(line: LayoutLine): boolean {
  return isFiguresOnly(line) || trailingFigureCount(line) >= 2;
}

/** True when the line has figures and nothing else. */
export function isFiguresOnly(line: LayoutLine): boolean {
  return line.figures.length > 0 && line.figures.length === line.tokens.length;
}
