import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../check/judge-reading.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { readBudgetTables } from './read-budget-tables.ts';

const options = { unknownClient: 'Cliente' };

function read(...sheets: TableCell[][][]) {
  const result = readBudgetTables(
    sheets.map((rows, index) => ({ name: `Hoja${index + 1}`, rows })),
    options,
  );
  if (!result) throw new Error('no table found');
  return checkParseResult(result);
}

describe('readBudgetTables: roll-up rows, column orders, sheets', () => {
  it('reads a chapter’s roll-up row above its four items as the chapter, each item with its own code', () => {
    const { budget, check } = read([
      ['Código', 'Ud', 'Resumen', 'Cantidad', 'Precio', 'Importe'],
      ['01#', '', 'MOVIMIENTO DE TIERRAS', '1', '43.428,25', '43.428,25'],
      ['E01', 'm3', 'Excavación', '1.000,00', '12,50', '12.500,00'],
      ['E02', 'm3', 'Relleno', '500,00', '20,00', '10.000,00'],
      ['E03', 'm2', 'Refino', '2.000,00', '5,00', '10.000,00'],
      ['E04', 't', 'Transporte', '1.092,825', '10,00', '10.928,25'],
    ]);
    expect(budget.items.map((item) => item.codigo)).toEqual(['E01', 'E02', 'E03', 'E04']);
    expect(budget.total).toBe(43_428.25);
    expect(budget.chapters).toEqual([
      {
        code: '01',
        title: 'MOVIMIENTO DE TIERRAS',
        level: 1,
        total: 43_428.25,
        statedTotal: 43_428.25,
      },
    ]);
    // The file's one printed total, the chapter's, is the budget's.
    expect(budget.statedTotal).toBe(43_428.25);
    expect(check.status).toBe('reconciled');
  });

  it('finds a roll-up without any chapter mark by the sum of the rows under it', () => {
    const { budget } = read([
      ['Código', 'Ud', 'Resumen', 'Cantidad', 'Precio', 'Importe'],
      ['1', '', 'DEMOLICIONES', 1, 300, 300],
      ['1.1', 'm2', 'Demolición de solera', 10, 20, 200],
      ['1.2', 'm', 'Levantado de bordillo', 10, 10, 100],
      ['2', '', 'FIRMES', 1, 50, 50],
      ['2.1', 'm2', 'Riego de adherencia', 100, 0.5, 50],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual([
      ['1.1', '1'],
      ['1.2', '1'],
      ['2.1', '2'],
    ]);
  });

  it('reads TCQ’s order, the price before the quantity, by the header', () => {
    const { budget } = read([
      ['Código', 'Ud', 'Descripción', 'Precio', 'Medición', 'Importe'],
      ['F2194XG1', 'm2', 'Demolición de pavimento', 12.4, 100, 1240],
      ['F2R35039', 'm3', 'Transporte a vertedero', 8, 12.5, 100],
      ['F9365G11', 'm3', 'Hormigón HM-20', 90, 3, 270],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.cantidad, item.precio_unitario])).toEqual([
      ['F2194XG1', '100', 12.4],
      ['F2R35039', '12,5', 8],
      ['F9365G11', '3', 90],
    ]);
  });

  it('reads a Word body of TCQ tables (number, code, price before quantity) between paragraphs, with its summary', () => {
    const { budget, check } = read([
      ['PRESUPUESTO'],
      ['Obra: urbanización de la calle Mayor'],
      ['NÚM.', 'CÓDIGO', 'UD', 'DESCRIPCIÓN', 'PRECIO', 'CANTIDAD', 'IMPORTE'],
      ['Capítulo 01 DEMOLICIONES'],
      [
        '1',
        'F2194XG1',
        'm2',
        'Demolición de pavimento\nde aglomerado asfáltico, con medios mecánicos',
        '12,40',
        '100,000',
        '1.240,00',
      ],
      ['2', 'F2R35039', 'm3', 'Transporte de residuos a vertedero', '8,00', '12,500', '100,00'],
      ['TOTAL Capítulo 01', '', '', '', '', '', '1.340,00'],
      ['Capítulo 02 FIRMES'],
      ['1', 'F9365G11', 'm3', 'Hormigón HM-20', '90,00', '3,000', '270,00'],
      ['TOTAL Capítulo 02', '', '', '', '', '', '270,00'],
      ['RESUMEN DE PRESUPUESTO'],
      ['Capítulo 01', 'DEMOLICIONES', '1.340,00'],
      ['Capítulo 02', 'FIRMES', '270,00'],
      ['PRESUPUESTO DE EJECUCIÓN MATERIAL', '', '1.610,00'],
    ]);
    expect(
      budget.items.map((item) => [
        item.codigo,
        item.cantidad,
        item.precio_unitario,
        item.chapterCode,
      ]),
    ).toEqual([
      ['F2194XG1', '100,000', 12.4, '01'],
      ['F2R35039', '12,500', 8, '01'],
      ['F9365G11', '3,000', 90, '02'],
    ]);
    expect(budget.items[0]?.resumen).toBe(
      'Demolición de pavimento\nde aglomerado asfáltico, con medios mecánicos',
    );
    expect(budget.statedTotal).toBe(1610);
    expect(check.status).toBe('reconciled');
  });

  it('reads a workbook’s budget sheet, and takes only stated totals from its summary sheet', () => {
    const summary: TableCell[][] = [
      ['RESUMEN DE PRESUPUESTO'],
      ['CAPÍTULO', 'RESUMEN', 'IMPORTE', '%'],
      ['01', 'DEMOLICIONES', 300, 85.71],
      ['02', 'FIRMES', 50, 14.29],
      ['', 'TOTAL EJECUCIÓN MATERIAL', 350],
    ];
    const budgetSheet: TableCell[][] = [
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['CAPÍTULO 01 DEMOLICIONES'],
      ['1.1', 'm2', 'Demolición de solera', 10, 20, 200],
      ['1.2', 'm', 'Levantado de bordillo', 10, 10, 100],
      ['CAPÍTULO 02 FIRMES'],
      ['2.1', 'm2', 'Riego de adherencia', 100, 0.5, 50],
    ];
    const { budget, check } = read(summary, budgetSheet);
    expect(budget.items).toHaveLength(3);
    expect(budget.chapters?.map((chapter) => chapter.statedTotal)).toEqual([300, 50]);
    expect(budget.statedTotal).toBe(350);
    expect(check.status).toBe('reconciled');
  });

  it('gives the items the measurement lines of a measurements sheet, by code, with their figures', () => {
    const measurements: TableCell[][] = [
      ['Código', 'Ud', 'Resumen', 'Uds', 'Longitud', 'Anchura', 'Altura', 'Parcial', 'Cantidad'],
      ['E01', 'm2', 'Solera', '', '', '', '', '', 10],
      ['', '', 'Planta baja', 2, 2.5, '', '', 5],
      ['', '', 'Planta alta', 1, 5, '', '', 5],
      ['E02', 'm', 'Bordillo', '', '', '', '', '', 10],
      ['', '', 'Frente', 1, 10, '', '', 10],
      ['E01', 'm2', 'Solera', '', '', '', '', '', 2],
      ['', '', 'Patio', 1, 2, 1, '', 2],
    ];
    const budgetSheet: TableCell[][] = [
      ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'],
      ['01', 'Capítulo', '', 'OBRA', 1, 340, 340],
      ['E01', 'Partida', 'm2', 'Solera', 10, 20, 200],
      ['E02', 'Partida', 'm', 'Bordillo', 10, 10, 100],
      ['', '', '', '01', '', '', 300],
      ['02', 'Capítulo', '', 'PATIO', 1, 40, 40],
      ['E01', 'Partida', 'm2', 'Solera', 2, 20, 40],
      ['', '', '', '02', '', '', 40],
      ['', '', '', 'OBRA##', '', '', 340],
    ];
    const { budget, check } = read(measurements, budgetSheet);
    expect(
      budget.items.map((item) =>
        item.measurements?.map((line) => [line.comment, line.uds, line.longitud, line.parcial]),
      ),
    ).toEqual([
      [
        ['Planta baja', '2', '2,5', '5'],
        ['Planta alta', '1', '5', '5'],
      ],
      [['Frente', '1', '10', '10']],
      [['Patio', '1', '2', '2']],
    ]);
    expect(budget.availableColumns).toContain('LONGITUD');
    expect(budget.statedTotal).toBe(340);
    expect(check.status).toBe('reconciled');
  });

  it('reads a budget a workbook holds twice once, from the sheet with its measurement lines', () => {
    const plain: TableCell[][] = [
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['E01', 'm2', 'Solera', 10, 20, 200],
      ['E02', 'm', 'Bordillo', 10, 10, 100],
      ['TOTAL', '', '', '', '', 300],
    ];
    const measured: TableCell[][] = [
      ['CÓDIGO', 'UD', 'RESUMEN', 'UDS', 'LONGITUD', 'PARCIAL', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['E01', 'm2', 'Solera', '', '', '', 10, 20, 200],
      ['', '', 'Patio', 2, 5, 10],
      ['E02', 'm', 'Bordillo', '', '', '', 10, 10, 100],
      ['', '', 'Frente', 1, 10, 10],
      ['TOTAL', '', '', '', '', '', '', '', 300],
    ];
    const { budget, check } = read(plain, measured);
    expect(budget.items.map((item) => [item.codigo, item.measurements?.length])).toEqual([
      ['E01', 1],
      ['E02', 1],
    ]);
    expect(check.status).toBe('reconciled');
  });

  it('leaves to the text reader a report whose lines were cut at their figures, codes glued to words', () => {
    const grids = [
      {
        name: 'PDF',
        rows: [
          ['CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE'],
          ['01.01 m3 EXCAVACIÓN EN ZANJA'],
          ['', '10,00', '20,00', '200,00'],
          ['01.02 m2 SOLERA DE HORMIGÓN'],
          ['', '5,00', '10,00', '50,00'],
          ['01.03 ud ARQUETA'],
          ['', '2,00', '25,00', '50,00'],
        ] as TableCell[][],
      },
    ];
    expect(readBudgetTables(grids, options)).toBeUndefined();
  });

  it('reads a title opening like a code as a title where the header names no code column', () => {
    const { budget, check } = read([
      ['DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['CARGA/TRAN.VERT.<30km TIERRAS', 'm3', 10, 5, 50],
      ['TOTAL PRESUPUESTO', '', '', '', 50],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.resumen])).toEqual([
      ['', 'CARGA/TRAN.VERT.<30km TIERRAS'],
    ]);
    expect(check.status).toBe('reconciled');
  });

  it('shows the order number as the item’s code where the sheet has no code column', () => {
    const { budget, check } = read([
      ['Nº ORDEN', 'DESCRIPCIÓN', 'UD', 'MEDICIÓN', 'PRECIO', 'IMPORTE'],
      ['01', 'MOVIMIENTO DE TIERRAS'],
      [1, 'Excavación en zanja', 'm3', 10, 5, 50],
      [2, 'Relleno de zanja', 'm3', 4, 5, 20],
      ['', 'TOTAL CAPÍTULO 01', '', null, null, 70],
      ['02', 'FIRMES'],
      [3, 'Solera de hormigón', 'm2', 10, 3, 30],
      ['', 'TOTAL CAPÍTULO 02', '', null, null, 30],
      ['', 'TOTAL PRESUPUESTO', '', null, null, 100],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual([
      ['1', '01'],
      ['2', '01'],
      ['3', '02'],
    ]);
    expect(check.status).toBe('reconciled');
  });

  it('keeps an item left without figures whose order number reads as a totalled chapter’s code, by its unit', () => {
    const { budget, check } = read([
      ['Nº ORDEN', 'DESCRIPCIÓN', 'UD', 'MEDICIÓN', 'PRECIO', 'IMPORTE'],
      ['01', 'MOVIMIENTO DE TIERRAS'],
      [1, 'Excavación en zanja', 'm3'],
      [2, 'Relleno de zanja', 'm3', 4, 5, 20],
      ['', 'TOTAL CAPÍTULO 01', '', null, null, 70],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.total])).toEqual([
      ['1', 0],
      ['2', 20],
    ]);
    expect(check.status).not.toBe('reconciled');
  });

  it('keeps an OBSERVACIONES column as the item’s note, the description’s words as typed', () => {
    const { budget } = read([
      ['CÓDIGO', 'DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE', 'OBSERVACIONES'],
      ['E01', 'Excavación en zanja', 'm3', 10, 5, 50, 'Incluye carga y transporte'],
      ['', 'con medios mecánicos', '', null, null, null, 'a vertedero autorizado'],
      ['E02', 'Relleno de zanja', 'm3', 4, 5, 20, ''],
      ['E03', 'Solera de hormigón', 'm2', 10, 3, 30, 'Ver plano 3'],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.resumen, item.note])).toEqual([
      [
        'E01',
        'Excavación en zanja\ncon medios mecánicos',
        'Incluye carga y transporte\na vertedero autorizado',
      ],
      ['E02', 'Relleno de zanja', undefined],
      ['E03', 'Solera de hormigón', 'Ver plano 3'],
    ]);
  });

  it('reads a roll-up CSV priced at zero throughout by the chapter code’s #, not as one more item', () => {
    const { budget } = read([
      ['01#', '', 'MOVIMIENTO DE TIERRAS', '1,00', '0,00', '0,00'],
      ['E01', 'm3', 'Excavación', '0,00', '12,50', '0,00'],
      ['E02', 'm3', 'Relleno', '10,00', '0,00', '0,00'],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual([
      ['E01', '01'],
      ['E02', '01'],
    ]);
    expect(budget.chapters?.map((chapter) => chapter.code)).toEqual(['01']);
  });

  it('keeps an item whose figures are gone but its share of the total (%) is left, for the verdict to flag', () => {
    const { budget, check } = read([
      ['Nº ORDEN', 'CÓDIGO', 'DESCRIPCIÓN', 'UD', 'MEDICIÓN', 'PRECIO', 'IMPORTE', '%'],
      [1, 'E01', 'Excavación en zanja', 'm3', 10, 5, 50, 71.43],
      [2, 'E02', 'Relleno de zanja', 'm3', null, null, null, 28.57],
      ['', '', 'TOTAL PRESUPUESTO', '', null, null, 70],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.total])).toEqual([
      ['E01', 50],
      ['E02', 0],
    ]);
    expect(check.doubts.map((doubt) => doubt.kind)).toContain('item-without-figures');
    expect(check.status).not.toBe('reconciled');
  });

  it('finds no table where no column triple multiplies: the text reader reads it', () => {
    const grids = [
      {
        name: 'Hoja1',
        rows: [
          ['Obra', 'Reforma'],
          ['Fecha', 45000],
          ['Capítulo', 'Importe'],
          ['Demoliciones', 300],
        ] as TableCell[][],
      },
    ];
    expect(readBudgetTables(grids, options)).toBeUndefined();
  });

  it('reads an item row left without figures as an item, not a chapter, by its nature or its unit', () => {
    const { budget } = read([
      ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'],
      ['01', 'Capítulo', '', 'OBRA', 1, 300, 300],
      ['E01', 'Partida', 'm2', 'Solera', 10, 20, 200],
      ['E02', 'Partida', 'm', 'Bordillo', '', '', ''],
      ['E03', '', 'ud', 'Arqueta', '', '', ''],
      ['E04', 'Partida', 'm', 'Vallado', 10, 10, 100],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.total, item.chapterCode])).toEqual([
      ['E01', 200, '01'],
      ['E02', 0, '01'],
      ['E03', 0, '01'],
      ['E04', 100, '01'],
    ]);
    expect(budget.chapters).toHaveLength(1);
  });

  it('reads a code row without figures, nature or unit as an item where its code has the items’ shape, not the chapters’', () => {
    const { budget, check } = read([
      ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['01', 'MOVIMIENTO DE TIERRAS'],
      ['01.01', 'EXCAVACIONES'],
      ['01.01.01', 'Excavación en zanja', 10, 20, 200],
      ['01.01.02', 'Relleno de zanja'],
      ['01.01.03', 'Carga y transporte', 3, 5, 15],
      ['', 'TOTAL 01.01', '', '', 215],
      ['01.02', 'RELLENOS'],
      ['01.02.01', 'Relleno localizado', 2, 50, 100],
      ['', 'TOTAL 01', '', '', 315],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.total, item.chapterCode])).toEqual([
      ['01.01.01', 200, '01.01'],
      ['01.01.02', 0, '01.01'],
      ['01.01.03', 15, '01.01'],
      ['01.02.01', 100, '01.02'],
    ]);
    expect(budget.chapters?.map((chapter) => chapter.code)).toEqual(['01', '01.01', '01.02']);
    expect(check.status).toBe('review');
    expect(check.doubts).toEqual([{ kind: 'item-without-figures', item: 1, codigo: '01.01.02' }]);
  });

  it('reads a chapter’s last item left without figures as an item, by the code of the item above it', () => {
    const { budget, check } = read([
      ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['01', 'MOVIMIENTO DE TIERRAS'],
      ['01.01', 'Excavación en zanja', 10, 20, 200],
      ['01.02', 'Relleno de zanja'],
      ['', 'TOTAL 01', '', '', 200],
      ['02', 'CIMENTACIÓN'],
      ['02.01', 'Hormigón de limpieza', 2, 50, 100],
      ['02.02', 'Zapatas'],
      ['03', 'ESTRUCTURA'],
      ['03.01', 'Pilares', 1, 50, 50],
      ['', 'TOTAL PRESUPUESTO', '', '', 350],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.chapterCode])).toEqual([
      ['01.01', '01'],
      ['01.02', '01'],
      ['02.01', '02'],
      ['02.02', '02'],
      ['03.01', '03'],
    ]);
    expect(check.status).toBe('review');
  });

  it('keeps a code row as a chapter where the rows under it extend its code, or its code has a chapter’s shape', () => {
    const { budget } = read([
      ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['1', 'DEMOLICIONES'],
      ['1', 'Demolición de solera', 10, 20, 200],
      ['2', 'Levantado de bordillo', 10, 10, 100],
      ['2', 'MOVIMIENTO DE TIERRAS'],
      ['1', 'Excavación', 10, 10, 100],
      ['2.1', 'RELLENOS'],
      ['2.1.1', 'Relleno', 2, 50, 100],
      ['3', 'ESTRUCTURA'],
      ['3.1', 'Pilares', 2, 35, 70],
      ['3.2', 'FORJADOS'],
      ['3.2.1', 'Forjado', 1, 50, 50],
    ]);
    expect(budget.chapters?.map((chapter) => chapter.code)).toEqual(['1', '2', '2.1', '3', '3.2']);
    expect(budget.items.map((item) => item.chapterCode)).toEqual([
      '1',
      '1',
      '2',
      '2.1',
      '3',
      '3.2',
    ]);
    // A chapter holding items and then a subchapter: the subchapter's heading follows an item
    // of its own shape, and is a chapter by the deeper codes under it.
    const mixed = read([
      ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['01', 'ESTRUCTURA'],
      ['01.01', 'Pilares', 2, 35, 70],
      ['01.02', 'FORJADOS'],
      ['01.02.01', 'Forjado', 1, 50, 50],
    ]);
    expect(mixed.budget.chapters?.map((chapter) => chapter.code)).toEqual(['01', '01.02']);
  });

  it('reads a title in capitals between items as a chapter, a line in lower case as description', () => {
    const { budget } = read([
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['', '', 'DEMOLICIONES'],
      ['E01', 'm2', 'Demolición de solera', 10, 20, 200],
      ['', '', 'incluso carga y transporte'],
      ['', '', 'MOVIMIENTO DE TIERRAS'],
      ['E02', 'm3', 'Excavación', 10, 10, 100],
    ]);
    expect(budget.items.map((item) => [item.resumen, item.chapterCode])).toEqual([
      ['Demolición de solera\nincluso carga y transporte', '1'],
      ['Excavación', '2'],
    ]);
    expect(budget.chapters?.map((chapter) => [chapter.title, chapter.level])).toEqual([
      ['DEMOLICIONES', 1],
      ['MOVIMIENTO DE TIERRAS', 1],
    ]);
  });

  it('warns of a row with an amount it cannot place, with the amount', () => {
    const { warnings, check } = read([
      ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['E01', 'm2', 'Solera', 10, 20, 200],
      ['E02', 'm', 'Bordillo', 10, 10, 100],
      ['', '', '', '', '', 55.5],
      ['TOTAL', '', '', '', '', 300],
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ kind: 'unplaced-line', amount: 55.5 }),
    );
    expect(check.status).toBe('mismatch');
  });
});
