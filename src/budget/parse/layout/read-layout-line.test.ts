import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';

const valuesOf = (text: string) => readLayoutLine(text, 1, ',').figures.map((f) => f.value);

describe('readLayoutLine', () => {
  it('reads a soft hyphen or a minus sign before a figure as its minus', () => {
    expect(valuesOf('\u00AD3,00 10,00 \u00AD30,00')).toEqual([-3, 10, -30]);
    expect(valuesOf('\u22122,00 10,00 \u221220,00')).toEqual([-2, 10, -20]);
  });

  it('drops hidden hyphenation points inside words', () => {
    expect(readLayoutLine('calza\u00ADdas de hormi\u00ADgón', 1, ',').text).toBe(
      'calzadas de hormigón',
    );
  });

  it('drops dot leaders and euro signs', () => {
    const line = readLayoutLine('TOTAL CAPÍTULO C01........ 1.210,00 €', 1, ',');
    expect(line.tokens).toEqual(['TOTAL', 'CAPÍTULO', 'C01', '1.210,00']);
    expect(line.figures.map((figure) => figure.value)).toEqual([1210]);
  });
});

describe('LayoutLine words', () => {
  const line = readLayoutLine('E02AM010 m3 EXCAVACIÓN EN ZANJA 12,50 9,50 118,75', 1, ',');

  it('gives any word, and text between words, as the split words would', () => {
    const words = 'E02AM010 m3 EXCAVACIÓN EN ZANJA 12,50 9,50 118,75'.split(' ');
    expect(line.tokenCount).toBe(words.length);
    for (let index = -1; index <= words.length; index++)
      expect(line.word(index)).toBe(words[index]);
    for (let from = 0; from <= words.length; from++)
      for (let end = from; end <= words.length; end++)
        expect(line.textBetween(from, end)).toBe(words.slice(from, end).join(' '));
    expect(line.tokens).toEqual(words);
  });

  it('finds figures by their word index without splitting the line', () => {
    expect(line.figures.map((figure) => [figure.token, figure.value])).toEqual([
      [5, 12.5],
      [6, 9.5],
      [7, 118.75],
    ]);
  });
});
