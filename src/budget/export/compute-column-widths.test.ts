import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COLUMN_NAMES, type ColumnName } from '../model/budget.ts';
import { computeColumnWidths } from './compute-column-widths.ts';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('computeColumnWidths', () => {
  it('gives RESUMEN 35 % and splits 65 % equally among the other nine columns', () => {
    const widths = computeColumnWidths(COLUMN_NAMES, 15398);
    expect(sum(widths)).toBe(15398);
    expect(widths[1]! / 15398).toBeCloseTo(0.35, 3);
    const others = widths.filter((_, index) => index !== 1);
    expect(new Set(others).size).toBe(1);
    expect(others[0]! * 9).toBeLessThanOrEqual(15398 - widths[1]!);
  });

  it('splits the whole width equally when there is no RESUMEN column', () => {
    expect(computeColumnWidths(['CÓDIGO', 'CANTIDAD', 'TOTAL'], 3000)).toEqual([1000, 1000, 1000]);
  });

  it('gives a lone column the whole width', () => {
    expect(computeColumnWidths(['RESUMEN'], 5000)).toEqual([5000]);
  });

  it('always adds up to the table width, with RESUMEN within a twip per column of 35 %', () => {
    const columnsArbitrary = fc.subarray([...COLUMN_NAMES] as ColumnName[], { minLength: 2 });
    fc.assert(
      fc.property(columnsArbitrary, fc.integer({ min: 1000, max: 30000 }), (columns, width) => {
        const widths = computeColumnWidths(columns, width);
        expect(sum(widths)).toBe(width);
        const resumen = columns.indexOf('RESUMEN');
        if (resumen !== -1) {
          expect(Math.abs(widths[resumen]! - width * 0.35)).toBeLessThanOrEqual(columns.length);
        }
      }),
    );
  });
});
