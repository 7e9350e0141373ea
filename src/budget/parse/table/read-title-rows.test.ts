import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../check/judge-reading.ts';
import type { TableCell } from '../../model/cell-grid.ts';
import { readBudgetTables } from './read-budget-tables.ts';

function read(rows: TableCell[][]) {
  const result = readBudgetTables([{ name: 'Hoja1', rows }], { unknownClient: 'Cliente' });
  if (!result) throw new Error('no table found');
  return checkParseResult(result);
}

const HEADER = ['DESCRIPCIÓN', 'UD', 'CANTIDAD', 'PRECIO', 'IMPORTE'];

describe('titles and descriptions in a table without codes', () => {
  it('reads a title right above another title as the chapter holding it, and after items one title as a sibling, two as a new parent', () => {
    const { budget, check } = read([
      HEADER,
      ['URBANIZACIÓN'],
      ['PAVIMENTACIÓN'],
      ['Solera', 'm2', 10, 20, 200],
      ['ALUMBRADO'],
      ['Farola', 'ud', 2, 50, 100],
      ['EDIFICACIÓN'],
      ['CIMENTACIÓN'],
      ['Zapata', 'm3', 3, 100, 300],
      ['TOTAL PRESUPUESTO', '', null, null, 600],
    ]);
    expect(budget.chapters?.map((chapter) => [chapter.title, chapter.level])).toEqual([
      ['URBANIZACIÓN', 1],
      ['PAVIMENTACIÓN', 2],
      ['ALUMBRADO', 2],
      ['EDIFICACIÓN', 1],
      ['CIMENTACIÓN', 2],
    ]);
    expect(check.status).toBe('reconciled');
  });

  it('reads capitals that go on with a description cut mid-phrase, or close its sentence, as description', () => {
    const { budget } = read([
      HEADER,
      ['FIRMES'],
      ['Hormigón HM-20', 'm3', 10, 20, 200],
      ['vertido y vibrado según'],
      ['NORMA UNE-EN 206'],
      ['Acera', 'm2', 10, 10, 100],
      ['ASFÁLTICO FRENTE A FACHADA.'],
      ['Bordillo', 'm', 1, 5, 5],
    ]);
    expect(budget.items.map((item) => item.resumen)).toEqual([
      'Hormigón HM-20\nvertido y vibrado según\nNORMA UNE-EN 206',
      'Acera\nASFÁLTICO FRENTE A FACHADA.',
      'Bordillo',
    ]);
    expect(budget.chapters?.map((chapter) => chapter.title)).toEqual(['FIRMES']);
  });

  it('reads a title without a code as text where the table prints its chapters’ codes', () => {
    const { budget } = read([
      ['CÓDIGO', ...HEADER],
      ['01', 'FIRMES'],
      ['E01', 'Solera', 'm2', 10, 20, 200],
      ['', 'REFORZADA CON MALLAZO'],
      ['E02', 'Acera', 'm2', 10, 10, 100],
    ]);
    expect(budget.items.map((item) => item.resumen)).toEqual([
      'Solera\nREFORZADA CON MALLAZO',
      'Acera',
    ]);
  });

  it('reads words and a unit without figures as an item left without them, never as description', () => {
    const { budget, check } = read([
      HEADER,
      ['Solera', 'm2', 10, 20, 200],
      ['Bordillo', 'm'],
      ['Acera', 'm2', 10, 10, 100],
      ['TOTAL PRESUPUESTO', '', null, null, 300],
    ]);
    expect(budget.items.map((item) => item.resumen)).toEqual(['Solera', 'Bordillo', 'Acera']);
    expect(check.status).not.toBe('reconciled');
  });
});
