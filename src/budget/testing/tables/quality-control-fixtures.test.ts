import { describe, expect, it } from 'vitest';
import { quantityOf } from '../format-figures.ts';
import { MERGED_CELLS_CSV_FAMILY } from './render-merged-cells-csv.ts';
import { QUALITY_CONTROL_SHEET_FAMILY } from './render-quality-control-sheet.ts';
import { QUALITY_CONTROL_WORD_US_FAMILY } from './render-quality-control-word.ts';
import { measuredWork, QUALITY_CONTROL_HEADER } from './shape-quality-control.ts';
import { documentRows } from './table-document.ts';
import { tableFixtureBudget } from './table-fixture.ts';

describe('the quality-control fixtures', () => {
  const budget = tableFixtureBudget(QUALITY_CONTROL_SHEET_FAMILY);

  it('have no item codes, whole numbers of tests, numbered chapters and one row outside them', () => {
    expect(budget.items.every((item) => item.codigo === '')).toBe(true);
    expect(budget.items.every((item) => Number.isInteger(quantityOf(item)))).toBe(true);
    expect(budget.chapters?.map((chapter) => chapter.code)).toEqual(
      budget.chapters?.map((_, index) => String(index + 1)),
    );
    expect(budget.items.filter((item) => item.chapterCode === undefined)).toHaveLength(1);
    expect(budget.items.at(-1)?.chapterCode).toBeUndefined();
  });

  it('give MEDICIÓN a figure that times the price is not the amount', () => {
    for (const item of budget.items)
      expect(Math.abs(measuredWork(item) * item.precio_unitario - item.total)).toBeGreaterThan(
        0.01,
      );
  });

  it('repeat the header above each chapter and write TOTAL CAPÍTULO n in the unit column', () => {
    const rows = documentRows(QUALITY_CONTROL_SHEET_FAMILY.render(budget));
    const chapters = budget.chapters ?? [];
    expect(rows.filter((row) => row.join('|') === QUALITY_CONTROL_HEADER.join('|'))).toHaveLength(
      chapters.length,
    );
    for (const chapter of chapters)
      expect(
        rows.some((row) => row[2] === `TOTAL CAPÍTULO ${chapter.code}` && row[6] === chapter.total),
      ).toBe(true);
  });

  it('print US counts whose thousands comma a Spanish reader takes for a decimal (4,875)', () => {
    const rows = documentRows(QUALITY_CONTROL_WORD_US_FAMILY.render(budget));
    expect(rows.some((row) => /^\d{1,3},\d{3}$/.test(String(row[3])))).toBe(true);
    expect(rows.some((row) => /^\d{1,3}(,\d{3})+\.\d\d$/.test(String(row[6])))).toBe(true);
  });

  it('repeat a merged heading in each column it spans, under a 3-row header per chapter', () => {
    const rows = documentRows(MERGED_CELLS_CSV_FAMILY.render(budget));
    const heading = rows.findIndex((row) => String(row[0]).startsWith('CAPÍTULO 1:'));
    expect(new Set(rows[heading])).toEqual(new Set([rows[heading]?.[0]]));
    expect(rows[heading]).toHaveLength(7);
    expect(rows[heading + 2]?.[0]).toBe('ENSAYO');
    expect(rows[heading + 3]?.slice(4, 6)).toEqual(['ENSAYOS', 'UNITARIO']);
  });
});
