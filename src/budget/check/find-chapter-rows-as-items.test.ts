import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findChapterRowsAsItems } from './find-chapter-rows-as-items.ts';

const row = (codigo: string, cantidad: string, total: number, chapterCode = '01') =>
  createBudgetItem({
    codigo,
    resumen: 'Partida',
    cantidad,
    precio_unitario: total,
    total,
    chapterCode,
  });

describe('findChapterRowsAsItems', () => {
  it('names a roll-up row 1 × 43.428,25 that heads the four items it sums', () => {
    const items = [
      row('C01#', '1', 43428.25),
      row('C01.1', '12,50', 10000),
      row('C01.2', '3,00', 20000.25),
      row('C01.3', '1,00', 3428),
      row('C01.4', '2,00', 10000),
    ];
    expect(findChapterRowsAsItems(items)).toEqual([{ row: 0, first: 1, last: 4 }]);
  });

  it('names a Presto export’s chapter and subchapter rows, the chapter summing its subchapters’ items', () => {
    const items = [
      row('01', '1', 700),
      row('01.01', '1', 300),
      row('A', '2,00', 100),
      row('B', '4,00', 200),
      row('01.02', '', 400),
      row('C', '1,00', 150),
      row('D', '5,00', 250),
    ];
    expect(findChapterRowsAsItems(items).map((found) => found.row)).toEqual([0, 1, 4]);
  });

  it('names nothing where a lump sum equals the one item after it, or rows of other chapters', () => {
    expect(findChapterRowsAsItems([row('PA1', '1,00', 500), row('PA2', '1,00', 500)])).toEqual([]);
    const withZero = [row('PA1', '1,00', 500), row('PA2', '1,00', 500), row('PA3', '0,00', 0)];
    expect(findChapterRowsAsItems(withZero)).toEqual([]);
    const split = [row('A', '1', 300), row('B', '1,00', 100, '01'), row('C', '1,00', 200, '02')];
    expect(findChapterRowsAsItems(split)).toEqual([]);
  });

  it('names nothing where the row’s quantity is a real one, or the sum only passes by its amount', () => {
    expect(
      findChapterRowsAsItems([row('A', '2,00', 300), row('B', '1,00', 100), row('C', '1,00', 200)]),
    ).toEqual([]);
    expect(
      findChapterRowsAsItems([row('A', '1', 250), row('B', '1,00', 100), row('C', '1,00', 200)]),
    ).toEqual([]);
  });
});
