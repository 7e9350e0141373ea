/**
 * A description wrapped over several printed lines, joined back into one paragraph:
 * a word hyphenated at a line end is rejoined (`calza-` + `das` → `calzadas`), a real
 * hyphen is kept without a space (`NTE-` + `RSS` → `NTE-RSS`), other lines meet with a
 * space. Joined once at the end, so a description of any length costs its length.
 */
const LOWER_LETTER = /\p{Ll}/u;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

export function joinDescriptionLines(lines: readonly string[], title?: string): string {
  // An item's title heads its description on a line of its own: one string for both, as
  // the item keeps it (not a title, a line break and a body joined on demand).
  if (title !== undefined && (lines.length === 0 || (lines.length === 1 && lines[0] === '')))
    return title;
  const parts: string[] = title === undefined ? [] : [title, '\n'];
  const first = parts.length;
  let previous = '';
  for (const line of lines) {
    if (parts.length > first) {
      // A `-` alone on its line is a dash, not a hyphenation.
      if (previous.length >= 2 && previous.endsWith('-')) {
        const before = previous.charAt(previous.length - 2);
        const after = line.charAt(0);
        if (LOWER_LETTER.test(before) && LOWER_LETTER.test(after)) {
          parts[parts.length - 1] = previous.slice(0, -1);
        } else if (!LETTER_OR_DIGIT.test(before)) parts.push(' ');
      } else parts.push(' ');
    }
    parts.push(line);
    previous = line;
  }
  return parts.join('');
}
