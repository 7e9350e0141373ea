/**
 * Round trip through a real word processor: the exported .docx is opened by
 * LibreOffice (Debian's libreoffice-writer-nogui), printed to PDF, and the PDF's
 * text (poppler's pdftotext) must hold every item code and the total. This
 * catches what our own XML checks cannot: a file Word-like programs refuse,
 * a table they clip, or page fields they do not compute.
 */
import { describe, expect, it } from 'vitest';
import { docxBytesToPdfText, hasLibreOffice } from '../../../scripts/libreoffice.ts';
import { companyBranding } from '../../config/branding.ts';
import { existsSync, readFileSync } from 'node:fs';
import { readBudgetFile } from '../read-budget.ts';
import { chooseDocumentColumns } from './choose-document-columns.ts';
import { formatItemCell } from './format-item-cell.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { buildBudgetDocx } from './build-budget-docx.ts';
import { formatMoney } from '../model/format-money.ts';

const available = hasLibreOffice();
if (!available) {
  console.warn(
    'Se omite la prueba con LibreOffice: faltan soffice o pdftotext/pdftoppm/pdfinfo ' +
      '(instala libreoffice-writer-nogui y poppler-utils; `make test` los instala).',
  );
}

/** LibreOffice's first start on a loaded 2-core machine can take a minute. */
const ROUND_TRIP_TIMEOUT_MS = 180_000;
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));

/** pdftotext writes the no-break space of `1.234,56 €` as a plain space or keeps it, depending on the font. */
const normalise = (text: string) => text.replace(/\u00a0/g, ' ');

describe.skipIf(!available)('buildBudgetDocx opened in LibreOffice', () => {
  it(
    'shows every item code, chapter total and the total of a budget with chapters and all ten columns',
    async () => {
      const budget = generateBudget({ itemCount: 60, seed: 21, measurements: true });
      const bytes = await buildBudgetDocx(budget, {
        branding: companyBranding,
        logo,
        now: new Date(2026, 2, 9),
      });
      const { text, pages } = docxBytesToPdfText(bytes);
      const pdf = normalise(text);

      for (const { codigo } of budget.items) expect(pdf).toContain(codigo);
      expect(pdf).toContain(normalise(formatMoney(budget.total)));
      for (const chapter of budget.chapters ?? [])
        expect(pdf).toContain(normalise(formatMoney(chapter.total)));
      expect(pdf).toContain('Este presupuesto es válido durante 30 días');
      expect(pdf).toContain('Fecha: 09/03/2026');
      // The footer's PAGE and NUMPAGES fields were computed by LibreOffice, not written by us.
      expect(pages).toBeGreaterThan(1);
      expect(pdf).toContain(`Página 1 de ${pages}`);
      expect(pdf).toContain(`Página ${pages} de ${pages}`);
    },
    ROUND_TRIP_TIMEOUT_MS,
  );

  it(
    'shows a flat budget without money columns, with no total row',
    async () => {
      const budget = generateBudget({ itemCount: 12, seed: 4, chapters: false });
      budget.availableColumns = ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD'];
      delete budget.summary;
      const bytes = await buildBudgetDocx(budget, { branding: companyBranding, logo });
      const pdf = normalise(docxBytesToPdfText(bytes).text);

      for (const { codigo } of budget.items) expect(pdf).toContain(codigo);
      expect(pdf).not.toContain('€');
      expect(pdf).not.toMatch(/^\s*TOTAL\b/m);
    },
    ROUND_TRIP_TIMEOUT_MS,
  );
});

/**
 * Real budgets (`../shared/samples/`, never copied into the repository): each one's Word, printed
 * by LibreOffice, holds every code and amount, never "Cliente no identificado", leaves no column
 * empty on every row, and prints its closing block (summary, acceptance) on the page of its
 * last rows. The 4,349-item Menfis budget takes LibreOffice minutes: its 233 pages were
 * measured by hand (see the Word's options), not here.
 */
const SAMPLES = '../shared/samples/';
const WORD_SAMPLES = [
  'grupo-rg-platform__P030326-albanileria_cype-arquimedes_mediciones-presupuesto.pdf',
  'javilledo-bc3js__Presup_JBar_P11_presto23.bc3',
  'eacevedof-prj_python37__el-casar_vivienda-modular_presto-presupuesto-y-mediciones_spreadsheetml2003.xml',
].filter((name) => existsSync(`${SAMPLES}${name}`));

describe.skipIf(!available || WORD_SAMPLES.length === 0)(
  'the Word of real budgets opened in LibreOffice',
  () => {
    it.each(WORD_SAMPLES)(
      '%s: every code and amount, no empty column, the closing block with the last rows',
      async (name) => {
        const bytes = new Uint8Array(readFileSync(`${SAMPLES}${name}`));
        const { budget } = await readBudgetFile(bytes, name);
        const docx = await buildBudgetDocx(budget, { branding: companyBranding, logo });
        const { text } = docxBytesToPdfText(docx);
        const pdf = normalise(text);
        // pdftotext may break a long code or amount at its column's edge: compare without spaces.
        const squeezed = pdf.replace(/\s+/g, '');
        for (const item of budget.items) {
          expect(squeezed).toContain(item.codigo.replace(/\s+/g, ''));
          expect(squeezed).toContain(normalise(formatMoney(item.total)).replace(/\s+/g, ''));
        }
        expect(pdf).not.toContain('Cliente no identificado');
        for (const column of chooseDocumentColumns(budget))
          expect(
            budget.items.some(
              (item) =>
                (column === 'RESUMEN' ? item.resumen : formatItemCell(item, column)).trim() !== '',
            ),
            column,
          ).toBe(true);
        const pages = pdf.split('\f').filter((page) => page.trim() !== '');
        const last = pages.at(-1) ?? '';
        expect(last).toContain('Conforme el cliente');
        expect(last).toMatch(/^\s*TOTAL\s/m);
        const lastCode = budget.items.at(-1)?.codigo ?? '';
        expect(last.replace(/\s+/g, '')).toContain(lastCode.replace(/\s+/g, ''));
      },
      ROUND_TRIP_TIMEOUT_MS,
    );
  },
);
