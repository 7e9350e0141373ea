import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateBudget } from '../testing/generate-budget.ts';
import { renderBudgetReport, type ReportLayout } from '../testing/render-budget-report.ts';
import { parseBudgetText } from './parse-budget-text.ts';

/** Pieces of real reports, so that random text reaches the deeper branches of the parser. */
const FRAGMENTS = [
  'CAPÍTULO C01 ',
  'SUBCAPÍTULO C01.01 CALLE MAYOR',
  'TOTAL ',
  'TOTAL CAPÍTULO C01',
  '.........',
  'DEM06 ',
  'Ml ',
  'm2/dALQUILER ',
  '1.605,90 ',
  '7,85 ',
  '\u00AD20 ',
  '12.606,32',
  '\n',
  '\r\n',
  '\f',
  'Página 3',
  'PRESUPUESTO\n',
  'CÓDIGO RESUMEN CANTIDAD PRECIO IMPORTE\n',
  'RESUMEN DE PRESUPUESTO\n',
  '13,00% Gastos generales',
  'calza-\ndas ',
  'CLIENTE: ',
  '01.02 ',
  'APUDm23E01DKAm0220 ',
  'Planta baja 2 4,20 2,50 21,00\n',
  ' ',
];

describe('parseBudgetText properties', () => {
  it('never throws and always returns at least one item, for any string', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.string({ unit: 'binary', maxLength: 400 }),
      fc.array(fc.constantFrom(...FRAGMENTS), { maxLength: 80 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, (input) => {
        const { budget, warnings } = parseBudgetText(input);
        expect(budget.items.length).toBeGreaterThan(0);
        // The 'Error al procesar' item would mean an internal exception was caught.
        expect(budget.items[0]?.resumen.startsWith('Error al procesar')).toBe(false);
        expect(Number.isFinite(budget.total)).toBe(true);
        expect(Array.isArray(warnings)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('gives back the generated items and total from the report text of every layout', () => {
    const layouts: ReportLayout[] = ['presupuesto', 'same-line', 'mediciones'];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 60 }),
        fc.boolean(),
        fc.constantFrom(...layouts),
        (seed, itemCount, chapters, layout) => {
          const budget = generateBudget({
            itemCount,
            seed,
            chapters,
            measurements: layout === 'mediciones',
          });
          const result = parseBudgetText(renderBudgetReport(budget, layout));
          const parsed = result.budget;
          const pick = (items: typeof budget.items) =>
            items.map(
              ({
                codigo,
                uds,
                cantidad,
                precio_unitario,
                total,
                resumen,
                chapterCode,
                measurements,
              }) => ({
                codigo,
                uds,
                cantidad,
                precio_unitario,
                total,
                resumen,
                chapterCode,
                measurements,
              }),
            );
          expect(pick(parsed.items)).toEqual(pick(budget.items));
          expect(parsed.total).toBe(budget.total);
          expect(parsed.statedTotal).toBe(budget.statedTotal);
          expect(parsed.client).toBe(budget.client);
          expect(parsed.summary).toEqual(budget.summary);
          expect(result.warnings).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
