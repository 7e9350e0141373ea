import type { BudgetItem } from '../model/budget.ts';
import { printedCode } from './printed-fields.ts';

/**
 * A document codes its items as a rule when at least this many carry a code and at most one
 * in twenty (or one) does not. A sheet saved from a report leaves more without (El Casar:
 * 51 of 351), and a hand-typed one none: there a missing code is the document's own. One
 * coded item is enough: in a budget of two to four items one left without code beside coded
 * ones lost it (a code row run into the heading above), and such a budget shows no more.
 */
const MIN_CODED_ITEMS = 1;
const MAX_SHARE_CODELESS = 0.05;

/**
 * Items without a code in a document whose items carry codes as a rule: the code line ran
 * into the line above and went into its description (`… vertedero. P.A. PAVIMENTO … APUF_003
 * 26,00 17.448,21 453.653,46`), the figures came through and every sum agrees.
 */
export function findCodelessItems(items: readonly BudgetItem[]): number[] {
  const codeless: number[] = [];
  items.forEach((item, index) => {
    if (printedCode(item) === '') codeless.push(index);
  });
  const coded = items.length - codeless.length;
  if (coded < MIN_CODED_ITEMS) return [];
  return codeless.length <= Math.max(1, Math.floor(items.length * MAX_SHARE_CODELESS))
    ? codeless
    : [];
}
