import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { readBudgetFile, readBudgetText } from '../read-budget.ts';
import { budgetFigures, isReportedReconciled } from './budget-figures.ts';
import { generateBudget } from './generate-budget.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { isReadToday } from './layouts-not-yet-read.ts';
import { writeReportText } from './report-document.ts';

/** Enough items for subchapters, page breaks and every kind of line; fewer for the slower PDF path. */
const TEXT_ITEMS = 40;
const PDF_ITEMS = 14;
const SEED = 20_260_115;

describe.each(LAYOUT_FAMILIES)('$description', (family) => {
  const budgetOf = (itemCount: number) =>
    family.shape(generateBudget({ itemCount, seed: SEED, ...family.generate }));

  const textCase = isReadToday(family.id, 'text') ? it : it.fails;
  textCase('reads its text back with the same items, chapters and total, reconciled', () => {
    const budget = budgetOf(TEXT_ITEMS);
    const result = readBudgetText(writeReportText(family.render(budget), family.textStyle));
    expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });

  const pdfCase = isReadToday(family.id, 'pdf') ? it : it.fails;
  pdfCase('reads its PDF back with the same items, chapters and total, reconciled', async () => {
    const budget = budgetOf(PDF_ITEMS);
    const bytes = await makeReportPdf(family.render(budget));
    const result = await readBudgetFile(bytes, `${family.id}.pdf`, 'application/pdf');
    expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });
});
