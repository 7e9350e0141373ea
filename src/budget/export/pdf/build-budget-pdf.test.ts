/**
 * The branded PDF of synthetic budgets, looked at through poppler (pdftotext, pdffonts) and read
 * back by the product's own reader. Skipped where poppler-utils is missing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../model/budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { extractDocxContent } from '../../extract/extract-docx-text.ts';
import { ACCEPTANCE_TEXTS } from '../acceptance-texts.ts';
import { buildBudgetDocx } from '../build-budget-docx.ts';
import { splitResumen } from '../format-item-cell.ts';
import { printedDescription } from '../shorten-description.ts';
import { buildBudgetPdf } from './build-budget-pdf.ts';
import { budgetPdfFileName } from './budget-pdf-file-name.ts';
import { exportBudgetPdf } from './export-budget-pdf.ts';
import { IVA_NOT_INCLUDED_TEXT } from './lay-out-pdf-closing.ts';
import { readPdfFonts as readFontFiles } from './read-pdf-fonts.ts';
import { summaryColumn } from '../testing/check-rendered-budget.ts';
import { checkPdfDocument } from './testing/check-pdf-document.ts';
import { hasPoppler, readPdfFonts, readPdfPages } from './testing/read-pdf-pages.ts';

const fonts = await readFontFiles();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const options = { branding: companyBranding, fonts, logo, now: new Date(2026, 10, 27) };
const poppler = hasPoppler();

describe.skipIf(!poppler)('buildBudgetPdf', () => {
  it('prints every code, amount, subtotal and the total, closing on the last rows’ page, and reads back Cuadra', async () => {
    const budget = generateBudget({ itemCount: 120, seed: 21, measurements: true });
    const exported = await exportBudgetPdf(budget, options);
    const pages = readPdfPages(exported.bytes);
    expect(pages.length).toBeGreaterThan(2);
    expect(checkPdfDocument(budget, pages)).toEqual([]);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
    // The blue header row is repeated on every page.
    for (const page of pages) expect(page).toMatch(/CÓDIGO\s+RESUMEN/);
  }, 60_000);

  it('asks the client to accept the budget in the Word document’s words: its number, name and NIF, date and signature', async () => {
    const budget = generateBudget({ itemCount: 8, seed: 3 });
    const last = readPdfPages(buildBudgetPdf(budget, options)).at(-1)!.replace(/\s+/g, ' ');
    expect(last).toContain(ACCEPTANCE_TEXTS.heading);
    // The statement wraps within its box, and poppler reads the summary beside it in between.
    const statement = ACCEPTANCE_TEXTS.statement(budget.id);
    expect(last).toContain(statement.slice(0, statement.indexOf(budget.id) + budget.id.length));
    for (const field of [ACCEPTANCE_TEXTS.name, ACCEPTANCE_TEXTS.date, ACCEPTANCE_TEXTS.signature])
      expect(last).toContain(`${field}:`);
  });

  it('reads back items printed without code as rows of their own, each with its figures', async () => {
    // A codeless row under an item, right under a chapter heading, in runs, with its unit,
    // with the unit spelled in its text (`M2. …`), with only a description; with and
    // without measurement columns.
    for (const [seed, measurements] of [
      [31, false],
      [32, true],
      [33, false],
    ] as const) {
      const budget = generateBudget({ itemCount: 90, seed, measurements, codelessItems: true });
      const codeless = budget.items.filter((item) => item.codigo === '');
      expect(codeless.length).toBeGreaterThan(10);
      expect(codeless.some((item) => /^\S+\. /.test(item.resumen) && item.uds === '')).toBe(true);
      const exported = await exportBudgetPdf(budget, options);
      expect(checkPdfDocument(budget, readPdfPages(exported.bytes))).toEqual([]);
      expect(exported.proof.problems).toEqual([]);
      expect(exported.proof.status).toBe('reconciled');
    }
  }, 120_000);

  it('prints the same shortened descriptions as the Word document, and the same full ones when asked', async () => {
    const budget = generateBudget({ itemCount: 40, seed: 5, measurements: true });
    const squeeze = (text: string) => text.replace(/\s+/g, '');
    for (const length of ['short', 'full'] as const) {
      // The RESUMEN column alone: a short opening runs on after the title, beside the figures.
      const pdf = squeeze(
        readPdfPages(buildBudgetPdf(budget, { ...options, fullDescriptions: length === 'full' }))
          .map(summaryColumn)
          .join(''),
      );
      const docx = await buildBudgetDocx(budget, { ...options, descriptions: length });
      const word = squeeze(extractDocxContent(docx).text);
      let cut = 0;
      for (const item of budget.items) {
        const parts = splitResumen(item);
        for (const paragraph of printedDescription(parts, length)) {
          expect(pdf).toContain(squeeze(paragraph));
          expect(word).toContain(squeeze(paragraph));
        }
        const whole = squeeze(parts.description.join(' '));
        if (
          length === 'short' &&
          whole !== '' &&
          !printedDescription(parts, length).includes(parts.description.join(' '))
        ) {
          cut++;
          expect(pdf).not.toContain(whole);
          expect(word).not.toContain(whole);
        }
      }
      if (length === 'short') expect(cut).toBeGreaterThan(10);
    }
  }, 60_000);

  it('leaves out measured columns empty on every row, and the client line when none is known', () => {
    const budget = generateBudget({ itemCount: 30, seed: 4 });
    budget.availableColumns = [
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'LONGITUD',
      'ANCHURA',
      'ALTURA',
      'PARCIALES',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ];
    for (const item of budget.items)
      Object.assign(item, { longitud: '', anchura: '', altura: '', parciales: '' });
    budget.client = 'Cliente no identificado';
    budget.title = 'P030326 PRESUPUESTO ALBAÑILERÍA';
    const pages = readPdfPages(buildBudgetPdf(budget, options));
    expect(checkPdfDocument(budget, pages)).toEqual([]);
    expect(pages[0]).not.toMatch(/LONGITUD|ANCHURA|ALTURA|PARCIALES/);
    expect(pages[0]).not.toContain('Cliente:');
    expect(pages[0]).toContain('Proyecto: P030326 PRESUPUESTO ALBAÑILERÍA');
  });

  it('says "IVA no incluido" where no IVA line is printed, and prints the summary where the source states it', () => {
    const budget = generateBudget({ itemCount: 20, seed: 7 });
    delete budget.summary;
    expect(readPdfPages(buildBudgetPdf(budget, options)).at(-1)).toContain(IVA_NOT_INCLUDED_TEXT);
    budget.summary = {
      pem: budget.total,
      gastosGeneralesPercent: 13,
      beneficioIndustrialPercent: 6,
      ivaPercent: 21,
    };
    const last = readPdfPages(buildBudgetPdf(budget, options)).at(-1)!;
    expect(last).toContain('Presupuesto de ejecución material (PEM)');
    expect(last).toContain('IVA (21 %)');
    expect(last).not.toContain(IVA_NOT_INCLUDED_TEXT);
  });

  it('writes Spanish characters and € in an embedded font, with no standard font', () => {
    const budget: Budget = {
      id: 'PRE-2026-007',
      client: 'Peña y Muñoz, S.L.',
      items: [
        {
          codigo: 'E01ÑÜ',
          resumen: 'Cimentación ¿según cálculo? «Ñandú» 1,5 m² ≥ 2 ºC – ç',
          uds: 'm²',
          longitud: '',
          anchura: '',
          altura: '',
          parciales: '',
          cantidad: '15545,91',
          precio_unitario: 1.5,
          total: 23318.87,
        },
      ],
      total: 23318.87,
      availableColumns: ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    };
    const bytes = buildBudgetPdf(budget, options);
    const text = readPdfPages(bytes).join('\n');
    expect(text).toContain('Cimentación ¿según cálculo? «Ñandú» 1,5 m² ≥ 2 ºC –');
    expect(text).toMatch(/^\s+ç$/m);
    expect(text).toContain('Cliente: Peña y Muñoz, S.L.');
    expect(text).toContain('15.545,91');
    expect(text).toContain('23.318,87 €');
    const fontLines = readPdfFonts(bytes);
    expect(fontLines.length).toBeGreaterThan(0);
    // Embedded, with a ToUnicode map. Only the glyphs used are written (jsPDF does not mark
    // the subset's name, so pdffonts says "sub no"): two 700 KB fonts make a file this small.
    for (const line of fontLines) expect(line).toMatch(/DejaVuSans.*Identity-H\s+yes\s+\w+\s+yes/);
    expect(bytes.length).toBeLessThan(200_000);
  });

  it('prints a budget without items with the spec’s text', () => {
    const budget = generateBudget({ itemCount: 0, seed: 1 });
    expect(readPdfPages(buildBudgetPdf(budget, options)).join('\n')).toContain(
      'No se pudieron cargar los elementos del presupuesto',
    );
  });
});

describe('budgetPdfFileName', () => {
  it('names the file presupuesto_{id}.pdf, the id made safe', () => {
    const budget = generateBudget({ itemCount: 1, seed: 1 });
    expect(budgetPdfFileName({ ...budget, id: 'PRE-2026-123' })).toBe(
      'presupuesto_PRE-2026-123.pdf',
    );
    expect(budgetPdfFileName({ ...budget, id: 'A/B:1' })).toBe('presupuesto_A_B_1.pdf');
  });
});
