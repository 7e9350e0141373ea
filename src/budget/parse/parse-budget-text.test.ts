import { describe, expect, it } from 'vitest';
import { REPORT_UNIT_SPELLINGS } from '../testing/unit-spellings.ts';
import { DEFAULT_COLUMNS } from '../model/budget.ts';
import { parseBudgetText, UNKNOWN_CLIENT } from './parse-budget-text.ts';

const NOW = new Date(Date.UTC(2024, 4, 8, 12, 0, 0, 456));
const parse = (lines: string[]) => parseBudgetText(lines.join('\n'), { now: NOW });

describe('parseBudgetText: the spec rules', () => {
  it('starts an item at a line with code, unit and description', () => {
    const { budget } = parse(['E02AM010 m3 EXCAVACIÓN EN ZANJA', '12,50 9,50 118,75']);
    expect(budget.items).toHaveLength(1);
    expect(budget.items[0]).toMatchObject({
      codigo: 'E02AM010',
      uds: 'm3',
      resumen: 'EXCAVACIÓN EN ZANJA',
    });
  });

  it('reads a three-number line as quantity, unit price and amount', () => {
    const { budget } = parse(['DEM06 Ml CORTE PAVIMENTO', '630,00 1,12 705,60']);
    expect(budget.items[0]).toMatchObject({
      cantidad: '630,00',
      precio_unitario: 1.12,
      total: 705.6,
    });
    expect(budget.total).toBe(705.6);
  });

  it('reads a five-number line as length, width, height, partials and quantity', () => {
    const { budget } = parse(['E01.02 m2 SOLERA', '2,00 3,00 0,50 4,00 2,00']);
    expect(budget.items[0]).toMatchObject({
      longitud: '2,00',
      anchura: '3,00',
      altura: '0,50',
      parciales: '4,00',
      cantidad: '2,00',
    });
  });

  it('computes the total as partials times quantity when no amount was given', () => {
    const { budget } = parse(['E01.02 m2 SOLERA', '2,00 3,00 0,50 4,00 2,00']);
    expect(budget.items[0]?.total).toBe(8);
  });

  it('reads a single number as the quantity', () => {
    const { budget } = parse(['APUI_003 ud DESMONTAJE DE FUENTE', '3,00']);
    expect(budget.items[0]?.cantidad).toBe('3,00');
  });

  it('appends the following text lines to the description, after the title line', () => {
    const { budget } = parse([
      'U01AB100 m DEMOLICIÓN DE BORDILLO',
      'Demolición y levantado de bordillo',
      'de cualquier tipo.',
      '630,00 5,40 3.402,00',
    ]);
    expect(budget.items[0]?.resumen).toBe(
      'DEMOLICIÓN DE BORDILLO\nDemolición y levantado de bordillo de cualquier tipo.',
    );
  });

  it('fills id, source format and the sum of the item totals', () => {
    const { budget } = parseBudgetText(
      'DEM06 Ml CORTE\n1,00 0,10 0,10\nDEM07 Ml CORTE\n1,00 0,20 0,20',
      {
        now: NOW,
        format: 'txt',
        fileName: 'obra.txt',
      },
    );
    expect(budget.id).toBe('PRE-2024-456');
    expect(budget.source).toEqual({ format: 'txt', fileName: 'obra.txt' });
    expect(budget.total).toBe(0.3);
  });

  it('uses the default columns when no header line is present', () => {
    const { budget } = parse(['DEM06 Ml CORTE', '1,00 1,00 1,00']);
    expect(budget.availableColumns).toEqual(DEFAULT_COLUMNS);
  });

  it('takes the columns from the header line', () => {
    const { budget } = parse([
      'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE',
      'DEM06 Ml CORTE',
      '1,00 1,00 1,00',
    ]);
    expect(budget.availableColumns).toEqual(['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL']);
  });

  it('returns one ERROR item with code and summary columns when nothing can be extracted', () => {
    const { budget } = parse(['Hola, esto no es un presupuesto.', 'Ni esto tampoco.']);
    expect(budget.items).toHaveLength(1);
    expect(budget.items[0]?.codigo).toBe('ERROR');
    expect(budget.items[0]?.resumen).toMatch(
      /^No se pudieron extraer elementos específicos del presupuesto\n/,
    );
    expect(budget.items[0]?.resumen).toMatch(/Revisa el formato/);
    expect(budget.availableColumns).toEqual(['CÓDIGO', 'RESUMEN']);
    expect(budget.total).toBe(0);
  });

  it('names no client from a chapter line with a street: it names a part of the work', () => {
    expect(
      parse(['CAPÍTULO C08 CALLE TENERIFE', 'DEM06 Ml CORTE', '1,00 1,00 1,00']).budget.client,
    ).toBe(UNKNOWN_CLIENT);
  });

  it('prefers a labelled CLIENTE line for the client', () => {
    const { budget, warnings } = parse([
      'CLIENTE: Ayuntamiento de Getafe',
      'CAPÍTULO C08 CALLE TENERIFE',
      'DEM06 Ml CORTE',
      '1,00 1,00 1,00',
    ]);
    expect(budget.client).toBe('Ayuntamiento de Getafe');
    expect(warnings).toEqual([]);
  });
});

describe('parseBudgetText: codes, units and numbers of real reports', () => {
  it('accepts the code shapes real price databases use', () => {
    const codes = [
      'E02AM010',
      'DEM06',
      'APUI_003',
      'E01.02',
      'U01AB100',
      'm23U01C190',
      'PY10AA012a',
      '08.02.01',
      'SYS',
    ];
    const lines = codes.flatMap((code) => [`${code} ud PARTIDA ${code}`, '1,00 2,00 2,00']);
    expect(parse(lines).budget.items.map((item) => item.codigo)).toEqual(codes);
  });

  it('keeps every unit spelling as printed', () => {
    const units = REPORT_UNIT_SPELLINGS;
    const lines = units.flatMap((unit, index) => [
      `E${String(index).padStart(2, '0')}X ${unit} PARTIDA`,
      '1,00 2,00 2,00',
    ]);
    expect(parse(lines).budget.items.map((item) => item.uds)).toEqual(units);
  });

  it('reads a two-word code such as REC POZ', () => {
    const { budget } = parse(['REC POZ ud PUESTA EN RASANTE DE POZO', '18,00 145,51 2.619,18']);
    expect(budget.items[0]).toMatchObject({ codigo: 'REC POZ', uds: 'ud', total: 2619.18 });
  });

  it('reads amounts with and without thousands dots and negative amounts', () => {
    const { budget } = parse([
      'A01 ud UNO',
      '1.605,90 7,85 12.606,32',
      'A02 ud DOS',
      '4395,00 0,16 703,20',
      'A03 ud TRES',
      '-2,00 10,00 -20,00',
      'A04 ud CUATRO',
      '\u00AD3,00 10,00 \u00AD30,00',
    ]);
    expect(budget.items.map((item) => item.total)).toEqual([12606.32, 703.2, -20, -30]);
    expect(budget.total).toBe(13259.52);
  });

  it('reads code, unit, title and amounts from one line in same-line reports', () => {
    const { budget } = parse([
      'm23U01C190 Ud DESMONTAJE DE PAPELERA 9,00 26,89 242,01',
      'Desmontaje de papelera existente.',
    ]);
    expect(budget.items[0]).toMatchObject({
      codigo: 'm23U01C190',
      uds: 'Ud',
      resumen: 'DESMONTAJE DE PAPELERA\nDesmontaje de papelera existente.',
      cantidad: '9,00',
      precio_unitario: 26.89,
      total: 242.01,
    });
  });

  it('reads a same-line item whose unit is missing or glued to the title', () => {
    const { budget } = parse([
      'APUDm23E01DKAm0220 LEVANTADO CARPINTERÍA METÁLICA 327,00 12,74 4.165,98',
      'm23S03RA010 m2/dALQUILER A/A BOMBA CALOR 4395,00 0,16 703,20',
    ]);
    expect(budget.items.map((item) => [item.codigo, item.uds, item.resumen])).toEqual([
      ['APUDm23E01DKAm0220', '', 'LEVANTADO CARPINTERÍA METÁLICA'],
      ['m23S03RA010', 'm2/d', 'ALQUILER A/A BOMBA CALOR'],
    ]);
  });

  it('reads a Word table row whose unit column follows the summary', () => {
    const { budget } = parse([
      'CÓDIGO\tRESUMEN\tUDS\tCANTIDAD\tPRECIO\tIMPORTE',
      'E02AM010\tEXCAVACIÓN EN ZANJA\tm3\t12,50\t9,50\t118,75',
    ]);
    expect(budget.items[0]).toMatchObject({
      codigo: 'E02AM010',
      uds: 'm3',
      resumen: 'EXCAVACIÓN EN ZANJA',
      total: 118.75,
    });
    expect(budget.availableColumns).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('warns when quantity times price differs from the printed amount', () => {
    const result = parse(['DEM06 Ml CORTE', '630,00 1,12 700,00']);
    expect(result.warnings).toEqual([
      { kind: 'amount-mismatch', line: 2, codigo: 'DEM06', expected: 705.6, actual: 700 },
    ]);
    expect(result.budget.items[0]?.total).toBe(700);
  });
});

describe('parseBudgetText: measurements', () => {
  it('reads measurement lines with a comment as measurements, not description', () => {
    const { budget } = parse([
      'E07 m2 ENFOSCADO',
      'Enfoscado de paramentos.',
      'Planta baja 2 4,20 2,50 21,00',
      'A deducir alcorque -1 1,25 -1,25',
      '19,75 12,50 246,88',
    ]);
    const item = budget.items[0];
    expect(item?.resumen).toBe('ENFOSCADO\nEnfoscado de paramentos.');
    expect(item?.measurements).toEqual([
      {
        comment: 'Planta baja',
        uds: '2',
        longitud: '4,20',
        anchura: '2,50',
        altura: '',
        parcial: '21,00',
      },
      {
        comment: 'A deducir alcorque',
        uds: '-1',
        longitud: '1,25',
        anchura: '',
        altura: '',
        parcial: '-1,25',
      },
    ]);
    expect(item?.cantidad).toBe('19,75');
  });

  it('copies a single measurement line into the item columns', () => {
    const { budget } = parse([
      'E07 m2 ENFOSCADO',
      'Fachada 1 10,00 3,00 30,00',
      '30,00 12,50 375,00',
    ]);
    expect(budget.items[0]).toMatchObject({
      longitud: '10,00',
      anchura: '3,00',
      parciales: '30,00',
      cantidad: '30,00',
    });
  });

  it('keeps a comment that ends in a figure', () => {
    const { budget } = parse(['E07 m2 ENFOSCADO', 'Planta 2 3 4,20 12,60', '12,60 1,00 12,60']);
    expect(budget.items[0]?.measurements?.[0]).toMatchObject({
      comment: 'Planta 2',
      uds: '3',
      longitud: '4,20',
    });
  });
});

describe('parseBudgetText: old measurement reports with an order-number column', () => {
  it('reads the code after an order number', () => {
    const { budget } = parse(['01.02 01EW10100 UD DESMONTADO DE FAROLA', '5,00 4,50 22,50']);
    expect(budget.items[0]).toMatchObject({
      codigo: '01EW10100',
      uds: 'UD',
      resumen: 'DESMONTADO DE FAROLA',
    });
  });

  it('opens the chapter printed between the code and the unit', () => {
    const { budget } = parse([
      '01.01 01EMM00110X CAPÍTULO 01 DEMOLICIONES M3 DEMOLICIÓN EDIFICIO',
      '1,00 2,00 2,00',
    ]);
    expect(budget.chapters?.map((chapter) => [chapter.code, chapter.title])).toEqual([
      ['01', 'DEMOLICIONES'],
    ]);
    expect(budget.items[0]).toMatchObject({ codigo: '01EMM00110X', uds: 'M3', chapterCode: '01' });
  });

  it("gives the previous item the amounts printed after the next item's measurements", () => {
    const { budget, warnings } = parse([
      '01.01 01EMM00110X M3 DEMOLICIÓN CASETA 1 12,55 4,55 3,00 171,31',
      '01.02 01EW10100 UD DESMONTADO C/ MUÑOZ ZAMORA 5 5,00 171,31 4,50 770,90',
      '5,00 15,41 77,05',
    ]);
    expect(warnings).toEqual([]);
    expect(budget.items.map((item) => [item.codigo, item.cantidad, item.total])).toEqual([
      ['01EMM00110X', '171,31', 770.9],
      ['01EW10100', '5,00', 77.05],
    ]);
  });
});

describe('parseBudgetText: chapters and totals', () => {
  const report = [
    'CAPÍTULO C01 ACTUACIONES',
    'SUBCAPÍTULO C01.01 CALLE MAYOR',
    'DEM06 Ml CORTE',
    '10,00 1,00 10,00',
    'TOTAL SUBCAPÍTULO C01.01 CALLE MAYOR.............. 10,00',
    'SUBCAPÍTULO C01.02 PLAZA',
    'APARTADO C01.02.01 MURO',
    'DEM07 Ml CORTE',
    '5,00 1,00 5,00',
    'TOTAL APARTADO C01.02.01 MURO',
    'DE LA PLAZA.......................',
    '5,00',
    'TOTAL SUBCAPÍTULO C01.02 PLAZA.......... 5,00',
    'TOTAL CAPÍTULO C01 ACTUACIONES........... 15,00',
    'CAPÍTULO C02 VARIOS',
    'SYS UD SEGURIDAD Y SALUD',
    '1,00 100,00 100,00',
    'TOTAL CAPÍTULO C02 VARIOS........... 100,00',
    'TOTAL................................ 115,00',
  ];

  it('keeps chapters, subchapters and sections with their levels, parents and totals', () => {
    const { budget, warnings } = parse(report);
    expect(warnings).toEqual([]);
    expect(
      budget.chapters?.map(({ code, level, parentCode, total, statedTotal }) => ({
        code,
        level,
        parentCode,
        total,
        statedTotal,
      })),
    ).toEqual([
      { code: 'C01', level: 1, parentCode: undefined, total: 15, statedTotal: 15 },
      { code: 'C01.01', level: 2, parentCode: 'C01', total: 10, statedTotal: 10 },
      { code: 'C01.02', level: 2, parentCode: 'C01', total: 5, statedTotal: 5 },
      { code: 'C01.02.01', level: 3, parentCode: 'C01.02', total: 5, statedTotal: 5 },
      { code: 'C02', level: 1, parentCode: undefined, total: 100, statedTotal: 100 },
    ]);
    expect(budget.items.map((item) => item.chapterCode)).toEqual(['C01.01', 'C01.02.01', 'C02']);
    expect(budget.statedTotal).toBe(115);
  });

  it('never glues a chapter total or heading into an item description', () => {
    const { budget } = parse(report);
    for (const item of budget.items) expect(item.resumen).not.toMatch(/TOTAL|CAPÍTULO|PLAZA/);
  });

  it('warns when a chapter total or the final total differs from the parsed sums', () => {
    const changed = report.map((line) =>
      line.startsWith('TOTAL CAPÍTULO C02')
        ? 'TOTAL CAPÍTULO C02 VARIOS........... 90,00'
        : line.startsWith('TOTAL....')
          ? 'TOTAL.......... 120,00'
          : line,
    );
    const { warnings } = parse(changed);
    expect(warnings).toEqual([
      {
        kind: 'chapter-total-mismatch',
        line: 18,
        chapterCode: 'C02',
        chapterTitle: 'VARIOS',
        stated: 90,
        parsed: 100,
      },
      { kind: 'total-mismatch', line: 19, stated: 120, parsed: 115 },
    ]);
  });

  it('reads bare numbered chapters and TOTAL code lines of same-line reports', () => {
    const { budget, warnings } = parse([
      '01 FASE 2',
      '01.01 LEVANTADO DE ELEMENTOS',
      'm23U01C190 Ud DESMONTAJE DE PAPELERA 9,00 26,89 242,01',
      'TOTAL 01.01.................... 242,01',
      '01.02 DEMOLICIONES',
      'm23U01A010 m LEVANTADO DE BORDILLO 1,00 3,99 3,99',
      'TOTAL 01.02.................... 3,99',
      'TOTAL 01.......................246,00',
      'TOTAL.......................... 246,00',
    ]);
    expect(warnings).toEqual([]);
    expect(
      budget.chapters?.map((chapter) => [chapter.code, chapter.parentCode, chapter.statedTotal]),
    ).toEqual([
      ['01', undefined, 246],
      ['01.01', '01', 242.01],
      ['01.02', '01', 3.99],
    ]);
  });

  it('reads chapter headings and totals written in lower case after a description', () => {
    const { budget, warnings } = parse([
      'Capítulo C01 Demoliciones',
      'DEM06 Ml CORTE',
      'Corte de pavimento existente con cortadora de disco',
      '1,00 2,00 2,00',
      'Total capítulo C01 Demoliciones........ 2,00',
      'Capítulo C02 Varios',
      'SYS UD SEGURIDAD',
      'Medidas de seguridad y salud',
      'Total capítulo C02 Varios........ 1,00',
    ]);
    expect(budget.chapters?.map((chapter) => [chapter.code, chapter.statedTotal])).toEqual([
      ['C01', 2],
      ['C02', 1],
    ]);
    expect(budget.items[1]?.resumen).toBe('SEGURIDAD\nMedidas de seguridad y salud');
    expect(warnings).toEqual([
      {
        kind: 'chapter-total-mismatch',
        line: 9,
        chapterCode: 'C02',
        chapterTitle: 'Varios',
        stated: 1,
        parsed: 0,
      },
    ]);
  });

  it('does not take a description line starting with a figure for a chapter', () => {
    const { budget } = parse([
      '01 FASE 2',
      'E04 m BORDILLO 1,00 1,00 1,00',
      '25 CM DE ALTURA SOBRE SOLERA',
    ]);
    expect(budget.chapters).toHaveLength(1);
    expect(budget.items[0]?.resumen).toBe('BORDILLO\n25 CM DE ALTURA SOBRE SOLERA');
  });
});

describe('parseBudgetText: page furniture and summary', () => {
  const page = (n: number) => [
    `8 de may o de 2024 Página ${n}`,
    'PRESUPUESTO',
    'OBRAS EN URB. CALYPO FADO',
    'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE',
  ];

  it('drops repeated page headers and footers, even inside an item', () => {
    const { budget, warnings } = parse([
      '4.3.- PRESUPUESTOS PARCIALES',
      ...page(0).slice(1),
      'DEM06 Ml CORTE PAVIMENTO',
      'Corte de pavimento en calza-',
      ...page(1),
      'das, i/replanteo.',
      '630,00 1,12 705,60',
      ...page(2),
    ]);
    expect(warnings).toEqual([]);
    expect(budget.items[0]?.resumen).toBe(
      'CORTE PAVIMENTO\nCorte de pavimento en calzadas, i/replanteo.',
    );
  });

  it('ignores a line of dot leaders alone', () => {
    const { budget, warnings } = parse([
      'DEM06 Ml CORTE',
      '..........................',
      '1,00 2,00 2,00',
    ]);
    expect(budget.items[0]?.resumen).toBe('CORTE');
    expect(warnings).toEqual([]);
  });

  it('joins hyphenated line ends but keeps real hyphens', () => {
    const { budget } = parse([
      'E04 m2 SOLERA',
      'hormigón en calza-',
      'das. Según NTE-',
      'RSS y EHE.',
      '1,00 1,00 1,00',
    ]);
    expect(budget.items[0]?.resumen).toBe('SOLERA\nhormigón en calzadas. Según NTE-RSS y EHE.');
  });

  it('reads the RESUMEN DE PRESUPUESTO block into the summary, not into items', () => {
    const { budget, warnings } = parse([
      'DEM06 Ml CORTE',
      '100,00 10,00 1.000,00',
      'TOTAL.................... 1.000,00',
      '4.4.- RESUMEN DE PRESUPUESTOS',
      'RESUMEN DE PRESUPUESTO',
      'OBRAS EN URB. CALYPO FADO',
      'CAPITULO RESUMEN EUROS %',
      'C01 ACTUACIONES........ 1.000,00 100,00',
      'PRESUPUESTO DE EJECUCIÓN MATERIAL 1.000,00',
      '13,00% Gastos generales.......... 130,00',
      '6,00% Beneficio industrial........ 60,00',
      'SUMA DE G.G. y B.I. 190,00',
      'SUMA 1.190,00',
      '21,00% I.V.A................. 249,90',
      'PRESUPUESTO DE EJECUCIÓN POR CONTRATA 1.439,90',
      'Asciende el presupuesto a la expresada cantidad de MIL CUATROCIENTOS EUROS',
      'Casarrubios del Monte, a Mayo de 2024.',
      'El Arquitecto',
    ]);
    expect(warnings).toEqual([]);
    expect(budget.items).toHaveLength(1);
    expect(budget.summary).toEqual({
      pem: 1000,
      gastosGeneralesPercent: 13,
      gastosGenerales: 130,
      beneficioIndustrialPercent: 6,
      beneficioIndustrial: 60,
      ivaPercent: 21,
      iva: 249.9,
      contractTotal: 1439.9,
    });
  });

  it('reports every line it cannot place with its line number', () => {
    const { warnings } = parse([
      'Texto suelto al principio',
      'DEM06 Ml CORTE',
      '1,00 1,00 1,00',
      'TOTAL..... 1,00',
      'Texto suelto al final',
    ]);
    expect(warnings).toEqual([
      { kind: 'unplaced-line', line: 1, text: 'Texto suelto al principio' },
      { kind: 'unplaced-line', line: 5, text: 'Texto suelto al final' },
    ]);
  });

  it('counts lines across CRLF, CR and LF line ends', () => {
    const { warnings } = parseBudgetText(
      'Suelto\r\nDEM06 Ml CORTE\r1,00 1,00 1,00\nTOTAL... 1,00\r\nOtro suelto',
      { now: NOW },
    );
    expect(warnings.map((warning) => 'line' in warning && warning.line)).toEqual([1, 5]);
  });
});

describe('parseBudgetText: flattened paste', () => {
  it('splits a budget pasted as one line back into items', () => {
    const filler =
      'con p.p. de medios auxiliares y transporte a vertedero autorizado, totalmente terminado'.repeat(
        8,
      );
    const line = [
      '01 FASE 2 01.04.01 PAVIMENTO PERMEABLE',
      'm23E04CE020 m2 ENCOFRADO MADERA EN ZAPATAS 1,00 29,13 29,13',
      `Encofrado y desencofrado en zapatas, encepa- dos, ${filler}.`,
      'APUDm23U05F030m2 PAVIMENTO PERMEABLE 849,00 57,26 48.613,74',
      `Suministro y colocación de pavimento permeable ${filler}.`,
      'm23E27GW050 m2 PINTURA AL CLOROCAUCHO 58,00 15,27 885,66',
      `Pintura al clorocaucho ${filler}.`,
      'TOTAL 01.04.01........ 49.528,53',
    ].join(' ');
    const { budget, warnings } = parse([line]);
    expect(warnings).toEqual([]);
    expect(budget.items.map((item) => [item.codigo, item.uds, item.total])).toEqual([
      ['m23E04CE020', 'm2', 29.13],
      ['APUDm23U05F030m2', '', 48613.74],
      ['m23E27GW050', 'm2', 885.66],
    ]);
    expect(budget.items[0]?.resumen).toMatch(
      /^ENCOFRADO MADERA EN ZAPATAS\nEncofrado y desencofrado en zapatas, encepados,/,
    );
    expect(budget.chapters?.find((chapter) => chapter.code === '01.04.01')?.statedTotal).toBe(
      49528.53,
    );
  });
});

describe('parseBudgetText: long lines', () => {
  it('keeps a long Word table row with one item whole', () => {
    const description =
      'Suministro y colocación de pavimento, TOTAL terminado según DEM07 m2 de proyecto. '.repeat(
        25,
      );
    const { budget } = parse([`DEM06\tm2\tPAVIMENTO\t${description}\t10,00\t2,00\t20,00`]);
    expect(budget.items).toHaveLength(1);
    expect(budget.items[0]).toMatchObject({ codigo: 'DEM06', uds: 'm2', total: 20 });
    expect(budget.items[0]?.resumen.length).toBeGreaterThan(1500);
  });
});

describe('parseBudgetText: hostile input', () => {
  it('never throws and answers the ERROR item for empty, binary or garbage text', () => {
    for (const text of [
      '',
      '\u0000\u0001\u0002',
      '\uFFFD'.repeat(1000),
      'TOTAL',
      '1,00 2,00 2,00',
      '.'.repeat(10000),
    ]) {
      const { budget } = parseBudgetText(text, { now: NOW });
      expect(budget.items[0]?.codigo).toBe('ERROR');
    }
  });

  it('caps the warnings for huge unrecognisable input', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `línea suelta ${i}`).join('\n');
    const { warnings } = parseBudgetText(text, { now: NOW });
    expect(warnings.length).toBe(1001);
    expect(warnings[1000]).toMatchObject({ kind: 'notice' });
  });

  it('finishes on a 5 MB single line, 100,000 short lines and a 100,000-line description', () => {
    const single = 'DEM06 Ml CORTE PAVIMENTO 1,00 2,00 2,00 '.repeat(130_000);
    expect(single.length).toBeGreaterThan(5_000_000);
    expect(parseBudgetText(single, { now: NOW }).budget.items.length).toBe(130_000);
    const many = 'DEM06 Ml CORTE\n1,00 2,00 2,00\n'.repeat(50_000);
    expect(parseBudgetText(many, { now: NOW }).budget.total).toBe(100_000);
    const longDescription = `DEM06 Ml CORTE\n${'Corte de pavimento de aglomerado asfáltico en calza-\n'.repeat(100_000)}1,00 2,00 2,00`;
    expect(
      parseBudgetText(longDescription, { now: NOW }).budget.items[0]?.resumen.length,
    ).toBeGreaterThan(5_000_000);
    const dots = `TOTAL ${'.'.repeat(5_000_000)}`;
    expect(parseBudgetText(dots, { now: NOW }).budget.items[0]?.codigo).toBe('ERROR');
  });
});
