/**
 * What every branded PDF must hold, checked on its pages' text (issue 22, "Done when"): every
 * item code and amount, every chapter subtotal and the total; the closing block on the page
 * of the last rows; no client placeholder; only measured columns that hold a figure.
 * Returns what is wrong, in English, for a test's expect(...).toEqual([]).
 */
import { chooseShownChapterTotal, chooseShownTotal } from '../../../check/choose-shown-total.ts';
import type { Budget } from '../../../model/budget.ts';
import { formatMoney } from '../../../model/format-money.ts';
import { UNKNOWN_CLIENT } from '../../../parse/parse-budget-text.ts';
import { chooseDocumentColumns } from '../../choose-document-columns.ts';
import { hasMoneyColumn, planBudgetRows } from '../../plan-budget-rows.ts';
import { ACCEPTANCE_TITLE } from '../lay-out-pdf-closing.ts';

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

export function checkPdfDocument(budget: Budget, pages: readonly string[]): string[] {
  const problems: string[] = [];
  const all = pages.join('\n');
  const columns = chooseDocumentColumns(budget);
  const withMoney = hasMoneyColumn(columns);
  // Codes can wrap in a narrow column: compared without spaces and line breaks.
  const squeezed = all.replace(/\s+/g, '');
  for (const item of budget.items) {
    if (item.codigo !== '' && !squeezed.includes(item.codigo.replace(/\s+/g, '')))
      problems.push(`code ${item.codigo} missing`);
    if (withMoney && !all.includes(plain(formatMoney(item.total))))
      problems.push(`amount ${formatMoney(item.total)} of ${item.codigo} missing`);
  }
  if (withMoney) {
    for (const chapter of budget.chapters ?? []) {
      const amount = plain(formatMoney(chooseShownChapterTotal(budget, chapter)));
      if (!all.includes(amount)) problems.push(`subtotal ${amount} of ${chapter.code} missing`);
    }
  }
  const last = pages.at(-1) ?? '';
  const total = plain(formatMoney(chooseShownTotal(budget)));
  if (withMoney && chooseShownTotal(budget) > 0 && !/TOTAL/.test(last))
    problems.push('the TOTAL row is not on the last page');
  if (withMoney && chooseShownTotal(budget) > 0 && !last.includes(total))
    problems.push(`the total ${total} is not on the last page`);
  if (!last.includes(ACCEPTANCE_TITLE))
    problems.push('the acceptance block is not on the last page');
  // The last item printed (the table's order: chapter by chapter), with a code to find.
  const lastCode = planBudgetRows(budget, columns)
    .flatMap((row) => (row.kind === 'item' && row.item.codigo !== '' ? [row.item.codigo] : []))
    .at(-1);
  if (lastCode !== undefined && !last.replace(/\s+/g, '').includes(lastCode.replace(/\s+/g, '')))
    problems.push(`the last item ${lastCode} is not on the closing block's page`);
  if (all.includes(UNKNOWN_CLIENT)) problems.push(`"${UNKNOWN_CLIENT}" printed`);
  const header = (pages[0] ?? '').split('\n').find((line) => /CÓDIGO/.test(line)) ?? '';
  for (const column of ['LONGITUD', 'ANCHURA', 'ALTURA', 'PARCIALES'] as const) {
    if (header.includes(column) !== columns.includes(column))
      problems.push(
        `column ${column} ${columns.includes(column) ? 'missing' : 'printed though empty'}`,
      );
  }
  pages.forEach((page, index) => {
    if (!page.includes(`Página ${index + 1} de ${pages.length}`))
      problems.push(`page ${index + 1} has no "Página ${index + 1} de ${pages.length}"`);
  });
  return problems;
}
