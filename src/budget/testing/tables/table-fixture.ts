/**
 * The budgets the table tests render: one seed and size for the round-trip tests (which may
 * be expected to fail while the table stage learns a family) and for the tests of the
 * fixtures themselves (which never are), so a broken fixture cannot hide behind `it.fails`.
 */
import type { Budget } from '../../model/budget.ts';
import { generateBudget } from '../generate-budget.ts';
import { FIXTURE_SEED } from '../layout-fixture.ts';
import type { TableFamily } from './table-family.ts';

/** Enough items for subchapters, repeated concepts, resources and an item measured 0 in each. */
export const TABLE_ITEMS = 40;

export function tableFixtureBudget(
  family: TableFamily,
  itemCount = TABLE_ITEMS,
  seed = FIXTURE_SEED,
): Budget {
  return family.shape(generateBudget({ itemCount, seed, ...family.generate }));
}
