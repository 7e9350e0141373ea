import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findFiguresOutOfBounds } from './find-figures-out-of-bounds.ts';

const item = (fields: Partial<BudgetItem>) =>
  createBudgetItem({
    codigo: 'A',
    resumen: 'Partida',
    cantidad: '1,00',
    precio_unitario: 5,
    total: 5,
    ...fields,
  });

describe('findFiguresOutOfBounds', () => {
  it('names amounts and prices that are no finite number, also once JSON made them null', () => {
    const fromJson = JSON.parse(JSON.stringify(item({ total: Infinity }))) as BudgetItem;
    expect(fromJson.total).toBeNull();
    const items = [
      item({}),
      item({ total: Infinity }),
      item({ precio_unitario: Number('9'.repeat(5000)) }),
      item({ total: NaN }),
      fromJson,
    ];
    expect(findFiguresOutOfBounds(items)).toEqual([1, 2, 3, 4]);
  });

  it('names a magnitude no budget has, and a quantity of more digits than a number holds', () => {
    const items = [
      item({ total: 1e12, precio_unitario: 1e12 }),
      item({ cantidad: '1'.repeat(40) }),
      item({ cantidad: '0,0000000000000001' }),
      // A 1990s budget in pesetas: large, and real.
      item({ cantidad: '1,00', precio_unitario: 845180002, total: 845180002 }),
    ];
    expect(findFiguresOutOfBounds(items)).toEqual([0, 1, 2]);
  });
});
