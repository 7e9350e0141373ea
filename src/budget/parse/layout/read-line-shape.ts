/**
 * What a printed line's characters tell the stages that read it: whether it may hold dot
 * leaders or a `€` sign, annotation marks, tabs or minus signs to rewrite, whether white
 * space other than single plain spaces stands in it, and whether it may name the client.
 * The survey finds the shapes of all lines at once and hands each on, so no stage scans a
 * line again for each of these (a dozen scans of every line cost more than reading its
 * words). A doubled plain space is not searched for: a search for it stops at every space
 * of the text (a sixth of its time went there), while the line reader meets it for free as
 * an empty word (read-layout-line.ts).
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
/** White space at either end, or other than a plain space (a doubled space is told by the line reader). */
export const UNEVEN_SPACING = 16;
/** White space only, or nothing. */
export const BLANK = 32;
/**
 * A `:`: the line may name the client, as every header label ends with one (`Promotor:`,
 * see collect-document-header.ts).
 */
export const MAY_NAME_CLIENT = 64;

/** What each flag is found by: the strings whose presence in a line sets it. */
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
  // White space other than a plain space and the line and page breaks the lines are split at.
  ['\v', UNEVEN_SPACING],
  ['\r', UNEVEN_SPACING],
  ['\u00A0', UNEVEN_SPACING],
  [':', MAY_NAME_CLIENT],
];
/** The rest of the white space, outside Latin-1: a search that costs nothing in a Latin-1 text. */
const WIDE_WHITE_SPACE = /[\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/g;
/** The breaks lines are split at: white space too, where a line read alone holds one. */
const LINE_BREAKS = ['\n', '\f'];

/** White space at an end of the line `source` holds from `start` to `end`: uneven, and blank where nothing else is there. */
function shapeOfEnds(source: string, start: number, end: number): number {
  if (start === end) return UNEVEN_SPACING | BLANK;
  if (!isWhiteSpace(source.charCodeAt(start)) && !isWhiteSpace(source.charCodeAt(end - 1)))
    return 0;
  let first = start;
  while (first < end && isWhiteSpace(source.charCodeAt(first))) first++;
  return first === end ? UNEVEN_SPACING | BLANK : UNEVEN_SPACING;
}

/** The shape of one line read alone (a piece of a paste, a line a test makes): the flags above, or-ed. */
export function readLineShape(line: string): number {
  let shape = shapeOfEnds(line, 0, line.length);
  for (const [part, flag] of FLAG_PARTS) if (line.includes(part)) shape |= flag;
  WIDE_WHITE_SPACE.lastIndex = 0;
  if (WIDE_WHITE_SPACE.test(line) || LINE_BREAKS.some((part) => line.includes(part)))
    shape |= UNEVEN_SPACING;
  return shape;
}

/**
 * The shape of every line of `source`, each line given by its start and end offsets (no
 * line holds a `\n` or form feed): what readLineShape tells of each, found by searching the
 * whole text once for each thing a flag stands for. A native search skips a text many
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
  for (let line = 0; line < count; line++)
    shapes[line] =
      (shapes[line] as number) | shapeOfEnds(source, starts[line] as number, ends[line] as number);
  return shapes;
}
