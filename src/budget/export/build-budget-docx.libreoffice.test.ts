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
import { readFileSync } from 'node:fs';
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
