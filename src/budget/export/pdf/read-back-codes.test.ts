/**
 * The branded PDF read back with codes of any shape and summaries that wrap: the code
 * column the PDF's header names is the evidence of what a code is (extract/find-code-column.ts,
 * parse/layout/read-code-cell.ts), not the code's likeness to the budget's other codes.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import type { Budget } from '../../model/budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { exportBudgetPdf } from './export-budget-pdf.ts';
import { readPdfFonts } from './read-pdf-fonts.ts';

const fonts = await readPdfFonts();
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
const options = { branding: companyBranding, fonts, logo, now: new Date(2026, 10, 27) };

/** Codes real budgets print that look like none of the others: spaces, digits only, mixed or lower case. */
const ODD_CODES = [
  'REC POZ',
  'PINT ANTIPOLVO',
  'KAL 515',
  'KAL 470',
  'CANALETA 2',
  '45311911',
  'ENCOzapatas',
  'rec',
];

/**
 * Summaries long enough to wrap in the RESUMEN column, their second line opening like a code
 * or a unit, and descriptions that repeat them (Menfis: `SUPLEMENTO POR m² DE GEOTEXTIL…`).
 */
const WRAPPING_TITLES = [
  'SUPLEMENTO POR m² DE GEOTEXTIL DE CUALQUIER TIPO COLOCADO EN INTERIOR DE TÚNEL',
  'HORMIGÓN PARA ARMAR EN LOSAS DE CIMENTACIÓN CONTENEDOR HA-25/B/20/IIa VERTIDO CON BOMBA',
  'PINTURA DE SEÑALIZACIÓN VIAL EN COLOR BLANCO O AMARILLO ANTIDESLIZANTE DOS COMPONENTES',
];

/** The budget with some items' codes replaced by `codes` and some titles by wrapping ones. */
function withOddItems(budget: Budget, codes: readonly string[], every: number): Budget {
  const items = budget.items.map((item, index) => {
    if (index % every !== 1) return item;
    const pick = Math.floor(index / every);
    const title = WRAPPING_TITLES[pick % WRAPPING_TITLES.length] as string;
    return {
      ...item,
      codigo: codes[pick % codes.length] as string,
      resumen: `${title}\n${title} ${item.resumen.split('\n').slice(1).join(' ')}`.trim(),
    };
  });
  return { ...budget, items };
}

describe('the branded PDF read back', () => {
  it('gives back every code, spaces, digits only and mixed case included, and no item from a wrapped summary', async () => {
    const budget = withOddItems(generateBudget({ itemCount: 60, seed: 22 }), ODD_CODES, 4);
    const exported = await exportBudgetPdf(budget, options);
    expect(exported.proof.problems).toEqual([]);
    expect(exported.proof.status).toBe('reconciled');
  }, 60_000);

  it('gives back any budget whose codes are words of capitals, digits and lower-case letters, with spaces', async () => {
    const word = fc.stringMatching(/^[A-Z][A-Za-z0-9]{1,7}$/);
    const code = fc
      .tuple(word, fc.option(fc.stringMatching(/^[A-Z0-9]{1,5}$/), { nil: undefined }))
      .map(([first, second]) => (second === undefined ? first : `${first} ${second}`));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(code, { minLength: 1, maxLength: 6 }),
        async (seed, codes) => {
          const budget = withOddItems(generateBudget({ itemCount: 24, seed }), codes, 3);
          const exported = await exportBudgetPdf(budget, options);
          expect(exported.proof.problems).toEqual([]);
        },
      ),
      { numRuns: 5, endOnFailure: true, seed: 22 },
    );
  }, 120_000);
});
