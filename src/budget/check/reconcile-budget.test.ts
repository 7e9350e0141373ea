import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { reconcileBudget } from './reconcile-budget.ts';

function item(total: number, chapterCode?: string): BudgetItem {
  return {
    codigo: 'E01',
    resumen: 'Partida',
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1,00',
    precio_unitario: total,
    total,
    ...(chapterCode === undefined ? {} : { chapterCode }),
  };
}

function budgetWith(items: BudgetItem[], chapters: BudgetChapter[], statedTotal?: number): Budget {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente no identificado',
    items,
    total: items.reduce((sum, line) => sum + Math.round(line.total * 100), 0) / 100,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return budget;
}

describe('reconcileBudget', () => {
  it('calls a total equal to the cent equal, with no difference', () => {
    const { total } = reconcileBudget(budgetWith([item(603315.73)], [], 603315.73));
    expect(total).toEqual({
      parsed: 603315.73,
      stated: 603315.73,
      difference: 0,
      agreement: 'equal',
      lineCount: 1,
    });
  });

  it('compares in whole cents, so binary fractions below half a cent never count', () => {
    const budget = budgetWith([item(0.1), item(0.2)], [], 0.3);
    expect(budget.total).toBe(0.3);
    budget.total = 0.1 + 0.2;
    expect(reconcileBudget(budget).total.agreement).toBe('equal');
  });

  it('allows a cent of rounding per line summed, and calls anything beyond a mismatch', () => {
    const lines = [item(10), item(20), item(30)];
    expect(reconcileBudget(budgetWith(lines, [], 60.03)).total).toMatchObject({
      agreement: 'rounding',
      difference: -0.03,
    });
    expect(reconcileBudget(budgetWith(lines, [], 60.04)).total).toMatchObject({
      agreement: 'mismatch',
      difference: -0.04,
    });
  });

  it('leaves the agreement undefined when the document states no total', () => {
    const { total } = reconcileBudget(budgetWith([item(42)], []));
    expect(total.stated).toBeUndefined();
    expect(total.agreement).toBeUndefined();
    expect(total.difference).toBeUndefined();
  });

  it('lists every chapter in document order, stated or not, with its own rounding allowance', () => {
    const chapters: BudgetChapter[] = [
      { code: 'C01', title: 'DEMOLICIONES', level: 1, total: 100, statedTotal: 100 },
      { code: 'C02', title: 'FIRMES', level: 1, total: 150, statedTotal: 149.98 },
      { code: 'C02.01', title: 'BORDILLOS', level: 2, parentCode: 'C02', total: 50 },
      { code: 'C03', title: 'VARIOS', level: 1, total: 50, statedTotal: 62.34 },
    ];
    const items = [item(100, 'C01'), item(100, 'C02'), item(50, 'C02.01'), item(50, 'C03')];
    const { chapters: result } = reconcileBudget(budgetWith(items, chapters, 350));
    expect(result.map((chapter) => [chapter.code, chapter.agreement, chapter.lineCount])).toEqual([
      ['C01', 'equal', 1],
      // Two lines (its own and its subchapter's) allow two cents.
      ['C02', 'rounding', 2],
      ['C02.01', undefined, 1],
      ['C03', 'mismatch', 1],
    ]);
    expect(result[3]).toMatchObject({ parsed: 50, stated: 62.34, difference: -12.34, level: 1 });
  });

  it('survives a parent loop in a damaged file', () => {
    const chapters: BudgetChapter[] = [
      { code: 'A', title: 'A', level: 1, parentCode: 'B', total: 5, statedTotal: 5 },
      { code: 'B', title: 'B', level: 2, parentCode: 'A', total: 5 },
    ];
    const { chapters: result } = reconcileBudget(budgetWith([item(5, 'A')], chapters, 5));
    expect(result.map((chapter) => chapter.lineCount)).toEqual([1, 1]);
  });

  it('returns no chapters for a budget without chapters', () => {
    const budget = budgetWith([item(10)], []);
    delete budget.chapters;
    expect(reconcileBudget(budget).chapters).toEqual([]);
  });
});
