import { describe, expect, it } from 'vitest';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { createBudgetItem } from '../../../budget/model/create-budget-item.ts';
import { chooseShownColumns, layoutPreviewColumns } from './fit-preview-columns.ts';

const COLUMNS: ColumnName[] = [
  'CÓDIGO',
  'RESUMEN',
  'LONGITUD',
  'ALTURA',
  'CANTIDAD',
  'P. UNIT.',
  'TOTAL',
];

function item(fields: Partial<BudgetItem>): BudgetItem {
  return createBudgetItem({ codigo: 'E01', resumen: 'Partida', ...fields });
}

/** The width in `ch` a track gives its cells' text (the padding aside). */
function trackChars(template: string, at: number): number {
  const tracks = template.match(/calc\([^)]*\)|minmax\([^)]*\)/g)!;
  return Number(/calc\(([\d.]+)ch/.exec(tracks[at]!)?.[1]);
}

describe('the preview’s columns', () => {
  it('leaves out a measurement column empty on every row, keeps one with a value', () => {
    const items = [item({ longitud: '2,00' }), item({ longitud: '' })];
    expect(chooseShownColumns(COLUMNS, items)).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'LONGITUD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('sizes each figure column to its widest figure, and TOTAL to the largest chapter subtotal too', () => {
    const columns: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
    const items = [item({ cantidad: '1234567,5', precio_unitario: 1.5, total: 1851851.25 })];
    const alone = layoutPreviewColumns(columns, items);
    const beside = layoutPreviewColumns(columns, items, 987654321.5);
    // "1.234.567,50" is wider than its header; RESUMEN takes what is left.
    expect(trackChars(alone.template, 2)).toBeGreaterThan(trackChars(alone.template, 3));
    expect(alone.template).toContain('1fr');
    expect(trackChars(beside.template, 4)).toBeGreaterThan(trackChars(alone.template, 4));
  });

  it('keeps CANTIDAD, P. UNIT. and TOTAL at the right edge, each beside the next', () => {
    const columns: ColumnName[] = [
      'CÓDIGO',
      'RESUMEN',
      'LONGITUD',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ];
    const { stickyRight } = layoutPreviewColumns(columns, [item({ longitud: '2', cantidad: '2' })]);
    expect(Object.keys(stickyRight)).toEqual(['TOTAL', 'P. UNIT.', 'CANTIDAD']);
    expect(stickyRight.TOTAL).toBe('0px');
    expect(stickyRight.CANTIDAD).toMatch(/^calc\(calc\(.*\) \+ calc\(.*\)\)$/);
  });
});
