/**
 * What item assembly (assemble-items.ts) reports beside its items: lines it could not place,
 * budget totals, loose amounts and amounts that are not quantity × price.
 */
import type { DecimalMark } from './infer-number-format.ts';
import { isFigureLine, type LayoutLine } from './read-layout-line.ts';
import { isPageNumber } from './read-segment-lines.ts';

export interface AssemblyEvent {
  /**
   * `loose-amount`: a line of words and one amount outside any item (`Presupuesto ejemplo
   * 30.499,89`); `amount-mismatch`: an item whose printed quantity × price is not its amount.
   */
  kind: 'unplaced' | 'budget-total' | 'loose-amount' | 'amount-mismatch';
  line: LayoutLine;
  amount?: number;
  codigo?: string;
  expected?: number;
  /** A budget total whose label has words (`TOTAL PRESUPUESTO …`), not `TOTAL....` alone. */
  named?: boolean;
}

/**
 * What a line outside any item says: figures no item explains are unplaced, and words with
 * one amount (`Presupuesto ejemplo 30.499,89`) may be the budget's total; text outside any
 * item or chapter is shown to the user, never silently dropped. A page number says nothing.
 */
export function looseLineEvent(line: LayoutLine, mark: DecimalMark): AssemblyEvent | undefined {
  if (isFigureLine(line) && !isPageNumber(line)) return { kind: 'unplaced', line };
  const only = line.figures.length === 1 ? line.figures[0] : undefined;
  if (only?.printed.includes(mark)) return { kind: 'loose-amount', line, amount: only.value };
  return isPageNumber(line) ? undefined : { kind: 'unplaced', line };
}
