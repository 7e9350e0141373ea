import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../../../budget/model/budget.ts';
import {
  findMatchingItems,
  normalizeForSearch,
  prepareItemsForSearch,
} from './find-matching-items.ts';

function item(codigo: string, resumen: string): BudgetItem {
  return {
    codigo,
    resumen,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1',
    precio_unitario: 1,
    total: 1,
  };
}

const items = [
  item('E02.001', 'HORMIGÓN HM-20/P/20/I EN SOLERA\nVertido y vibrado.'),
  item('E02.002', 'PAVIMENTO ADOQUÍN HORMIGÓN RECTO'),
  item('U01.PEA', 'Plataforma elevadora de tijera diesel\nIncluso  señalización.'),
];

describe('finding items as the user types', () => {
  it('ignores accents and case on both sides', () => {
    expect(findMatchingItems(items, 'hormigon')).toEqual([0, 1]);
    expect(findMatchingItems(items, 'ADOQUIN')).toEqual([1]);
    expect(findMatchingItems(items, 'Señalización')).toEqual([2]);
    expect(findMatchingItems(items, 'senalizacion')).toEqual([2]);
  });

  it('searches the code and every line of the summary', () => {
    expect(findMatchingItems(items, 'e02.00')).toEqual([0, 1]);
    expect(findMatchingItems(items, 'u01.pea')).toEqual([2]);
    expect(findMatchingItems(items, 'vibrado')).toEqual([0]);
  });

  it('reads runs of spaces and line breaks as one space', () => {
    expect(findMatchingItems(items, 'incluso señalización')).toEqual([2]);
    expect(findMatchingItems(items, 'solera vertido')).toEqual([0]);
  });

  it('does not match across the end of the code and the start of the summary', () => {
    expect(findMatchingItems(items, '001 hormigón')).toEqual([]);
  });

  it('finds nothing for an empty or blank query', () => {
    expect(findMatchingItems(items, '')).toEqual([]);
    expect(findMatchingItems(items, '   ')).toEqual([]);
  });

  it('sees a corrected item as it now reads', () => {
    const corrected = [items[0]!, { ...items[1]!, resumen: 'BORDILLO DE GRANITO' }, items[2]!];
    expect(findMatchingItems(corrected, 'hormigón')).toEqual([0]);
    expect(findMatchingItems(corrected, 'granito')).toEqual([1]);
  });

  it('finds an item once however often it matches, and the first and last items too', () => {
    expect(findMatchingItems(items, 'e')).toEqual([0, 1, 2]);
    expect(findMatchingItems(items, 'hormigón hm-20')).toEqual([0]);
    expect(findMatchingItems(items, 'diesel')).toEqual([2]);
  });

  it('never matches across two items', () => {
    expect(findMatchingItems(items, 'vibrado.e02.002')).toEqual([]);
    expect(findMatchingItems(items, 'vibrado.\u0000e02')).toEqual([]);
  });

  it('prepares the items a slice at a time, saying where to go on', () => {
    const many = Array.from({ length: 5 }, (_, index) => item(`C${index}`, `Partida ${index}`));
    expect(prepareItemsForSearch(many, 0, 2)).toBe(2);
    expect(prepareItemsForSearch(many, 2, 2)).toBe(4);
    expect(prepareItemsForSearch(many, 4, 2)).toBe(5);
    expect(findMatchingItems(many, 'partida 4')).toEqual([4]);
  });

  it('normalises text without accents, in lower case', () => {
    expect(normalizeForSearch('Demolición  ÁRIDOS')).toBe('demolicion aridos');
  });
});
