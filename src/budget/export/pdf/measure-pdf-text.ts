import type { MeasureText } from './wrap-pdf-text.ts';

/**
 * A text's width as the sum of its characters' widths, each asked of the font once. jsPDF
 * prints without kerning, so the sum is the printed width; asking jsPDF for every candidate
 * line while wrapping ran its Arabic shaping pass on each and took seconds on a large budget.
 * `unitWidth` gives a string's width at size 1 in the given style.
 */
export function cacheCharacterWidths(
  unitWidth: (text: string, bold: boolean) => number,
): MeasureText {
  const widths = [new Map<string, number>(), new Map<string, number>()] as const;
  return (text, bold, size) => {
    const cache = widths[bold ? 1 : 0];
    let total = 0;
    for (const character of text) {
      let width = cache.get(character);
      if (width === undefined) {
        width = unitWidth(character, bold);
        cache.set(character, width);
      }
      total += width;
    }
    return total * size;
  };
}
