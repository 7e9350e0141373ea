import { describe, expect, it } from 'vitest';
import type { Budget, BudgetItem } from '../model/budget.ts';
import { lacksPrices } from './lacks-prices.ts';

function item(precio_unitario: number, total: number): BudgetItem {
  return {
    codigo: 'E01',
    resumen: 'Partida',
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '3,00',
    precio_unitario,
    total,
  };
}

function budget(items: BudgetItem[], withMoney = true): Budget {
  return {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: items.reduce((sum, line) => sum + line.total, 0),
    availableColumns: withMoney
      ? ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL']
      : ['CÓDIGO', 'RESUMEN', 'CANTIDAD'],
  };
}

describe('lacksPrices', () => {
  it('says a budget read without price or amount columns has no prices', () => {
    expect(lacksPrices(budget([item(10, 30)], false))).toBe(true);
  });

  it('says so when every item has neither price nor amount', () => {
    expect(lacksPrices(budget([item(0, 0), item(0, 0)]))).toBe(true);
  });

  it('takes one priced item as a priced budget, and an empty reading as no case to ask about', () => {
    expect(lacksPrices(budget([item(0, 0), item(10, 30)]))).toBe(false);
    expect(lacksPrices(budget([]))).toBe(false);
  });
});
