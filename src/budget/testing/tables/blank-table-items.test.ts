/**
 * Every item of a table, one at a time, left without figures (its quantity, price and amount
 * cells emptied, as a person deleting three cells would): the reading is never reported as
 * reconciled, and where every stated figure still agrees (the item's amount was 0,00) the
 * verdict is "revisar" and names an item without figures. The property test of the families
 * (read-table-families.property.test.ts) blanks one item of random budgets; this one blanks
 * each item of a few budgets, so the rows a random pick rarely hits (a chapter's first or
 * last item, one measured at zero) are all tried.
 */
import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../read-budget.ts';
import { blankItemFigures, countItemRows } from './table-document.ts';
import { TABLE_FAMILIES } from './table-families.ts';
import type { TableFamily } from './table-family.ts';
import { tableFixtureBudget } from './table-fixture.ts';
import { tableFileName, writeTableFile } from './write-table-file.ts';

/** Budgets small enough to blank every item in seconds, with subchapters and items measured 0. */
const ITEMS = 24;
const SEEDS = [7919, 15838, 203143752];

describe.each(TABLE_FAMILIES)('$description', (family: TableFamily) => {
  const type = family.files[0] ?? 'xlsx';

  it.each(SEEDS)(
    'never reports a table with any one item blanked as reconciled (seed %i)',
    async (seed) => {
      const budget = tableFixtureBudget(family, ITEMS, seed);
      const document = family.render(budget);
      const rows = countItemRows(document);
      expect(rows).toBe(budget.items.length);
      for (let index = 0; index < rows; index++) {
        const bytes = await writeTableFile(family, blankItemFigures(document, index), type);
        const { check } = await readBudgetFile(bytes, tableFileName(family, type));
        expect(check.status, `item ${index + 1} blanked`).not.toBe('reconciled');
        if (check.status === 'review')
          expect(check.doubts.map((doubt) => doubt.kind)).toContain('item-without-figures');
      }
    },
  );
});
