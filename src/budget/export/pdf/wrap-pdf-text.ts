/** The width of a text at a font size, in points. */
export type MeasureText = (text: string, bold: boolean, size: number) => number;

/**
 * Breaks a paragraph into lines no wider than `width`, at spaces; a word wider than a line
 * (a long code, a URL) is cut where it overflows rather than running into the next column.
 * `firstWidth` narrows the first line (a unit printed before a title).
 * Example: "Excavación en zanja de 1,5 m" at 60 pt → ["Excavación en", "zanja de 1,5 m"].
 */
export function wrapPdfText(
  text: string,
  width: number,
  measure: (text: string) => number,
  firstWidth = width,
): string[] {
  const lines: string[] = [];
  let current = '';
  const limit = () => (lines.length === 0 ? firstWidth : width);
  for (const word of text.split(' ').filter((part) => part !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= limit()) {
      current = candidate;
      continue;
    }
    if (current !== '') {
      lines.push(current);
      current = '';
    }
    let rest = word;
    while (measure(rest) > limit() && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > limit()) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}
