/**
 * Collects the wrapped lines of an item's description and joins them into one
 * paragraph, rejoining words hyphenated at a line end (`calza-` + `das`).
 *
 * A description is usually a block of consecutive lines that needed no cleaning;
 * such a block is kept as its place in the source text and cut out once, when
 * the item is finished. Keeping every line as its own string until then made
 * the lines outlive several garbage collections: copying them from one heap
 * space to the next was a large share of the parse time.
 */

const LOWER_LETTER = /\p{Ll}/u;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

type HyphenJoin = 'drop-hyphen' | 'keep-hyphen' | 'space';

/** How a line ending in `-` meets the next: `calza-`+`das` -> `calzadas`, `NTE-`+`RSS` -> `NTE-RSS`. */
function hyphenJoin(beforeHyphen: string, nextFirst: string): HyphenJoin {
  if (LOWER_LETTER.test(beforeHyphen) && LOWER_LETTER.test(nextFirst)) return 'drop-hyphen';
  return LETTER_OR_DIGIT.test(beforeHyphen) ? 'keep-hyphen' : 'space';
}

/**
 * Adds a wrapped description line to `parts`. Each line stays its own part (after a
 * separate ' ' part, which unlike `' ' + line` makes no new string per line) and the
 * parts are joined once at the end: growing one string would make every look at its
 * end re-read the whole text.
 */
function appendLine(parts: string[], next: string): void {
  const last = parts[parts.length - 1];
  if (last === undefined) {
    parts.push(next);
    return;
  }
  // A `-` alone on its line is a dash, not a hyphenation.
  const join =
    last.endsWith('-') && last.length >= 2
      ? hyphenJoin(last.charAt(last.length - 2), next.charAt(0))
      : 'space';
  if (join === 'drop-hyphen') parts[parts.length - 1] = last.slice(0, -1);
  if (join === 'space') parts.push(' ');
  parts.push(next);
}

export class DescriptionBuilder {
  private parts: string[] | undefined;
  /** The block of consecutive source lines not yet cut out: [runStart, runEnd), or runStart -1. */
  private runStart = -1;
  private runEnd = -1;

  /**
   * Adds a line. `sourceStart` is where the line stands in `source`, when the line is
   * exactly that stretch of it (trimmed, single-spaced); -1 when it was cleaned or split.
   */
  add(source: string, line: string, sourceStart: number): void {
    if (sourceStart >= 0) {
      this.addRange(source, sourceStart, sourceStart + line.length);
      return;
    }
    this.flushRun(source);
    appendLine((this.parts ??= []), line);
  }

  /** Adds the line `source.slice(start, end)`, which needs no cleaning. */
  addRange(source: string, start: number, end: number): void {
    if (this.runStart >= 0 && start === this.runEnd + 1) {
      this.runEnd = end;
      return;
    }
    this.flushRun(source);
    this.runStart = start;
    this.runEnd = end;
  }

  /** The item's summary: `title`, then the paragraph on a line of its own when there is one. */
  buildSummary(source: string, title: string): string {
    let paragraph: string;
    if (this.parts === undefined) {
      // The usual case: one block of lines, cut out in one piece.
      if (this.runStart < 0) return title;
      paragraph = joinBlock(source.slice(this.runStart, this.runEnd));
    } else {
      this.flushRun(source);
      paragraph = this.parts.join('');
    }
    // Joined rather than concatenated: one flat string instead of a rope of three pieces
    // that would all be kept, and flattened later by whoever reads it.
    return paragraph === '' ? title : [title, paragraph].join('\n');
  }

  private flushRun(source: string): void {
    if (this.runStart < 0) return;
    const block = joinBlock(source.slice(this.runStart, this.runEnd));
    this.runStart = -1;
    appendLine((this.parts ??= []), block);
  }
}

const NEWLINE = 0x0a;

/**
 * The lines of `block` as one paragraph: a space between lines, or the hyphen rules where
 * a line ends in `-`. Cut only where a hyphenated word is rejoined, not line by line.
 */
function joinBlock(block: string): string {
  if (!block.includes('-\n')) return block.replaceAll('\n', ' ');
  const pieces: string[] = [];
  let from = 0;
  for (let at = block.indexOf('-\n'); at >= 0; at = block.indexOf('-\n', at + 2)) {
    // A `-` alone on its line is a dash, not a hyphenation.
    if (at === 0 || block.charCodeAt(at - 1) === NEWLINE) continue;
    const join = hyphenJoin(block.charAt(at - 1), block.charAt(at + 2));
    if (join === 'space') continue;
    pieces.push(block.slice(from, join === 'drop-hyphen' ? at : at + 1));
    from = at + 2;
  }
  pieces.push(block.slice(from));
  return pieces.join('').replaceAll('\n', ' ');
}
