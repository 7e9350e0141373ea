import { describe, expect, it } from 'vitest';
import { findRollUpRows } from './find-roll-up-rows.ts';
import type { TableRow } from './read-table-row.ts';

function row(
  code: string,
  unit: string,
  quantity: number,
  price: number,
  amount: number,
): TableRow {
  return {
    index: 0,
    code,
    nature: '',
    unit,
    summary: code,
    note: '',
    others: [],
    texts: [code],
    quantity,
    quantityText: '',
    price,
    amount,
    figureCount: 3,
  };
}

describe('findRollUpRows', () => {
  it('finds nested roll-ups from the bottom up, each covering the rows that add up to it', () => {
    const rows = [
      row('1', '', 1, 350, 350),
      row('1.1', '', 1, 300, 300),
      row('1.1.1', 'm2', 10, 20, 200),
      row('1.1.2', 'm', 10, 10, 100),
      row('1.2', '', 1, 50, 50),
      row('1.2.1', 'm2', 100, 0.5, 50),
    ];
    expect([...findRollUpRows(rows, () => false)].sort()).toEqual([
      [0, 5],
      [1, 3],
      [4, 5],
    ]);
  });

  it('takes no item with quantity 1 for a roll-up when a single row with a unit merely equals it', () => {
    const rows = [row('E01', 'ud', 1, 100, 100), row('E02', 'ud', 2, 50, 100)];
    expect(findRollUpRows(rows, () => false).size).toBe(0);
  });

  it('takes no row without unit for a roll-up when the single row under it is the next item by its code', () => {
    // A Word table printing the unit in the summary's cell: `01.09.02 | ud  VENTANA… | 1 | 456,54`.
    const items = [row('01.09.02', '', 1, 456.54, 456.54), row('01.09.03', '', 1, 456.54, 456.54)];
    expect(findRollUpRows(items, () => false).size).toBe(0);
    const chapter = [row('01.09', '', 1, 456.54, 456.54), row('01.09.01', '', 1, 456.54, 456.54)];
    expect([...findRollUpRows(chapter, () => false)]).toEqual([[0, 1]]);
  });
});
