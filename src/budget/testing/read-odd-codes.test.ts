/**
 * Codes of any shape read back from the PDFs of the layout families whose header names the
 * code column (`Código` over it): spaces, digits only, mixed case. The column is the
 * evidence (extract/find-code-column.ts, parse/layout/read-code-cell.ts). The families that
 * print no such header (CYPE's order numbers, TCQ's price first, the contractor's sheet, the
 * English-number report) still read such codes by their shape alone, which they do not yet.
 */
import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import type { Budget } from '../model/budget.ts';
import { readBudgetFile } from '../read-budget.ts';
import { budgetFigures, isReportedReconciled } from './budget-figures.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { fixtureBudget, PDF_ITEMS } from './layout-fixture.ts';

/** Codes that fit the families' code column, unlike any code the generator makes. */
const ODD_CODES = ['REC POZ', 'KAL 515', '45311911', 'ENCOzap', 'CANALETA 2'];

const NAMED_CODE_COLUMN = new Set([
  'presto-measurements',
  'presto-partials',
  'spaced-thousands',
  'spreadsheet-tabs',
  'presto-spaced-thousands',
  'presto-no-thousands-separator',
]);

/** Every fourth item with a code takes one of ODD_CODES. */
function withOddCodes(budget: Budget): Budget {
  let next = 0;
  const items = budget.items.map((item, index) =>
    index % 4 === 1 && item.codigo !== ''
      ? { ...item, codigo: ODD_CODES[next++ % ODD_CODES.length] as string }
      : item,
  );
  return { ...budget, items };
}

describe.each(LAYOUT_FAMILIES.filter((family) => NAMED_CODE_COLUMN.has(family.id)))(
  '$description as PDF',
  (family) => {
    it('reads back codes with spaces, of digits only and in mixed case from the code column', async () => {
      const budget = withOddCodes(fixtureBudget(family, PDF_ITEMS));
      expect(
        budget.items.filter((item) => ODD_CODES.includes(item.codigo)).length,
      ).toBeGreaterThanOrEqual(3);
      const bytes = await makeReportPdf(family.render(budget));
      const result = await readBudgetFile(bytes, `${family.id}.pdf`, 'application/pdf');
      expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
      expect(isReportedReconciled(result)).toBe(true);
    });
  },
);
