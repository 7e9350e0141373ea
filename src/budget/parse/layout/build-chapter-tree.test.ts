import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChapterTree, codeNamedBy, numberKey } from './build-chapter-tree.ts';

const shape = (tree: ChapterTree) =>
  tree
    .finish()
    .map(({ chapter }) => [chapter.code, chapter.level, chapter.total, chapter.statedTotal]);

describe('ChapterTree', () => {
  it('hangs a heading under the one right before it, and one after items beside their chapter', () => {
    const tree = new ChapterTree();
    tree.open('21', 'PATOLOGÍAS GRAVES', undefined);
    tree.open('01.1', 'PAT. 2', undefined);
    tree.addItem(10);
    tree.open('01.01', 'PAT. 3', undefined);
    tree.addItem(5);
    expect(tree.closeByTotal(['01.01'], 5, 9)).toBe(true);
    expect(tree.closeByTotal(['21'], 15, 10)).toBe(true);
    tree.open('22', 'NO GRAVES', undefined);
    tree.addItem(1);
    expect(shape(tree)).toEqual([
      ['21', 1, 15, 15],
      ['01.1', 2, 10, undefined],
      ['01.01', 2, 5, 5],
      ['22', 1, 1, undefined],
    ]);
  });

  it('follows keyword levels and dotted codes, and ignores a heading repeated on a new page', () => {
    const tree = new ChapterTree();
    tree.open('4', 'ESTRUCTURA', 1);
    tree.open('4.1', 'VIVIENDA', undefined);
    tree.addItem(100);
    expect(tree.isOpen('4')).toBe(true);
    tree.open('4.2', 'PISCINA', undefined);
    tree.addItem(50);
    tree.open('5', 'FACHADAS', 1);
    tree.addItem(7);
    expect(shape(tree)).toEqual([
      ['4', 1, 150, undefined],
      ['4.1', 2, 100, undefined],
      ['4.2', 2, 50, undefined],
      ['5', 1, 7, undefined],
    ]);
  });

  it('matches a total by title or by a zero-padded code, and leaves an unnamed total to the budget', () => {
    const tree = new ChapterTree();
    tree.open('1', 'VIVIENDA MODULAR', undefined);
    tree.open('1.1', 'MOVIMIENTO DE TIERRAS', undefined);
    tree.addItem(3);
    expect(tree.closeByTotal(['MOVIMIENTO', 'DE', 'TIERRAS'], 3, 5)).toBe(true);
    expect(tree.closeByTotal(['01'], 3, 6)).toBe(true);
    expect(tree.closeByTotal([':'], 3, 7)).toBe(false);
    expect(tree.closeByTotal(['Test', 'title'], 3, 8)).toBe(false);
    expect(shape(tree)).toEqual([
      ['1', 1, 3, 3],
      ['1.1', 2, 3, 3],
    ]);
  });

  it('keeps the later total of a chapter, which covers its subchapters too', () => {
    const tree = new ChapterTree();
    tree.open('1.8', 'ESTANQUE', undefined);
    tree.addItem(10);
    tree.closeByTotal(['ESTANQUE'], 10, 1);
    tree.open('1.8.1', 'CAMARA', undefined);
    tree.addItem(2);
    tree.closeByTotal(['CAMARA'], 2, 2);
    tree.closeByTotal(['ESTANQUE'], 12, 3);
    expect(shape(tree)).toEqual([
      ['1.8', 1, 12, 12],
      ['1.8.1', 2, 2, 2],
    ]);
  });

  it('takes for the budget total the amount the top chapters add up to, not the contract total', () => {
    const tree = new ChapterTree();
    tree.open('01', 'ACTUACIONES', 1);
    tree.addItem(100);
    tree.closeByTotal(['01'], 100, 1);
    tree.open('02', 'VARIOS', 1);
    tree.addItem(20);
    tree.closeByTotal(['02'], 20, 2);
    const suma = { amount: 142.8, line: 4, named: false };
    const pem = { amount: 120, line: 3, named: true };
    expect(tree.budgetTotal([suma], [pem])).toBe(pem);
    expect(tree.budgetTotal([suma, { amount: 120, line: 5, named: false }], [])?.line).toBe(5);
  });

  it('takes the first total without label when no amount is the sum of the top chapters', () => {
    const tree = new ChapterTree();
    tree.open('01', 'ACTUACIONES', 1);
    tree.addItem(100);
    tree.closeByTotal(['01'], 99, 1);
    const lost = { amount: 91, line: 2, named: true };
    const total = { amount: 100, line: 3, named: false };
    const suma = { amount: 121, line: 4, named: false };
    const loose = { amount: 7, line: 5, named: true };
    expect(tree.budgetTotal([lost, total, suma], [loose])).toBe(total);
    expect(tree.budgetTotal([lost], [loose])).toBe(lost);
    expect(tree.budgetTotal([], [loose])).toBeUndefined();
  });

  it('drops headings that hold no item and state nothing', () => {
    const tree = new ChapterTree();
    tree.open('P030326', 'PRESUPUESTO', undefined);
    tree.open('1', 'ACTUACIONES', 1);
    tree.addItem(1);
    expect(shape(tree).map(([code]) => code)).toEqual(['1']);
  });
});

describe('codeNamedBy', () => {
  it('names the chapter code of a total line', () => {
    expect(codeNamedBy(['CAPÍTULO', 'C01', 'MOVIMIENTO'])).toBe('C01');
    expect(codeNamedBy(['nº', '1', 'ACTUACIONES'])).toBe('1');
    expect(codeNamedBy(['01.1'])).toBe('1.1');
  });
});

describe('numberKey', () => {
  it('gives every numeric code its parts as numbers print them back, padded or not', () => {
    expect(numberKey('01.02')).toBe('1.2');
    expect(numberKey('000.10.0')).toBe('0.10.0');
    expect(numberKey('12345678901234567890.01')).toBe('12345678901234567000.1');
    expect(numberKey('E01.02')).toBe('E01.02');
    const part = fc.stringMatching(/^[0-9]{1,20}$/);
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 5 }), (parts) => {
        const code = parts.join('.');
        expect(numberKey(code)).toBe(parts.map(Number).join('.'));
      }),
      { seed: 20261127, numRuns: 2000 },
    );
  });
});
