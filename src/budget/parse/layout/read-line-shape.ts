/**
 * What one pass over a printed line tells the stages that read it: whether it may hold dot
 * leaders or a `€` sign, annotation marks, tabs or minus signs to rewrite, and whether its
 * words are joined by single plain spaces. The survey reads it once per line and hands it
 * on, so no stage scans the line again for each of these (a dozen scans of every line
 * cost more than reading its words).
 */
import { isWhiteSpace } from './white-space.ts';

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
