/** The width of a text at a font size, in points. */
export type MeasureText = (text: string, bold: boolean, size: number) => number;

/**
 * Breaks a paragraph into lines no wider than `width`, at spaces; a word wider than a line
 * (a long code, a URL) is cut where it overflows rather than running into the next column.
 * `firstWidth` narrows the first line (a unit printed before a title). Widths add up
 * (jsPDF prints without kerning), so each word is measured once: a 4,349-item budget wraps
 * about 40,000 lines.
 * Example: "Excavación en zanja de 1,5 m" at 60 pt → ["Excavación en", "zanja de 1,5 m"].
 */
export function wrapPdfText(
  text: string,
  width: number,
  measure: (text: string) => number,
  firstWidth = width,
): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  let current = '';
  let currentWidth = 0;
  const limit = () => (lines.length === 0 ? firstWidth : width);
  for (const word of text.split(' ')) {
    if (word === '') continue;
    const wordWidth = measure(word);
    const candidateWidth = current === '' ? wordWidth : currentWidth + space + wordWidth;
    if (candidateWidth <= limit()) {
      current = current === '' ? word : `${current} ${word}`;
      currentWidth = candidateWidth;
      continue;
    }
    if (current !== '') {
      lines.push(current);
      current = '';
    }
    let rest = word;
    let restWidth = wordWidth;
    while (restWidth > limit() && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > limit()) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
      restWidth = measure(rest);
    }
    current = rest;
    currentWidth = restWidth;
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}
