import { describe, expect, it } from 'vitest';
import { findFurniture, furnitureKey } from './find-page-furniture.ts';
import { readLayoutLine } from './read-layout-line.ts';
import { readLineRole } from './read-line-role.ts';

function furnitureOf(texts: string[], formFeeds = 0): string[] {
  const lines = texts.map((text, index) => readLayoutLine(text, index + 1, ','));
  const furniture = findFurniture(lines, lines.map(readLineRole), ',', formFeeds);
  return [...new Set(lines.filter((line) => furniture.has(furnitureKey(line))).map((l) => l.text))];
}

describe('findFurniture', () => {
  it('finds a line every page repeats, its page number aside', () => {
    const page = (n: number) => [
      `${n} OBRAS EN URB. CALYPO FADO`,
      `Corte de pavimento ${'a'.repeat(n)}`,
    ];
    expect(furnitureOf([...page(1), ...page(2), ...page(3)], 2)).toEqual([
      '1 OBRAS EN URB. CALYPO FADO',
      '2 OBRAS EN URB. CALYPO FADO',
      '3 OBRAS EN URB. CALYPO FADO',
    ]);
  });

  it('never takes for furniture the figures, units and totals budgets repeat', () => {
    const lines = ['DEM06 Ml CORTE', '1 1,000', 'TOTAL 01 12,00'];
    expect(furnitureOf([...lines, ...lines, ...lines], 2)).toEqual([]);
  });

  it('takes a line printed more often than the pages hold furniture for text', () => {
    const lines = Array.from({ length: 50 }, (_, index) => `línea suelta ${index}`);
    expect(furnitureOf(lines)).toEqual([]);
  });
});
