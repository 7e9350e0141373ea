import { describe, expect, it } from 'vitest';
import { wrapPdfText } from './wrap-pdf-text.ts';

/** Every character 1 pt wide: widths are lengths. */
const length = (text: string) => text.length;

describe('wrapPdfText', () => {
  it('breaks a paragraph at spaces into lines no wider than the width', () => {
    const lines = wrapPdfText('Excavación en zanja de 1,5 m', 14, length);
    expect(lines).toEqual(['Excavación en', 'zanja de 1,5 m']);
    expect(lines.every((line) => line.length <= 14)).toBe(true);
  });

  it('cuts a word wider than a line instead of letting it overflow', () => {
    expect(wrapPdfText('ABCDEFGHIJ kl', 4, length)).toEqual(['ABCD', 'EFGH', 'IJ', 'kl']);
  });

  it('narrows only the first line when asked', () => {
    expect(wrapPdfText('uno dos tres', 8, length, 3)).toEqual(['uno', 'dos tres']);
  });

  it('carries a word down rather than open a line with one that may not open it', () => {
    const notFigure = (word: string) => !/^\d/.test(word);
    expect(wrapPdfText('Puerta de paso 1.800 x 2.100 mm', 15, length, 15, notFigure)).toEqual([
      'Puerta de',
      'paso 1.800',
      'x 2.100 mm',
    ]);
  });

  it('carries as many words down as it takes for the line to open with one that may open it', () => {
    // Neither `MM.` (a code-like word before a figure), `500X250` nor `17.06` may open a line.
    const mayOpen = (word: string, next: string | undefined) =>
      !/^\d/.test(word) && !(word === 'MM.' && next !== undefined && /^\d/.test(next));
    expect(
      wrapPdfText('SEÑAL EMERGENCIA 500X250 MM. 17.06 AD 111', 28, length, 28, mayOpen),
    ).toEqual(['SEÑAL', 'EMERGENCIA 500X250 MM. 17.06', 'AD 111']);
  });

  it('keeps every word, and gives one empty line for an empty text', () => {
    const text = 'a bb ccc dddd eeeee ffffff';
    expect(wrapPdfText(text, 7, length).join(' ')).toBe(text);
    expect(wrapPdfText('', 10, length)).toEqual(['']);
  });
});
