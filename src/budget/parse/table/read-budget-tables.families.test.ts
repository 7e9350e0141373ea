/**
 * Every table family of the fixtures (testing/tables/), laid out as the one grid the table
 * stage receives (a sheet, a CSV, or a word processor's body: paragraphs as one-cell rows),
 * read by the table stage alone: the same items, words, chapters and totals, reconciled.
 * The file round trips (testing/tables/read-table-families.test.ts) add the extractors.
 */
import { describe, expect, it } from 'vitest';
import { checkParseResult } from '../../check/judge-reading.ts';
import { isReportedReconciled } from '../../testing/budget-figures.ts';
import { generateBudget } from '../../testing/generate-budget.ts';
import { TABLE_FAMILIES } from '../../testing/tables/table-families.ts';
import { tableFixtureBudget } from '../../testing/tables/table-fixture.ts';
import { documentRows } from '../../testing/tables/table-document.ts';
import { tableReading } from '../../testing/tables/table-reading.ts';
import { readBudgetTables } from './read-budget-tables.ts';

const SEEDS = [3, 17, 29];

function readGrid(rows: ReturnType<typeof documentRows>) {
  const result = readBudgetTables([{ name: 'Hoja1', rows }], { unknownClient: 'Cliente' });
  if (!result) throw new Error('no table found');
  return checkParseResult(result);
}

describe.each(TABLE_FAMILIES)('the table stage on $description', (family) => {
  it('reads the fixture back identical, reconciled', () => {
    const budget = tableFixtureBudget(family);
    const result = readGrid(documentRows(family.render(budget)));
    expect(tableReading(result.budget)).toEqual(tableReading(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });

  it.each(SEEDS)('reads a generated budget of seed %i back identical, reconciled', (seed) => {
    const budget = family.shape(generateBudget({ itemCount: 30, seed, ...family.generate }));
    const result = readGrid(documentRows(family.render(budget)));
    expect(tableReading(result.budget)).toEqual(tableReading(budget));
    expect(isReportedReconciled(result)).toBe(true);
  });
});
