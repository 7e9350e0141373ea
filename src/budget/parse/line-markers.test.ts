import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineMarkerScanner, MARKERS, markersOf } from './line-markers.ts';

const PIECES = [
  'a',
  ' ',
  'Página 3',
  '\t',
  '\u00A0',
  '..',
  '…',
  ':',
  'RESUMEN',
  '\f',
  '\u00AD',
  '1,5',
];

function lineOffsets(text: string): Array<[number, number]> {
  const offsets: Array<[number, number]> = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n', start);
    offsets.push([start, end < 0 ? text.length : end]);
    if (end < 0) return offsets;
    start = end + 1;
  }
}

describe('LineMarkerScanner', () => {
  it('marks a line with each marker it holds and no other', () => {
    const text =
      'Acera sur 1 22,87\nCLIENTE: Ayuntamiento\tde Madrid\nTOTAL....... 12,00\nPágina 3';
    const scanner = new LineMarkerScanner(text);
    const masks = lineOffsets(text).map(([start, end]) => scanner.markersOf(start, end));
    expect(masks).toEqual([0, MARKERS.colon[1] | MARKERS.tab[1], MARKERS.dots[1], MARKERS.page[1]]);
  });

  it('gives every line of any text the same mask as scanning the line alone', () => {
    const line = fc
      .array(fc.constantFrom(...PIECES), { maxLength: 8 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), (lines) => {
        const text = lines.join('\n');
        const scanner = new LineMarkerScanner(text);
        for (const [start, end] of lineOffsets(text)) {
          expect(scanner.markersOf(start, end)).toBe(markersOf(text.slice(start, end)));
        }
      }),
    );
  });
});
