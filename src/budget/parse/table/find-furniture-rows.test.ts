import { describe, expect, it } from 'vitest';
import { findFurnitureRows } from './find-furniture-rows.ts';
import { findHeaderBands } from './find-header-bands.ts';
import { normaliseTableRows } from './normalise-table-rows.ts';
import { readTableFigures } from './read-table-figures.ts';

function skipped(rows: (string | number)[][]): number[] {
  const cells = normaliseTableRows(rows);
  const bands = findHeaderBands(cells, readTableFigures(cells).values);
  const header = new Uint8Array(cells.length);
  for (const band of bands) header.fill(1, band.first, band.last + 1);
  const found = findFurnitureRows(cells, bands, header);
  return [...found.keys()].filter((row) => found[row] === 1);
}

describe('findFurnitureRows', () => {
  it('skips headers and, above a header printed again, the page number and the page title', () => {
    expect(
      skipped([
        ['PRESUPUESTO Y MEDICIONES'],
        ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
        ['E01', 'Solera', 2, 3, 6],
        ['', '', '', '', 1],
        [],
        ['PRESUPUESTO Y MEDICIONES'],
        ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
        ['E02', 'Bordillo', 2, 3, 6],
      ]),
    ).toEqual([1, 3, 5, 6]);
  });

  it('keeps a chapter title above a header printed again', () => {
    expect(
      skipped([
        ['CAPÍTULO 1: EXPLANACIONES.'],
        ['ENSAYO', 'UD', 'PRECIO', 'IMPORTE'],
        ['Proctor', 'ud', 60, 240],
        ['CAPÍTULO 2: FIRMES.'],
        ['ENSAYO', 'UD', 'PRECIO', 'IMPORTE'],
      ]),
    ).toEqual([1, 4]);
  });

  it('skips a page’s head of many rows printed above every header (our own PDF’s), however many', () => {
    const head = [
      ['Construcciones Ejemplo', '', '', '', 'PRESUPUESTO'],
      ['Centro de trabajo: Nave 3'],
      ['', '', '', '', 'Nº PRE-2024-123'],
      ['Domicilio social: Calle Ficticia 1'],
      ['', '', '', 'Cliente: Ayuntamiento de Getafe'],
      ['', '', '', '', 'Fecha: 27/11/2026'],
    ];
    const header = ['RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
    const rows = [
      ...head,
      header,
      ['t DEMOLICIÓN', '1', 2, 3, 6],
      ['Documento generado el 27/11/2026', '', '', '', 'Página 1 de 2'],
      ...head,
      header,
      ['m2 SOLERA', '1', 2, 3, 6],
    ];
    expect(skipped(rows)).toEqual([6, 9, 10, 11, 12, 13, 14, 15]);
  });
});
