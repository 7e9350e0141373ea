import { describe, expect, it } from 'vitest';
import { roundToCents, sumTotals } from '../model/money.ts';
import { formatReportNumber, generateBudget } from './generate-budget.ts';

describe('generateBudget', () => {
  it('gives the same budget for the same seed and a different one for another seed', () => {
    expect(generateBudget({ itemCount: 30, seed: 5 })).toEqual(
      generateBudget({ itemCount: 30, seed: 5 }),
    );
    expect(generateBudget({ itemCount: 30, seed: 6 })).not.toEqual(
      generateBudget({ itemCount: 30, seed: 5 }),
    );
  });

  it('makes the requested number of items, each total being quantity × price rounded to cents', () => {
    const budget = generateBudget({ itemCount: 250, seed: 9 });
    expect(budget.items).toHaveLength(250);
    for (const item of budget.items) {
      const quantity = Number(item.cantidad.replace(/\./g, '').replace(',', '.'));
      expect(item.total).toBe(roundToCents(quantity * item.precio_unitario));
    }
    expect(budget.total).toBe(sumTotals(budget.items));
  });

  it('groups items in chapters whose totals add up', () => {
    const budget = generateBudget({ itemCount: 100, seed: 3 });
    const chapters = budget.chapters ?? [];
    expect(chapters.length).toBeGreaterThan(1);
    const topLevel = chapters.filter((chapter) => chapter.level === 1);
    expect(sumTotals(topLevel)).toBe(budget.total);
    for (const item of budget.items)
      expect(chapters.some((chapter) => chapter.code === item.chapterCode)).toBe(true);
  });

  it('gives measured items a quantity equal to the sum of their partials', () => {
    const budget = generateBudget({ itemCount: 50, seed: 4, measurements: true });
    for (const item of budget.items) {
      const partials = (item.measurements ?? []).map((line) =>
        Number(line.parcial.replace(/\./g, '').replace(',', '.')),
      );
      expect(item.measurements?.length).toBeGreaterThan(0);
      expect(item.cantidad).toBe(
        formatReportNumber(Math.max(0, sumTotals(partials.map((total) => ({ total }))))),
      );
    }
  });

  it('leaves some measurement lines without a comment or without dimensions when asked to', () => {
    const lines = generateBudget({
      itemCount: 60,
      seed: 4,
      measurements: true,
      commentlessMeasurements: true,
    }).items.flatMap((item) => item.measurements ?? []);
    expect(lines.some((line) => line.comment === '')).toBe(true);
    const countOnly = lines.filter((line) => line.longitud === '');
    expect(countOnly.length).toBeGreaterThan(0);
    for (const line of countOnly) expect(line.parcial).toBe(formatReportNumber(Number(line.uds)));
    const lengthOnly = lines.filter((line) => line.uds === '');
    expect(lengthOnly.length).toBeGreaterThan(0);
    for (const line of lengthOnly) expect(line.parcial).toBe(line.longitud);
  });

  it('keeps the budgets of existing seeds when comment-less lines are not asked for', () => {
    const lines = generateBudget({ itemCount: 60, seed: 4, measurements: true }).items.flatMap(
      (item) => item.measurements ?? [],
    );
    expect(lines.every((line) => line.comment !== '' && line.longitud !== '')).toBe(true);
  });

  it('splits some subchapters into sub-subchapters whose totals add up to theirs at depth 3', () => {
    const budget = generateBudget({ itemCount: 120, seed: 8, depth: 3 });
    const chapters = budget.chapters ?? [];
    const deepest = chapters.filter((chapter) => chapter.level === 3);
    expect(deepest.length).toBeGreaterThan(0);
    for (const chapter of chapters) {
      const inside = budget.items.filter(
        (item) =>
          item.chapterCode === chapter.code ||
          (item.chapterCode?.startsWith(`${chapter.code}.`) ?? false),
      );
      expect(chapter.total).toBe(sumTotals(inside));
    }
    for (const chapter of deepest) {
      const parent = chapters.findIndex((other) => other.code === chapter.parentCode);
      expect(parent).toBeGreaterThanOrEqual(0);
      expect(chapters.indexOf(chapter)).toBeGreaterThan(parent);
    }
    expect(generateBudget({ itemCount: 120, seed: 8 }).chapters?.some((c) => c.level === 3)).toBe(
      false,
    );
  });

  it('formats numbers as Spanish reports print them', () => {
    expect(formatReportNumber(1605.9)).toBe('1.605,90');
    expect(formatReportNumber(-25)).toBe('-25,00');
    expect(formatReportNumber(2881012.28)).toBe('2.881.012,28');
  });
});
