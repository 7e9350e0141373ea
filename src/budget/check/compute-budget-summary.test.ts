import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { computeBudgetSummary, summaryLines } from './compute-budget-summary.ts';

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

  it('applies the percentages to the PEM the document states, not to the sum of the items', () => {
    const budget = budgetWith(999.97, { pem: 1000, ivaPercent: 21 });
    budget.statedTotal = 1000;
    expect(computeBudgetSummary(budget)).toMatchObject({
      pem: 1000,
      iva: 210,
      contractTotal: 1210,
    });
  });

  it('gives nothing when the source states no percentages', () => {
    expect(computeBudgetSummary(budgetWith(100))).toBeUndefined();
    expect(computeBudgetSummary(budgetWith(100, { pem: 100 }))).toBeUndefined();
  });
});

describe('summaryLines', () => {
  it('lists PEM, GG, BI, their sum, IVA and the contract total when all are stated', () => {
    const summary = computeBudgetSummary(
      budgetWith(1000, {
        pem: 1000,
        gastosGeneralesPercent: 13,
        beneficioIndustrialPercent: 6,
        ivaPercent: 21,
      }),
    );
    expect(summaryLines(summary!).map((line) => line.kind)).toEqual([
      'pem',
      'gastosGenerales',
      'beneficioIndustrial',
      'base',
      'iva',
      'contractTotal',
    ]);
  });

  it('leaves out 0 % overheads and the sum that would repeat the PEM', () => {
    const summary = computeBudgetSummary(
      budgetWith(1000, {
        pem: 1000,
        gastosGeneralesPercent: 0,
        beneficioIndustrialPercent: 0,
        ivaPercent: 10,
      }),
    );
    expect(summaryLines(summary!)).toEqual([
      { kind: 'pem', amount: 1000 },
      { kind: 'iva', amount: 100, percent: 10 },
      { kind: 'contractTotal', amount: 1100 },
    ]);
  });
});
