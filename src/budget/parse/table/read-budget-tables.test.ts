import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../check/judge-reading.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { makeRowsCsv } from '../../extract/testing/make-budget-csv.ts';
import { makeWorkbookBytes } from '../../extract/testing/make-budget-xlsx.ts';
import { readBudgetFile } from '../../read-budget.ts';
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

describe('readBudgetTables: a total of a chapter never read', () => {
  it('warns of `TOTAL CAPÍTULO 01.02` with its amount when its heading ran into an item row', () => {
    // The heading `01.02 | VARIOS` and the first item's row run together: the chapter is never
    // opened, its items fall in 01, and its stated total would check nothing.
    const { check, warnings } = read([
      ['CÓDIGO', 'RESUMEN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
      ['01', 'DEMOLICIONES', '', '', '', ''],
      ['01.01', 'PREVIOS', '', '', '', ''],
      ['A1', 'Levantado de bordillo', 'm', 10, 2, 20],
      ['', 'TOTAL CAPÍTULO 01.01', '', '', '', 20],
      ['01.02 B1', 'VARIOS Corte de pavimento', 'm', 5, 3, 15],
      ['B2', 'Carga de escombros', 'm3', 2, 5, 10],
      ['', 'TOTAL CAPÍTULO 01.02', '', '', '', 25],
      ['', 'TOTAL CAPÍTULO 01', '', '', '', 45],
      ['', 'PRESUPUESTO DE EJECUCIÓN MATERIAL', '', '', '', 45],
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({ kind: 'unplaced-line', text: 'TOTAL CAPÍTULO 01.02', amount: 25 }),
    );
    expect(check.reconciled).toBe(false);
  });
});

describe('readBudgetTables: a cell holding two figures', () => {
  // Quantity and price run into one cell (a column lost in a merge): read as no figure.
  const rows: TableCell[][] = [
    ['CÓDIGO', 'UD', 'RESUMEN', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
    ['CAPÍTULO 01 MOVIMIENTO DE TIERRAS'],
    ['E01', 'm3', 'Excavación en zanja', 12.5, 20, 250],
    ['E02', 'm2', 'Solera de hormigón', '1146.15 193.39', '', 221653.95],
    ['E03', 'ud', 'Arqueta de registro', 4, 95.5, 382],
    ['TOTAL CAPÍTULO 01', '', '', '', '', 222285.95],
  ];

  it('warns of the cell, naming its line and item, and calls the reading one to review', () => {
    const { warnings, check } = read(rows);
    expect(warnings).toContainEqual({
      kind: 'merged-figures',
      line: 4,
      codigo: 'E02',
      text: '1146.15 193.39',
    });
    expect(check.status).toBe('review');
    expect(check.doubts).toContainEqual({ kind: 'merged-figures', item: 1, codigo: 'E02' });
  });

  it('warns of a header’s word run into a price, and reads a total’s words with their amount as a total', () => {
    const glued = rows.map((row) =>
      row[0] === 'E02'
        ? ['E02', 'm2', 'Solera de hormigón', 1146.15, 'UNITARIO 193,39', 221653.95]
        : row[0] === 'TOTAL CAPÍTULO 01'
          ? ['', '', '', '', '', 'TOTAL 01 222.285,95']
          : row,
    );
    const { warnings, check } = read(glued);
    expect(warnings.filter((warning) => warning.kind === 'merged-figures')).toEqual([
      { kind: 'merged-figures', line: 4, codigo: 'E02', text: 'UNITARIO 193,39' },
    ]);
    expect(check.status).not.toBe('reconciled');
  });

  it('reads a figure whose thousands a space groups as one figure, with no warning', () => {
    const spaced = rows.map((row) =>
      row[0] === 'E02' ? ['E02', 'm2', 'Solera de hormigón', 1146.15, 193.39, '221 653,95'] : row,
    );
    const { warnings, check } = read(spaced);
    expect(warnings.filter((warning) => warning.kind === 'merged-figures')).toEqual([]);
    expect(check.status).toBe('reconciled');
  });
});

describe('readBudgetTables: a measurement line whose cell holds two figures', () => {
  // Presto's workbook prints a measurement's partial and its running sum in one cell (El
  // Casar: `a*b 1.00,5.00 | 1 | 5,000 5,000`); the item's own quantity, price and amount stand
  // on their row. The line's figure is lost and said, the item's money is whole.
  const rows: TableCell[][] = [
    ['CÓDIGO', 'UD', 'RESUMEN', 'UDS', 'LONGITUD', 'PARCIALES', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
    ['CAPÍTULO 01 SANEAMIENTO'],
    ['E01', 'm', 'Tubería colgada de PVC', '', '', '', 13, 1.63, 21.19],
    ['', '', 'Planta baja', 1, '5,000 5,000', '', '', '', ''],
    ['', '', 'Planta alta', 2, 4, 8, '', '', ''],
    ['E02', 'ud', 'Arqueta de registro', '', '', '', 4, 95.5, 382],
    ['TOTAL CAPÍTULO 01', '', '', '', '', '', '', '', 403.19],
  ];

  it('warns of the cell as a measurement’s and still checks the item’s money', () => {
    const { warnings, check } = read(rows);
    expect(warnings).toContainEqual({
      kind: 'merged-figures',
      line: 4,
      codigo: 'E01',
      text: '5,000 5,000',
      measurement: true,
    });
    expect(check.status).toBe('reconciled');
  });

  it('doubts the item where the cell is its price, measurement figures or not', () => {
    const lost = rows.map((row) =>
      row[0] === 'E01'
        ? ['E01', 'm', 'Tubería colgada de PVC', '', '', '', 13, '1,63 21,19', 21.19]
        : row,
    );
    const { warnings, check } = read(lost);
    expect(warnings).toContainEqual({
      kind: 'merged-figures',
      line: 3,
      codigo: 'E01',
      text: '1,63 21,19',
    });
    expect(check.reconciled).toBe(false);
  });
});

describe('readBudgetFile: a sheet whose row lost its figures in one cell', () => {
  // A sheet without codes: the text reading of its cells cannot place the lost figures either.
  const rows: TableCell[][] = [
    ['DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'],
    ['REPARACIONES EN ESTACIÓN DE BOMBEO'],
    ['Solera de hormigón HM-20', 'm2', '173.64 558.69', null, 97010.93],
    ['Seguridad y salud', 'ud', 1814.75, 31.61, 57364.25],
    ['TOTAL REPARACIONES EN ESTACIÓN DE BOMBEO', '', null, null, 154375.18],
    ['TOTAL PRESUPUESTO', '', null, null, 154375.18],
  ];

  it.each([
    ['presupuesto.xlsx', async () => makeWorkbookBytes([{ name: 'Hoja1', rows }], 'xlsx')],
    ['presupuesto.csv', async () => new TextEncoder().encode(makeRowsCsv(rows, ';'))],
  ])('never calls %s reconciled, its sums agreeing, and says which cell', async (name, bytes) => {
    const result = await readBudgetFile(await bytes(), name);
    expect(result.budget.total).toBe(154375.18);
    expect(result.check.status).toBe('review');
    expect(result.warnings).toContainEqual({
      kind: 'merged-figures',
      line: 3,
      codigo: '',
      text: '173.64 558.69',
    });
  });
});

describe('readBudgetTables: a sheet without codes, as our own exports write it', () => {
  it('reads a title opening like a code as a title where the cells’ code column is empty on every item, and not in a PDF’s cut lines', () => {
    // Our .xlsx of a sheet typed without codes: Presto's columns, the code cell left empty.
    const rows: TableCell[][] = [
      ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'],
      [
        null,
        'Partida',
        'km',
        'SOLER.HM-20, 10cm.+ENCACH.10cm\nY juntas.',
        3592.55,
        192.95,
        693182.52,
      ],
      [],
      [null, null, null, 'PRESUPUESTO DE EJECUCIÓN MATERIAL', null, null, 693182.52],
    ];
    const sheet = readBudgetTables([{ name: 'Presupuesto', rows }], {
      ...options,
      format: 'spreadsheet',
    });
    expect(sheet?.budget.items.map((item) => [item.codigo, item.uds, item.total])).toEqual([
      ['', 'km', 693182.52],
    ]);
    // A PDF's line cut at its figures may glue a code to its words: the text reader reads it.
    expect(readBudgetTables([{ name: 'x.pdf', rows }], { ...options, format: 'pdf' })).toBe(
      undefined,
    );
  });

  it('reads no item from a label ending in a colon where a sheet without codes has its units (our Word’s signature block)', () => {
    const { budget } = read([
      ['RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
      ['t  DEMOLICIÓN Y LEVANTADO DE ACERAS', '1', '3.145,93', '243,61 €', '766.380,01 €'],
      ['m²  ENCOFRADO MADERA EN ZAPATAS', '1', '3.428,67', '547,81 €', '1.878.259,71 €'],
      ['', '', 'TOTAL', '', '2.644.639,72 €'],
      ['Presupuesto de ejecución material (PEM)', '2.644.639,72 €'],
      ['Conforme el cliente'],
      ['Nombre y NIF:\nFecha:', 'Firma:'],
    ]);
    expect(budget.items.map((item) => item.total)).toEqual([766380.01, 1878259.71]);
  });
});

describe('readBudgetTables: a closing row repeats a code the table printed', () => {
  // A TCQ report's PDF grid: codes stand inside the text cell, a line of description above an
  // item's row opens a chapter the reader numbers `2`, and a description wrapped after `… Y`
  // leaves its last word `2` alone on a line.
  const rows: TableCell[][] = [
    ['NÚM.CÓDIGO UD DESCRIPCIÓN', 'PRECIO', 'CANTIDAD', 'IMPORTE'],
    ['Capítulo 01 OBRAS DE REPARACIÓN'],
    ['1 A01 m EXCAVACIÓN EN ZANJA'],
    ['excavación de tierras a máquina'],
    ['y carga. (P - 1)', '10,00', '2,000', '20,00'],
    ['2 A02 m RELLENO DE ZANJA'],
    ['RELLENO CON MEDIOS MECÁNICOS Y'],
    ['2'],
    ['CAPAS. (P - 2)', '5,00', '3,000', '15,00'],
    ['TOTAL Capítulo 01 OBRAS DE REPARACIÓN', '', '', '35,00'],
  ];

  it('never reads a lone figure as the closing row of the chapter the reader numbered so', () => {
    const { budget, warnings } = read(rows);
    expect(budget.chapters?.map((chapter) => chapter.statedTotal)).not.toContain(2);
    expect(budget.chapters?.find((chapter) => chapter.code === '01')?.statedTotal).toBe(35);
    expect(warnings).toContainEqual({ kind: 'unplaced-line', line: 8, text: '2' });
  });

  it('still closes a chapter by a row repeating the code the table printed, with its total', () => {
    const { budget } = read([
      ['Código', 'Nat', 'Ud', 'Resumen', 'CanPres', 'PrPres', 'ImpPres'],
      ['2', 'Capítulo', '', 'ESTRUCTURA', 1, 40, 40],
      ['E01', 'Partida', 'm3', 'Hormigón', 2, 20, 40],
      ['', '', '', '2', '', '', 40],
    ]);
    expect(budget.chapters).toMatchObject([{ code: '2', total: 40, statedTotal: 40 }]);
  });
});
