import { describe, expect, it } from 'vitest';
import type { Budget } from './budget.ts';
import { boundBudgetTotals } from './bound-budget-totals.ts';
import { createBudgetItem } from './create-budget-item.ts';

function budget(amounts: number[], total: number, chapterTotal: number): Budget {
  return {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items: amounts.map((amount, index) =>
      createBudgetItem({
        codigo: `01.0${index + 1}`,
        resumen: 'Partida',
        total: amount,
        chapterCode: '01.01',
      }),
    ),
    total,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
    chapters: [
      { code: '01', title: 'OBRA', level: 1, total: chapterTotal },
      { code: '01.01', title: 'FIRMES', level: 2, parentCode: '01', total: chapterTotal },
    ],
  };
}

describe('boundBudgetTotals', () => {
  it('returns a budget whose totals are finite as it is', () => {
    const read = budget([50, 6], 56, 56);
    expect(boundBudgetTotals(read)).toBe(read);
  });

  it('sums again the totals an infinite amount made Infinity or NaN, from the plausible amounts', () => {
    const read = budget([50, Infinity, 6], Infinity, NaN);
    const bounded = boundBudgetTotals(read);
    expect(bounded.total).toBe(56);
    expect(bounded.chapters!.map((chapter) => chapter.total)).toEqual([56, 56]);
    // The item keeps its figure as read, for the verdict to name it.
    expect(bounded.items[1]!.total).toBe(Infinity);
    expect(read.total).toBe(Infinity);
  });

  it('sums again a total that JSON turned into null', () => {
    const saved = JSON.parse(JSON.stringify(budget([50, Infinity, 6], Infinity, 56))) as Budget;
    expect(saved.total).toBeNull();
    expect(boundBudgetTotals(saved).total).toBe(56);
  });
});
