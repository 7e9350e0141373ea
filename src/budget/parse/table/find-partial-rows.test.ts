import { describe, expect, it } from 'vitest';
import { findPartialRows } from './find-partial-rows.ts';
import type { TableRow } from './read-table-row.ts';

/** A row of a `CÓDIGO | RESUMEN | CANTIDAD | PRECIO | IMPORTE` sheet. */
function row(index: number, code: string, summary: string, figures: number[]): TableRow {
  const [quantity, price, amount] = figures;
  const read: TableRow = {
    index,
    code,
    nature: '',
    unit: '',
    summary,
    note: '',
    others: [],
    texts: [code, summary].filter((text) => text !== ''),
    quantityText: quantity === undefined ? '' : String(quantity).replace('.', ','),
    figureCount: figures.length,
  };
  if (quantity !== undefined) read.quantity = quantity;
  if (price !== undefined) read.price = price;
  if (amount !== undefined) read.amount = amount;
  return read;
}

function partials(rows: TableRow[]): Array<[number, string]> {
  const found: (TableRow | undefined)[] = [...rows];
  findPartialRows(found);
  return found.flatMap((read, index) =>
    read?.measurement ? [[index, read.measurement.parcial] as [number, string]] : [],
  );
}

describe('findPartialRows', () => {
  it('reads rows of a comment and a partial under an item as its measurement lines when they add up to its quantity', () => {
    expect(
      partials([
        row(0, 'E01', 'Solera', [12.5, 10, 125]),
        row(1, '', 'Planta baja', [10]),
        row(2, '', 'A deducir:', []),
        row(3, '', 'Hueco escalera', [2.5]),
        row(4, 'E02', 'Bordillo', [3, 2, 6]),
      ]),
    ).toEqual([
      [1, '10'],
      [3, '2,5'],
    ]);
  });

  it('leaves rows whose figures do not add up to the quantity alone, for the builder to warn of', () => {
    expect(
      partials([row(0, 'E01', 'Solera', [12.5, 10, 125]), row(1, '', 'Planta baja', [11])]),
    ).toEqual([]);
  });

  it('reads deductions beyond the additions as an item measured 0', () => {
    expect(
      partials([
        row(0, 'E01', 'Solera', [0, 10, 0]),
        row(1, '', 'Planta baja', [4]),
        row(2, '', 'A deducir', [-6]),
      ]),
    ).toEqual([
      [1, '4'],
      [2, '-6'],
    ]);
  });
});
