import { describe, expect, it } from 'vitest';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { findGluedChapterCodes } from './find-glued-chapter-codes.ts';

const coded = (codigo: string) => createBudgetItem({ codigo, resumen: 'Partida' });

describe('findGluedChapterCodes', () => {
  it("names a code that opens with a chapter's number, its heading row run into the item's", () => {
    const items = ['01.02 HVF12', 'GJP13', 'P51IV014', 'E19YE016'].map(coded);
    expect(findGluedChapterCodes(items)).toEqual([0]);
    expect(findGluedChapterCodes(['1 PIN010', 'EXC020'].map(coded))).toEqual([0]);
  });

  it('leaves codes with spaces of their own, and a document that numbers every code so', () => {
    const own = ['REC POZ', 'KAL 515', 'CANALETA 2', 'PINT ANTIPOLVO', 'E01'].map(coded);
    expect(findGluedChapterCodes(own)).toEqual([]);
    expect(findGluedChapterCodes(['1 A', '2 B', '3 C'].map(coded))).toEqual([]);
  });

  it('names the code of a budget of one item whose chapter number names no chapter read', () => {
    expect(findGluedChapterCodes(['01 APUH_001'].map(coded))).toEqual([0]);
    expect(findGluedChapterCodes(['01 1'].map(coded))).toEqual([0]);
    const chapter = { code: '1', title: 'DEMOLICIONES', level: 1, total: 0 };
    expect(findGluedChapterCodes(['1 A'].map(coded), [chapter])).toEqual([]);
  });

  it('leaves a number glued to a number where the first is no zero-padded chapter number', () => {
    expect(findGluedChapterCodes(['1 2', 'E01', 'E02'].map(coded))).toEqual([]);
  });

  it('names an item without code whose description holds a glued code as a line of its own', () => {
    const item = createBudgetItem({
      codigo: '',
      resumen: 'ALUMBRADO PÚBLICO\nCalzadas.\n01 APUG_001',
    });
    expect(findGluedChapterCodes([item])).toEqual([0]);
    const chapter = { code: '1', title: 'PRESUPUESTO DE OBRA', level: 1, total: 0 };
    expect(findGluedChapterCodes([item], [chapter])).toEqual([0]);
  });

  it('leaves description lines that wrap onto a number and a word or a unit', () => {
    const wrapped = (resumen: string) => createBudgetItem({ codigo: '', resumen });
    const items = [wrapped('CON 12 KG DE ACERO B\n500 S.'), wrapped('CADA\n10 M2'), wrapped('A')];
    expect(findGluedChapterCodes(items)).toEqual([]);
  });

  it('names a code followed by a chapter’s number, where the sheet types the code last', () => {
    // `… | DJE10` and the next row `01.02 | ALUMBRADO …` run together.
    const items = ['APUF_009', 'DJE10 01.02', 'm23T86I011', 'N77.12'].map(coded);
    expect(findGluedChapterCodes(items)).toEqual([1]);
    expect(findGluedChapterCodes(['E01 02', 'E02'].map(coded))).toEqual([0]);
    // A code's own number after its word is no chapter's.
    expect(findGluedChapterCodes(['CANALETA 2', 'KAL 515', 'E01'].map(coded))).toEqual([]);
  });
});
