import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findUnbalancedItems } from './find-unbalanced-items.ts';

const item = (cantidad: string, precio_unitario: number, total: number) =>
  createBudgetItem({ codigo: 'A', resumen: 'Partida', cantidad, precio_unitario, total });

describe('findUnbalancedItems', () => {
  it('names an item whose amount is not its quantity × price', () => {
    const items = [item('12,50', 4, 50), item('3,00', 10, 31), item('1.234,50', 2, 2469)];
    expect(findUnbalancedItems(items)).toEqual([1]);
  });

  it('allows the rounding of the printed figures, as programs multiply the unrounded ones', () => {
    // 12,345 m³ printed 12,35, times 3,456 €/m³ printed 3,46: the program prints 42,66.
    expect(findUnbalancedItems([item('12,35', 3.46, 42.66)])).toEqual([]);
    // Pesetas: a quantity to two decimals of a price of seven figures.
    expect(findUnbalancedItems([item('2,37', 1234567, 2925890)])).toEqual([]);
  });

  it('leaves alone items without a quantity and items whose figures are out of bounds', () => {
    expect(findUnbalancedItems([item('', 5, 12), item('2,00', Infinity, 3)])).toEqual([]);
  });
});
