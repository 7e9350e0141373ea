import type { Budget, BudgetSourceFormat } from '../model/budget.ts';
import { createBudgetId } from '../model/budget-id.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';

export interface ErrorBudgetOptions {
  now?: Date;
  format?: BudgetSourceFormat;
  fileName?: string;
}

/** Spec §5: a reading that finds no item is one ERROR item saying why, with code and summary columns. */
export function makeErrorBudget(
  resumen: string,
  client: string,
  options: ErrorBudgetOptions | undefined,
): Budget {
  const budget: Budget = {
    id: createBudgetId(options?.now),
    client,
    items: [createBudgetItem({ codigo: 'ERROR', resumen })],
    total: 0,
    availableColumns: ['CÓDIGO', 'RESUMEN'],
    source: { format: options?.format ?? 'text' },
  };
  if (options?.fileName !== undefined && budget.source) budget.source.fileName = options.fileName;
  return budget;
}
