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

/**
 * Adds a wrapped description line: `calza-`+`das` -> `calzadas`, `NTE-`+`RSS` -> `NTE-RSS`.
 * Each line stays its own part (after a separate ' ' part, which unlike `' ' + line` makes
 * no new string per line) and the parts are joined once at the end: growing one string
 * would make every look at its end re-read the whole text.
 */
function appendLine(parts: string[], next: string): void {
  const last = parts[parts.length - 1];
  if (last === undefined) {
    parts.push(next);
    return;
  }
  if (last.endsWith('-') && last.length >= 2) {
    const before = last.charAt(last.length - 2);
    if (LOWER_LETTER.test(before) && LOWER_LETTER.test(next.charAt(0))) {
      parts[parts.length - 1] = last.slice(0, -1);
      parts.push(next);
      return;
    }
    if (LETTER_OR_DIGIT.test(before)) {
      parts.push(next);
      return;
    }
  }
  parts.push(' ', next);
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

  /** The paragraph, '' when no line was added. */
  build(source: string): string {
    if (this.parts === undefined) {
      // The usual case: one block of lines, cut out in one piece.
      return this.runStart < 0 ? '' : joinBlock(source.slice(this.runStart, this.runEnd));
    }
    this.flushRun(source);
    return this.parts.join('');
  }

  private flushRun(source: string): void {
    if (this.runStart < 0) return;
    const block = joinBlock(source.slice(this.runStart, this.runEnd));
    this.runStart = -1;
    appendLine((this.parts ??= []), block);
  }
}

/** Lines joined by spaces, or by the hyphen rules where a line ends in `-`. */
function joinBlock(block: string): string {
  if (!block.includes('-\n')) return block.replaceAll('\n', ' ');
  const parts: string[] = [];
  for (const line of block.split('\n')) appendLine(parts, line);
  return parts.join('');
}
