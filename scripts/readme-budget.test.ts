import { describe, expect, it } from 'vitest';
import { readBudgetText } from '../src/budget/read-budget.ts';
import { makeReadmeBudget } from './readme-budget.ts';

describe("the README screenshots' budget", () => {
  const { budget, text } = makeReadmeBudget();

  it('is a small budget of about thirty items in chapters with subchapters, each item under a leaf chapter', () => {
    expect(budget.items.length).toBeGreaterThanOrEqual(25);
    expect(budget.items.length).toBeLessThanOrEqual(35);
    const chapters = budget.chapters ?? [];
    expect(chapters.filter((chapter) => chapter.level === 1).length).toBeGreaterThanOrEqual(3);
    expect(chapters.filter((chapter) => chapter.level === 2).length).toBeGreaterThanOrEqual(4);
    const parents = new Set(chapters.map((chapter) => chapter.parentCode));
    const leaves = new Set(chapters.filter((c) => !parents.has(c.code)).map((c) => c.code));
    for (const item of budget.items) expect(leaves.has(item.chapterCode ?? '')).toBe(true);
  });

  it('files each item under the chapter its title belongs to', () => {
    const titlesIn = (code: string) =>
      budget.items
        .filter((item) => item.chapterCode === code)
        .map((item) => item.resumen.split('\n')[0]);
    for (const title of titlesIn('03.01')) expect(title).toMatch(/ALUMB|COLUMNA|LUMINARIA/);
    for (const title of titlesIn('01.01'))
      expect(title).toMatch(/DEMOLICI|LEVANTADO|DESMONTAJE|CORTE/);
  });

  it('has measurement lines and no item measured to nothing', () => {
    expect(budget.items.some((item) => (item.measurements?.length ?? 0) > 1)).toBe(true);
    for (const item of budget.items) expect(item.total).toBeGreaterThan(0);
  });

  it('reads back from its printed text to the same items and total with the verdict "Cuadra"', () => {
    const reading = readBudgetText(text);
    expect(reading.check.status).toBe('reconciled');
    expect(reading.budget.items.map((item) => item.codigo)).toEqual(
      budget.items.map((item) => item.codigo),
    );
    expect(reading.budget.total).toBe(budget.total);
  });

  it('is the same budget on every run, so that regenerating the pictures changes nothing', () => {
    expect(makeReadmeBudget().text).toBe(text);
  });
});
