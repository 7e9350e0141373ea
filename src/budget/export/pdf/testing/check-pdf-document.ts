/**
 * What every branded PDF must hold, checked on its pages' text (issue 22, "Done when"): what
 * every document of the budget holds (check-rendered-budget.ts: codes, amounts, titles whole,
 * no empty column, the closing block with the last rows), and a page number on every page.
 * Returns what is wrong, in English, for a test's expect(...).toEqual([]).
 */
import type { Budget } from '../../../model/budget.ts';
import { checkRenderedBudget } from '../../testing/check-rendered-budget.ts';
import { ACCEPTANCE_TEXTS } from '../../acceptance-texts.ts';

export function checkPdfDocument(budget: Budget, pages: readonly string[]): string[] {
  const problems = checkRenderedBudget(budget, pages, { acceptanceTitle: ACCEPTANCE_TEXTS.heading });
  pages.forEach((page, index) => {
    if (!page.includes(`Página ${index + 1} de ${pages.length}`))
      problems.push(`page ${index + 1} has no "Página ${index + 1} de ${pages.length}"`);
  });
  return problems;
}
