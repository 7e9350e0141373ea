/**
 * What the client's documents must hold, the Word (printed by LibreOffice) and the PDF alike,
 * checked on their pages' text as poppler reads it (issue 22, "Done when"): every item code
 * and amount, every chapter subtotal and the total; no column empty on every row; every
 * item's title whole, never cut mid-phrase; the closing block (summary and acceptance) on the
 * page of the last rows; no client placeholder. Returns what is wrong, in English, for a
 * test's expect(...).toEqual([]).
 */
import { chooseShownChapterTotal, chooseShownTotal } from '../../check/choose-shown-total.ts';
import type { Budget, ColumnName } from '../../model/budget.ts';
import { formatMoney } from '../../model/format-money.ts';
import { UNKNOWN_CLIENT } from '../../parse/parse-budget-text.ts';
import { chooseDocumentColumns } from '../choose-document-columns.ts';
import { DANGLING_WORD, formatItemCell, splitResumen } from '../format-item-cell.ts';
import { hasMoneyColumn, planBudgetRows } from '../plan-budget-rows.ts';

export interface RenderedChecks {
  /** The heading of the acceptance block, printed on the last page. */
  acceptanceTitle: string;
}

/** Text compared whatever the wrapping: a code or title may break at its column's edge. */
const squeeze = (text: string) => text.replace(/[\s\u00a0]+/g, '');
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
/** A paragraph carrying on a phrase: it opens in lower case or with a figure ("obra.", "1,5 m"). */
const GOES_ON = /^[a-záéíóúüñç0-9]/;

/** The header's names of the measured columns, as printed. */
const MEASURED: readonly ColumnName[] = ['LONGITUD', 'ANCHURA', 'ALTURA', 'PARCIALES'];

/**
 * The RESUMEN column's text of a page as `pdftotext -layout` lays it out: each line from where
 * the header prints `RESUMEN` up to the first wide gap (the next column's figures), so that a
 * title wrapped over lines reads whole, without the figures printed beside it. Positions
 * shift a little from line to line: a character of slack is allowed.
 */
export function summaryColumn(page: string): string {
  const lines = plain(page).split('\n');
  const header = lines.find((line) => /CÓDIGO/.test(line) && /RESUMEN/.test(line));
  if (header === undefined) return '';
  const start = Math.max(0, header.indexOf('RESUMEN') - 2);
  return lines.map((line) => line.slice(start).trimStart().split(/ {3,}/)[0] ?? '').join('\n');
}

export function checkRenderedBudget(
  budget: Budget,
  pages: readonly string[],
  checks: RenderedChecks,
): string[] {
  const problems: string[] = [];
  const all = plain(pages.join('\n'));
  const squeezed = squeeze(all);
  const columns = chooseDocumentColumns(budget);
  const withMoney = hasMoneyColumn(columns);
  const summaries = squeeze(pages.map(summaryColumn).join('\n'));
  for (const item of budget.items) {
    if (item.codigo !== '' && !squeezed.includes(squeeze(item.codigo)))
      problems.push(`code ${item.codigo} missing`);
    if (withMoney && !squeezed.includes(squeeze(formatMoney(item.total))))
      problems.push(`amount ${formatMoney(item.total)} of ${item.codigo} missing`);
    const { title, description } = splitResumen(item);
    if (title !== '' && !summaries.includes(squeeze(title)))
      problems.push(`title of ${item.codigo || '(no code)'} not printed whole: ${title}`);
    // "… durante la ejecución de la" / "obra.": a title ending where a phrase cannot, the
    // phrase going on in the description (a source's title cut at its field's length,
    // Menfis's `… y otros rellenos en`, then a description of its own, is the source's).
    if (DANGLING_WORD.test(title) && GOES_ON.test(description[0] ?? ''))
      problems.push(`title of ${item.codigo || '(no code)'} cut mid-phrase: ${title}`);
  }
  if (withMoney) {
    for (const chapter of budget.chapters ?? []) {
      const amount = formatMoney(chooseShownChapterTotal(budget, chapter));
      if (!squeezed.includes(squeeze(amount)))
        problems.push(`subtotal ${amount} of ${chapter.code} missing`);
    }
  }
  // Every column printed holds a figure or a word on some row.
  for (const column of columns) {
    const filled = budget.items.some(
      (item) => (column === 'RESUMEN' ? item.resumen : formatItemCell(item, column)).trim() !== '',
    );
    if (!filled) problems.push(`column ${column} printed though empty on every row`);
  }
  const header = all.split('\n').find((line) => /CÓDIGO/.test(line)) ?? '';
  for (const column of MEASURED)
    if (header.includes(column) !== columns.includes(column))
      problems.push(
        `column ${column} ${columns.includes(column) ? 'missing from' : 'in'} the header`,
      );
  const last = plain(pages.at(-1) ?? '');
  const total = chooseShownTotal(budget);
  if (withMoney && total > 0) {
    if (!/^\s*TOTAL\s/m.test(last)) problems.push('the TOTAL row is not on the last page');
    if (!squeeze(last).includes(squeeze(formatMoney(total))))
      problems.push(`the total ${formatMoney(total)} is not on the last page`);
  }
  if (!last.includes(checks.acceptanceTitle))
    problems.push('the acceptance block is not on the last page');
  // The last item printed (the table's order: chapter by chapter), with a code to find.
  const lastCode = planBudgetRows(budget, columns)
    .flatMap((row) => (row.kind === 'item' && row.item.codigo !== '' ? [row.item.codigo] : []))
    .at(-1);
  if (lastCode !== undefined && !squeeze(last).includes(squeeze(lastCode)))
    problems.push(`the last item ${lastCode} is not on the closing block's page`);
  if (all.includes(UNKNOWN_CLIENT)) problems.push(`"${UNKNOWN_CLIENT}" printed`);
  return problems;
}
