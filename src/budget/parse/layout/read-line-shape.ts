/**
 * What one pass over a printed line tells the stages that read it: whether it may hold dot
 * leaders or a `€` sign, annotation marks, tabs or minus signs to rewrite, and whether its
 * words are joined by single plain spaces. The survey reads it once per line and hands it
 * on, so no stage scans the line again for each of these (a dozen scans of every line
 * cost more than reading its words).
 */
import { isWhiteSpace } from './characters.ts';

/** `..`, `. .`, `……`, `___` or `€`: leaders or euro signs to drop (see readLayoutLine). */
export const MAY_HOLD_LEADERS = 1;
/** A `)`: the line may hold an annotation mark (`DC (2)`). */
export const MAY_HOLD_MARKS = 2;
/** A tab: a spreadsheet row, read cell by cell. */
export const TABBED = 4;
/** A soft hyphen or a minus sign (`\u00AD`, `−`) to read as `-` or drop. */
export const MINUS_SIGNS = 8;
/** White space at either end, other than a plain space, or doubled. */
export const UNEVEN_SPACING = 16;
/** White space only, or nothing. */
export const BLANK = 32;
/** A `:` or `TULO`/`tulo`: the line may name the client (see detectClient). Found by readLineShapes only. */
export const MAY_NAME_CLIENT = 64;

const SPACE = 0x20;
const TAB = 0x09;
const DOT = 0x2e;
const UNDERSCORE = 0x5f;
const CLOSING_PARENTHESIS = 0x29;
const ELLIPSIS = 0x2026;
const EURO_SIGN = 0x20ac;
const SOFT_HYPHEN = 0xad;
const MINUS_SIGN = 0x2212;
const DELETE = 0x7f;

/** The line's shape: the flags above, or-ed. */
export function readLineShape(line: string): number {
  let shape = 0;
  let blank = true;
  // A space before the line: leading white space reads as doubled.
  let previous = SPACE;
  let beforePrevious = 0;
  for (let at = 0; at < line.length; at++) {
    const code = line.charCodeAt(at);
    if (code > SPACE && code < DELETE) {
      // Printable ASCII, most of every line.
      blank = false;
      if (code === DOT) {
        if (previous === DOT || (previous === SPACE && beforePrevious === DOT))
          shape |= MAY_HOLD_LEADERS;
      } else if (code === UNDERSCORE) {
        if (previous === UNDERSCORE && beforePrevious === UNDERSCORE) shape |= MAY_HOLD_LEADERS;
      } else if (code === CLOSING_PARENTHESIS) shape |= MAY_HOLD_MARKS;
    } else if (code === SPACE) {
      if (previous === SPACE) shape |= UNEVEN_SPACING;
    } else if (isWhiteSpace(code)) {
      shape |= code === TAB ? UNEVEN_SPACING | TABBED : UNEVEN_SPACING;
    } else {
      blank = false;
      if (code === EURO_SIGN || (code === ELLIPSIS && previous === ELLIPSIS))
        shape |= MAY_HOLD_LEADERS;
      else if (code === SOFT_HYPHEN || code === MINUS_SIGN) shape |= MINUS_SIGNS;
    }
    beforePrevious = previous;
    previous = code;
  }
  if (previous === SPACE) shape |= UNEVEN_SPACING;
  return blank ? shape | BLANK : shape;
}

/** What each flag is found by in a whole text: the strings whose presence sets it. */
const FLAG_PARTS: ReadonlyArray<readonly [string, number]> = [
  ['..', MAY_HOLD_LEADERS],
  ['. .', MAY_HOLD_LEADERS],
  ['……', MAY_HOLD_LEADERS],
  ['___', MAY_HOLD_LEADERS],
  ['€', MAY_HOLD_LEADERS],
  [')', MAY_HOLD_MARKS],
  ['\t', TABBED | UNEVEN_SPACING],
  ['\u00AD', MINUS_SIGNS],
  ['\u2212', MINUS_SIGNS],
  ['  ', UNEVEN_SPACING],
  // White space other than a plain space and the line and page breaks the lines are split at.
  ['\v', UNEVEN_SPACING],
  ['\r', UNEVEN_SPACING],
  ['\u00A0', UNEVEN_SPACING],
  [':', MAY_NAME_CLIENT],
  ['TULO', MAY_NAME_CLIENT],
  ['tulo', MAY_NAME_CLIENT],
];
/** The rest of the white space, outside Latin-1: a search that costs nothing in a Latin-1 text. */
const WIDE_WHITE_SPACE = /[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/**
 * The shape of every line of `source`, each line given by its start and end offsets (no
 * line holds a `\n` or form feed). The flags of readLineShape and MAY_NAME_CLIENT, found by searching
 * the whole text once for each thing a flag stands for: a native search skips a text many
 * times faster than a JavaScript loop walks its characters, and most lines hold none.
 */
export function readLineShapes(source: string, starts: Int32Array, ends: Int32Array): Uint8Array {
  const count = starts.length;
  const shapes = new Uint8Array(count);
  /** Flags the line that holds each match found by `next` (from an offset), then goes on after that line. */
  const flagLinesHolding = (flag: number, next: (from: number) => number, length: number): void => {
    let line = 0;
    for (let at = next(0); at >= 0; at = next((ends[line] as number) + 1)) {
      while ((ends[line] as number) < at + length) line++;
      shapes[line] = (shapes[line] as number) | flag;
    }
  };
  for (const [part, flag] of FLAG_PARTS)
    flagLinesHolding(flag, (from) => source.indexOf(part, from), part.length);
  flagLinesHolding(
    UNEVEN_SPACING,
    (from) => {
      WIDE_WHITE_SPACE.lastIndex = from;
      return WIDE_WHITE_SPACE.test(source) ? WIDE_WHITE_SPACE.lastIndex - 1 : -1;
    },
    1,
  );
  for (let line = 0; line < count; line++) {
    const start = starts[line] as number;
    const end = ends[line] as number;
    if (start === end) {
      shapes[line] = UNEVEN_SPACING | BLANK;
      continue;
    }
    if (!isWhiteSpace(source.charCodeAt(start)) && !isWhiteSpace(source.charCodeAt(end - 1)))
      continue;
    // White space at an end, or an empty line: uneven, and blank when nothing else is there.
    let first = start;
    while (first < end && isWhiteSpace(source.charCodeAt(first))) first++;
    shapes[line] =
      (shapes[line] as number) | (first === end ? UNEVEN_SPACING | BLANK : UNEVEN_SPACING);
  }
  return shapes;
}
