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
      const carried = mayOpenLine(word, words[index + 1])
        ? undefined
        : wordsToCarry(current, word, width, measure, mayOpenLine);
      if (carried !== undefined) {
        // The line's last words go down with this one: `… ACERO INOXIDABLE` / `ANTIVANDÁLICO 1,5 l`.
        lines.push(current.slice(0, current.length - carried.length - 1));
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

/** At most this many words of a line go down to open the next one. */
const MAX_CARRIED_WORDS = 4;

/**
 * The fewest last words of `line` that may open the next line before `word` (which may not
 * open it), leaving at least one word above: `… 500X250 MM.` / `17.06 AD 111` becomes `…` /
 * `EMERGENCIA 500X250 MM. 17.06 AD 111`, neither `MM.` nor `17.06` opening a line.
 */
function wordsToCarry(
  line: string,
  word: string,
  width: number,
  measure: (text: string) => number,
  mayOpenLine: (word: string, next: string | undefined) => boolean,
): string | undefined {
  const parts = line.split(' ');
  for (let count = 1; count < parts.length && count <= MAX_CARRIED_WORDS; count++) {
    const carried = parts.slice(-count);
    if (!mayOpenLine(carried[0]!, carried[1] ?? word)) continue;
    const text = carried.join(' ');
    return measure(`${text} ${word}`) <= width ? text : undefined;
  }
  return undefined;
}
