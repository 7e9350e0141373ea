import { describe, expect, it } from 'vitest';
import { addRowsByEdges } from './align-cells-by-edges.ts';
import { WordGridRows } from './collect-word-grid.ts';

const read = (...rows: [cells: string[], edges: number[], nestedRows?: string[][]][]) => {
  const grid = new WordGridRows();
  addRowsByEdges(
    rows.map(([cells, edges, nestedRows = []]) => ({ cells, edges, nestedRows })),
    grid,
  );
  return grid.rows();
};

describe('addRowsByEdges', () => {
  it('pads a wide cell with one empty cell per further column of its table', () => {
    expect(
      read(
        [
          ['CÓDIGO', 'UD', 'RESUMEN', 'IMPORTE'],
          [0, 1500, 2500, 5500, 6700],
        ],
        [
          ['CAPÍTULO 01', '54,60'],
          [0, 5500, 6700],
        ],
        [
          ['TOTAL', '54,60'],
          [0, 2500, 6700],
        ],
      ),
    ).toEqual([
      ['CÓDIGO', 'UD', 'RESUMEN', 'IMPORTE'],
      ['CAPÍTULO 01', '', '', '54,60'],
      ['TOTAL', '', '54,60', ''],
    ]);
  });

  it('takes edges a millimetre apart for one column edge', () => {
    expect(
      read(
        [
          ['E01', 'm2'],
          [0, 1500, 3000],
        ],
        [
          ['E02', 'ud'],
          [10, 1540, 2960],
        ],
        [['Título'], [0, 3000]],
      ),
    ).toEqual([
      ['E01', 'm2'],
      ['E02', 'ud'],
      ['Título', ''],
    ]);
  });

  it('makes edges farther apart two column edges, one cell spanning both', () => {
    expect(
      read(
        [
          ['E01', 'm2'],
          [0, 1500, 3000],
        ],
        [
          ['a', 'b'],
          [0, 1400, 3000],
        ],
      ),
    ).toEqual([
      ['E01', '', 'm2'],
      ['a', 'b', ''],
    ]);
  });

  it('keeps as written a row whose edges do not match its cells, and puts nested rows after their row', () => {
    expect(
      read(
        [['E01', 'm2', '3,00'], [0, 1000], [['Planta baja', '2']]],
        [
          ['E02', 'ud'],
          [0, 1000, 2000],
        ],
      ),
    ).toEqual([
      ['E01', 'm2', '3,00'],
      ['Planta baja', '2'],
      ['E02', 'ud'],
    ]);
  });
});
