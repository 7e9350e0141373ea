import { describe, expect, it } from 'vitest';
import type { BudgetChapter, BudgetItem } from '../model/budget.ts';
import { explainBc3Differences, type Bc3Figures } from './explain-bc3-differences.ts';

function item(codigo: string, chapterCode: string, total: number): BudgetItem {
  return {
    codigo,
    resumen: codigo,
    uds: 'ud',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1,00',
    precio_unitario: total,
    total,
    chapterCode,
  };
}

function chapter(
  code: string,
  total: number,
  statedTotal: number,
  parentCode?: string,
): BudgetChapter {
  return {
    code,
    title: `Capítulo ${code}`,
    level: parentCode === undefined ? 1 : 2,
    total,
    statedTotal,
    ...(parentCode === undefined ? {} : { parentCode }),
  };
}

function figures(overrides: Partial<Bc3Figures>): Bc3Figures {
  return {
    chapters: [],
    items: [],
    total: 0,
    documentKind: 'budget',
    certificationNumber: '',
    ...overrides,
  };
}

const messages = (input: Bc3Figures) =>
  explainBc3Differences(input).map((warning) => (warning.kind === 'notice' ? warning.message : ''));

describe('explainBc3Differences', () => {
  it('says nothing when every stated figure equals its lines', () => {
    const input = figures({
      chapters: [chapter('01', 148, 148)],
      items: [item('A', '01', 148)],
      statedTotal: 148,
      total: 148,
    });
    expect(explainBc3Differences(input)).toEqual([]);
  });

  it('says the file contradicts itself when a root does not state the sum its chapters state', () => {
    const input = figures({
      chapters: [chapter('01', 148, 148), chapter('02', 10, 10)],
      items: [item('A', '01', 148), item('B', '02', 10)],
      statedTotal: 1000,
      total: 158,
    });
    expect(messages(input)).toEqual([
      'El propio archivo no cuadra: su raíz declara 1.000,00, pero sus capítulos declaran en total 158,00.',
    ]);
  });

  it('points out a chapter that repeats the lines of another chapter but states a different total', () => {
    const input = figures({
      chapters: [chapter('01', 148, 148), chapter('02', 148, 500)],
      items: [item('A', '01', 148), item('A', '02', 148)],
      statedTotal: 296,
      total: 296,
    });
    expect(messages(input)).toContain(
      'El capítulo 02 (Capítulo 02) declara 500,00, pero sus líneas suman 148,00: son las mismas partidas y mediciones que el capítulo 01 (Capítulo 01), que declara 148,00.',
    );
  });

  it('names only the deepest chapter that states an amount over lines that are all zero', () => {
    const input = figures({
      chapters: [chapter('01', 0, 40), chapter('01.1', 0, 40, '01')],
      items: [item('A', '01.1', 0)],
      statedTotal: 40,
      total: 0,
    });
    expect(messages(input)).toEqual([
      'El capítulo 01.1 (Capítulo 01.1) declara 40,00, pero todas sus líneas tienen cantidad o precio cero: el archivo no trae las partidas que den esa cifra.',
    ]);
  });

  it('counts the chapters beyond the eighth in one line instead of listing them all', () => {
    const codes = Array.from({ length: 11 }, (_, index) => `C${index}`);
    const input = figures({
      chapters: codes.map((code) => chapter(code, 0, 1)),
      items: codes.map((code) => item('A', code, 0)),
      statedTotal: 11,
      total: 0,
    });
    const notices = messages(input);
    expect(notices).toHaveLength(9);
    expect(notices[8]).toBe(
      'Y 3 capítulos más que declaran un importe sin líneas con precio y cantidad.',
    );
  });

  it('explains a certification first: its stated figures need not be the certified lines', () => {
    const input = figures({
      chapters: [chapter('01', 100, 500)],
      items: [item('A', '01', 100)],
      statedTotal: 500,
      total: 100,
      documentKind: 'certification',
      certificationNumber: '8',
    });
    expect(messages(input)[0]).toBe(
      'Este archivo es una certificación (FIEBDC-3 ~V tipo 3, certificación nº 8), no un presupuesto: sus mediciones son lo certificado y sus líneas suman 100,00, ' +
        'mientras que su raíz declara 500,00 y 1 de 1 capítulos declaran importes distintos de sus líneas. ' +
        'En una certificación esos importes pueden ser los del presupuesto o los acumulados a origen, no los de esta certificación.',
    );
  });
});
