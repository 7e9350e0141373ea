import { reconcileBudget, type FigureComparison } from '../check/reconcile-budget.ts';
import type { Budget } from '../model/budget.ts';
import { formatMoney } from '../model/format-money.ts';

/** A difference with its sign: `+12,34 €`, `-0,03 €`. */
function signedMoney(amount: number): string {
  return amount > 0 ? `+${formatMoney(amount)}` : formatMoney(amount);
}

function describe(label: string, figure: FigureComparison): string {
  const rounding = figure.agreement === 'rounding' ? ', redondeo' : '';
  return `${label}: el documento indica ${formatMoney(figure.stated ?? 0)}; sus partidas suman ${formatMoney(figure.parsed)} (diferencia ${signedMoney(figure.difference ?? 0)}${rounding}).`;
}

/**
 * The Word document's note lines for every stated total (the whole budget's and each
 * chapter's) that is not the sum of its lines: the table prints the document's figure,
 * and the note says how far the lines are from it. Empty when every stated figure agrees, and
 * once the user has corrected the lines: the table then prints their sums, and what the source
 * said is the app's business (its verdict), not the client's.
 */
export function describeTotalDifferences(budget: Budget): string[] {
  if (budget.linesEdited === true) return [];
  const { total, chapters } = reconcileBudget(budget);
  const differs = (figure: FigureComparison) =>
    figure.agreement === 'mismatch' || figure.agreement === 'rounding';
  const lines: string[] = [];
  if (differs(total)) lines.push(describe('Total', total));
  for (const chapter of chapters)
    if (differs(chapter))
      lines.push(describe(`Capítulo ${chapter.code} ${chapter.title}`.trim(), chapter));
  if (lines.length === 0) return [];
  return [
    'Nota: los totales de esta tabla son los del documento original, que difieren de la suma de sus partidas.',
    ...lines,
  ];
}
