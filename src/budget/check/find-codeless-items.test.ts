import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findCodelessItems } from './find-codeless-items.ts';

const coded = (codigo: string) => createBudgetItem({ codigo, resumen: 'Partida' });

describe('findCodelessItems', () => {
  it('names an item without code among items that all carry one', () => {
    const items = ['TCG01', 'P08.02', '', 'APUF_004', 'E01'].map(coded);
    expect(findCodelessItems(items)).toEqual([2]);
  });

  it('names the one item without code in a budget of two to four coded items', () => {
    // A damaged sheet of three items: the middle one's code ran into the row above.
    expect(findCodelessItems(['A1', '', 'A3'].map(coded))).toEqual([1]);
    expect(findCodelessItems(['E01', ''].map(coded))).toEqual([1]);
  });

  it('names nothing where missing codes are the document’s own', () => {
    expect(findCodelessItems([''].map(coded))).toEqual([]);
    expect(findCodelessItems(['', '', ''].map(coded))).toEqual([]);
    expect(findCodelessItems(['A1', '', ''].map(coded))).toEqual([]);
    // A sheet saved from a report: one item in six without code.
    const sheet = Array.from({ length: 30 }, (_, index) =>
      coded(index % 6 === 0 ? '' : `E${index}`),
    );
    expect(findCodelessItems(sheet)).toEqual([]);
  });
});
