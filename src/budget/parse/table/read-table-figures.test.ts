import { describe, expect, it } from 'vitest';
import { normaliseTableRows } from './normalise-table-rows.ts';
import { readTableFigures } from './read-table-figures.ts';

describe('readTableFigures', () => {
  it('reads a column of US figures in US style, its ambiguous cells too (4,875 is 4875)', () => {
    const rows = normaliseTableRows([
      ['Ensayo', '4,875', '12.50', '60,937.50'],
      ['Ensayo', '24', '1,012.25', '24,294.00'],
    ]);
    const { values, styles } = readTableFigures(rows);
    expect(styles.slice(1)).toEqual(['us', 'us', 'us']);
    expect(values[0]).toEqual([undefined, 4875, 12.5, 60937.5]);
  });

  it('reads Spanish figures, and an ambiguous column by the grid’s majority (1.200 is 1200)', () => {
    const rows = normaliseTableRows([
      ['1.200', '12,50', '15.000,00'],
      ['300', '2,00', '600,00'],
    ]);
    expect(readTableFigures(rows).values).toEqual([
      [1200, 12.5, 15000],
      [300, 2, 600],
    ]);
  });

  it('keeps spreadsheet numbers as they are and reads no words as figures', () => {
    const { values } = readTableFigures(
      normaliseTableRows([['E01', 'm2', 12.5, '€ 3,20', '1 234,56']]),
    );
    expect(values[0]).toEqual([undefined, undefined, 12.5, 3.2, 1234.56]);
  });

  it('says when a column reads two ways and nothing settles it', () => {
    expect(readTableFigures(normaliseTableRows([['4,875', '2', '9,750']])).undecided).toBe(true);
    expect(readTableFigures(normaliseTableRows([['4,875', '2', '9,750.00']])).undecided).toBe(
      false,
    );
  });

  it('lets each column vote once: a column of codes 1.1, 1.2 does not make Spanish amounts US', () => {
    const rows = normaliseTableRows([
      ['1.1', '1.200', '2,50', '3.000,00'],
      ['1.2', '2.000', '1,50', '3.000,00'],
      ['1.3', '100', '3,00', '300,00'],
    ]);
    expect(readTableFigures(rows).values[0]?.slice(1)).toEqual([1200, 2.5, 3000]);
  });
});

describe('normaliseTableRows', () => {
  it('trims cells, reads a merged cell repeated across columns once and never merges figures', () => {
    expect(
      normaliseTableRows([
        ['  CAPÍTULO 1  ', 'CAPÍTULO 1', 'CAPÍTULO 1', null, ''],
        ['E01', 'm2', 1, '43.428,25', '43.428,25', true],
      ]),
    ).toEqual([['CAPÍTULO 1'], ['E01', 'm2', 1, '43.428,25', '43.428,25']]);
  });
});
