/**
 * A description wrapped over several printed lines, joined back into one paragraph:
 * a word hyphenated at a line end is rejoined (`calza-` + `das` → `calzadas`), a real
 * hyphen is kept without a space (`NTE-` + `RSS` → `NTE-RSS`), other lines meet with a
 * space. Joined once at the end, so a description of any length costs its length. A line
 * opening an item's note (`Observaciones: …`, item-note.ts) starts a line of its own.
 */
import { opensItemNote } from '../../model/item-note.ts';

const LOWER_LETTER = /\p{Ll}/u;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

/** `line.endsWith('-')`, told by its last character: every line of every description is asked. */
const endsWithHyphen = (line: string): boolean => line.charCodeAt(line.length - 1) === 0x2d;

/**
 * A word cut at a line's end: a lower-case letter and `-` end the line, a lower-case
 * letter opens the next (`calza-` / `das`). `NTE-` / `RSS` and `PVC-` / `U` are real hyphens.
 */
function isCutWord(line: string, next: string): boolean {
  return (
    line.length >= 2 &&
    endsWithHyphen(line) &&
    LOWER_LETTER.test(line.charAt(line.length - 2)) &&
    LOWER_LETTER.test(next.charAt(0))
  );
}

/**
 * The lines of a description kept line by line (a table's rows), with every word cut at a
 * line's end taken whole onto its line: `… para esca-` / `lera interior …` → `… para escalera` /
 * `interior …`. Real hyphens (`NTE-` / `RSS`) and every other line stay as they are.
 */
export function rejoinCutWords(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    if (previous !== undefined && isCutWord(previous, line)) {
      const space = line.indexOf(' ');
      joined[joined.length - 1] = previous.slice(0, -1) + (space < 0 ? line : line.slice(0, space));
      if (space >= 0) joined.push(line.slice(space + 1));
    } else joined.push(line);
  }
  return joined;
}

export function joinDescriptionLines(lines: readonly string[], title?: string): string {
  // An item's title heads its description on a line of its own: one string for both, as
  // the item keeps it (not a title, a line break and a body joined on demand).
  if (title !== undefined && (lines.length === 0 || (lines.length === 1 && lines[0] === '')))
    return title;
  let body = lines;
  let head = title;
  // `Excavación del terreno exis-` / `tente a maquina…`: a title cut mid-word at its line's
  // end takes the rest of the word back from the line under it.
  if (head !== undefined && body.length > 0 && isCutWord(head, body[0] as string)) {
    const [joined, ...rest] = rejoinCutWords([head, body[0] as string]);
    head = joined as string;
    body = [...rest, ...body.slice(1)];
    if (body.length === 0) return head;
  }
  const parts: string[] = head === undefined ? [] : [head, '\n'];
  const first = parts.length;
  let previous = '';
  for (const line of body) {
    if (parts.length > first && opensItemNote(line)) parts.push('\n');
    else if (parts.length > first) {
      // A `-` alone on its line is a dash, not a hyphenation.
      if (previous.length >= 2 && endsWithHyphen(previous)) {
        if (isCutWord(previous, line)) {
          parts[parts.length - 1] = previous.slice(0, -1);
        } else if (!LETTER_OR_DIGIT.test(previous.charAt(previous.length - 2))) parts.push(' ');
      } else parts.push(' ');
    }
    parts.push(line);
    previous = line;
  }
  return parts.join('');
}
