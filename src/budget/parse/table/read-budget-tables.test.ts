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

describe('readBudgetTables: Presto’s own Excel export', () => {
  const header = ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'];
  const rows: TableCell[][] = [
    header,
    ['OBRA##', 'Capítulo', '', 'Reforma de nave', 1, 1430.5, 1430.5],
    ['01', 'Capítulo', '', 'ACTUACIONES PREVIAS', 1, 630.5, 630.5],
    ['GCI', 'Partida', 'ud', 'Gestión de residuos', 2, 100, 200],
    ['VRP', 'Partida', 'm2', 'Vallado', 0, 12.5, 0],
    ['BoteMat', 'Material', 'ud', 'Bote de material', 3, 143.5, 430.5],
    ['', '', '', '01', '', '', 630.5],
    ['02', 'Capítulo', '', 'ESTRUCTURA', 1, 800, 800],
    ['02.01', 'Capítulo', '', 'Cimentación', 1, 800, 800],
    ['GCI', 'Partida', 'ud', 'Gestión de residuos', 1, 100, 100],
    ['MO01', 'Mano de obra', 'h', 'Oficial de primera', 20, 35, 700],
    ['', '', '', '02.01', '', '', 800],
    ['', '', '', '02', '', '', 800],
  ];

  it('reads chapter rows as chapters, every other nature as an item, short codes kept, quantity 0 an item', () => {
    const { budget, check } = read(rows);
    expect(budget.items.map((item) => item.codigo)).toEqual([
      'GCI',
      'VRP',
      'BoteMat',
      'GCI',
      'MO01',
    ]);
    expect(budget.items[1]).toMatchObject({ cantidad: '0', precio_unitario: 12.5, total: 0 });
    expect(budget.total).toBe(1430.5);
    expect(budget.statedTotal).toBe(1430.5);
    expect(check.status).toBe('reconciled');
  });

  it('nests subchapters under their chapter and states each total from its closing row', () => {
    const { budget } = read(rows);
    expect(budget.chapters).toEqual([
      { code: '01', title: 'ACTUACIONES PREVIAS', level: 1, total: 630.5, statedTotal: 630.5 },
      { code: '02', title: 'ESTRUCTURA', level: 1, total: 800, statedTotal: 800 },
      {
        code: '02.01',
        title: 'Cimentación',
        level: 2,
        parentCode: '02',
        total: 800,
        statedTotal: 800,
      },
    ]);
    expect(budget.items.map((item) => item.chapterCode)).toEqual([
      '01',
      '01',
      '01',
      '02.01',
      '02.01',
    ]);
  });
});

describe('readBudgetTables: Arquímedes’ Excel export', () => {
  it('reads order numbers apart from codes, keyword chapters with their amounts and their closing rows', () => {
    const { budget, check, warnings } = read([
      ['Presupuesto parcial nº 1 ACTUACIONES PREVIAS'],
      ['Nº', 'Código', 'Ud', 'Descripción', 'Medición', 'Precio', 'Importe'],
      ['Capítulo nº 1 ACTUACIONES PREVIAS', '', '', '', '', '', '357,28'],
      ['1.1', '0XA010', 'm²', 'Desbroce y limpieza del terreno.', '125,50', '1,25', '156,88'],
      ['1.2', 'DMX050', 'm²', 'Demolición de pavimento exterior.', '40,00', '5,01', '200,40'],
      ['1.3', 'DMX050', 'm²', 'Demolición de pavimento interior.', '0,00', '5,01', '0,00'],
      ['Total capítulo nº 1', '', '', '', '', '', '357,28'],
      ['Capítulo nº 2 CIMENTACIONES', '', '', '', '', '', '1.020,00'],
      [
        '2.1',
        'CSZ010',
        'm³',
        'Zapata de cimentación de hormigón armado.',
        '6,00',
        '170,00',
        '1.020,00',
      ],
      ['Total capítulo nº 2', '', '', '', '', '', '1.020,00'],
      ['Presupuesto de ejecución material', '', '', '', '', '', '1.377,28'],
    ]);
    expect(budget.items.map((item) => [item.codigo, item.uds, item.chapterCode])).toEqual([
      ['0XA010', 'm²', '1'],
      ['DMX050', 'm²', '1'],
      ['DMX050', 'm²', '1'],
      ['CSZ010', 'm³', '2'],
    ]);
    expect(
      budget.chapters?.map((chapter) => [chapter.code, chapter.title, chapter.statedTotal]),
    ).toEqual([
      ['1', 'ACTUACIONES PREVIAS', 357.28],
      ['2', 'CIMENTACIONES', 1020],
    ]);
    expect(budget.statedTotal).toBe(1377.28);
    expect(warnings).toEqual([]);
    expect(check.status).toBe('reconciled');
  });
});

describe('readBudgetTables: a hand-made quality-control sheet without codes', () => {
  const header = [
    'ENSAYO',
    'NORMA',
    'UD',
    'MEDICIÓN',
    'TOTAL ENSAYOS',
    'PRECIO UNITARIO',
    'IMPORTE',
  ];
  const sheet: TableCell[][] = [
    ['PRESUPUESTO DE CONTROL DE CALIDAD'],
    [],
    ['CAPÍTULO 1: EXPLANACIONES.'],
    header,
    ['Proctor modificado', 'UNE 103501', 'ud', 1200, 4, 60, 240],
    ['Densidad in situ', 'ASTM D6938', 'ud', 1200, 24, 12.5, 300],
    ['', '', 'TOTAL CAPÍTULO 1', '', '', '', 540],
    ['CAPÍTULO 2: FIRMES.'],
    header,
    ['Extracción de testigos', 'UNE-EN 12697-6', 'ud', 800, 6, 45, 270],
    ['', '', 'TOTAL CAPÍTULO 2', '', '', '', 270],
    ['Informe final', '', 'ud', '', 1, 150, 150],
    ['TOTAL CONTROL CALIDAD', '', '', '', '', '', 960],
  ];

  it('takes TOTAL ENSAYOS as the quantity because it multiplies, not MEDICIÓN', () => {
    const { budget } = read(sheet);
    expect(budget.items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['', '4', 240],
      ['', '24', 300],
      ['', '6', 270],
      ['', '1', 150],
    ]);
    expect(budget.items[0]?.resumen).toBe('Proctor modificado\nUNE 103501');
  });

  it('reads keyword titles as chapters closed by TOTAL CAPÍTULO in the unit column, and the final total', () => {
    const { budget, check } = read(sheet);
    expect(
      budget.chapters?.map((chapter) => [chapter.code, chapter.title, chapter.statedTotal]),
    ).toEqual([
      ['1', 'EXPLANACIONES', 540],
      ['2', 'FIRMES', 270],
    ]);
    expect(budget.items.at(-1)?.chapterCode).toBeUndefined();
    expect(budget.statedTotal).toBe(960);
    expect(check.status).toBe('reconciled');
  });

  it('reads the same budget as Word tables in US numbers between chapter paragraphs', () => {
    const us = (value: number) =>
      value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const word: TableCell[][] = sheet.map((row) =>
      row.map((cell) =>
        typeof cell === 'number'
          ? Number.isInteger(cell) && cell < 100
            ? String(cell)
            : us(cell)
          : cell,
      ),
    );
    word[4]![3] = '1,200';
    const { budget, check } = read(word);
    expect(budget.items.map((item) => item.total)).toEqual([240, 300, 270, 150]);
    expect(check.status).toBe('reconciled');
  });

  it('reads a ; CSV with merged cells repeated across columns and a three-row header per chapter', () => {
    const csv: TableCell[][] = [
      [
        'CAPÍTULO 1: EXPLANACIONES.',
        'CAPÍTULO 1: EXPLANACIONES.',
        'CAPÍTULO 1: EXPLANACIONES.',
        '',
        '',
        '',
        '',
      ],
      ['ENSAYO', 'NORMA', 'UD', 'MEDICIÓN', 'TOTAL', 'PRECIO', 'IMPORTE'],
      ['', '', '', '', 'ENSAYOS', 'UNITARIO', ''],
      ['', '', '', '(m3)', '(ud)', '(€)', '(€)'],
      ['Proctor modificado', 'UNE 103501', 'ud', '1.200', '4', '60,00', '240,00'],
      ['Densidad in situ', 'Densidad in situ', 'ud', '1.200', '24', '12,50', '300,00'],
      ['', '', 'TOTAL CAPÍTULO 1', 'TOTAL CAPÍTULO 1', '', '', '540,00'],
      ['TOTAL CONTROL CALIDAD', 'TOTAL CONTROL CALIDAD', '', '', '', '', '540,00'],
    ];
    const { budget, check } = read(csv);
    expect(budget.items.map((item) => [item.resumen, item.cantidad, item.total])).toEqual([
      ['Proctor modificado\nUNE 103501', '4', 240],
      ['Densidad in situ', '24', 300],
    ]);
    expect(budget.chapters?.map((chapter) => chapter.title)).toEqual(['EXPLANACIONES']);
    expect(check.status).toBe('reconciled');
  });
});

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
