import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findItemRowsAsChapters } from './find-item-rows-as-chapters.ts';
import { chapter, item } from './testing/chapter-fixtures.ts';

/**
 * Arquímedes' export read with `ARQ010`'s figures emptied: its row became a chapter under
 * `1.1`, taking the items after it.
 */
const chapters = [chapter('1', undefined, 60), chapter('1.1', '1', 40), chapter('1.2', '1', 20)];
const items = [
  item('COL010', '1.1'),
  item('TUB020', 'ARQ030'),
  item('PAV040', 'ARQ030'),
  item('BOR050', '1.2'),
  item('EXC060', '1.2'),
];

describe('findItemRowsAsChapters', () => {
  it('names a chapter stating no total whose code has its items’ shape and no chapter’s', () => {
    const read = [...chapters.slice(0, 2), chapter('ARQ030', '1.1'), chapters[2]!];
    expect(findItemRowsAsChapters(items, read)).toEqual([{ code: 'ARQ030', firstItem: 1 }]);
  });

  it('names one at the top of the tree too, beside items outside every chapter', () => {
    const top = [
      createBudgetItem({ codigo: 'COL010', resumen: 'Partida', total: 10 }),
      item('TUB020', 'ARQ030'),
      item('BOR050', '2'),
    ];
    const read = [chapter('1', undefined, 10), chapter('ARQ030'), chapter('2', undefined, 10)];
    expect(findItemRowsAsChapters(top, read)).toEqual([{ code: 'ARQ030', firstItem: 1 }]);
  });

  it('names one whose code has no item’s shape where every other chapter states its total', () => {
    const read = [...chapters.slice(0, 2), chapter('m23W82M001', '1.1'), chapters[2]!];
    const mixed = items.map((one) =>
      one.chapterCode === 'ARQ030' ? { ...one, chapterCode: 'm23W82M001' } : one,
    );
    expect(findItemRowsAsChapters(mixed, read)).toEqual([{ code: 'm23W82M001', firstItem: 1 }]);
    const unstated = read.map((one) => (one.code === '1.2' ? chapter('1.2', '1') : one));
    expect(findItemRowsAsChapters(mixed, unstated)).toEqual([]);
  });

  it('leaves a chapter that states a total or holds a subchapter', () => {
    const stated = [...chapters.slice(0, 2), chapter('ARQ030', '1.1', 20), chapters[2]!];
    expect(findItemRowsAsChapters(items, stated)).toEqual([]);
    const parent = [
      ...chapters.slice(0, 2),
      chapter('ARQ030', '1.1'),
      chapter('1.1.1', 'ARQ030', 0),
      chapters[2]!,
    ];
    expect(findItemRowsAsChapters(items, parent)).toEqual([]);
  });

  it('leaves a chapter whose code has another chapter’s shape', () => {
    const read = [...chapters.slice(0, 2), chapter('1.3', '1'), chapters[2]!];
    const under = items.map((one) =>
      one.chapterCode === 'ARQ030' ? { ...one, chapterCode: '1.3' } : one,
    );
    expect(findItemRowsAsChapters(under, read)).toEqual([]);
  });

  it('leaves a chapter whose items extend its code, or have a shape of their own', () => {
    const read = [chapter('1', undefined, 10), chapter('2', undefined, 10), chapter('E01')];
    const extending = [item('A11', '1'), item('E011', 'E01'), item('E012', 'E01')];
    expect(findItemRowsAsChapters(extending, read)).toEqual([]);
    const ownShape = [item('A11', '1'), item('E01DCC010', 'E01'), item('E01DCC020', 'E01')];
    expect(findItemRowsAsChapters(ownShape, read)).toEqual([]);
    const itemShaped = [item('A11', '1'), item('E02', 'E01'), item('E03', 'E01')];
    expect(findItemRowsAsChapters(itemShaped, read)).toEqual([{ code: 'E01', firstItem: 1 }]);
  });

  it('names one under the one other chapter, closed by its total, in a budget of few items', () => {
    const read = [chapter('1', undefined, 60), chapter('ARQ030', '1')];
    expect(findItemRowsAsChapters(items, read)).toEqual([{ code: 'ARQ030', firstItem: 1 }]);
  });

  it('says nothing of a chapter alone, with no other chapter to tell its grammar', () => {
    expect(findItemRowsAsChapters(items, [chapter('ARQ030')])).toEqual([]);
  });
});
