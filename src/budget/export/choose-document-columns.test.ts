import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES, type Budget, type BudgetItem } from '../model/budget.ts';
import { chooseDocumentColumns } from './choose-document-columns.ts';

function item(overrides: Partial<BudgetItem> = {}): BudgetItem {
  return {
    codigo: 'E01',
    resumen: 'Partida',
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '3,00',
    precio_unitario: 10,
    total: 30,
    ...overrides,
  };
}

const budget = (items: BudgetItem[]): Budget => ({
  id: 'PRE-2026-001',
  client: 'Cliente',
  items,
  total: 30,
  availableColumns: [...COLUMN_NAMES],
});

describe('chooseDocumentColumns', () => {
  it('leaves out the measured columns empty on every item', () => {
    expect(chooseDocumentColumns(budget([item(), item({ codigo: 'E02' })]))).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'UDS',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('keeps a measured column one item fills', () => {
    const columns = chooseDocumentColumns(budget([item(), item({ longitud: '12,50' })]));
    expect(columns).toContain('LONGITUD');
    expect(columns).not.toContain('ANCHURA');
  });

  it('keeps every column of a budget without items, which says so in the table', () => {
    expect(chooseDocumentColumns(budget([]))).toEqual([...COLUMN_NAMES]);
  });

  it('leaves out CÓDIGO when no item and no chapter has a code to print', () => {
    const codeless = budget([item({ codigo: '' }), item({ codigo: ' ' })]);
    expect(chooseDocumentColumns(codeless)).toEqual([
      'RESUMEN',
      'UDS',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('keeps CÓDIGO when only a chapter has a code, printed on its heading row', () => {
    const chaptered: Budget = {
      ...budget([item({ codigo: '', chapterCode: '1' })]),
      chapters: [{ code: '1', title: 'ENSAYOS DE HORMIGÓN', level: 1, total: 30 }],
    };
    expect(chooseDocumentColumns(chaptered)[0]).toBe('CÓDIGO');
  });
});
