import { describe, expect, it } from 'vitest';
import { findHeaderBands, namingBand } from './find-header-bands.ts';
import { normaliseTableRows } from './normalise-table-rows.ts';
import { readHeaderRole } from './read-header-role.ts';
import { readTableFigures } from './read-table-figures.ts';

function bands(rows: (string | number)[][]) {
  const cells = normaliseTableRows(rows);
  return findHeaderBands(cells, readTableFigures(cells).values);
}

describe('findHeaderBands', () => {
  it('joins a header written over two rows into one name per column (PRECIO / UNITARIO)', () => {
    const found = bands([
      ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'PRECIO'],
      ['', '', '', 'UNITARIO', 'TOTAL'],
      ['E01', 'Solera', 2, 3, 6],
    ]);
    expect(found).toMatchObject([
      { first: 0, last: 1, names: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO UNITARIO', 'TOTAL'] },
    ]);
  });

  it('takes a long cell of column names alone for a header’s (a PDF merged them), not a title', () => {
    const header = [
      'CÓDIGO RESUMEN',
      'UDS',
      'LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD',
      'PRECIO',
      'IMPORTE',
    ];
    expect(bands([header, ['Calle Mayor', '9', '16,91', '152,19']])).toMatchObject([
      { first: 0, last: 0 },
    ]);
    // A long title beside two names is no header.
    const title = [
      'OBRAS COMPLEMENTARIAS EN LA CALLE MAYOR Y PLAZA',
      'UDS',
      '',
      'PRECIO',
      'IMPORTE',
    ];
    expect(bands([title, ['Calle Mayor', '9', '16,91', '152,19']])).toEqual([]);
  });

  it('keeps a first item left without figures out of the header above it', () => {
    // `h` is a unit, as a header's row of units prints; the code and the title have digits.
    const found = bands([
      ['Código', 'Ud', 'Descripción', 'Precio', 'Cantidad', 'Importe'],
      ['Z17SX001', 'h', 'COLUMNA 6 m.', '', '', ''],
      ['m23S79L002', 'mes', 'CANALIZACIÓN', '265,49', '35,000', '9.292,15'],
    ]);
    expect(found).toMatchObject([{ first: 0, last: 0 }]);
  });

  it('keeps a group word merged over several columns above the header out of their role names', () => {
    const found = bands([
      ['DESCRIPCIÓN', 'DESCRIPCIÓN', 'MEDICIÓN', 'PRESUPUESTO', 'PRESUPUESTO'],
      ['ENSAYO', 'NORMA', 'MEDICIÓN', 'PRECIO', 'IMPORTE'],
      ['', '', '', 'UNITARIO', ''],
    ]);
    expect(found).toHaveLength(1);
    expect(found[0]?.names).toEqual([
      'DESCRIPCIÓN ENSAYO',
      'NORMA',
      'MEDICIÓN MEDICIÓN',
      'PRESUPUESTO PRECIO UNITARIO',
      'IMPORTE',
    ]);
    expect(found[0]?.lower).toEqual(['ENSAYO', 'NORMA', 'MEDICIÓN', 'PRECIO UNITARIO', 'IMPORTE']);
  });

  it('finds a header printed again above each chapter, and leaves a chapter title out of it', () => {
    const found = bands([
      ['CAPÍTULO 1: EXPLANACIONES.'],
      ['ENSAYO', 'UD', 'TOTAL', 'PRECIO', 'IMPORTE'],
      ['', '', 'ENSAYOS', 'UNITARIO', ''],
      ['Proctor', 'ud', 4, 60, 240],
      ['CAPÍTULO 2: FIRMES.'],
      ['ENSAYO', 'UD', 'TOTAL', 'PRECIO', 'IMPORTE'],
      ['', '', 'ENSAYOS', 'UNITARIO', ''],
    ]);
    expect(found.map((band) => [band.first, band.last])).toEqual([
      [1, 2],
      [5, 6],
    ]);
    expect(found[0]?.names[2]).toBe('TOTAL ENSAYOS');
  });

  it('takes no row with a figure or a single title for a header', () => {
    expect(bands([['PRESUPUESTO'], ['Precio', 'Importe', 12]])).toEqual([]);
  });
});

describe('readHeaderRole', () => {
  it('names the columns of Presto’s export, its reports and hand-made sheets', () => {
    const names = [
      'Código',
      'Nat',
      'Ud',
      'Resumen',
      'CanPres',
      'PrPres',
      'ImpPres',
      'Nº',
      'P. Unit.',
      'PRECIO TOTAL',
      'TOTAL (€)',
      'Medición',
      'LONGITUD',
      'PARCIALES',
      'Descripción',
    ];
    expect(names.map(readHeaderRole)).toEqual([
      'code',
      'nature',
      'unit',
      'summary',
      'quantity',
      'price',
      'amount',
      'order',
      'price',
      'amount',
      'amount',
      'quantity',
      'longitud',
      'parcial',
      'summary',
    ]);
  });

  it('leaves words that name no role to the arithmetic (TOTAL ENSAYOS, NORMA)', () => {
    expect(readHeaderRole('TOTAL ENSAYOS')).toBeUndefined();
    expect(readHeaderRole('NORMA')).toBeUndefined();
  });

  it('names the columns from the fullest printing of a header printed twice, the first time cut', () => {
    // The sheet's top rows pasted twice: the group row alone, then the whole three-row header.
    const group = [
      'DESCRIPCIÓN',
      'DESCRIPCIÓN',
      'MEDICIÓN',
      'MEDICIÓN',
      'ENSAYOS',
      'PRESUPUESTO',
      'PRESUPUESTO',
    ];
    const found = bands([
      group,
      ['CAPÍTULO 1: EXPLANACIONES.'],
      group,
      ['ENSAYO', 'NORMA', 'UD', 'MEDICIÓN', 'TOTAL', 'PRECIO', 'IMPORTE'],
      ['', '', '', '', 'ENSAYOS', 'UNITARIO', ''],
      ['Análisis granulométrico', 'UNE-EN ISO 17892-4', 'u', '3.596', '1', '564,04', '564,04'],
    ]);
    expect(found).toHaveLength(2);
    expect(namingBand(found)).toBe(found[1]);
    expect(namingBand(found)?.lower).toEqual([
      'ENSAYO',
      'NORMA',
      'UD',
      'MEDICIÓN',
      'TOTAL ENSAYOS',
      'PRECIO UNITARIO',
      'IMPORTE',
    ]);
  });

  it('names the columns from the first printing of a header repeated whole', () => {
    const header = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'];
    const found = bands([header, ['E01', 'Solera', 2, 3, 6], header, ['E02', 'Muro', 1, 4, 4]]);
    expect(found).toHaveLength(2);
    expect(namingBand(found)).toBe(found[0]);
  });
});
