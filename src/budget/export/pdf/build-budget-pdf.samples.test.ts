/**
 * The branded PDF of the real samples named in issue 22 (CYPE, JBar, Menfis, El Casar), where
 * ../shared/samples has them: checked through poppler's text (every code and amount, the
 * closing block with the last rows, no empty measured column, page numbers) and read back by
 * the product's own reader. The first and last pages are rendered to PNG in the system's
 * temporary folder for a person to look at (the path is printed).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { exportBudgetPdf } from './export-budget-pdf.ts';
import { readPdfFonts } from './read-pdf-fonts.ts';
import { checkPdfDocument } from './testing/check-pdf-document.ts';
import { hasPoppler, readPdfPages, renderPdfPages } from './testing/read-pdf-pages.ts';

const SAMPLES = '../shared/samples';
const CASES: Array<{ name: string; file: string; proved: boolean }> = [
  {
    name: 'CYPE',
    file: 'grupo-rg-platform__P030326-albanileria_cype-arquimedes_mediciones-presupuesto.pdf',
    proved: true,
  },
  { name: 'JBar', file: 'javilledo-bc3js__Presup_JBar_P11_presto23.bc3', proved: true },
  {
    name: 'Menfis',
    file: 'javilledo-bc3js__P0210K74-PC-V5-Presupuesto_11_menfis10.bc3',
    proved: true,
  },
  // 51 of its 351 items have no code: each is read back as a row of its own (issue 22).
  {
    name: 'El Casar',
    file: 'eacevedof-prj_python37__el-casar_vivienda-modular_presto-presupuesto-y-mediciones_spreadsheetml2003.xml',
    proved: true,
  },
];
const available = existsSync(SAMPLES) && hasPoppler();
const fonts = await readPdfFonts();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const renders = join(tmpdir(), 'presupuestos-pdf-samples');

describe.skipIf(!available)('the branded PDF of the real samples', () => {
  for (const { name, file, proved } of CASES) {
    const path = join(SAMPLES, file);
    it.skipIf(!existsSync(path))(
      `${name}: every code and amount, the closing block with the last rows, read back ${proved ? 'as the source reads' : '(known shortfall)'}`,
      async () => {
        const read = await readBudgetFile(new Uint8Array(readFileSync(path)), file);
        const exported = await exportBudgetPdf(read.budget, {
          branding: companyBranding,
          fonts,
          logo,
          now: new Date(2026, 10, 27),
        });
        const pages = readPdfPages(exported.bytes);
        expect(checkPdfDocument(read.budget, pages)).toEqual([]);
        mkdirSync(renders, { recursive: true });
        renderPdfPages(exported.bytes, join(renders, name.replace(/\s/g, '-')), [1, pages.length]);
        console.log(`${name}: ${pages.length} páginas; PNG en ${renders}`);
        if (proved) {
          expect(exported.proof.problems).toEqual([]);
          // Read back as the source reads: a PDF proves the reading, it cannot improve it (the
          // CYPE report prints one item, TASASMAC, without figures: 'review' both ways).
          expect(exported.proof.status).toBe(read.check.status);
        } else {
          expect(exported.proof.ok).toBe(false);
        }
      },
      300_000,
    );
  }
});
