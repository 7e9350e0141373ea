import { describe, expect, it } from 'vitest';
import { readLayoutLine } from './read-layout-line.ts';
import { splitInlineChapter } from './split-inline-chapter.ts';

const split = (text: string) => splitInlineChapter(readLayoutLine(text, 1, ','));

describe('splitInlineChapter', () => {
  it('takes the chapter heading printed between an item’s code and its unit out of the line', () => {
    expect(split('01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES M3 DEMOLICIÓN EDIFICIO')).toEqual([
      'CAPÍTULO 01 DEMOLICIONES',
      '01.01 01EMM00110X M3 DEMOLICIÓN EDIFICIO',
    ]);
  });

  it('reads a subchapter keyword the same way', () => {
    expect(split('2.1 E02AM010 SUBCAPÍTULO 02.01 MOVIMIENTO DE TIERRAS UD ZANJA')).toEqual([
      'SUBCAPÍTULO 02.01 MOVIMIENTO DE TIERRAS',
      '2.1 E02AM010 UD ZANJA',
    ]);
  });

  it('leaves alone a chapter heading, an item heading, and a keyword line with no unit after it', () => {
    expect(split('CAPÍTULO 01 DEMOLICIONES')).toBeUndefined();
    expect(split('01.01 01EMM00110X M3 DEMOLICIÓN EDIFICIO')).toBeUndefined();
    expect(split('01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES Y DESMONTAJES')).toBeUndefined();
  });
});
