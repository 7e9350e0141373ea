import { describe, expect, it } from 'vitest';
import type { BudgetItem, ColumnName } from '../../../budget/model/budget.ts';
import { createBudgetItem } from '../../../budget/model/create-budget-item.ts';
import {
  chooseShownColumns,
  fitShownColumns,
  layoutPreviewColumns,
} from './fit-preview-columns.ts';

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

  it('leaves out CÓDIGO when no item has a code (a sheet typed without codes), keeps it for one code', () => {
    const codeless = [item({ codigo: '', cantidad: '2' }), item({ codigo: '  ', cantidad: '1' })];
    expect(chooseShownColumns(['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'TOTAL'], codeless)).toEqual([
      'RESUMEN',
      'CANTIDAD',
      'TOTAL',
    ]);
    const oneCode = [item({ codigo: '' }), item({ codigo: 'E01' })];
    expect(chooseShownColumns(['CÓDIGO', 'RESUMEN', 'TOTAL'], oneCode)).toEqual([
      'CÓDIGO',
      'RESUMEN',
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

  it('moves the measurement figures to the details in a narrow box, unless an item has them on no measurement line', () => {
    const line = {
      comment: 'Tramo',
      uds: '1',
      longitud: '2,00',
      anchura: '',
      altura: '0,50',
      parcial: '1,00',
    };
    const measured = item({
      longitud: '2,00',
      altura: '0,50',
      cantidad: '1,00',
      measurements: [line],
    });
    expect(fitShownColumns(COLUMNS, [measured], false)).toEqual(COLUMNS);
    expect(fitShownColumns(COLUMNS, [measured], true)).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
    // Its Long. would be shown nowhere: the column stays; ALTURA is on every measurement line.
    const bare = item({ longitud: '3,00', cantidad: '3,00' });
    expect(fitShownColumns(COLUMNS, [measured, bare], true)).toEqual([
      'CÓDIGO',
      'RESUMEN',
      'LONGITUD',
      'CANTIDAD',
      'P. UNIT.',
      'TOTAL',
    ]);
  });

  it('gives the title 180 px of room beside the measurement figures before they leave the row', () => {
    const items = [item({ longitud: '12,50', cantidad: '12,50', precio_unitario: 3, total: 37.5 })];
    const { minWidth, roomyWidth } = layoutPreviewColumns(COLUMNS, items);
    expect(minWidth.startsWith('calc(9rem + ')).toBe(true);
    expect(roomyWidth).toBe(minWidth.replace('calc(9rem + ', 'calc(11.25rem + '));
  });
});
