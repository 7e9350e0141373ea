import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { chooseBetterReading, isBeyondImprovement } from './choose-better-reading.ts';
import { checkParseResult } from './judge-reading.ts';

/**
 * A reading of two items, 6,00 € each; a third, `A3`, left without figures when `third` is
 * `blank`, read as measured at zero (`0,00 × 5,00 = 0,00`) when it is `zero`.
 */
function read(statedTotal: number | undefined, third: 'none' | 'blank' | 'zero' = 'none') {
  const items = [
    createBudgetItem({
      codigo: 'A1',
      resumen: 'Partida A1',
      cantidad: '2,00',
      precio_unitario: 3,
      total: 6,
    }),
    createBudgetItem({
      codigo: 'A2',
      resumen: 'Partida A2',
      cantidad: '3,00',
      precio_unitario: 2,
      total: 6,
    }),
  ];
  if (third === 'blank') items.push(createBudgetItem({ codigo: 'A3', resumen: 'Partida A3' }));
  if (third === 'zero')
    items.push(
      createBudgetItem({
        codigo: 'A3',
        resumen: 'Partida A3',
        cantidad: '0,00',
        precio_unitario: 5,
      }),
    );
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: 12,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return checkParseResult({ budget, warnings: [] });
}

describe('chooseBetterReading', () => {
  it('keeps the table reading unless the text reading ranks above it', () => {
    const table = read(12, 'blank');
    expect(table.check.status).toBe('review');
    expect(chooseBetterReading(table, read(12, 'zero'))).not.toBe(table);
    expect(chooseBetterReading(table, read(12.01, 'zero')).check.status).toBe('rounding');
    expect(chooseBetterReading(table, read(undefined, 'zero'))).toBe(table);
    expect(chooseBetterReading(table, read(13, 'zero'))).toBe(table);
  });

  it('keeps a table reading with an item without figures over a text reading that lost the item', () => {
    // The text reading made `A3` a chapter heading, or glued it to a description: with its
    // amount gone every sum agrees, so it ranks as reconciled by hiding the doubt.
    const table = read(12, 'blank');
    const text = read(12);
    expect(text.check.status).toBe('reconciled');
    expect(chooseBetterReading(table, text)).toBe(table);
    expect(chooseBetterReading(table, text, 'text')).toBe(table);
  });

  it('keeps a table reading over a text reading that agrees only for leaving a stated chapter total unread', () => {
    // The table read chapter 1's total one cent off its items (rounding); the text reading
    // did not read that total at all, so nothing it read disagrees.
    const withChapter = (reading: ReturnType<typeof read>, statedTotal: number | undefined) => {
      const chapter = { code: '1', title: 'OBRA', level: 1, total: 12 };
      reading.budget.chapters = [statedTotal === undefined ? chapter : { ...chapter, statedTotal }];
      for (const item of reading.budget.items) item.chapterCode = '1';
      return checkParseResult(reading);
    };
    const table = withChapter(read(12), 12.01);
    const text = withChapter(read(12), undefined);
    expect(text.check.status).toBe('reconciled');
    expect(table.check.status).not.toBe('reconciled');
    expect(chooseBetterReading(table, text)).toBe(table);
    // A text reading that read the chapter's total, and agrees with it, is the better one.
    const checked = withChapter(read(12), 12);
    expect(chooseBetterReading(table, checked)).toBe(checked);
    // A text reading that read no chapter at all left the total unread too (`TOTAL CAPÍTULO 1
    // 10623`: a whole number, a line of words to the line reader).
    const flat = checkParseResult({ budget: { ...read(12).budget }, warnings: [] });
    expect(flat.check.status).toBe('reconciled');
    expect(chooseBetterReading(table, flat)).toBe(table);
  });

  it('takes the text reading of a PDF where the chapter total it lacks is the budget total it checked', () => {
    // A one-chapter report whose `TOTAL Capítulo 01` line was lost: the PDF grid's reading
    // states the budget's total for the chapter (and lost every code); the text reading
    // checked that very figure as the budget's.
    const withChapter = (reading: ReturnType<typeof read>, statedTotal: number | undefined) => {
      const chapter = { code: '01', title: 'OBRA', level: 1, total: 12 };
      reading.budget.chapters = [statedTotal === undefined ? chapter : { ...chapter, statedTotal }];
      for (const item of reading.budget.items) item.chapterCode = '01';
      return checkParseResult(reading);
    };
    const table = withChapter(read(12), 12);
    const text = withChapter(read(12), undefined);
    expect(chooseBetterReading(table, text, 'text')).toBe(text);
  });

  it('keeps a table reading with an item whose amount is not its product over a text reading that lost the item', () => {
    // `A3 | 0,00 | 5,00 | 7,00`: the line reader found no product on the row and left it out.
    const table = read(12);
    table.budget.items.push(
      createBudgetItem({
        codigo: 'A3',
        resumen: 'Partida A3',
        cantidad: '0,00',
        precio_unitario: 5,
        total: 7,
      }),
    );
    table.budget.total = 19;
    const checked = checkParseResult(table);
    expect(checked.check.doubts.map((doubt) => doubt.kind)).toContain('amount-not-product');
    expect(chooseBetterReading(checked, read(12))).toBe(checked);
  });

  it('takes a text reading that read the doubted row with its price and amount under another code', () => {
    // The table took a measurement's figure for the code and lost the quantity (`1,49 | |
    // 3,00 | 6,00`); the text reading read that row whole, as `A2` 3,00 × 2,00 = 6,00.
    const table = read(12);
    const row = table.budget.items[1]!;
    table.budget.items[1] = { ...row, codigo: '1,49', cantidad: '' };
    const checked = checkParseResult(table);
    expect(checked.check.doubts.map((doubt) => doubt.kind)).toContain('item-without-quantity');
    const text = read(12);
    expect(chooseBetterReading(checked, text)).toBe(text);
    // Read with another price (2,00 × 3,00) and another code, it is no reading of that row.
    const other = read(12);
    other.budget.items[1] = {
      ...other.budget.items[1]!,
      codigo: 'A9',
      cantidad: '2,00',
      precio_unitario: 3,
    };
    const otherChecked = checkParseResult(other);
    expect(otherChecked.check.status).toBe('reconciled');
    expect(chooseBetterReading(checked, otherChecked)).toBe(checked);
  });

  it('keeps the text reading of a PDF over a table reading that names none of the items the text reading coded', () => {
    // TCQ's PDF grid: each code stood in the text cell above its row of figures, and the
    // table kept only the figures. A line lost left the text reading an item in doubt.
    const table = read(12);
    for (const item of table.budget.items) item.codigo = '';
    const uncoded = checkParseResult(table);
    expect(uncoded.check.status).toBe('reconciled');
    const text = read(12, 'blank');
    expect(text.check.status).toBe('review');
    expect(chooseBetterReading(uncoded, text, 'text')).toBe(text);
    // A sheet's real columns: a table without codes is the sheet's own (typed without them).
    expect(chooseBetterReading(uncoded, text, 'table')).toBe(uncoded);
    // One code the table read is no loss of every code.
    uncoded.budget.items[0]!.codigo = 'A1';
    expect(chooseBetterReading(uncoded, text, 'text')).toBe(uncoded);
  });

  it('matches items without a code by their first line', () => {
    const uncoded = (reading: ReturnType<typeof read>) => {
      for (const item of reading.budget.items) item.codigo = '';
      return checkParseResult(reading);
    };
    const table = uncoded(read(12, 'blank'));
    expect(chooseBetterReading(table, uncoded(read(12)))).toBe(table);
  });
});

describe('chooseBetterReading on a tie', () => {
  it('gives a tie to the table for real columns, to the text for a PDF grid', () => {
    const table = read(12);
    const text = read(12);
    expect(chooseBetterReading(table, text)).toBe(table);
    expect(chooseBetterReading(table, text, 'text')).toBe(text);
    // Only a tie: a better-borne table reading wins whatever the tie rule.
    expect(chooseBetterReading(table, read(13), 'text')).toBe(table);
  });
});

describe('chooseBetterReading against a reading that checks nothing', () => {
  it('takes a text reading that states nothing over a table reading whose figures disagree', () => {
    const table = read(13);
    expect(table.check.status).toBe('mismatch');
    expect(chooseBetterReading(table, read(undefined))).not.toBe(table);
  });

  it('never trades a table reading for a text reading that read no item', () => {
    const table = read(13);
    const nothing = checkParseResult({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items: [createBudgetItem({ codigo: 'ERROR', resumen: 'No se pudieron extraer partidas' })],
        total: 0,
        availableColumns: ['CÓDIGO', 'RESUMEN'],
      },
      warnings: [],
    });
    expect(chooseBetterReading(table, nothing)).toBe(table);
  });

  it('needs no text reading beside a reconciled table reading, where ties go to the table', () => {
    expect(isBeyondImprovement(read(12))).toBe(true);
    expect(isBeyondImprovement(read(12), 'text')).toBe(false);
    expect(isBeyondImprovement(read(undefined))).toBe(false);
  });
});
