/**
 * Round trip of every table family as every file type it is written as: the reading must
 * give back the generated budget's items (codes, words, units, figures), chapters (titles,
 * nesting, totals) and total, and be reported as reconciled. Cases the reader does not read
 * yet run as `it.fails`, from the one list in tables-not-yet-read.ts.
 */
import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../read-budget.ts';
import { isReportedReconciled } from '../budget-figures.ts';
import { TABLE_FAMILIES } from './table-families.ts';
import { tableFixtureBudget } from './table-fixture.ts';
import { tableReading } from './table-reading.ts';
import { isTableReadToday } from './tables-not-yet-read.ts';
import { tableFileName, writeTableFile } from './write-table-file.ts';

describe.each(TABLE_FAMILIES)('$description', (family) => {
  for (const type of family.files) {
    const test = isTableReadToday(family.id, type) ? it : it.fails;
    test(`reads its .${type} back with the same items, words, chapters and total, reconciled`, async () => {
      const budget = tableFixtureBudget(family);
      const bytes = await writeTableFile(family, family.render(budget), type);
      const result = await readBudgetFile(bytes, tableFileName(family, type));
      expect(tableReading(result.budget)).toEqual(tableReading(budget));
      expect(isReportedReconciled(result)).toBe(true);
    });
  }
});
