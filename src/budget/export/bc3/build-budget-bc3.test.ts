import { describe, expect, it } from 'vitest';
import { decode } from 'windows-1252';
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { buildBudgetBc3 } from './build-budget-bc3.ts';
import { checkBc3Conformance } from './check-bc3-conformance.ts';
import { readBc3RootTotal } from './testing/read-bc3-root-total.ts';
import { verifyBc3Export } from './verify-bc3-export.ts';

const text = (bytes: Uint8Array) => decode(bytes);

function item(fields: Partial<BudgetItem> & { codigo: string }): BudgetItem {
  return {
    resumen: 'PARTIDA',
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '2,00',
    precio_unitario: 10,
    total: 20,
    ...fields,
  };
}

function budgetOf(items: BudgetItem[], chapters: Budget['chapters'] = []): Budget {
  const total = items.reduce((sum, entry) => sum + Math.round(entry.total * 100), 0) / 100;
  return { id: 'PRE-2026-001', client: 'Cliente', items, total, availableColumns: [], chapters };
}

describe('buildBudgetBc3 on generated budgets', () => {
  const cases = [
    { itemCount: 40, seed: 1 },
    { itemCount: 90, seed: 2, measurements: true },
    { itemCount: 120, seed: 3, measurements: true, commentlessMeasurements: true, depth: 3 },
    { itemCount: 25, seed: 4, chapters: false },
  ];
  for (const options of cases) {
    it(`writes a conformant file that reads back to the same budget (${JSON.stringify(options)})`, async () => {
      const budget = generateBudget(options);
      const exported = buildBudgetBc3(budget, {
        owner: 'Construcciones Ejemplo',
        program: 'Presupuestos 0.1.0',
      });
      expect(checkBc3Conformance(exported.bytes)).toEqual([]);
      const proof = await verifyBc3Export(budget, exported);
      expect(proof.problems).toEqual([]);
      expect(proof.status).toBe('reconciled');
      expect(exported.total).toBe(budget.total);
      const second = readBc3RootTotal(exported.bytes);
      expect(second.rootTotal).toBe(budget.total);
      expect(second.itemLines).toBe(budget.items.length);
      for (const chapter of budget.chapters ?? [])
        expect(second.chapterTotals.get(chapter.code)).toBe(chapter.total);
    });
  }

  it('starts with ~V and ~K, ends every line with CRLF and declares ANSI', () => {
    const exported = buildBudgetBc3(generateBudget({ itemCount: 10, seed: 5 }), {
      owner: 'Empresa',
    });
    const lines = text(exported.bytes).split('\r\n');
    expect(lines[0]).toBe('~V|Empresa|FIEBDC-3/2016|Presupuestos||ANSI||2|');
    expect(lines[1]).toMatch(/^~K\|/);
    expect(lines.at(-1)).toBe('');
    expect(text(exported.bytes).replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes the same bytes for the same budget', () => {
    const budget = generateBudget({ itemCount: 30, seed: 6, measurements: true });
    expect(buildBudgetBc3(budget).bytes).toEqual(buildBudgetBc3(budget).bytes);
  });
});

describe('buildBudgetBc3 codes', () => {
  it('places one concept in two chapters twice, with one ~C', async () => {
    const budget = budgetOf(
      [
        item({ codigo: 'E01', chapterCode: '01' }),
        item({ codigo: 'E01', chapterCode: '02', cantidad: '3,00', total: 30 }),
      ],
      [
        { code: '01', title: 'UNO', level: 1, total: 20 },
        { code: '02', title: 'DOS', level: 1, total: 30 },
      ],
    );
    const exported = buildBudgetBc3(budget);
    const file = text(exported.bytes);
    expect(file.match(/~C\|E01\|/g)).toHaveLength(1);
    expect(file).toContain('~D|01#|E01\\1\\2\\|');
    expect(file).toContain('~D|02#|E01\\1\\3\\|');
    expect(exported.codeChanges).toEqual([]);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });

  it('gives a missing code, a code with reserved characters and a code with two prices codes of their own, and reports each', async () => {
    const budget = budgetOf([
      item({ codigo: '' }),
      item({ codigo: 'A|01 B' }),
      item({ codigo: 'E02' }),
      item({ codigo: 'E02', precio_unitario: 11, total: 22 }),
      item({ codigo: '%MA' }),
      item({ codigo: 'E02#' }),
    ]);
    const exported = buildBudgetBc3(budget);
    expect(
      exported.codeChanges.map(({ original, code, reason }) => [original, code, reason]),
    ).toEqual([
      ['', 'SC0001', 'empty'],
      ['A|01 B', 'A_01_B', 'reserved-character'],
      ['E02', 'E02_2', 'different-concept'],
      ['%MA', 'PMA', 'percentage-prefix'],
      ['E02#', 'E02_3', 'reserved-character'],
    ]);
    expect(checkBc3Conformance(exported.bytes)).toEqual([]);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });

  it('keeps a chapter code and renames an item that takes it', () => {
    const budget = budgetOf(
      [item({ codigo: '01', chapterCode: '01' })],
      [{ code: '01', title: 'C', level: 1, total: 20 }],
    );
    const exported = buildBudgetBc3(budget);
    expect(exported.chapters[0]!.code).toBe('01');
    expect(exported.codeChanges).toEqual([
      { kind: 'item', original: '01', code: '01_2', reason: 'taken-by-chapter', index: 0 },
    ]);
  });
});

describe('buildBudgetBc3 texts and figures', () => {
  it('spells characters Windows-1252 lacks and the separators, and reports them', async () => {
    const budget = budgetOf([
      item({
        codigo: 'E01',
        resumen: 'TUBO Ø 40 ≤ 2 m | tipo ~A\nTexto con € y ² y \\ barra\nsegunda línea',
      }),
    ]);
    const exported = buildBudgetBc3(budget);
    const file = text(exported.bytes);
    expect(file).toContain('~C|E01|m2|TUBO Ø 40 <= 2 m / tipo -A|10||0|');
    expect(file).toContain('~T|E01|Texto con € y ² y / barra\r\nsegunda línea|');
    expect(exported.characterReplacements.map((entry) => entry.character).sort()).toEqual(
      ['\\', '|', '~', '≤'].sort(),
    );
    const read = await readBudgetFile(exported.bytes, 'x.bc3');
    expect(read.budget.items[0]!.resumen).toBe(
      'TUBO Ø 40 <= 2 m / tipo -A\nTexto con € y ² y / barra\nsegunda línea',
    );
  });

  it('writes the quantity that gives an item its amount when the printed quantity was rounded, and reports it', async () => {
    // 3,33 × 30,03 = 100,00 on paper; the real quantity was 3,3300033…
    const budget = budgetOf([
      item({ codigo: 'E01', cantidad: '3,33', precio_unitario: 30.03, total: 100.1 }),
    ]);
    const exported = buildBudgetBc3(budget);
    expect(exported.quantityAdjustments).toHaveLength(1);
    expect(Math.round(exported.items[0]!.quantity * exported.items[0]!.price * 100)).toBe(10010);
    expect(readBc3RootTotal(exported.bytes).rootTotal).toBe(100.1);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });

  it('writes prices with the decimals they have and declares them in ~K', async () => {
    const budget = budgetOf([
      item({ codigo: 'E01', cantidad: '2', precio_unitario: 32.703, total: 65.41 }),
    ]);
    const exported = buildBudgetBc3(budget);
    expect(text(exported.bytes)).toContain('|32.703||0|');
    expect(checkBc3Conformance(exported.bytes)).toEqual([]);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });
});

describe('buildBudgetBc3 `%` items', () => {
  const chapters = [{ code: '01', title: 'OBRA', level: 1, total: 0 }];
  const above = [
    item({ codigo: 'E01', cantidad: '10', precio_unitario: 50, total: 500, chapterCode: '01' }),
    item({ codigo: 'E02', cantidad: '5', precio_unitario: 100, total: 500, chapterCode: '01' }),
  ];

  it('keeps a `%` item charged on the items above it (costes indirectos 3 %) a percentage line: the reader and the root total give its amount', async () => {
    const budget = budgetOf(
      [
        ...above,
        item({
          codigo: '%CI',
          uds: '%',
          resumen: 'Costes indirectos',
          cantidad: '3,00',
          precio_unitario: 1000,
          total: 30,
          chapterCode: '01',
        }),
      ],
      chapters,
    );
    const exported = buildBudgetBc3(budget);
    expect(exported.unitChanges).toEqual([]);
    expect(text(exported.bytes)).toMatch(/~C\|PCI\|%\|Costes indirectos\|/);
    expect(text(exported.bytes)).toContain('PCI\\1\\0.03\\');
    expect(checkBc3Conformance(exported.bytes)).toEqual([]);
    expect(readBc3RootTotal(exported.bytes).rootTotal).toBe(1030);
    const read = await readBudgetFile(exported.bytes, 'x.bc3');
    expect(read.budget.items.map((entry) => [entry.uds, entry.total])).toEqual([
      ['m2', 500],
      ['m2', 500],
      ['%', 30],
    ]);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });

  it('writes a `%` item priced on another base (medios auxiliares, 2 % of 12.000) with the unit ud, so no importer charges it on the items above, and reports it', async () => {
    const budget = budgetOf(
      [
        ...above,
        item({
          codigo: 'MA',
          uds: '%',
          resumen: 'Medios auxiliares',
          cantidad: '0,02',
          precio_unitario: 12000,
          total: 240,
          chapterCode: '01',
        }),
      ],
      chapters,
    );
    const exported = buildBudgetBc3(budget);
    expect(exported.unitChanges).toEqual([{ index: 2, code: 'MA', original: '%', written: 'ud' }]);
    expect(text(exported.bytes)).toMatch(/~C\|MA\|ud\|Medios auxiliares\|12000\|/);
    expect(readBc3RootTotal(exported.bytes).rootTotal).toBe(1240);
    const read = await readBudgetFile(exported.bytes, 'x.bc3');
    expect(read.budget.items[2]).toMatchObject({
      codigo: 'MA',
      precio_unitario: 12000,
      total: 240,
    });
    expect(read.budget.total).toBe(1240);
    expect((await verifyBc3Export(budget, exported)).problems).toEqual([]);
  });
});

describe('buildBudgetBc3 and item notes', () => {
  it('appends each note to the item’s long text after a blank line, read back as the same note', async () => {
    const budget = generateBudget({ itemCount: 40, seed: 21, notes: true });
    expect(new Set(budget.items.map((entry) => entry.note)).size).toBe(8);
    const exported = buildBudgetBc3(budget);
    expect(checkBc3Conformance(exported.bytes)).toEqual([]);
    const written = text(exported.bytes);
    expect(written).toContain('.\r\n\r\nObservaciones: ver plano 3, 12,50 m|');
    expect(written).toContain(
      'Observaciones: Dos filas de observaciones:\r\nla segunda, 3 uds a cargo de la propiedad|',
    );
    const proof = await verifyBc3Export(budget, exported);
    expect(proof.problems).toEqual([]);
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    expect(
      read.budget.items.map((entry) => [entry.codigo, entry.total, entry.resumen, entry.note]),
    ).toEqual(budget.items.map((entry) => [entry.codigo, entry.total, entry.resumen, entry.note]));
  });

  it('writes a note of an item without long text as its long text', async () => {
    const budget = budgetOf([
      item({ codigo: 'A1', resumen: 'ZANJA', note: 'Según DF: 2 × 1,5 m' }),
      item({ codigo: 'A2' }),
    ]);
    const exported = buildBudgetBc3(budget);
    expect(text(exported.bytes)).toContain('~T|A1|Observaciones: Según DF: 2 × 1,5 m|');
    expect(exported.items.map((entry) => entry.note)).toEqual(['Según DF: 2 × 1,5 m', '']);
    const proof = await verifyBc3Export(budget, exported);
    expect(proof.problems).toEqual([]);
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    expect(read.budget.items.map((entry) => [entry.resumen, entry.note])).toEqual([
      ['ZANJA', 'Según DF: 2 × 1,5 m'],
      ['PARTIDA', undefined],
    ]);
  });

  it('writes two items of one code and different notes as two concepts', () => {
    const budget = budgetOf([
      item({ codigo: 'A1', note: 'uno' }),
      item({ codigo: 'A1', note: 'dos' }),
    ]);
    const exported = buildBudgetBc3(budget);
    expect(new Set(exported.items.map((entry) => entry.code)).size).toBe(2);
  });

  it('writes no note where no item has one', () => {
    const budget = generateBudget({ itemCount: 40, seed: 21 });
    expect(text(buildBudgetBc3(budget).bytes)).not.toContain('Observaciones');
  });
});
