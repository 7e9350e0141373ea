/**
 * A description wrapped over several printed lines, joined back into one paragraph:
 * a word hyphenated at a line end is rejoined (`calza-` + `das` → `calzadas`), a real
 * hyphen is kept without a space (`NTE-` + `RSS` → `NTE-RSS`), other lines meet with a
 * space. Joined once at the end, so a description of any length costs its length.
 */
const LOWER_LETTER = /\p{Ll}/u;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

export function joinDescriptionLines(lines: readonly string[]): string {
  const parts: string[] = [];
  let previous = '';
  for (const line of lines) {
    if (parts.length > 0) {
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
