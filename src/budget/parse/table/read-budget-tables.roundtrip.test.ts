import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../check/judge-reading.ts';
import { makeBudgetCsv } from '../../extract/testing/make-budget-csv.ts';
import { budgetSheetRows, makeBudgetXlsx } from '../../extract/testing/make-budget-xlsx.ts';
import type { Budget } from '../../model/budget.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { readBudgetTables } from './read-budget-tables.ts';

/** What a reading must give back of a generated budget: codes, words, figures and chapters. */
function essentials(budget: Budget) {
  return {
    items: budget.items.map((item) => [
      item.codigo,
      item.resumen,
      item.uds,
      Number(item.cantidad.replace(/\./g, '').replace(',', '.')),
      item.precio_unitario,
      item.total,
      item.chapterCode,
    ]),
    total: budget.total,
  };
}

describe('readBudgetTables on generated budgets laid out as Presto and Arquímedes export them', () => {
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    it(`reads seed ${seed}'s sheet back to the same items, codes, words and chapters`, () => {
      const budget = generateBudget({ itemCount: 40 + seed * 7, seed });
      const result = readBudgetTables([{ name: 'Presupuesto', rows: budgetSheetRows(budget) }], {
        unknownClient: 'Cliente',
      });
      expect(result).toBeDefined();
      const read = result!.budget;
      expect(essentials(read)).toEqual(essentials(budget));
      expect(read.chapters?.map((chapter) => [chapter.code, chapter.title, chapter.level])).toEqual(
        budget.chapters?.map((chapter) => [chapter.code, chapter.title, chapter.level]),
      );
      expect(checkParseResult(result!).check.status).toBe('reconciled');
    });
  }

  it('reads the .xlsx and the ; CSV of one budget to the same reading through read-budget', async () => {
    const budget = generateBudget({ itemCount: 60, seed: 11 });
    const xlsx = await readBudgetFile(
      await makeBudgetXlsx(budget, { extraSheets: true }),
      'p.xlsx',
    );
    const csv = await readBudgetFile(new TextEncoder().encode(makeBudgetCsv(budget, ';')), 'p.csv');
    expect(essentials(xlsx.budget)).toEqual(essentials(budget));
    expect(essentials(csv.budget)).toEqual(essentials(budget));
    expect(xlsx.check.status).toBe('reconciled');
  });
});
