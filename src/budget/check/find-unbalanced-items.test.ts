import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findItemsOffByRounding, findUnbalancedItems } from './find-unbalanced-items.ts';

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

  it('names an item off by more than a cent in a document whose items balance to the cent', () => {
    // A digit changed in a price (545,39 → 545,49) of a sheet whose quantity `15` has no
    // decimals: half a unit of it is 272 €, yet every other item balances to the cent.
    const exact = [item('12,50', 4, 50), item('3', 10.1, 30.3), item('7', 2.25, 15.75)];
    expect(findUnbalancedItems([...exact, item('15', 545.49, 8180.85)])).toEqual([3]);
    // A quantity's third decimal changed: 3.922,071 × 41,25 is 161.785,43, not ,39.
    expect(findUnbalancedItems([...exact, item('3.922,071', 41.25, 161785.39)])).toEqual([3]);
    // One cent off a product that has no third decimal to round.
    expect(findUnbalancedItems([...exact, item('1', 506.07, 506.06)])).toEqual([3]);
  });

  it('keeps the rounding allowance where the document itself multiplies unrounded figures', () => {
    // Pesetas, most items off the printed product by a few pesetas.
    const items = [
      item('2,37', 1234567, 2925890),
      item('1,53', 2345678, 3588883),
      item('4,11', 987654, 4059259),
      item('15', 545.49, 8180.85),
    ];
    expect(findUnbalancedItems(items)).toEqual([]);
  });

  it('notes an item off by cents within rounding where too few items tell the rule', () => {
    const twoItems = [item('3', 10.1, 30.3), item('1', 422.39, 422.29)];
    expect(findUnbalancedItems(twoItems)).toEqual([]);
    expect(findItemsOffByRounding(twoItems)).toEqual([1]);
    expect(findItemsOffByRounding([item('12,35', 3.46, 42.73)])).toEqual([]);
  });
});
