import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter, BudgetItem, ColumnName } from '../model/budget.ts';
import { sumTotals } from '../model/money.ts';
import { generateBudget } from '../testing/generate-budget.ts';
import { planBudgetRows, type BudgetTableRow } from './plan-budget-rows.ts';

const MONEY: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'];
const NO_MONEY: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD'];

function item(codigo: string, total: number, chapterCode?: string): BudgetItem {
  return {
    codigo,
    resumen: `PARTIDA ${codigo}`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '1',
    precio_unitario: total,
    total,
    ...(chapterCode === undefined ? {} : { chapterCode }),
  };
}

function chapter(code: string, level: number, parentCode?: string): BudgetChapter {
  return {
    code,
    title: `CAPÍTULO ${code}`,
    level,
    total: 0,
    ...(parentCode ? { parentCode } : {}),
  };
}

function budgetOf(items: BudgetItem[], chapters: BudgetChapter[] = [], columns = MONEY): Budget {
  return {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: sumTotals(items),
    availableColumns: columns,
    chapters,
  };
}

/** A compact picture of the rows: "H:01" heading, "I:A01" item, "S:01" subtotal, "T" total. */
function shape(rows: readonly BudgetTableRow[]): string[] {
  return rows.map((row) => {
    switch (row.kind) {
      case 'chapter-heading':
        return `H:${row.chapter.code}`;
      case 'item':
        return `I:${row.item.codigo}`;
      case 'chapter-subtotal':
        return `S:${row.chapter.code}`;
      case 'total':
        return 'T';
    }
  });
}

describe('planBudgetRows', () => {
  it('lays a budget without chapters out flat, with the total row last', () => {
    const rows = planBudgetRows(budgetOf([item('A01', 10), item('A02', 20)]), MONEY);
    expect(shape(rows)).toEqual(['I:A01', 'I:A02', 'T']);
    expect(rows.at(-1)).toEqual({ kind: 'total', total: 30 });
  });

  it('shades every other item row', () => {
    const rows = planBudgetRows(budgetOf([item('A01', 1), item('A02', 1), item('A03', 1)]), MONEY);
    expect(rows.filter((row) => row.kind === 'item').map((row) => row.shaded)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('adds no total row without a unit-price or total column', () => {
    expect(shape(planBudgetRows(budgetOf([item('A01', 10)], [], NO_MONEY), NO_MONEY))).toEqual([
      'I:A01',
    ]);
  });

  it('adds a total row when only the unit-price column is shown', () => {
    const columns: ColumnName[] = ['CÓDIGO', 'RESUMEN', 'P. UNIT.'];
    expect(shape(planBudgetRows(budgetOf([item('A01', 10)], [], columns), columns))).toEqual([
      'I:A01',
      'T',
    ]);
  });

  it('adds no total row when the total is 0', () => {
    expect(shape(planBudgetRows(budgetOf([item('A01', 0)]), MONEY))).toEqual(['I:A01']);
  });

  it('opens each chapter with a heading and closes it with its subtotal, subchapters nested inside', () => {
    const budget = budgetOf(
      [
        item('A01', 1, '01'),
        item('B01', 2, '01.01'),
        item('B02', 3, '01.02'),
        item('C01', 4, '02'),
      ],
      [chapter('01', 1), chapter('01.01', 2, '01'), chapter('01.02', 2, '01'), chapter('02', 1)],
    );
    expect(shape(planBudgetRows(budget, MONEY))).toEqual([
      'H:01',
      'I:A01',
      'H:01.01',
      'I:B01',
      'S:01.01',
      'H:01.02',
      'I:B02',
      'S:01.02',
      'S:01',
      'H:02',
      'I:C01',
      'S:02',
      'T',
    ]);
  });

  it('shows chapter headings but no subtotals without a money column', () => {
    const budget = budgetOf([item('A01', 1, '01')], [chapter('01', 1)], NO_MONEY);
    expect(shape(planBudgetRows(budget, NO_MONEY))).toEqual(['H:01', 'I:A01']);
  });

  it('lists items of an unknown chapter where they were read instead of dropping them', () => {
    const budget = budgetOf(
      [item('A01', 1, '01'), item('X01', 2, '99'), item('Y01', 3)],
      [chapter('01', 1)],
    );
    expect(shape(planBudgetRows(budget, MONEY))).toEqual([
      'H:01',
      'I:A01',
      'S:01',
      'I:X01',
      'I:Y01',
      'T',
    ]);
  });

  it('keeps items outside every chapter before, between and after the chapters as they were read', () => {
    // A quality-control sheet: an opening item, chapters 1 and 2 (2 with a subchapter first
    // read), an item between them, and the final report row after the last chapter.
    const budget = budgetOf(
      [
        item('P01', 1),
        item('A01', 1, '1'),
        item('Q01', 1),
        item('B11', 1, '2.1'),
        item('B01', 1, '2'),
        item('R01', 1),
      ],
      [chapter('1', 1), chapter('2', 1), chapter('2.1', 2, '2')],
    );
    expect(shape(planBudgetRows(budget, MONEY))).toEqual([
      'I:P01',
      'H:1',
      'I:A01',
      'S:1',
      'I:Q01',
      'H:2',
      'I:B01',
      'H:2.1',
      'I:B11',
      'S:2.1',
      'S:2',
      'I:R01',
      'T',
    ]);
  });

  it('survives a parent loop and a chapter listed twice, showing each chapter once', () => {
    const budget = budgetOf(
      [item('A01', 1, 'A'), item('B01', 1, 'B')],
      [chapter('A', 1, 'B'), chapter('B', 2, 'A'), chapter('A', 1)],
    );
    const rows = shape(planBudgetRows(budget, MONEY));
    expect(rows.filter((row) => row.startsWith('H:'))).toEqual(['H:A', 'H:B']);
    expect(rows.filter((row) => row.startsWith('I:')).sort()).toEqual(['I:A01', 'I:B01']);
  });

  it('gives subtotals and the total the figures the document states, else the sums', () => {
    const budget = budgetOf(
      [item('A01', 10, '01'), item('B01', 20, '02')],
      [
        { code: '01', title: 'UNO', level: 1, total: 10, statedTotal: 22.34 },
        { code: '02', title: 'DOS', level: 1, total: 20 },
      ],
    );
    budget.statedTotal = 42.34;
    const amounts = planBudgetRows(budget, MONEY).flatMap((row) =>
      row.kind === 'chapter-subtotal' ? [row.amount] : row.kind === 'total' ? [row.total] : [],
    );
    expect(amounts).toEqual([22.34, 20, 42.34]);
  });

  it('places every item of a generated budget exactly once', () => {
    const budget = generateBudget({ itemCount: 300, seed: 11 });
    const rows = planBudgetRows(budget, budget.availableColumns);
    const placed = rows.flatMap((row) => (row.kind === 'item' ? [row.item] : []));
    expect(placed).toHaveLength(budget.items.length);
    expect(new Set(placed)).toEqual(new Set(budget.items));
    const headings = rows.filter((row) => row.kind === 'chapter-heading').length;
    const subtotals = rows.filter((row) => row.kind === 'chapter-subtotal').length;
    expect(headings).toBe(budget.chapters!.length);
    expect(subtotals).toBe(headings);
  });
});
