import { describe, expect, it } from 'vitest';
import { descriptionLines, mayOpenTextLine } from './lay-out-pdf-rows.ts';

/** Every character 1 pt wide: widths are lengths. */
const length = (text: string) => text.length;

describe('mayOpenTextLine', () => {
  it('keeps a figure or a code-like word before a figure from opening a wrapped line', () => {
    expect(mayOpenTextLine('1.800', 'X')).toBe(false);
    expect(mayOpenTextLine('ANTIVANDÁLICO', '1,5')).toBe(false);
    expect(mayOpenTextLine('T.', '8000')).toBe(false);
  });

  it('lets words open a line', () => {
    expect(mayOpenTextLine('ANTIVANDÁLICO', 'de')).toBe(true);
    expect(mayOpenTextLine('incluso', '2')).toBe(true);
    expect(mayOpenTextLine('Dosificador', undefined)).toBe(true);
  });
});

describe('descriptionLines', () => {
  const paragraphs = ['uno dos tres cuatro cinco seis siete ocho nueve diez'];

  it('prints every line when no limit is set', () => {
    expect(descriptionLines(paragraphs, 20, length, undefined).join(' ')).toBe(paragraphs[0]);
  });

  it('cuts past the limit at a whole word, marked with "…", within the width', () => {
    const lines = descriptionLines(paragraphs, 20, length, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/ …$/);
    expect(lines.every((line) => line.length <= 20)).toBe(true);
  });
});
