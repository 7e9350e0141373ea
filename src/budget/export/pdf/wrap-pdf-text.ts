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
  /** False for a word that must not open a line (given the word after it): one word more goes down with it. */
  mayOpenLine: (word: string, next: string | undefined) => boolean = () => true,
): string[] {
  const lines: string[] = [];
  const space = measure(' ');
  let current = '';
  let currentWidth = 0;
  const limit = () => (lines.length === 0 ? firstWidth : width);
  const words = text.split(' ').filter((part) => part !== '');
  for (let index = 0; index < words.length; index++) {
    let word = words[index]!;
    const wordWidth = measure(word);
    const candidateWidth = current === '' ? wordWidth : currentWidth + space + wordWidth;
    if (candidateWidth <= limit()) {
      current = current === '' ? word : `${current} ${word}`;
      currentWidth = candidateWidth;
      continue;
    }
    if (current !== '') {
      const cut = current.lastIndexOf(' ');
      const carried = current.slice(cut + 1);
      if (
        !mayOpenLine(word, words[index + 1]) &&
        cut > 0 &&
        mayOpenLine(carried, word) &&
        measure(`${carried} ${word}`) <= width
      ) {
        // The line's last word goes down with this one: `… ACERO INOXIDABLE` / `ANTIVANDÁLICO 1,5 l`.
        lines.push(current.slice(0, cut));
        word = `${carried} ${word}`;
      } else lines.push(current);
      current = '';
    }
    let rest = word;
    let restWidth = measure(word);
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
