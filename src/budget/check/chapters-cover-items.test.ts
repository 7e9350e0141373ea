import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { chaptersCoverItems } from './chapters-cover-items.ts';

function budget(chapters: BudgetChapter[], itemChapters: (string | undefined)[]): Budget {
  return {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items: itemChapters.map((chapterCode, index) =>
      createBudgetItem({ codigo: `A${index}`, resumen: 'Partida', total: 1, chapterCode }),
    ),
    total: itemChapters.length,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
    chapters,
  };
}

const chapter = (code: string, statedTotal?: number, parentCode?: string): BudgetChapter => {
  const made: BudgetChapter = { code, title: code, level: parentCode ? 2 : 1, total: 1 };
  if (statedTotal !== undefined) made.statedTotal = statedTotal;
  if (parentCode !== undefined) made.parentCode = parentCode;
  return made;
};

describe('chaptersCoverItems', () => {
  it('covers items whose chapter, or an enclosing one, states its total', () => {
    const chapters = [chapter('01', 2), chapter('01.01', undefined, '01'), chapter('02', 1)];
    expect(chaptersCoverItems(budget(chapters, ['01.01', '01', '02']))).toBe(true);
  });

  it('leaves uncovered an item outside every chapter or under chapters that state nothing', () => {
    const chapters = [chapter('01', 1), chapter('02')];
    expect(chaptersCoverItems(budget(chapters, ['01', undefined]))).toBe(false);
    expect(chaptersCoverItems(budget(chapters, ['01', '02']))).toBe(false);
    expect(chaptersCoverItems(budget([], [undefined]))).toBe(false);
  });

  it('ends on a parent loop of a damaged file', () => {
    const chapters = [chapter('01', undefined, '02'), chapter('02', undefined, '01')];
    expect(chaptersCoverItems(budget(chapters, ['01']))).toBe(false);
  });
});
