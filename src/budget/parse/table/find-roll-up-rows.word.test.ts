/**
 * The branded Word prints an item's unit against its summary (`ud  INS.POLIET. COCINA…`), with
 * no unit column: an item of quantity 1 followed by one item of the same amount is two items,
 * not a chapter's roll-up row over one item.
 */
import { describe, expect, it } from 'vitest';
import type { Budget, BudgetItem } from '../../model/budget.ts';
import { generateBudget, formatReportNumber } from '../../testing/generate-budget.ts';
import { readBrandedWordTable } from './testing/read-branded-word-table.ts';

/**
 * The budget with two neighbouring items of one chapter made `1 × X = X` each, X half their
 * sum (an even count of cents), so that every chapter total stays as generated.
 */
function withTwinItems(budget: Budget): Budget {
  const items = budget.items.map((item) => ({ ...item }));
  const at = items.findIndex((item, index) => {
    const next = items[index + 1];
    return (
      next !== undefined &&
      next.chapterCode === item.chapterCode &&
      Math.round((item.total + next.total) * 100) % 2 === 0
    );
  });
  expect(at).toBeGreaterThanOrEqual(0);
  const half = Math.round((items[at]!.total + items[at + 1]!.total) * 100) / 200;
  for (const item of [items[at], items[at + 1]] as BudgetItem[]) {
    item.cantidad = formatReportNumber(1);
    item.parciales = '';
    item.precio_unitario = half;
    item.total = half;
  }
  return { ...budget, items };
}

describe('a Word table with an item of quantity 1 followed by one item of its amount', () => {
  for (const seed of [31, 32, 33]) {
    it(`reads seed ${seed}'s two items as items, neither as a chapter over the other`, async () => {
      const budget = withTwinItems(generateBudget({ itemCount: 30, seed }));
      const { table, status, exportProblems } = await readBrandedWordTable(budget);
      expect(table.budget.chapters?.map((chapter) => chapter.code)).toEqual(
        budget.chapters?.map((chapter) => chapter.code),
      );
      expect(table.budget.items.map((item) => [item.codigo, item.total, item.chapterCode])).toEqual(
        budget.items.map((item) => [item.codigo, item.total, item.chapterCode]),
      );
      expect(status).toBe('reconciled');
      expect(exportProblems).toEqual([]);
    }, 30_000);
  }
});
