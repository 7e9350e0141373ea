import { describe, expect, it } from 'vitest';
import { findUnsupportedChapters } from './find-unsupported-chapters.ts';
import { chapter, item } from './testing/chapter-fixtures.ts';

/**
 * pyCost's book read with its running head `3 CAPÍTULO 1. GESTIÓN …` as a chapter `3`
 * under `1.2`: the page's items moved under it, and `1.2`'s total, now its sum, agreed.
 */
const items = [item('I11JK001', '1.1'), item('E05.02', '1.1'), item('FLI11', '3')];
items.push(item('V46.12', '3'));

describe('findUnsupportedChapters', () => {
  it('names a chapter holding items but no total where every other chapter states its own', () => {
    const read = [chapter('1', undefined, 40), chapter('1.1', '1', 20), chapter('1.2', '1', 20)];
    read.push(chapter('3', '1.2'));
    expect(findUnsupportedChapters(items, read)).toEqual([{ code: '3', item: 2, empty: false }]);
  });

  it('names a chapter with no item and no total, leading to the first item after it', () => {
    const read = [chapter('1', undefined, 20), chapter('2'), chapter('3', undefined, 20)];
    const held = [item('A01', '1'), item('B01', '3')];
    expect(findUnsupportedChapters(held, read)).toEqual([{ code: '2', item: 1, empty: true }]);
  });

  it('leaves an empty chapter that the document declares as a record of its own (a .bc3)', () => {
    const read = [chapter('1', undefined, 20), chapter('2'), chapter('3', undefined, 20)];
    const held = [item('A01', '1'), item('B01', '3')];
    expect(findUnsupportedChapters(held, read, new Set(), true)).toEqual([]);
  });

  it('doubts no chapter holding only subchapters that state their totals', () => {
    const read = [chapter('1'), chapter('1.1', '1', 20), chapter('1.2', '1', 20)];
    const held = [item('A01', '1.1'), item('A02', '1.1'), item('B01', '1.2'), item('B02', '1.2')];
    expect(findUnsupportedChapters(held, read)).toEqual([]);
  });

  it('doubts no last subchapter left without its total whose code extends its parent’s', () => {
    const read = [chapter('01', undefined, 30), chapter('01.01', '01', 20), chapter('01.02', '01')];
    const held = [item('A01', '01.01'), item('A02', '01.01'), item('B01', '01.02')];
    expect(findUnsupportedChapters(held, read)).toEqual([]);
  });

  it('doubts no chapter of a document whose chapters state no totals as a rule', () => {
    const read = [chapter('1'), chapter('2'), chapter('3', undefined, 20)];
    const held = [item('A01', '1'), item('B01', '2'), item('C01', '3'), item('C02', '3')];
    expect(findUnsupportedChapters(held, read)).toEqual([]);
  });

  it('leaves to the item-row check a chapter it already doubts', () => {
    const read = [chapter('1', undefined, 40), chapter('1.1', '1', 20), chapter('1.2', '1', 20)];
    read.push(chapter('3', '1.2'));
    expect(findUnsupportedChapters(items, read, new Set(['3']))).toEqual([]);
  });
});
