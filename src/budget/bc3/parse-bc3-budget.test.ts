import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BudgetError } from '../errors.ts';
import { COLUMN_NAMES } from '../model/budget.ts';
import { parseBc3Budget } from './parse-bc3-budget.ts';
import { UNKNOWN_CLIENT } from '../parse/parse-budget-text.ts';
import {
  COMMITTED_FIXTURES,
  DOS_BUDGET,
  PRICE_DATABASE,
  SMALL_BUDGET,
} from './testing/bc3-fixtures.ts';
import { encodeText, writeBc3, writeBc3Text, type Bc3Fixture } from './testing/write-bc3.ts';

const now = new Date('2026-03-01T10:00:00Z');

function parse(fixture: Bc3Fixture) {
  return parseBc3Budget(writeBc3(fixture), { now, fileName: 'obra.bc3' });
}

function expectBudgetError(run: () => unknown, code: string) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BudgetError);
    expect((error as BudgetError).code).toBe(code);
    return;
  }
  expect.fail(`expected BudgetError ${code}`);
}

describe('parseBc3Budget', () => {
  it('keeps the committed fixtures identical to what the fixture writer produces', () => {
    for (const [name, fixture] of Object.entries(COMMITTED_FIXTURES)) {
      const committed = readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
      expect(new Uint8Array(committed), name).toEqual(writeBc3(fixture));
    }
  });

  it('reads chapters, subchapters and items of a multi-line Arquímedes-style file', () => {
    const { budget, warnings } = parse(SMALL_BUDGET);
    expect(warnings).toEqual([]);
    expect(budget.title).toBe('Reforma de vivienda en Calle Mayor 3, Toledo');
    expect(budget.client).toBe(UNKNOWN_CLIENT);
    expect(budget.source).toEqual({ format: 'bc3', fileName: 'obra.bc3', documentKind: 'budget' });
    expect(budget.id).toMatch(/^PRE-2026-\d{3}$/);
    expect(budget.chapters).toEqual([
      { code: 'C01', title: 'Demoliciones', level: 1, total: 540.75, statedTotal: 540.75 },
      { code: 'C02', title: 'Albañilería', level: 1, total: 1057, statedTotal: 1057 },
      {
        code: 'C02.01',
        title: 'Tabiquería',
        level: 2,
        parentCode: 'C02',
        total: 1057,
        statedTotal: 1057,
      },
    ]);
    expect(
      budget.items.map((item) => [item.codigo, item.chapterCode, item.uds, item.cantidad]),
    ).toEqual([
      ['DEM010', 'C01', 'm2', '31,26'],
      ['LIM001', 'C01', 'ud', '1,00'],
      ['ALB020', 'C02.01', 'm2', '31,05'],
      ['LIM001', 'C02.01', 'ud', '2,00'],
    ]);
    expect(budget.total).toBe(1597.75);
    expect(budget.statedTotal).toBe(1597.75);
  });

  it('rounds each amount to the cents ~K declares (31,05 × 24,38 = 756,999 gives 757,00)', () => {
    const item = parse(SMALL_BUDGET).budget.items.find(
      (candidate) => candidate.codigo === 'ALB020',
    );
    expect(item?.precio_unitario).toBe(24.38);
    expect(item?.total).toBe(757);
  });

  it('lists an item used in two chapters once in each, with that chapter’s quantity', () => {
    const cleaning = parse(SMALL_BUDGET).budget.items.filter((item) => item.codigo === 'LIM001');
    expect(cleaning.map((item) => [item.chapterCode, item.total])).toEqual([
      ['C01', 150],
      ['C02.01', 300],
    ]);
  });

  it('puts the summary as title and the long text, with its line breaks, as description', () => {
    const item = parse(SMALL_BUDGET).budget.items[0]!;
    expect(item.resumen).toBe(
      'Demolición de tabique\nDemolición de tabique de ladrillo hueco, con medios manuales,\nincluso retirada de escombros.',
    );
  });

  it('computes measurement partials, a deduction and both kinds of subtotal', () => {
    const { budget } = parse(SMALL_BUDGET);
    expect(budget.availableColumns).toEqual([...COLUMN_NAMES]);
    const [demolition, , partition] = budget.items;
    expect(demolition?.measurements).toEqual([
      {
        comment: 'Salón',
        uds: '2,00',
        longitud: '4,50',
        anchura: '',
        altura: '2,70',
        parcial: '24,30',
      },
      {
        comment: 'Dormitorio',
        uds: '1,00',
        longitud: '3,20',
        anchura: '',
        altura: '2,70',
        parcial: '8,64',
      },
      {
        comment: 'A deducir hueco de puerta',
        uds: '-1,00',
        longitud: '0,80',
        anchura: '',
        altura: '2,10',
        parcial: '-1,68',
      },
      { comment: 'Subtotal', uds: '', longitud: '', anchura: '', altura: '', parcial: '31,26' },
    ]);
    expect(partition?.measurements?.map((line) => [line.comment, line.parcial])).toEqual([
      ['Planta baja', ''],
      ['Cocina', '16,20'],
      ['Planta primera', ''],
      ['Baño', '14,85'],
      ['Subtotal', '31,05'],
    ]);
  });

  it('takes GG, BI and IVA from ~K into the budget summary', () => {
    expect(parse(SMALL_BUDGET).budget.summary).toEqual({
      pem: 1597.75,
      gastosGeneralesPercent: 13,
      beneficioIndustrialPercent: 6,
      ivaPercent: 21,
    });
  });

  it('reads the same budget alike with CRLF, LF or bare CR line ends and NUL padding', () => {
    const reference = parse(SMALL_BUDGET).budget;
    for (const lineEnd of ['\n', '\r'] as const) {
      expect(parse({ ...SMALL_BUDGET, lineEnd }).budget).toEqual(reference);
    }
    const padded = encodeText(writeBc3Text(SMALL_BUDGET).replaceAll('\r\n', '\r\n\0\0'), 'cp1252');
    expect(parseBc3Budget(padded, { now, fileName: 'obra.bc3' }).budget).toEqual(reference);
  });

  it('decodes a file declared 850 with the MS-DOS code page and one declared ANSI with Windows-1252', () => {
    const dos = parse(DOS_BUDGET).budget;
    const ansi = parse({ ...DOS_BUDGET, charset: 'ANSI' }).budget;
    expect(dos.title).toBe('Urbanización Ñandú, Peñíscola');
    expect(dos.items[0]?.resumen).toBe(
      'Excavación en zanja con medios mecánicos, según pliego nº 3',
    );
    expect(ansi.title).toBe(dos.title);
    expect(ansi.items).toEqual(dos.items);
  });

  it('guesses cp850 for an undeclared file whose accents are MS-DOS bytes', () => {
    const bytes = encodeText(writeBc3Text({ ...DOS_BUDGET, charset: '' }), 'cp850');
    expect(parseBc3Budget(bytes).budget.title).toBe('Urbanización Ñandú, Peñíscola');
  });

  it('shows the chapter columns only when no item has measurement lines', () => {
    expect(parse(DOS_BUDGET).budget.availableColumns).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('lists a price database’s items and says it has no measurements', () => {
    const { budget, warnings } = parse(PRICE_DATABASE);
    expect(budget.items.map((item) => item.codigo)).toEqual(['01.001', '01.002', '01.003']);
    expect(warnings).toContainEqual({ kind: 'no-quantities' });
    expect(budget.total).toBe(budget.statedTotal);
  });

  it('warns when the root states no total, and does not read the chapters’ 0 prices as statements', () => {
    const fixture: Bc3Fixture = {
      ...SMALL_BUDGET,
      concepts: SMALL_BUDGET.concepts.map((concept) =>
        concept.code.endsWith('#') ? { ...concept, price: '0.00' } : concept,
      ),
    };
    const { budget, warnings } = parse(fixture);
    expect(warnings).toEqual([{ kind: 'no-stated-total' }]);
    expect(budget.statedTotal).toBeUndefined();
    expect(budget.chapters?.every((chapter) => chapter.statedTotal === undefined)).toBe(true);
    expect(budget.total).toBe(1597.75);
  });

  it('warns about a chapter and a total that differ from what the file states', () => {
    const fixture: Bc3Fixture = {
      ...SMALL_BUDGET,
      concepts: SMALL_BUDGET.concepts.map((concept) =>
        concept.code === 'C01#'
          ? { ...concept, price: 500 }
          : concept.code === 'OBRA##'
            ? { ...concept, price: 1600 }
            : concept,
      ),
    };
    const { warnings } = parse(fixture);
    expect(warnings).toContainEqual({
      kind: 'total-mismatch',
      line: 3,
      stated: 1600,
      parsed: 1597.75,
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({
        kind: 'chapter-total-mismatch',
        chapterCode: 'C01',
        stated: 500,
        parsed: 540.75,
      }),
    );
  });

  it('adds the costes indirectos percentage of ~K to every unit price, as Arquímedes reports do', () => {
    const { budget } = parse({
      ...DOS_BUDGET,
      charset: 'ANSI',
      k: '\\2\\2\\2\\2\\2\\2\\2\\EUR\\|2\\13\\6\\\\18|',
    });
    // 9,23 × 1,02 = 9,4146 -> 9,41; 50 × 9,41 = 470,50
    expect(budget.items[0]?.precio_unitario).toBe(9.41);
    expect(budget.total).toBe(470.5);
  });

  it('prices an item stated at 0 from its breakdown, percentage lines included (CYPE generators)', () => {
    const fixture: Bc3Fixture = {
      charset: 'ANSI',
      multiline: true,
      concepts: [
        { code: 'V##', summary: 'Vivienda', price: '' },
        { code: 'A#', summary: 'Acondicionamiento', price: '0.00' },
        { code: 'ADL010', unit: 'm²', summary: 'Desbroce y limpieza del terreno', price: '0.00' },
        { code: 'mq01', unit: 'h', summary: 'Pala cargadora', price: 39.29, type: '2' },
        { code: 'mo059', unit: 'h', summary: 'Peón ordinario', price: 12.65, type: '1' },
        { code: '%', unit: '%', summary: 'Costes directos complementarios', price: '0.00' },
      ],
      decompositions: [
        { parent: 'V##', children: [{ code: 'A#', yield: 1 }] },
        { parent: 'A#', children: [{ code: 'ADL010', yield: 100 }] },
        {
          parent: 'ADL010',
          children: [
            { code: 'mq01', yield: 0.017 },
            { code: 'mo059', yield: 0.006 },
            { code: '%', yield: 0.02 },
          ],
        },
      ],
    };
    // 0,017 × 39,29 = 0,67 + 0,006 × 12,65 = 0,08 -> 0,75; 2 % of 0,75 = 0,02 -> 0,77
    const item = parse(fixture).budget.items[0];
    expect(item?.uds).toBe('m²');
    expect(item?.precio_unitario).toBe(0.77);
    expect(item?.total).toBe(77);
  });

  it('charges a percentage line of a chapter on the amounts above it', () => {
    const fixture: Bc3Fixture = {
      ...DOS_BUDGET,
      concepts: [
        ...DOS_BUDGET.concepts,
        { code: '%CI', unit: '%', summary: 'Costes indirectos', price: 3 },
      ],
      decompositions: [
        DOS_BUDGET.decompositions[0]!,
        {
          parent: '1#',
          children: [
            { code: 'EXC01', yield: 50 },
            { code: '%CI', yield: 0.03 },
          ],
        },
      ],
    };
    const { budget } = parse(fixture);
    // 3 % of 461,50 = 13,845 -> 13,85
    expect(budget.items.map((item) => item.total)).toEqual([461.5, 13.85]);
    expect(budget.total).toBe(475.35);
  });

  it('turns a chapter without breakdown into one lump-sum line of its own', () => {
    const fixture: Bc3Fixture = {
      ...DOS_BUDGET,
      concepts: [...DOS_BUDGET.concepts, { code: '2#', summary: 'Seguridad y salud', price: 1200 }],
      decompositions: [
        {
          parent: 'R##',
          children: [
            { code: '1#', yield: 1 },
            { code: '2#', yield: 1 },
          ],
        },
        DOS_BUDGET.decompositions[1]!,
      ],
    };
    const { budget } = parse(fixture);
    expect(budget.chapters?.map((chapter) => [chapter.code, chapter.total])).toEqual([
      ['1', 461.5],
      ['2', 1200],
    ]);
    expect(budget.items.at(-1)).toMatchObject({ codigo: '2', chapterCode: '2', total: 1200 });
  });

  it('evaluates a formula measurement line (type 3)', () => {
    const fixture: Bc3Fixture = {
      ...SMALL_BUDGET,
      measurements: [
        {
          parent: 'C01#',
          child: 'DEM010',
          total: 31.26,
          lines: [{ type: '3', comment: '(a+b)*c/2', uds: 10, length: 2, width: 5.21 }],
        },
      ],
    };
    // (10 + 2) × 5,21 / 2 = 31,26
    const line = parse(fixture).budget.items[0]?.measurements?.[0];
    expect(line?.parcial).toBe('31,26');
  });

  it('follows the quantity of ~M when it differs from the ~D yield, as the chapter prices do', () => {
    const fixture: Bc3Fixture = {
      ...SMALL_BUDGET,
      decompositions: SMALL_BUDGET.decompositions.map((decomposition) =>
        decomposition.parent === 'C01#'
          ? {
              parent: 'C01#',
              children: [
                { code: 'DEM010', yield: 1 },
                { code: 'LIM001', yield: 1 },
              ],
            }
          : decomposition,
      ),
    };
    expect(parse(fixture).budget.items[0]?.cantidad).toBe('31,26');
  });

  it('rejects a file without a root concept as not FIEBDC-3', () => {
    const fixture: Bc3Fixture = {
      ...DOS_BUDGET,
      concepts: DOS_BUDGET.concepts.slice(1),
      decompositions: DOS_BUDGET.decompositions.slice(1),
    };
    expectBudgetError(() => parse(fixture), 'bc3-invalid');
    expectBudgetError(
      () => parseBc3Budget(new TextEncoder().encode('esto no es un presupuesto')),
      'bc3-invalid',
    );
    expectBudgetError(() => parseBc3Budget(new Uint8Array()), 'bc3-invalid');
  });

  it('reads a hand-made UTF-8 file that declares ANSI without garbling its accents', () => {
    const { budget } = parse({ ...DOS_BUDGET, charset: 'ANSI', encodeAs: 'utf-8' });
    expect(budget.title).toBe('Urbanización Ñandú, Peñíscola');
  });

  it('rejects a file whose accents were lost by a UTF-8 round trip', () => {
    const text = Array.from(writeBc3Text(DOS_BUDGET), (char) =>
      char.charCodeAt(0) > 0x7f ? '\ufffd' : char,
    ).join('');
    expectBudgetError(() => parseBc3Budget(new TextEncoder().encode(text)), 'bc3-wrong-encoding');
  });

  it('survives a chapter that contains itself', () => {
    const fixture: Bc3Fixture = {
      ...DOS_BUDGET,
      decompositions: [
        DOS_BUDGET.decompositions[0]!,
        {
          parent: '1#',
          children: [
            { code: 'EXC01', yield: 50 },
            { code: '1#', yield: 1 },
          ],
        },
      ],
    };
    const { budget, warnings } = parse(fixture);
    expect(budget.items).toHaveLength(1);
    expect(warnings.some((warning) => warning.kind === 'notice')).toBe(true);
  });
});

/** A root over one chapter that states `total`, holding the given lines; prices and types per concept. */
function oneChapterBudget(
  total: number,
  lines: Array<{
    code: string;
    price: number | string;
    type?: string;
    factor?: number;
    yield?: number;
  }>,
  extra: Partial<Bc3Fixture> = {},
): Bc3Fixture {
  return {
    charset: 'ANSI',
    concepts: [
      { code: 'OBRA##', summary: 'Obra de prueba', price: total },
      { code: 'C1#', summary: 'Capítulo único', price: total },
      ...lines.map(({ code, price, type }) => ({
        code,
        unit: 'ud',
        summary: `Partida ${code}`,
        price,
        type,
      })),
      ...(extra.concepts ?? []),
    ],
    decompositions: [
      { parent: 'OBRA##', children: [{ code: 'C1#', factor: 1, yield: 1 }] },
      {
        parent: 'C1#',
        children: lines.map(({ code, factor, yield: quantity }) => ({
          code,
          factor,
          yield: quantity,
        })),
      },
      ...(extra.decompositions ?? []),
    ],
    ...(extra.measurements ? { measurements: extra.measurements } : {}),
    ...(extra.k !== undefined ? { k: extra.k } : {}),
    ...(extra.informationType !== undefined ? { informationType: extra.informationType } : {}),
    ...(extra.certificationNumber !== undefined
      ? { certificationNumber: extra.certificationNumber }
      : {}),
  };
}

const amounts = (budget: {
  items: Array<{ codigo: string; cantidad: string; precio_unitario: number; total: number }>;
}) => budget.items.map((item) => [item.codigo, item.cantidad, item.precio_unitario, item.total]);

describe('parseBc3Budget applies ~D factors and ~K decimals as FIEBDC-3 defines them', () => {
  // 3/2002 layout: DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS\DSP\DEC\DIVISA.
  const modernK = (drc: number, dc: number, drs: number, duo: number, di: number, des: number) =>
    String.raw`\2\2\3\2\2\2\2\EUR\|0|` +
    `${drc}\\${dc}\\\\3\\${drs}\\\\${duo}\\${di}\\${des}\\2\\2\\2\\2\\2\\EUR\\|`;

  it('multiplies the ~D factor into the quantity, with or without ~M, rounded to DRC', () => {
    const fixture = oneChapterBudget(
      115,
      [
        // 1.5 × 2.333 = 3.4995 -> 3.50 with DRC 2.
        { code: 'A', price: 10, factor: 1.5, yield: 2.333 },
        // ~M measures 4; the factor 2 still applies: 8.
        { code: 'B', price: 10, factor: 2, yield: 4 },
      ],
      {
        k: modernK(2, 2, 3, 2, 2, 2),
        measurements: [{ parent: 'C1#', child: 'B', total: 4, lines: [{ uds: 4 }] }],
      },
    );
    const { budget, warnings } = parse(fixture);
    expect(amounts(budget)).toEqual([
      ['A', '3,50', 10, 35],
      ['B', '8,00', 10, 80],
    ]);
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('rounds unit prices to DUO, simple elements to DES, breakdowns to DRS and DI, amounts to DC', () => {
    const fixture = oneChapterBudget(
      59,
      [
        // A unit of work: 12.345 -> 12.3 (DUO 1); 3 × 12.3 = 36.9 -> 37 (DC 0).
        { code: 'U', price: 12.345, yield: 3 },
        // A material measured directly: 1.23456 -> 1.235 (DES 3); 10 × 1.235 = 12.35 -> 12.
        { code: 'M', price: 1.23456, type: '3', yield: 10 },
        // Priced from its breakdown: 0.333 -> 0.33 (DRS 2) × 20 = 6.6; 3 × 1.005 = 3.015 -> 3.02 (DI 2);
        // 9.62 -> 9.6 (DUO 1) -> 10 (DC 0).
        { code: 'Z', price: 0, yield: 1 },
      ],
      {
        k: modernK(3, 0, 2, 1, 2, 3),
        concepts: [
          { code: 'LAB', unit: 'h', summary: 'Peón', price: 20, type: '1' },
          { code: 'MAT', unit: 'kg', summary: 'Arena', price: 1.005, type: '3' },
        ],
        decompositions: [
          {
            parent: 'Z',
            children: [
              { code: 'LAB', factor: 1, yield: 0.333 },
              { code: 'MAT', yield: 3 },
            ],
          },
        ],
      },
    );
    const { budget, warnings } = parse(fixture);
    expect(amounts(budget)).toEqual([
      ['U', '3,00', 12.3, 37],
      ['M', '10,00', 1.235, 12],
      ['Z', '1,00', 9.6, 10],
    ]);
    expect(budget.total).toBe(59);
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('reads the 3/98 ~K layout: DS for quantities, DC for prices, DM for amounts', () => {
    // DN\DD\DS\DR\DI\DP\DC\DM: quantity 1.26 -> 1.3, price 2.25 -> 2.3, 1.3 × 2.3 = 2.99 -> 3.
    const fixture = oneChapterBudget(3, [{ code: 'A', price: 2.25, yield: 1.26 }], {
      k: String.raw`2\2\1\3\2\2\1\0\EUR\|0|`,
    });
    expect(amounts(parse(fixture).budget)).toEqual([['A', '1,3', 2.3, 3]]);
  });

  it('counts a file without ~K whose totals are whole pesetas to the cent, then to the peseta', () => {
    // 13440.96 × 224.06 = 3011581.4976 -> 3011581.50 -> 3011582, as Presto 7 printed it.
    const pesetas = oneChapterBudget(3011582, [{ code: 'CARGA', price: 224.06, yield: 13440.96 }], {
      k: null,
    });
    const { budget, warnings } = parse({ ...pesetas, charset: '850' });
    expect(budget.total).toBe(3011582);
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
    // The same lines under a root stating cents are euros: the amount stays at the cent.
    const euros = oneChapterBudget(3011581.5, [{ code: 'CARGA', price: 224.06, yield: 13440.96 }], {
      k: null,
    });
    expect(parse(euros).budget.total).toBe(3011581.5);
  });

  it('names a ~V type 3 file a certification and explains why its root differs from its lines', () => {
    const fixture = oneChapterBudget(500, [{ code: 'A', price: 10, yield: 10 }], {
      informationType: '3',
      certificationNumber: '2',
    });
    const { budget, warnings } = parse(fixture);
    expect(budget.source?.documentKind).toBe('certification');
    expect(budget.statedTotal).toBe(500);
    expect(warnings).toContainEqual({ kind: 'total-mismatch', line: 3, stated: 500, parsed: 100 });
    expect(warnings).toContainEqual({
      kind: 'notice',
      message: expect.stringMatching(
        /^Este archivo es una certificación \(FIEBDC-3 ~V tipo 3, certificación nº 2\), no un presupuesto: .*suman 100,00.*raíz declara 500,00/,
      ),
    });
  });

  it('names a ~V type 1 file a price database, and a type 2 file with measurements a budget', () => {
    const database = oneChapterBudget(10, [{ code: 'A', price: 10, yield: 1 }], {
      informationType: '1',
    });
    expect(parse(database).budget.source?.documentKind).toBe('price-database');
    expect(parse(PRICE_DATABASE).budget.source?.documentKind).toBe('price-database');
    expect(parse(SMALL_BUDGET).budget.source?.documentKind).toBe('budget');
  });
});
