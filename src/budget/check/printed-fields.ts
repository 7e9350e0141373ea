import type { BudgetItem } from '../model/budget.ts';

/*
 * An item's text fields as printed, trimmed. The verdict also judges budgets opened from
 * storage, whose JSON a hand, an older version or another client may have left without a
 * field: a missing quantity or code is a blank one, never a crash.
 */

export function printedQuantity(item: BudgetItem): string {
  return textOf(item.cantidad);
}

export function printedCode(item: BudgetItem): string {
  return textOf(item.codigo);
}

export function printedUnit(item: BudgetItem): string {
  return textOf(item.uds);
}

function textOf(field: unknown): string {
  return typeof field === 'string' ? field.trim() : '';
}
