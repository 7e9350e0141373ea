import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter } from '../model/budget.ts';
import { reconcileBudget } from './reconcile-budget.ts';

function budgetWith(total: number, chapters: BudgetChapter[], statedTotal?: number): Budget {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente no identificado',
    items: [],
    total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return budget;
}

describe('reconcileBudget', () => {
  it('reports a matching total when the parsed sum equals the stated total to the cent', () => {
    const result = reconcileBudget(budgetWith(603315.73, [], 603315.73));
    expect(result).toMatchObject({
      parsedTotal: 603315.73,
      statedTotal: 603315.73,
      totalMatches: true,
    });
  });

  it('treats a difference below half a cent as rounding, and a full cent as a mismatch', () => {
    expect(reconcileBudget(budgetWith(100.004, [], 100)).totalMatches).toBe(true);
    expect(reconcileBudget(budgetWith(100.01, [], 100)).totalMatches).toBe(false);
  });

  it('leaves totalMatches undefined when the document states no total', () => {
    const result = reconcileBudget(budgetWith(42, []));
    expect(result.statedTotal).toBeUndefined();
    expect(result.totalMatches).toBeUndefined();
  });

  it('names the chapters whose stated total differs, in document order, and skips unstated ones', () => {
    const result = reconcileBudget(
      budgetWith(300, [
        { code: 'C01', title: 'DEMOLICIONES', level: 1, total: 100, statedTotal: 100 },
        { code: 'C02', title: 'FIRMES', level: 1, total: 150, statedTotal: 149.5 },
        { code: 'C02.01', title: 'BORDILLOS', level: 2, parentCode: 'C02', total: 50 },
        { code: 'C03', title: 'VARIOS', level: 1, total: 50, statedTotal: 60 },
      ]),
    );
    expect(result.mismatchedChapters).toEqual(['C02', 'C03']);
    expect(result.chapters.map((chapter) => chapter.matches)).toEqual([
      true,
      false,
      undefined,
      false,
    ]);
    expect(result.chapters[1]).toEqual({
      code: 'C02',
      title: 'FIRMES',
      parsed: 150,
      stated: 149.5,
      matches: false,
    });
  });

  it('returns no chapters for a budget without chapters', () => {
    const budget = budgetWith(10, []);
    delete budget.chapters;
    expect(reconcileBudget(budget).chapters).toEqual([]);
  });
});
