import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { computeBudgetSummary } from './compute-budget-summary.ts';

function budgetWith(total: number, summary?: Budget['summary']): Budget {
  return { id: 'PRE-2026-001', client: 'X', items: [], total, availableColumns: [], summary };
}

describe('computeBudgetSummary', () => {
  it('computes GG, BI, IVA and the contract total of the Calypo Fado budget to the cent', () => {
    const summary = computeBudgetSummary(
      budgetWith(603315.73, {
        pem: 603315.73,
        gastosGeneralesPercent: 13,
        beneficioIndustrialPercent: 6,
        ivaPercent: 21,
      }),
    );
    expect(summary).toMatchObject({
      gastosGenerales: 78431.04,
      beneficioIndustrial: 36198.94,
      baseBeforeIva: 717945.71,
      iva: 150768.6,
      contractTotal: 868714.31,
    });
  });

  it('gives nothing when the source states no percentages', () => {
    expect(computeBudgetSummary(budgetWith(100))).toBeUndefined();
    expect(computeBudgetSummary(budgetWith(100, { pem: 100 }))).toBeUndefined();
  });
});
