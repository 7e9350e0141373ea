import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BudgetError } from '../errors.ts';
import { parseBc3Budget } from './parse-bc3-budget.ts';

/** Real .bc3 files from public repositories, kept outside the repo (see samples/SOURCES.md). */
const SAMPLES = '../shared/samples/';
const files = existsSync(SAMPLES)
  ? readdirSync(SAMPLES).filter((name) => /\.bc3$/i.test(name))
  : [];

/** The two deliberately broken samples, and the error each must give. */
const BROKEN: Record<string, string> = {
  'JOBSITE40-bc3js__BASE_CODIFICACION_1_CORRUPTED-utf8-roundtrip.bc3': 'bc3-wrong-encoding',
  'matiordonez-bc3-reader1__ejemplo_handmade_utf8.bc3': 'bc3-invalid',
};

/**
 * Files whose own figures do not add up, so the parsed total cannot equal the stated one;
 * the reader must say so with a total-mismatch warning and explain it in a notice that names
 * the root's figure, rather than hide it.
 * - DISID test_minimal: a hand-written parser test (~V type 3); the root states 1 000 400,48 over
 *   chapters stating 500 403,23; chapter 02 repeats chapter 01's lines (148,00) but states
 *   500 250,23; chapter 03 states 5,00 over one line priced 0.
 * - DISID testfull: an anonymised certification (~V type 3, nº 8); 118 of its 156 chapters state
 *   totals unrelated to their certified lines (e.g. "Márgenes y cunetas" states 95 612,27 for
 *   lines worth 2 241,23), five of them over lines that are all zero.
 */
const INCONSISTENT = new Set([
  'DISID-fiebdc3-parser__test_minimal.bc3',
  'DISID-fiebdc3-parser__testfull_carreteras_arquimedes-style.bc3',
]);

/** A figure as the notices print it: `1.000.400,48`. */
function spanishFigure(value: number): string {
  return value.toLocaleString('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  });
}

/** Bytes -> text where every code byte is ASCII: enough to read codes and numbers independently of the reader. */
function latin1(bytes: Uint8Array): string {
  return new TextDecoder('latin1').decode(bytes);
}

interface IndependentCount {
  occurrences: number;
  chapters: number;
  rootPrice: number | undefined;
}

/**
 * Counts item and chapter occurrences straight from the ~C and ~D records, without the reader:
 * walk the tree from the root; a child whose code (or ~C code) ends in `#` is a chapter,
 * walked in turn; any other child of the root or a chapter is one item occurrence; a
 * chapter without ~D but with a price is a lump sum and counts as one line.
 */
function countIndependently(bytes: Uint8Array): IndependentCount {
  const text = latin1(bytes).replaceAll('\0', '');
  const records = text
    .split(/~(?=[A-Za-z]\|)/)
    .map((record) => record.split('|').map((field) => field.trim()));
  const strip = (code: string) => code.replace(/#+$/, '');
  const chapterCodes = new Set<string>();
  const prices = new Map<string, number>();
  const children = new Map<string, string[]>();
  let root: string | undefined;
  let rootPrice: number | undefined;
  for (const fields of records) {
    const [type, first = '', second = '', , price = ''] = fields;
    if (type === 'C') {
      const code = first.split('\\')[0]!.trim();
      if (code.endsWith('#')) chapterCodes.add(strip(code));
      prices.set(strip(code), Number(price.split('\\')[0]) || 0);
      if (code.endsWith('##') && root === undefined) {
        root = strip(code);
        rootPrice = Number(price.split('\\')[0]) || undefined;
      }
    } else if (type === 'D') {
      const parts = second.split('\\').map((part) => part.trim());
      const list: string[] = [];
      for (let i = 0; i < parts.length; i += 3) if (parts[i]) list.push(parts[i]!);
      children.set(strip(first), list);
    }
  }
  let occurrences = 0;
  let chapters = 0;
  const walk = (parent: string, path: Set<string>) => {
    for (const child of children.get(parent) ?? []) {
      const key = strip(child);
      const isChapter = child.endsWith('#') || chapterCodes.has(key);
      if (!isChapter) {
        occurrences++;
      } else if (!path.has(key)) {
        chapters++;
        if (!children.has(key)) {
          if ((prices.get(key) ?? 0) !== 0) occurrences++;
          continue;
        }
        walk(key, new Set([...path, key]));
      }
    }
  };
  if (root !== undefined) walk(root, new Set([root]));
  return { occurrences, chapters, rootPrice };
}

describe.skipIf(files.length === 0)('parseBc3Budget on every real .bc3 sample', () => {
  for (const name of files) {
    const bytes = () => new Uint8Array(readFileSync(SAMPLES + name));

    if (name in BROKEN) {
      it(`${name}: gives a clear error instead of garbage`, () => {
        let caught: unknown;
        try {
          parseBc3Budget(bytes());
        } catch (error) {
          caught = error;
        }
        expect(caught).toBeInstanceOf(BudgetError);
        expect((caught as BudgetError).code).toBe(BROKEN[name]);
        expect((caught as BudgetError).message).toMatch(/BC3/);
      });
      continue;
    }

    it(`${name}: every item occurrence appears and the total reconciles with the root`, () => {
      const data = bytes();
      const { budget, warnings } = parseBc3Budget(data, { fileName: name });
      const expected = countIndependently(data);
      expect(budget.items.length).toBe(expected.occurrences);
      expect(budget.source?.format).toBe('bc3');
      expect(budget.chapters?.length).toBe(expected.chapters);
      // No replacement characters: the text was decoded with the right code page.
      expect(budget.items.some((item) => item.resumen.includes('\ufffd'))).toBe(false);
      if (expected.rootPrice === undefined) {
        expect(budget.statedTotal).toBeUndefined();
        expect(warnings).toContainEqual({ kind: 'no-stated-total' });
      } else if (INCONSISTENT.has(name)) {
        expect(budget.statedTotal).toBe(expected.rootPrice);
        expect(warnings).toContainEqual(
          expect.objectContaining({ kind: 'total-mismatch', stated: expected.rootPrice }),
        );
        const stated = spanishFigure(expected.rootPrice);
        expect(
          warnings.some((warning) => warning.kind === 'notice' && warning.message.includes(stated)),
        ).toBe(true);
      } else {
        expect(budget.statedTotal).toBe(expected.rootPrice);
        expect(Math.round(budget.total * 100)).toBe(Math.round(expected.rootPrice * 100));
        expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
      }
    });
  }

  it('says the price database has no measurements, and names it a price database', () => {
    const name = 'javilledo-bc3js__bp_dgc_oc_2-2022_price-database_menfis8.bc3';
    if (!files.includes(name)) return;
    const { budget, warnings } = parseBc3Budget(new Uint8Array(readFileSync(SAMPLES + name)));
    expect(warnings).toContainEqual({ kind: 'no-quantities' });
    expect(budget.source?.documentKind).toBe('price-database');
  });

  it('reads the GG 13 %, BI 6 % and IVA 18 % that the Arquímedes sample declares in ~K', () => {
    const name = 'jmcaamanog-BC3Viewer-App__ARCHIVO_EJEMPLO.bc3';
    if (!files.includes(name)) return;
    const { budget } = parseBc3Budget(new Uint8Array(readFileSync(SAMPLES + name)));
    expect(budget.summary).toMatchObject({
      gastosGeneralesPercent: 13,
      beneficioIndustrialPercent: 6,
      ivaPercent: 18,
    });
    expect(budget.title).toBe('Rehabilitacion de vivienda unifamiliar en Abegondo. A Coruña');
  });
});

/** One named sample, parsed, or undefined where the samples folder is absent. */
function parseSample(name: string) {
  if (!files.includes(name)) return undefined;
  return parseBc3Budget(new Uint8Array(readFileSync(SAMPLES + name)), { fileName: name });
}

function chapterFigures(budget: {
  chapters?: Array<{ code: string; total: number; statedTotal?: number }>;
}) {
  return (budget.chapters ?? []).map(({ code, total, statedTotal }) => [code, total, statedTotal]);
}

describe.skipIf(files.length === 0)('the .bc3 samples issue 11 names', () => {
  it('FIEBDC ~K example: applies the ~D factor 1.02 and rounds as ~K declares, 30.499,89 in two chapters', () => {
    const result = parseSample(
      'Lifo123-bc3reader__fiebdc-2007-presupuesto-ejemplo-registro-K_utf8.bc3',
    );
    if (!result) return;
    const { budget, warnings } = result;
    expect(budget.total).toBe(30499.89);
    expect(budget.statedTotal).toBe(30499.89);
    expect(chapterFigures(budget)).toEqual([
      ['01.01', 24165.05, 24165.05],
      ['01.02', 6334.84, 6334.84],
    ]);
    // 1.02 × 94.7332 = 96.627864, to DRC 3 decimals; 58.6179 + CI 4.5 % = 61.26 (DUO 2).
    const concrete = budget.items.find((item) => item.codigo === 'E305I020');
    expect(concrete).toMatchObject({ cantidad: '96,6280', precio_unitario: 61.26, total: 5919.43 });
    expect(budget.items.every((item) => Math.round(item.total * 100) === item.total * 100)).toBe(
      true,
    );
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('Presto 7 (FIEBDC-3/95, cp850, pesetas): every chapter and the root 845.180.002 to the peseta', () => {
    const result = parseSample('xcfem-pyCost__murcia5_estaciones-bombeo_presto7-fiebdc95.bc3');
    if (!result) return;
    const { budget, warnings } = result;
    expect(budget.total).toBe(845180002);
    expect(budget.items).toHaveLength(454);
    for (const [code, total, stated] of chapterFigures(budget))
      expect(total, String(code)).toBe(stated);
    // 13440,96 × 224,06 = 3011581,4976: to the cent first (…581,50), then to the peseta.
    const haulage = budget.items.find(
      (item) => item.codigo === '0010' && item.chapterCode === '411',
    );
    expect(haulage?.total).toBe(3011582);
    expect(budget.chapters?.map((chapter) => chapter.title)).toContain(
      'Instalaciones electromecánicas',
    );
    expect(budget.source?.documentKind).toBe('budget');
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('Presto 19 DIN-374 (CI 3 %): prices materials to DES decimals and reconciles all 90 chapters', () => {
    const result = parseSample('fparra00-bc3-webapp__DIN-374-A7-501_presto19.bc3');
    if (!result) return;
    const { budget, warnings } = result;
    expect(budget.total).toBe(20159523.4);
    expect(budget.chapters).toHaveLength(90);
    // A decomposed socket typed material (3): 31.75 × 1.03 = 32.7025 -> 32.703 (DES 3).
    expect(budget.items.find((item) => item.codigo === 'PROIN014')?.precio_unitario).toBe(32.703);
    expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
  });

  it('DISID test_minimal: explains a root and chapters the file itself contradicts', () => {
    const result = parseSample('DISID-fiebdc3-parser__test_minimal.bc3');
    if (!result) return;
    const { budget, warnings } = result;
    expect(budget.statedTotal).toBe(1000400.48);
    expect(budget.total).toBe(296);
    const notices = warnings.flatMap((warning) =>
      warning.kind === 'notice' ? [warning.message] : [],
    );
    expect(notices).toContainEqual(
      expect.stringContaining(
        'su raíz declara 1.000.400,48, pero sus capítulos declaran en total 500.403,23',
      ),
    );
    expect(notices).toContainEqual(
      expect.stringContaining('son las mismas partidas y mediciones que el capítulo 01'),
    );
    expect(notices).toContainEqual(
      expect.stringMatching(
        /capítulo 03 .*declara 5,00, pero todas sus líneas tienen cantidad o precio cero/,
      ),
    );
  });

  it('DISID testfull: names the file a certification and says its stated figures are not its lines', () => {
    const result = parseSample('DISID-fiebdc3-parser__testfull_carreteras_arquimedes-style.bc3');
    if (!result) return;
    const { budget, warnings } = result;
    expect(budget.source?.documentKind).toBe('certification');
    expect(budget.statedTotal).toBe(1409291.73);
    expect(budget.chapters?.find((chapter) => chapter.code === '502mar')).toMatchObject({
      total: 2241.23,
      statedTotal: 95612.27,
    });
    const notices = warnings.flatMap((warning) =>
      warning.kind === 'notice' ? [warning.message] : [],
    );
    expect(notices[0]).toMatch(
      /^Este archivo es una certificación \(FIEBDC-3 ~V tipo 3, certificación nº 8\)/,
    );
    expect(notices[0]).toContain('sus líneas suman 199.406,13');
    expect(notices[0]).toContain('118 de 156 capítulos');
  });
});
