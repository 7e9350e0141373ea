import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK,
  MAY_HOLD_LEADERS,
  MAY_HOLD_MARKS,
  MAY_NAME_CLIENT,
  MINUS_SIGNS,
  readLineShape,
  readLineShapes,
  TABBED,
  UNEVEN_SPACING,
} from './read-line-shape.ts';

/** Each flag as the plain string tests it stands for. */
function shapeByStringTests(line: string): number {
  let shape = 0;
  if (['..', '. .', '……', '___', '€'].some((part) => line.includes(part)))
    shape |= MAY_HOLD_LEADERS;
  if (line.includes(')')) shape |= MAY_HOLD_MARKS;
  if (line.includes('\t')) shape |= TABBED;
  if (line.includes('\u00AD') || line.includes('\u2212')) shape |= MINUS_SIGNS;
  if (line === '' || /^\s|\s$|[^\S ]/.test(line)) shape |= UNEVEN_SPACING;
  if (line.trim() === '') shape |= BLANK;
  if (line.includes(':')) shape |= MAY_NAME_CLIENT;
  return shape;
}

/** Characters that make or break each flag, and ordinary ones. */
const CHARACTERS = [
  ':',
  '\u2003',
  'a',
  'Z',
  '1',
  ',',
  '.',
  ' ',
  '\t',
  '\u00A0',
  '_',
  '…',
  '€',
  ')',
  '(',
  '\u00AD',
  '\u2212',
  'ñ',
];

describe('readLineShape', () => {
  it('tells a plain line of words by single spaces', () => {
    expect(readLineShape('E02AM010 m3 EXCAVACIÓN 12,50 9,50 118,75')).toBe(0);
  });

  it('flags leaders, marks, tabs, minus signs, uneven spacing and blank lines', () => {
    expect(readLineShape('TOTAL . . . 12,00')).toBe(MAY_HOLD_LEADERS);
    expect(readLineShape('5.919,43 DC (2)')).toBe(MAY_HOLD_MARKS);
    expect(readLineShape('\t12,00\t3,00')).toBe(TABBED | UNEVEN_SPACING);
    expect(readLineShape('\u22123,00')).toBe(MINUS_SIGNS);
    expect(readLineShape('  ')).toBe(UNEVEN_SPACING | BLANK);
  });

  it('agrees with the string tests each flag stands for, on any line', () => {
    fc.assert(
      // A line read alone may even hold a line or page break (white space, so uneven).
      fc.property(
        fc.array(fc.constantFrom(...CHARACTERS, '\n', '\f'), { maxLength: 12 }),
        (characters) => {
          const line = characters.join('');
          expect(readLineShape(line)).toBe(shapeByStringTests(line));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('reads every line of a text as readLineShape reads each line alone', () => {
    const text = fc.array(fc.constantFrom(...CHARACTERS, '\n', '\n', '\f'), { maxLength: 40 });
    fc.assert(
      fc.property(text, (characters) => {
        const source = characters.join('');
        const lines = source.split(/[\n\f]/);
        const starts = new Int32Array(lines.length);
        const ends = new Int32Array(lines.length);
        let at = 0;
        lines.forEach((line, index) => {
          starts[index] = at;
          ends[index] = at + line.length;
          at += line.length + 1;
        });
        expect([...readLineShapes(source, starts, ends)]).toEqual(lines.map(readLineShape));
      }),
      { numRuns: 3000 },
    );
  });
});
