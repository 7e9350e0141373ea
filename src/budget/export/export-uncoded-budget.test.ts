/**
 * A budget without item codes and without chapters (a sheet typed by hand) is exported as
 * Word, PDF and .xlsx, and each file, read back by the product's own reader, holds the same
 * items with no code, in order, with the same figures, and the same total: every proof holds,
 * so the app offers every download. Sizes from one item to several pages of the PDF.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../config/branding.ts';
import type { Budget } from '../model/budget.ts';
import { noteWords } from '../model/item-note.ts';
import { parseSpanishNumber } from '../parse/parse-spanish-number.ts';
import { extractPdfContent } from '../extract/extract-pdf-text.ts';
import { readBudgetTables } from '../parse/table/read-budget-tables.ts';
import { readBudgetFile } from '../read-budget.ts';
import { exportBudgetDocx } from './docx/export-budget-docx.ts';
import { exportProvedBudget } from './export-proved-budget.ts';
import { exportBudgetPdf } from './pdf/export-budget-pdf.ts';
import { readPdfFonts } from './pdf/read-pdf-fonts.ts';
import { uncodedBudget, uncodedItemsInChapters } from './testing/uncoded-budget.ts';

const fonts = await readPdfFonts();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const now = new Date(2026, 10, 27);

/** What each file must give back of every item: no code, the same figures (`0,00` or `0` alike). */
const figures = (budget: Budget) =>
  budget.items.map((item) => [
    item.codigo,
    parseSpanishNumber(item.cantidad),
    item.precio_unitario,
    item.total,
  ]);

/** The budget as its PDF, Word and .xlsx, each with its proof. */
async function exportEach(budget: Budget) {
  return [
    await exportBudgetPdf(budget, { branding: companyBranding, fonts, logo, now }),
    await exportBudgetDocx(budget, { branding: companyBranding, now }),
    await exportProvedBudget(budget, 'xlsx', { date: '27/11/2026' }),
  ];
}

/** Sizes: one item, a few (too few for the PDF's figure columns), a page, several pages. */
const SIZES = [1, 2, 3, 5, 13, 60, 130];

describe('a budget without codes or chapters', () => {
  for (const itemCount of SIZES)
    for (const seed of [7, 8])
      it(`of ${itemCount} items (seed ${seed}) reads back from its PDF, Word and .xlsx with no code, no chapter, the same units and figures`, async () => {
        const budget = uncodedBudget(itemCount, seed);
        const exports = await exportEach(budget);
        const pdf = exports[0]!;
        for (const exported of exports) {
          expect(exported.proof.problems).toEqual([]);
          expect(exported.proof.status).toBe('reconciled');
          const read = await readBudgetFile(exported.bytes, exported.fileName);
          expect(figures(read.budget)).toEqual(figures(budget));
          expect(read.budget.chapters ?? []).toEqual([]);
          expect(read.budget.total).toBe(budget.total);
          // The Word and the PDF print each unit before its title and `1` under UDS (spec
          // §9): the unit reads back as the unit, never the `1`.
          expect(read.budget.items.map((item) => item.uds)).toEqual(
            budget.items.map((item) => item.uds),
          );
        }
        // Its cells, where its figures stand in columns, read so too: the `UDS` header in its
        // own cell (no column of `1` taken for codes), the page's head on every page no chapter.
        const { rows } = await extractPdfContent(pdf.bytes);
        if (itemCount >= 5) {
          const table = readBudgetTables([{ name: pdf.fileName, rows }], {
            format: 'pdf',
            unknownClient: '',
          });
          expect(figures(table!.budget)).toEqual(figures(budget));
          expect(table!.budget.chapters ?? []).toEqual([]);
        }
      }, 60_000);

  it('with notes (a `1.250,00 €`, one of two lines) reads the same notes back, word for word, from each file', async () => {
    const budget = uncodedBudget(24, 21, true);
    expect(budget.items.some((item) => item.note?.includes('€') ?? false)).toBe(true);
    const exports = await exportEach(budget);
    for (const exported of exports) {
      expect(exported.proof.problems).toEqual([]);
      const read = await readBudgetFile(exported.bytes, exported.fileName);
      expect(read.budget.items.map((item) => noteWords(item.note))).toEqual(
        budget.items.map((item) => noteWords(item.note)),
      );
    }
  }, 60_000);

  it('printed with full descriptions reads back every description from its PDF as written', async () => {
    for (const [itemCount, seed] of [
      [1, 7],
      [60, 8],
    ] as const) {
      const budget = uncodedBudget(itemCount, seed, true);
      const pdf = await exportBudgetPdf(budget, {
        branding: companyBranding,
        fonts,
        logo,
        now,
        fullDescriptions: true,
      });
      expect(pdf.proof.problems).toEqual([]);
      const read = await readBudgetFile(pdf.bytes, pdf.fileName);
      expect(read.budget.items.map((item) => item.resumen)).toEqual(
        budget.items.map((item) => item.resumen),
      );
    }
  }, 60_000);

  for (const itemCount of [1, 3, 20])
    it(`of ${itemCount} items without code inside coded chapters proves its PDF, Word and .xlsx`, async () => {
      const budget = uncodedItemsInChapters(itemCount, 7);
      const exports = await exportEach(budget);
      for (const exported of exports) {
        expect(exported.proof.problems).toEqual([]);
        expect(exported.proof.status).toBe('reconciled');
      }
    }, 60_000);
});
