import { describe, expect, it } from 'vitest';
import { codeKey, TableChapterTree } from './table-chapter-tree.ts';

describe('TableChapterTree', () => {
  it('nests a chapter after a chapter, a chapter after items as a sibling, and closes by code', () => {
    const tree = new TableChapterTree();
    tree.open('01', 'A');
    tree.open('SUB1', 'A1');
    tree.addItem(10);
    tree.open('SUB2', 'A2');
    tree.addItem(5);
    tree.close('SUB2', 5);
    tree.close('01', 15);
    tree.open('02', 'B');
    tree.addItem(1);
    expect(
      tree
        .finish()
        .map((chapter) => [
          chapter.code,
          chapter.level,
          chapter.parentCode,
          chapter.total,
          chapter.statedTotal,
        ]),
    ).toEqual([
      ['01', 1, undefined, 15, 15],
      ['SUB1', 2, '01', 10, undefined],
      ['SUB2', 2, '01', 5, 5],
      ['02', 1, undefined, 1, undefined],
    ]);
  });

  it('hangs a dotted code under its prefix while that chapter is open, and by its place once its total was printed', () => {
    const tree = new TableChapterTree();
    tree.open('C08', 'Alicatados');
    tree.open('C08.01', 'Zócalos');
    tree.addItem(4);
    tree.close('C08.01', 4);
    tree.close('C08', 4);
    tree.open('C15', 'Instalaciones');
    tree.open('C08.02', 'Saneamiento');
    tree.addItem(3);
    const parents = tree.finish().map((chapter) => [chapter.code, chapter.parentCode]);
    expect(parents).toEqual([
      ['C08', undefined],
      ['C08.01', 'C08'],
      ['C15', undefined],
      ['C08.02', 'C15'],
    ]);
  });

  it('opens `01.01` after `01.1` as another chapter, while a total naming either loosely closes the one open', () => {
    const tree = new TableChapterTree();
    tree.open('01', 'Actuaciones');
    tree.open('01.1', 'Fachada');
    tree.addItem(4);
    tree.open('01.01', 'Cubierta');
    tree.addItem(3);
    tree.close(tree.findToClose('1.1')!.code, 3);
    tree.open('01.1', 'Fachada');
    tree.addItem(2);
    expect(
      tree
        .finish()
        .map((chapter) => [chapter.code, chapter.parentCode, chapter.total, chapter.statedTotal]),
    ).toEqual([
      ['01', undefined, 9, undefined],
      ['01.1', '01', 6, undefined],
      ['01.01', '01', 3, 3],
    ]);
  });

  it('numbers chapters the table gives no code, never taking a code it gives', () => {
    const tree = new TableChapterTree();
    tree.open('1', 'Uno');
    tree.addItem(1);
    expect(tree.open('', 'Sin código')).toBe('2');
  });

  it('opens a chapter whose code has an open chapter’s shape as its sibling, after any depth of rows', () => {
    const tree = new TableChapterTree();
    tree.open('01', 'A');
    tree.open('01.02', 'A2');
    tree.addItem(1);
    tree.open('02', 'B');
    tree.open('S1', 'B1');
    tree.addItem(1);
    expect(tree.finish().map((chapter) => [chapter.code, chapter.parentCode])).toEqual([
      ['01', undefined],
      ['01.02', '01'],
      ['02', undefined],
      ['S1', '02'],
    ]);
  });

  it('finds the chapter a total closes among those of one title: the one being read', () => {
    const tree = new TableChapterTree();
    tree.open('', 'OBRA');
    tree.open('', 'ABASTECIMIENTO');
    tree.addItem(1);
    tree.close(tree.findToClose('ABASTECIMIENTO')?.code as string, 1);
    tree.open('', 'ABASTECIMIENTO');
    tree.addItem(2);
    expect(tree.findToClose('ABASTECIMIENTO')?.code).toBe('3');
    expect(tree.find('ABASTECIMIENTO')?.code).toBe('2');
  });
});

describe('codeKey', () => {
  it('names one chapter by its code with or without zero padding or a FIEBDC mark', () => {
    expect(new Set(['01.02', '1.2', '01.02#'].map(codeKey)).size).toBe(1);
    expect(codeKey('c01')).toBe('C01');
  });
});
