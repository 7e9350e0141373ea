import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findFigurelessItems, findItemsWithoutQuantity } from './find-figureless-items.ts';

const priced = (codigo: string) =>
  createBudgetItem({ codigo, resumen: 'Partida', cantidad: '3,00', precio_unitario: 2, total: 6 });
const bare = (codigo: string) => createBudgetItem({ codigo, resumen: 'Partida' });

describe('findFigurelessItems', () => {
  it('names an item with neither quantity nor amount among priced items', () => {
    const items = [priced('A1'), bare('A2'), priced('A3'), priced('A4')];
    expect(findFigurelessItems(items, 'budget')).toEqual([1]);
    expect(findFigurelessItems(items, 'certification')).toEqual([1]);
  });

  it('does not name an item whose printed quantity is 0,00: the document measured nothing', () => {
    const zero = createBudgetItem({
      codigo: 'DEM01',
      resumen: 'Levantado',
      cantidad: '0,00',
      precio_unitario: 5.92,
    });
    expect(findFigurelessItems([priced('A1'), zero, priced('A3')], 'budget')).toEqual([]);
  });

  it('does not name an item with an amount but no quantity, as a lump sum prints', () => {
    const lumpSum = createBudgetItem({ codigo: 'PA', resumen: 'Partida alzada', total: 1500 });
    expect(findFigurelessItems([priced('A1'), lumpSum], 'budget')).toEqual([]);
  });

  it('names an item without figures in a document that states its total, however few items are priced', () => {
    expect(findFigurelessItems([bare('A1')], 'budget', true)).toEqual([0]);
    expect(findFigurelessItems([bare('A1'), bare('A2'), priced('A3')], 'budget', true)).toEqual([
      0, 1,
    ]);
    expect(findFigurelessItems([bare('A1')], 'price-database', true)).toEqual([]);
  });

  it('names nothing in a price database, nor in a budget printed without prices', () => {
    const items = [priced('A1'), bare('A2'), priced('A3')];
    expect(findFigurelessItems(items, 'price-database')).toEqual([]);
    const unpriced = [bare('A1'), bare('A2'), bare('A3'), priced('A4')];
    expect(findFigurelessItems(unpriced, 'budget')).toEqual([]);
  });
});

describe('findItemsWithoutQuantity', () => {
  it('names an item with a price and an amount but no quantity: its product cannot be checked', () => {
    // `3 × 45,78 = 137,34` whose 3 slipped into a measurement column.
    const lost = createBudgetItem({
      codigo: 'S71',
      resumen: 'Relleno',
      precio_unitario: 45.78,
      total: 137.34,
    });
    expect(findItemsWithoutQuantity([priced('A1'), lost], 'budget')).toEqual([1]);
    expect(findItemsWithoutQuantity([priced('A1'), lost], 'price-database')).toEqual([]);
  });

  it('names a lump sum printed as its own price only where the other items print quantities', () => {
    const ownPrice = createBudgetItem({
      codigo: 'PA2',
      resumen: 'Partida alzada',
      precio_unitario: 1500,
      total: 1500,
    });
    expect(findItemsWithoutQuantity([priced('A1'), ownPrice], 'budget')).toEqual([]);
    // `1 | 442,73 | 442,73` whose `1` slipped into another column, among measured items.
    expect(findItemsWithoutQuantity([priced('A1'), priced('A2'), ownPrice], 'budget')).toEqual([2]);
  });

  it('names an amount printed alone only where the other items print their quantities', () => {
    // `1146.15 193.39` in one cell reads as no figure: the row keeps its amount alone.
    const alone = createBudgetItem({ codigo: 'PA', resumen: 'Partida alzada', total: 1500 });
    expect(findItemsWithoutQuantity([priced('A1'), priced('A2'), alone], 'budget')).toEqual([2]);
    // A summary of amounts, or a lump sum beside a single measured item, is the document's own.
    expect(findItemsWithoutQuantity([priced('A1'), alone, alone], 'budget')).toEqual([]);
    expect(findItemsWithoutQuantity([priced('A1'), alone], 'budget')).toEqual([]);
  });
});
