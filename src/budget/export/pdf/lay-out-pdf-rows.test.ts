import { describe, expect, it } from 'vitest';
import { descriptionLines, mayOpenTextLine } from './lay-out-pdf-rows.ts';

/** Every character 1 pt wide: widths are lengths. */
const length = (text: string) => text.length;

describe('mayOpenTextLine', () => {
  it('keeps a figure or a code-like word before a figure from opening a wrapped line', () => {
    expect(mayOpenTextLine('1.800', 'X')).toBe(false);
    expect(mayOpenTextLine('ANTIVANDÁLICO', '1,5')).toBe(false);
    expect(mayOpenTextLine('T.', '8000')).toBe(false);
    expect(mayOpenTextLine('2x63A.', '300')).toBe(false);
    expect(mayOpenTextLine('iK60N', '2')).toBe(false);
  });

  it('keeps a code-like word before a unit from opening a wrapped line', () => {
    // `PN L 80.80.8 de 1250x733 mm.` reads as the item `PN`, measured in `L`.
    expect(mayOpenTextLine('PN', 'L')).toBe(false);
    expect(mayOpenTextLine('500X250', 'M2.')).toBe(false);
    expect(mayOpenTextLine('laminado', 'PN')).toBe(true);
  });

  it('lets words open a line', () => {
    expect(mayOpenTextLine('ANTIVANDÁLICO', 'de')).toBe(true);
    expect(mayOpenTextLine('incluso', '2')).toBe(true);
    expect(mayOpenTextLine('2x63A.', 'de')).toBe(true);
    expect(mayOpenTextLine('Dosificador', undefined)).toBe(true);
  });
});

describe('descriptionLines', () => {
  const paragraphs = ['uno dos tres cuatro cinco seis siete ocho nueve diez', 'once doce'];

  it('prints every word of every paragraph, each line within the width', () => {
    const lines = descriptionLines(paragraphs, 20, length);
    expect(lines.join(' ')).toBe(paragraphs.join(' '));
    expect(lines.every((line) => line.length <= 20)).toBe(true);
    expect(lines.at(-1)).toBe('once doce');
  });
});
