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
 * the reader must then say so with a total-mismatch warning rather than hide it.
 * - DISID test_minimal: a hand-written parser test; the root states 1 000 400,48 and chapter 02
 *   has the same items as chapter 01 but states 500 250,23.
 * - DISID testfull: an anonymised certification; 118 of its 156 chapters state totals unrelated
 *   to their items (e.g. "Márgenes y cunetas" states 95 612,27 for items worth 2 241,23).
 */
const INCONSISTENT = new Set([
  'DISID-fiebdc3-parser__test_minimal.bc3',
  'DISID-fiebdc3-parser__testfull_carreteras_arquimedes-style.bc3',
]);

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
      } else {
        expect(budget.statedTotal).toBe(expected.rootPrice);
        expect(Math.round(budget.total * 100)).toBe(Math.round(expected.rootPrice * 100));
        expect(warnings.filter((warning) => warning.kind.endsWith('mismatch'))).toEqual([]);
      }
    });
  }

  it('says the price database has no measurements', () => {
    const name = 'javilledo-bc3js__bp_dgc_oc_2-2022_price-database_menfis8.bc3';
    if (!files.includes(name)) return;
    const { warnings } = parseBc3Budget(new Uint8Array(readFileSync(SAMPLES + name)));
    expect(warnings).toContainEqual({ kind: 'no-quantities' });
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
    expect(budget.client).toBe('Rehabilitacion de vivienda unifamiliar en Abegondo. A Coruña');
  });
});
