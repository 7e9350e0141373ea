/**
 * Round trip through a real word processor: the exported .docx is opened by
 * LibreOffice (Debian's libreoffice-writer-nogui), printed to PDF, and the PDF's
 * text (poppler's pdftotext) must hold every item code and the total. This
 * catches what our own XML checks cannot: a file Word-like programs refuse,
 * a table they clip, or page fields they do not compute.
 */
import { describe, expect, it } from 'vitest';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  docxBytesToPdfBytes,
  docxBytesToPdfText,
  hasLibreOffice,
} from '../../../scripts/libreoffice.ts';
import { companyBranding } from '../../config/branding.ts';
import { existsSync, readFileSync } from 'node:fs';
import { readBudgetFile } from '../read-budget.ts';
import { ACCEPTANCE_TEXTS } from './acceptance-texts.ts';
import { readPdfPages, renderPdfPages } from './pdf/testing/read-pdf-pages.ts';
import { checkRenderedBudget } from './testing/check-rendered-budget.ts';
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
 * Real budgets (`../shared/samples/`, never copied into the repository), the four of issue 22:
 * each one's Word, printed by LibreOffice, holds what every document of the budget must
 * (check-rendered-budget.ts: every code and amount, titles whole, no column empty on every
 * row, the closing block with the last rows, never "Cliente no identificado"), and a page
 * number on every page. The first and last pages are rendered to PNG in the system's
 * temporary folder for a person to look at (the path is printed). The 4,349-item Menfis
 * budget (about 200 pages) takes LibreOffice minutes on a busy machine.
 */
const SAMPLES = '../shared/samples/';
const WORD_SAMPLES = [
  {
    name: 'CYPE',
    file: 'grupo-rg-platform__P030326-albanileria_cype-arquimedes_mediciones-presupuesto.pdf',
  },
  { name: 'JBar', file: 'javilledo-bc3js__Presup_JBar_P11_presto23.bc3' },
  { name: 'Menfis', file: 'javilledo-bc3js__P0210K74-PC-V5-Presupuesto_11_menfis10.bc3' },
  {
    name: 'El Casar',
    file: 'eacevedof-prj_python37__el-casar_vivienda-modular_presto-presupuesto-y-mediciones_spreadsheetml2003.xml',
  },
].filter(({ file }) => existsSync(`${SAMPLES}${file}`));
/** LibreOffice prints the Menfis Word (about 200 pages) in 2 to 6 minutes on a loaded 2-core machine. */
const LARGE_WORD_TIMEOUT_MS = 900_000;
const renders = join(tmpdir(), 'presupuestos-docx-samples');

describe.skipIf(!available || WORD_SAMPLES.length === 0)(
  'the Word of real budgets opened in LibreOffice',
  () => {
    it.each(WORD_SAMPLES)(
      '$name: every code and amount, titles whole, no empty column, the closing block with the last rows',
      async ({ name, file }) => {
        const bytes = new Uint8Array(readFileSync(`${SAMPLES}${file}`));
        const { budget } = await readBudgetFile(bytes, file);
        const docx = await buildBudgetDocx(budget, { branding: companyBranding, logo });
        const pdf = docxBytesToPdfBytes(docx, LARGE_WORD_TIMEOUT_MS - 60_000);
        const pages = readPdfPages(pdf);
        expect(
          checkRenderedBudget(budget, pages, { acceptanceTitle: ACCEPTANCE_TEXTS.heading }),
        ).toEqual([]);
        pages.forEach((page, index) =>
          expect(page).toContain(`Página ${index + 1} de ${pages.length}`),
        );
        mkdirSync(renders, { recursive: true });
        renderPdfPages(pdf, join(renders, name.replace(/\s/g, '-')), [1, pages.length]);
        console.log(`${name}: ${pages.length} páginas; PNG en ${renders}`);
      },
      LARGE_WORD_TIMEOUT_MS,
    );
  },
);
