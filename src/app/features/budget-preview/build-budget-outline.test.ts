import { describe, expect, it } from 'vitest';
import type { BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';
import { createBudgetItem } from '../../../budget/model/create-budget-item.ts';
import { buildBudgetOutline, flattenOutline } from './build-budget-outline.ts';

function item(codigo: string, total: number, chapterCode?: string): BudgetItem {
  const made = createBudgetItem({ codigo, resumen: `Partida ${codigo}`, total });
  if (chapterCode !== undefined) made.chapterCode = chapterCode;
  return made;
}

const chapter = (code: string, parentCode?: string): BudgetChapter => ({
  code,
  title: `Capítulo ${code}`,
  level: parentCode === undefined ? 1 : 2,
  total: 0,
  ...(parentCode === undefined ? {} : { parentCode }),
});

/** The shown rows as short labels: `c01` a chapter heading, `iA` an item. */
function labels(items: BudgetItem[], chapters: BudgetChapter[], folded: string[] = []): string[] {
  const outline = buildBudgetOutline(items, chapters);
  return flattenOutline(outline, items.length, new Set(folded)).rows.map((row) =>
    row.kind === 'chapter' ? `c${row.node.chapter.code}` : `i${items[row.index]!.codigo}`,
  );
}

describe('the outline of the preview', () => {
  const chapters = [chapter('01'), chapter('01.01', '01'), chapter('01.02', '01'), chapter('02')];
  const items = [
    item('A', 10.1, '01.01'),
    item('B', 0.2, '01.01'),
    item('C', 5, '01.02'),
    item('D', 7, '02'),
  ];

  it('nests subchapters and items in reading order, and sums each chapter’s lines to the cent', () => {
    expect(labels(items, chapters)).toEqual([
      'c01',
      'c01.01',
      'iA',
      'iB',
      'c01.02',
      'iC',
      'c02',
      'iD',
    ]);
    const outline = buildBudgetOutline(items, chapters);
    expect(outline.chapters.get('01')?.subtotalCents).toBe(1530);
    expect(outline.chapters.get('01.01')?.subtotalCents).toBe(1030);
    expect(outline.chapters.get('01')?.itemCount).toBe(3);
    expect(outline.chapters.get('01.02')?.depth).toBe(2);
    expect(outline.ancestorsOf(1)).toEqual(['01', '01.01']);
  });

  it('hides everything inside a folded chapter, and tells where each item is shown', () => {
    expect(labels(items, chapters, ['01.01'])).toEqual([
      'c01',
      'c01.01',
      'c01.02',
      'iC',
      'c02',
      'iD',
    ]);
    expect(labels(items, chapters, ['01'])).toEqual(['c01', 'c02', 'iD']);
    const outline = buildBudgetOutline(items, chapters);
    const shown = flattenOutline(outline, items.length, new Set(['01.01']));
    expect(Array.from(shown.rowOfItem)).toEqual([-1, -1, 3, 5]);
    expect(shown.shownItems).toEqual([2, 3]);
  });

  it('keeps items outside any chapter where they are, and shows a chapter with no item', () => {
    const loose = [item('X', 1), item('A', 2, '02'), item('Y', 3, 'ZZ')];
    expect(labels(loose, [chapter('01'), chapter('02')])).toEqual(['iX', 'c02', 'iA', 'iY', 'c01']);
  });

  it('survives a parent loop in a damaged file', () => {
    const looped = [
      { ...chapter('01'), parentCode: '02' },
      { ...chapter('02'), parentCode: '01' },
    ];
    expect(labels([item('A', 1, '01')], looped)).toEqual(['c02', 'c01', 'iA']);
  });
});
