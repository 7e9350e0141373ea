import { isWhiteSpace } from '../parse/layout/characters.ts';
import { continuesSpacedFigure, isFigureText, splitFigures } from './read-pdf-figure.ts';

/** A run of text placed on a PDF page, as pdf.js reports it (PDF user space: y grows upwards). */
export interface PositionedText {
  text: string;
  /** Left edge of the run. */
  x: number;
  /** Baseline of the run. */
  y: number;
  width: number;
  /** Font size (the run's height); 0 for marker items. */
  height: number;
}

/**
 * Runs whose baselines differ by less than this share of the font size sit on one line:
 * wide enough for superscripts (m²) and small baseline jitter between columns, narrow
 * enough to keep two printed lines (about 1.2 font sizes apart) separate.
 */
const SAME_LINE_SHARE = 0.45;

/** A gap wider than this share of the font size is a space; narrower gaps are kerning inside a word. */
const SPACE_GAP_SHARE = 0.15;

/** Fallback font size for runs that report none. */
const DEFAULT_FONT_SIZE = 8;

/** Joins `calza-` + `das` into `calzadas`: a hyphen after a lower-case letter, then a lower-case word. */
const HYPHENATED_END = /(\p{Ll})-$/u;
const LOWERCASE_START = /^\p{Ll}/u;
const TAB = 0x09;

/**
 * Two figures drawn this close (a share of the font size) are one figure whose thousands
 * are grouped by a space (`1` + `234,56`): a word space is about a quarter of the font size,
 * and the gap between two figure columns is several.
 */
const THOUSANDS_GAP_SHARE = 0.5;

/**
 * A piece of a rebuilt line: runs that touch, joined as one word or phrase, with where it
 * stands on the page. The readers get lines of pieces; the figure columns of the
 * document are found from the pieces that are figures (find-figure-columns.ts).
 */
export interface PdfPiece {
  text: string;
  left: number;
  right: number;
  /** The font size of its largest run. */
  size: number;
  /** Its text has the shape of a figure (read-pdf-figure.ts). */
  figure: boolean;
}

/** A printed line: its pieces from left to right. */
export type PdfLine = PdfPiece[];

interface Line {
  y: number;
  size: number;
  runs: PositionedText[];
}

function sizeOf(run: PositionedText): number {
  return run.height > 0 ? run.height : DEFAULT_FONT_SIZE;
}

/**
 * Where a run's ink starts and ends: pdf.js counts the width of leading and trailing
 * spaces, which would shift a right-aligned figure's edge. Their share of the width is
 * taken as their share of the characters (white space as `\s` has it, counted by hand:
 * this runs for every text run of every page).
 */
function inkLeft(run: PositionedText): number {
  const text = run.text;
  let leading = 0;
  while (leading < text.length && isWhiteSpace(text.charCodeAt(leading))) leading++;
  return run.x + leading * perChar(run);
}

function inkRight(run: PositionedText): number {
  const text = run.text;
  let end = text.length;
  while (end > 0 && isWhiteSpace(text.charCodeAt(end - 1))) end--;
  return run.x + run.width - (text.length - end) * perChar(run);
}

function perChar(run: PositionedText): number {
  return run.text.length > 0 ? run.width / run.text.length : 0;
}

/**
 * A figure drawn inside the span of the words before it: a title too long for its column runs
 * on under the amount column, and the amount is printed over it (`… EN AVDA. DE LA
 * CONSTITUCIÓN` from x 106 to 594, `4 173 538,97` from 521 to 562). Two texts, not one word:
 * joined, the title's last word would swallow the amount's thousands head
 * (`CONSTITUCIÓN4 173 538,97`). A run that merely touches the one before (a word drawn glyph
 * by glyph), or a figure over a figure (text drawn twice for boldness), is joined as before.
 */
function overprintsFigure(last: PdfPiece, run: PositionedText, end: number): boolean {
  if (run.x >= end - sizeOf(run) * SPACE_GAP_SHARE) return false;
  if (endsLikeFigure(last.text.trimEnd())) return false;
  return isFigureText(run.text.trim());
}

/**
 * The pieces of one line: runs in x order, joined without a space where they touch
 * (a word drawn glyph by glyph), a new piece where the page leaves a gap.
 */
function piecesOf(runs: PositionedText[]): PdfLine {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  const pieces: PdfLine = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const run of sorted) {
    const size = sizeOf(run);
    const last = pieces.at(-1);
    if (last && run.x - end <= size * SPACE_GAP_SHARE && !overprintsFigure(last, run, end)) {
      last.text += run.text;
      last.right = Math.max(last.right, inkRight(run));
      last.size = Math.max(last.size, size);
    } else {
      pieces.push({
        text: run.text,
        left: inkLeft(run),
        right: inkRight(run),
        size,
        figure: false,
      });
    }
    end = Math.max(end, run.x + run.width);
  }
  // The pieces are this line's own: cleaned and split in one pass, no copy per step.
  const split: PdfLine = [];
  for (const piece of pieces) {
    piece.text = piece.text.replace(/\s+/g, ' ').trim();
    if (piece.text === '') continue;
    piece.figure = isFigureText(piece.text);
    for (const part of splitLeaderFigure(piece)) pushFigurePieces(part, split);
  }
  return joinSpacedFigures(split);
}

/** Digits and signs are about twice as wide as the marks and spaces between them, in any font. */
function inkWeight(text: string): number {
  let weight = 0;
  for (const char of text) weight += char === '.' || char === ',' || char === ' ' ? 0.5 : 1;
  return weight;
}

/**
 * A piece of figures only, which pdf.js gave as one run (`22.109,57 43.341.611,17`),
 * becomes one piece per figure, each placed by its share of the run's width: the last
 * ends where the run ends, so a right-aligned amount keeps its exact edge. Pushed onto `split`,
 * as any other piece is.
 */
function pushFigurePieces(piece: PdfPiece, split: PdfPiece[]): void {
  const figures = splitFigures(piece.text);
  if (figures === undefined) {
    split.push(piece);
    return;
  }
  const perWeight = (piece.right - piece.left) / inkWeight(piece.text);
  let left = piece.left;
  figures.forEach((text, index) => {
    const right = index === figures.length - 1 ? piece.right : left + inkWeight(text) * perWeight;
    split.push({ text, left, right, size: piece.size, figure: true });
    left = right + inkWeight(' ') * perWeight;
  });
}

/**
 * Dot leaders ending a label, then the figure they lead to, as one run: `… COMPLEMENTARIAS...5
 * 427 681,18`, where a long title leaves the leaders no room and pdf.js joins the two; or the
 * colon ending a label (CYPE's `Parcial nº 1 … CONSTITUCIÓN : 921 666,37 €`).
 * Three dots or more (`. . .` too), two ellipses or more, or three underscores: a single `…`
 * ends a cut code (`m23P67I…`) and is text. Sought in the last LEADER_TAIL characters only:
 * a figure is a few dozen at most, and a hostile run of dots costs no more than a short one.
 */
const LEADERS_THEN_FIGURE =
  /(?:(?:\. ?){3,}|…{2,}|_{3,}|:) ?(-?\d[\d.,'\u0020\u00A0\u202F]*(?: ?[€%])?)$/;
const LEADER_TAIL = 64;

/**
 * A piece of words whose dot leaders run into a figure becomes the words (with their
 * leaders) and the figure, placed by its share of the width and ending where the piece
 * ends, as a right-aligned amount does: the figure then stands in its column like every
 * other total's.
 */
function splitLeaderFigure(piece: PdfPiece): PdfPiece[] {
  const text = piece.text;
  if (piece.figure || !endsLikeFigure(text)) return [piece];
  const tailStart = Math.max(0, text.length - LEADER_TAIL);
  const match = LEADERS_THEN_FIGURE.exec(text.slice(tailStart));
  const figure = match?.[1];
  if (match === null || figure === undefined || tailStart + match.index === 0) return [piece];
  if (!isFigureText(figure)) return [piece];
  const label = text.slice(0, text.length - figure.length).trimEnd();
  const perWeight = (piece.right - piece.left) / inkWeight(text);
  return [
    { ...piece, text: label, right: piece.left + inkWeight(label) * perWeight },
    {
      text: figure,
      left: piece.right - inkWeight(figure) * perWeight,
      right: piece.right,
      size: piece.size,
      figure: true,
    },
  ];
}

/** The text ends as a figure does: a digit, or a € or % sign. */
function endsLikeFigure(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return (last >= 0x30 && last <= 0x39) || last === 0x20ac || last === 0x25;
}

/** `1` and `234,56` drawn a word space apart are one figure, `1 234,56`. */
function joinSpacedFigures(pieces: PdfLine): PdfLine {
  const joined: PdfLine = [];
  for (const piece of pieces) {
    const last = joined.at(-1);
    if (
      last &&
      last.figure &&
      piece.figure &&
      piece.left - last.right <= Math.max(last.size, piece.size) * THOUSANDS_GAP_SHARE &&
      continuesSpacedFigure(last.text, piece.text)
    ) {
      last.text = `${last.text} ${piece.text}`;
      last.right = piece.right;
      last.size = Math.max(last.size, piece.size);
      continue;
    }
    joined.push(piece);
  }
  return joined;
}

/**
 * Groups the text runs of one page into its printed lines: runs are grouped by baseline
 * (top to bottom) and ordered left to right within a line, whatever order the PDF drew
 * them in. Lines without visible text are dropped.
 */
export function groupPdfLines(runs: PositionedText[]): PdfLine[] {
  const visible = runs.filter((run) => run.text.trim() !== '');
  visible.sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: Line[] = [];
  for (const run of visible) {
    const size = sizeOf(run);
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= Math.max(line.size, size) * SAME_LINE_SHARE) {
      line.runs.push(run);
      // The line's baseline is its largest text's: a superscript drawn first must not shift it.
      if (size > line.size) {
        line.size = size;
        line.y = run.y;
      }
    } else {
      lines.push({ y: run.y, size, runs: [run] });
    }
  }
  return lines.map((line) => piecesOf(line.runs)).filter((pieces) => pieces.length > 0);
}

/** A line as running text: its pieces separated by one space. */
export function writeSpacedLine(line: PdfLine): string {
  return line.map((piece) => piece.text).join(' ');
}

/**
 * Rebuilds the reading lines of one page from its text runs, each line's pieces
 * separated by one space: a budget row's code, unit, summary and figures land on one
 * line in column order. (extract-pdf-text.ts writes figure columns as cells instead,
 * where the document has them.)
 */
export function rebuildPdfLines(runs: PositionedText[]): string[] {
  return joinHyphenatedLines(groupPdfLines(runs).map(writeSpacedLine));
}

/** The end of the first word of a line: its first space, or the tab that ends its first cell. */
function firstWordEnd(line: string): number {
  const space = line.indexOf(' ');
  const tab = line.indexOf('\t');
  if (space < 0) return tab;
  return tab < 0 ? space : Math.min(space, tab);
}

/**
 * Undoes end-of-line hyphenation; a hyphen before a capital or a number (`NTE-`, `HM-`) is
 * kept. In lines of tab-separated cells, only a line whose first cell is filled continues
 * the word, and the rest of it keeps its cells; under a code column (find-code-column.ts) a
 * description's line, its first cell empty, continues the text cell above.
 */
export function joinHyphenatedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const printed of lines) {
    const previous = joined.at(-1);
    // A line whose first cell is empty (a description's under a code column) goes on in its text cell.
    const line =
      printed.charCodeAt(0) === TAB && previous?.includes('\t') === true
        ? printed.slice(1)
        : printed;
    if (previous !== undefined && HYPHENATED_END.test(previous) && LOWERCASE_START.test(line)) {
      const end = firstWordEnd(line);
      joined[joined.length - 1] = previous.slice(0, -1) + (end < 0 ? line : line.slice(0, end));
      // A space after the word goes with it; a tab starts the next cell and stays.
      const rest = end < 0 ? '' : line.slice(line[end] === ' ' ? end + 1 : end);
      if (rest.trim() !== '') joined.push(line === printed ? rest : `\t${rest}`);
      continue;
    }
    joined.push(printed);
  }
  return joined;
}
