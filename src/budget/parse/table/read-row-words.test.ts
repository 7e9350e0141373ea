import { describe, expect, it } from 'vitest';
import { isPageMark, readChapterWords, readTotalWords, trailingFigure } from './read-row-words.ts';

describe('readChapterWords', () => {
  it('reads a chapter keyword title’s code, title and level', () => {
    expect(readChapterWords('CAPÍTULO 1: EXPLANACIONES.')).toEqual({
      code: '1',
      title: 'EXPLANACIONES',
      level: 1,
    });
    expect(readChapterWords('Capítulo nº 4 ESTRUCTURA')).toEqual({
      code: '4',
      title: 'ESTRUCTURA',
      level: 1,
    });
    expect(readChapterWords('SUBCAPÍTULO 01.02 FIRMES')).toEqual({
      code: '01.02',
      title: 'FIRMES',
      level: 2,
    });
    expect(readChapterWords('Capítulos de obra')).toBeUndefined();
  });
});

describe('readTotalWords', () => {
  it('reads what a total names and whether it is the budget’s own', () => {
    expect(readTotalWords('TOTAL CAPÍTULO 3')).toEqual({
      kind: 'total',
      reference: ['3'],
      budget: false,
    });
    expect(readTotalWords('TOTAL 01.01')).toEqual({
      kind: 'total',
      reference: ['01.01'],
      budget: false,
    });
    expect(readTotalWords('PRESUPUESTO DE EJECUCIÓN MATERIAL')).toMatchObject({ budget: true });
    expect(readTotalWords('PRESUPUESTO SIN IVA')).toMatchObject({ budget: true });
    expect(readTotalWords('TOTAL PRESUPUESTO CONTRATA')).toEqual({ kind: 'summary' });
    expect(readTotalWords('Presupuesto de ejecución por contrata (PEC)')).toEqual({
      kind: 'summary',
    });
    expect(readTotalWords('Totalmente colocado')).toBeUndefined();
  });

  it('reads the summary lines below a budget named by their rate or their name', () => {
    for (const label of [
      '21% IVA',
      '13% GG',
      '6 % B.I.',
      '13,00 % Gastos generales',
      '6% de beneficio industrial',
      'Gastos generales 13%',
      'I.V.A. (21%)',
      'IVA 21 %',
    ])
      expect(readTotalWords(label), label).toEqual({ kind: 'summary' });
    expect(readTotalWords('21 m2 IVA')).toBeUndefined();
    expect(readTotalWords('Ivanov tornillería')).toBeUndefined();
    expect(readTotalWords('Beneficiado de juntas')).toBeUndefined();
  });

  it('reads an amount written inside a total’s words', () => {
    expect(trailingFigure('TOTAL 178.885.602,81', 'es')).toBe(178_885_602.81);
    expect(trailingFigure('TOTAL 26,391.19 €', 'es')).toBe(26_391.19);
  });
});

describe('isPageMark', () => {
  it('reads a page number in words, not a word that opens like one', () => {
    for (const text of ['Página 2', 'Pág. 2 de 7', 'PAG 12', 'Hoja 3/9', 'Hoja nº 4'])
      expect(isPageMark(text), text).toBe(true);
    for (const text of ['Página web 2', 'Hojas 3', 'Pavimento 2', 'Hoja de sierra 300'])
      expect(isPageMark(text), text).toBe(false);
  });
});
