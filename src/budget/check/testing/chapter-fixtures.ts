/**
 * Items and chapters for the tests of the checks that judge a reading's chapter tree
 * (find-item-rows-as-chapters, find-unsupported-chapters): each test builds its tree from these.
 */
import type { BudgetChapter, BudgetItem } from '../../model/budget.ts';
import { createBudgetItem } from '../../model/create-budget-item.ts';

/** An item of 2 × 5 = 10 in the chapter `chapterCode`. */
export const item = (codigo: string, chapterCode: string): BudgetItem =>
  createBudgetItem({
    codigo,
    resumen: 'Partida',
    cantidad: '2,00',
    precio_unitario: 5,
    total: 10,
    chapterCode,
  });

/** A chapter (level 2 under `parentCode`), stating `statedTotal` where given. */
export const chapter = (
  code: string,
  parentCode?: string,
  statedTotal?: number,
): BudgetChapter => ({
  code,
  title: 'CAPÍTULO',
  level: parentCode === undefined ? 1 : 2,
  total: 0,
  ...(parentCode === undefined ? {} : { parentCode }),
  ...(statedTotal === undefined ? {} : { statedTotal }),
});
