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

interface Line {
  y: number;
  size: number;
  runs: PositionedText[];
}

function sizeOf(run: PositionedText): number {
  return run.height > 0 ? run.height : DEFAULT_FONT_SIZE;
}

function joinRuns(runs: PositionedText[]): string {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of sorted) {
    const gap = run.x - end;
    const needsSpace =
      text !== '' &&
      gap > sizeOf(run) * SPACE_GAP_SHARE &&
      !text.endsWith(' ') &&
      !run.text.startsWith(' ');
    text += (needsSpace ? ' ' : '') + run.text;
    end = Math.max(end, run.x + run.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Rebuilds the reading lines of one page from its text runs: runs are grouped by
 * baseline (top to bottom), ordered left to right within a line, and separated by one
 * space where the page leaves a gap. So a budget row's code, unit, summary and figures
 * land on one line in column order, whatever order the PDF drew them in.
 */
export function rebuildPdfLines(runs: PositionedText[]): string[] {
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
  return joinHyphenatedLines(
    lines.map((line) => joinRuns(line.runs)).filter((text) => text !== ''),
  );
}

/** Undoes end-of-line hyphenation; a hyphen before a capital or a number (`NTE-`, `HM-`) is kept. */
export function joinHyphenatedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && HYPHENATED_END.test(previous) && LOWERCASE_START.test(line)) {
      const [firstWord = '', ...rest] = line.split(' ');
      joined[joined.length - 1] = previous.slice(0, -1) + firstWord;
      if (rest.length > 0) joined.push(rest.join(' '));
      continue;
    }
    joined.push(line);
  }
  return joined;
}
