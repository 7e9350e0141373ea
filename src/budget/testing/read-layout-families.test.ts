/**
 * Round trip of every layout family, as text and as PDF: the reading must give the
 * generated budget's figures back and be reported as reconciled. Cases the reader does not
 * read yet run as `it.fails`, from the one list in layouts-not-yet-read.ts.
 */
import { describe, expect, it } from 'vitest';
import { makeReportPdf } from '../extract/testing/make-report-pdf.ts';
import { readBudgetFile, readBudgetText } from '../read-budget.ts';
import { budgetFigures, isReportedReconciled } from './budget-figures.ts';
import { LAYOUT_FAMILIES } from './layout-families.ts';
import { fixtureBudget, PDF_ITEMS, TEXT_ITEMS } from './layout-fixture.ts';
import { isReadToday } from './layouts-not-yet-read.ts';
import { writeReportText } from './report-document.ts';

describe.each(LAYOUT_FAMILIES)('$description', (family) => {
  const textCase = isReadToday(family.id, 'text') ? it : it.fails;
  textCase('reads its text back with the same items, chapters and total, reconciled', () => {
    const budget = fixtureBudget(family, TEXT_ITEMS);
    const result = readBudgetText(writeReportText(family.render(budget), family.textStyle));
    expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });

  const pdfCase = isReadToday(family.id, 'pdf') ? it : it.fails;
  pdfCase('reads its PDF back with the same items, chapters and total, reconciled', async () => {
    const budget = fixtureBudget(family, PDF_ITEMS);
    const bytes = await makeReportPdf(family.render(budget));
    const result = await readBudgetFile(bytes, `${family.id}.pdf`, 'application/pdf');
    expect(budgetFigures(result.budget)).toEqual(budgetFigures(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });
});
