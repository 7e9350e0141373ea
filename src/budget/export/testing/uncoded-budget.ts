/**
 * A budget as a sheet typed by hand reads: items with only a description, a unit, a quantity,
 * a price and an amount; no item code, no chapter (the quality-control sheet of issue 21
 * without its chapter titles). Drawn from the seeded generator, so every size has titles of
 * every shape (`m3 COLUMNA 6 m.`, `SOLER.HM-20, 10cm.+ENCACH.10cm`) and, when asked, notes.
 */
import type { Budget, ColumnName } from '../../model/budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';

/** The columns such a sheet reads with: no code, the unit column beside the description. */
const UNCODED_COLUMNS: readonly ColumnName[] = ['RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];

export function uncodedBudget(itemCount: number, seed: number, notes = false): Budget {
  const budget = generateBudget({ itemCount, seed, chapters: false, notes });
  return {
    ...budget,
    items: budget.items.map((item) => ({ ...item, codigo: '' })),
    chapters: [],
    availableColumns: [...UNCODED_COLUMNS],
  };
}

/**
 * Items without code in chapters that have one (a sheet's chapter rows numbered `01`, `01.01`
 * above items typed without codes): the documents keep a CÓDIGO column for the chapters.
 */
export function uncodedItemsInChapters(itemCount: number, seed: number): Budget {
  const budget = generateBudget({ itemCount, seed });
  return {
    ...budget,
    items: budget.items.map((item) => ({ ...item, codigo: '' })),
    availableColumns: ['CÓDIGO', ...UNCODED_COLUMNS],
  };
}
