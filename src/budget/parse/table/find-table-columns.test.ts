import { describe, expect, it } from 'vitest';
import { findHeaderBands, laterMeasurementNames } from './find-header-bands.ts';
import { findTableColumns } from './find-table-columns.ts';
import { normaliseTableRows } from './normalise-table-rows.ts';
import { readTableFigures } from './read-table-figures.ts';

function columns(rows: (string | number)[][]) {
  const cells = normaliseTableRows(rows);
  const { values } = readTableFigures(cells);
  const bands = findHeaderBands(cells, values);
  const header = new Set<number>();
  for (const band of bands) for (let row = band.first; row <= band.last; row++) header.add(row);
  return findTableColumns(
    cells,
    values,
    (row) => header.has(row),
    bands[0]?.names ?? [],
    bands[0]?.lower ?? [],
    laterMeasurementNames(bands),
  );
}

describe('findTableColumns', () => {
  it('reads a UDS column holding 1 on every priced row (our own Word, spec §9) as neither the unit nor the code', () => {
    const found = columns([
      ['RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
      ['t  DEMOLICIÓN DE ACERAS', '1', '3.145,93', '243,61 €', '766.380,01 €'],
      ['m²  ENCOFRADO EN ZAPATAS', '1', '3.428,67', '547,81 €', '1.878.259,71 €'],
      ['Ml  Plataforma elevadora', '1', '0,00', '23.641,53 €', '0,00 €'],
    ]);
    expect(found).toMatchObject({ summary: 0, quantity: 2, price: 3, amount: 4 });
    expect(found?.unit).toBeUndefined();
    expect(found?.code).toBeUndefined();
    // A column of units under UDS is the unit column.
    const units = columns([
      ['RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
      ['DEMOLICIÓN DE ACERAS', 't', '3.145,93', '243,61', '766.380,01'],
      ['ENCOFRADO EN ZAPATAS', 'm²', '3.428,67', '547,81', '1.878.259,71'],
    ]);
    expect(units?.unit).toBe(1);
  });

  it('takes the triple that multiplies, TOTAL ENSAYOS × PRECIO UNITARIO = IMPORTE, over the MEDICIÓN column', () => {
    const found = columns([
      ['ENSAYO', 'NORMA', 'MEDICIÓN', 'TOTAL ENSAYOS', 'PRECIO UNITARIO', 'IMPORTE'],
      ['Proctor', 'UNE 103501', 1200, 4, 60, 240],
      ['Densidad', 'ASTM D6938', 1200, 24, 12.5, 300],
      ['Testigos', 'UNE-EN 12697', 800, 6, 45, 270],
    ]);
    expect(found).toMatchObject({ quantity: 3, price: 4, amount: 5, summary: 0, others: [1] });
  });

  it('reads quantity and price where the figures stand one column right of the header that names them', () => {
    // A header that lost a cell: `34` stands under PRECIO, `306,07` under IMPORTE.
    const found = columns([
      ['DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['Relleno trasdós', 'h', '', 34, 306.07, 10406.38],
    ]);
    expect(found).toMatchObject({ quantity: 3, price: 4, amount: 5 });
    const many = columns([
      ['DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['Relleno trasdós', 'h', '', 34, 306.07, 10406.38],
      ['Excavación', 'm3', '', 120.5, 12.4, 1494.2],
      ['Solera', 'm2', '', 80, 25.75, 2060],
    ]);
    expect(many).toMatchObject({ quantity: 3, price: 4, amount: 5 });
  });

  it('prefers the item row’s triple to a measurement line’s under a header naming the amount', () => {
    const found = columns([
      ['CÓDIGO', 'RESUMEN', 'UDS', 'LONGITUD', 'ANCHURA', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['E01', 'Solera'],
      ['', 'Planta baja', 2, 3, '', 6],
      ['', 'Planta alta', 2, 5, '', 10],
      ['', '', '', '', '', 16, 2.5, 40],
    ]);
    expect(found).toMatchObject({
      quantity: 5,
      price: 6,
      amount: 7,
      code: 0,
      summary: 1,
      uds: 2,
      longitud: 3,
    });
  });

  it('finds no table where only a measurement line multiplies, into a column the measurement header under each item names', () => {
    // A CYPE PDF's grid: the item's quantity and price share a cell, so only `9 × 12,56 =
    // 113,04` multiplies, in the column `Parcial` heads under the item (the page's header
    // leaves it blank).
    const found = columns([
      ['Nº Ud Descripción', '', 'Medición Precio', '', 'Importe'],
      ['1.1 FRB01 Ud ENFOSCADO BUENA VISTA'],
      ['', 'Uds.', 'Largo Ancho Alto', 'Parcial', 'Subtotal'],
      ['Planta primera', '10', '1,79 4,58 1,95', '159,86'],
      ['Calle Mayor tramo norte', '9', '12,56', '113,04'],
      ['', '', '', '1.116,19', '1.116,19'],
      ['', 'Total Ud :', '1.116,19 119,64 €', '', '133.540,97 €'],
    ]);
    expect(found).toBeUndefined();
  });

  it('finds no table where only a measurement line multiplies, into the column the header names the price', () => {
    // Presto's report as a PDF grid: the names of the columns without figures merged in one cell.
    const found = columns([
      ['CÓDIGO RESUMEN', 'UDS', 'LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['APUF_001 m. ALQUILER CASETA PREFABRICADA'],
      ['Calle Mayor tramo sur', '3', '17,50 0,99', '51,98'],
      ['Calle Mayor tramo norte', '9', '16,91', '152,19'],
      ['', '', '', '204,17 161,86', '33.047,96'],
    ]);
    expect(found).toBeUndefined();
  });

  it('finds no table where only a measurement line multiplies through UDS, its product under no IMPORTE', () => {
    // The PDF merged the dimensions' names, and the price's with the amount's.
    const found = columns([
      ['CÓDIGO RESUMEN', 'UDS', 'LONGITUD ANCHURA ALTURA PARCIALES CANTIDAD', 'PRECIO IMPORTE'],
      ['BRK01 km ARQUETA REGISTRO 40x40 cm'],
      ['Planta baja', '10', '19,76 3,87 1,74', '1330,60'],
      ['Planta primera', '9', '11,20', '100,80'],
      ['', '', '', '1 706,98 75,43 128 757,50'],
    ]);
    expect(found).toBeUndefined();
  });

  it('finds code, unit and summary columns without a header from what they hold', () => {
    const found = columns([
      ['E01', 'm2', 'Solera de hormigón HM-20', 10, 20, 200],
      ['E02', 'm', 'Bordillo prefabricado', 10, 10, 100],
      ['E03', 'ud', 'Arqueta de registro', 3, 50, 150],
    ]);
    expect(found).toMatchObject({ code: 0, unit: 1, summary: 2, quantity: 3, price: 4, amount: 5 });
  });

  it('finds no table where the triple holds on too few rows and no header names columns', () => {
    expect(
      columns([
        ['a', 2, 3, 6],
        ['b', 2, 3, 7],
      ]),
    ).toBeUndefined();
  });
});
