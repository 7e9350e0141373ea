import { describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../check/judge-reading.ts';
import type { Budget, BudgetItem } from '../model/budget.ts';
import type { ParseWarning } from '../parse/parse-result.ts';
import { readBudgetText } from '../read-budget.ts';
import { formatReportNumber } from '../testing/generate-budget.ts';
import { misprintItemPrice } from '../testing/misprint-item-price.ts';
import { applyBudgetEdit, type BudgetEdit } from './apply-budget-edit.ts';
import { chooseShownChapterTotal, chooseShownTotal } from '../check/choose-shown-total.ts';
import { computeBudgetSummary } from '../check/compute-budget-summary.ts';

function item(
  codigo: string,
  cantidad: string,
  price: number,
  total: number,
  chapterCode: string,
): BudgetItem {
  return {
    codigo,
    resumen: `Partida ${codigo}\nDescripción de ${codigo}.`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad,
    precio_unitario: price,
    total,
    chapterCode,
  };
}

/**
 * Chapter 01 (subchapter 01.01 with A and B) and chapter 02 (C), as the document states them:
 * 01.01 = 100,00, 01 = 100,00, 02 = 30,00, total 130,00. Item B's price was read as 2,00, not 20,00.
 */
function misreadBudget(warnings: ParseWarning[] = []): CheckedParseResult {
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'CALLE TENERIFE',
    items: [
      item('A', '10', 5, 50, '01.01'),
      item('B', '2,5', 2, 5, '01.01'),
      item('C', '3', 10, 30, '02'),
    ],
    total: 85,
    statedTotal: 130,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters: [
      { code: '01', title: 'OBRA CIVIL', level: 1, total: 55, statedTotal: 100 },
      {
        code: '01.01',
        title: 'PAVIMENTOS',
        level: 2,
        parentCode: '01',
        total: 55,
        statedTotal: 100,
      },
      { code: '02', title: 'VARIOS', level: 1, total: 30, statedTotal: 30 },
    ],
  };
  return checkParseResult({ budget, warnings });
}

function apply(result: CheckedParseResult, edit: BudgetEdit): CheckedParseResult {
  const outcome = applyBudgetEdit(result, edit);
  if (!outcome.ok) throw new Error(`refused: ${outcome.error}`);
  return outcome.result;
}

describe('correcting a misread budget', () => {
  it('turns a mismatch into reconciled when the misread price is corrected', () => {
    const before = misreadBudget();
    expect(before.check.status).toBe('mismatch');
    const after = apply(before, {
      kind: 'set-item-field',
      index: 1,
      field: 'precio_unitario',
      value: '20,00',
    });
    expect(after.budget.items[1]).toMatchObject({ precio_unitario: 20, total: 50 });
    expect(after.budget.total).toBe(130);
    expect(after.budget.chapters?.map((chapter) => chapter.total)).toEqual([100, 100, 30]);
    expect(after.check.status).toBe('reconciled');
    expect(after.check.difference).toBe(0);
  });

  it('leaves the given result untouched, so the history can return to it', () => {
    const before = misreadBudget();
    apply(before, { kind: 'set-item-field', index: 1, field: 'precio_unitario', value: '20' });
    expect(before.budget.items[1]!.precio_unitario).toBe(2);
    expect(before.budget.total).toBe(85);
    expect(before.check.status).toBe('mismatch');
  });

  it('recomputes the amount as quantity × price to the cent, without float drift', () => {
    // 0,1 × 0,3 € style: 3 × 0,10 is 0,30, and 0,7 × 0,10 = 0,07.
    let result = apply(misreadBudget(), {
      kind: 'set-item-field',
      index: 2,
      field: 'precio_unitario',
      value: '0,10',
    });
    expect(result.budget.items[2]!.total).toBe(0.3);
    result = apply(result, { kind: 'set-item-field', index: 2, field: 'cantidad', value: '0,7' });
    expect(result.budget.items[2]).toMatchObject({ cantidad: '0,7', total: 0.07 });
    expect(result.budget.chapters?.[2]!.total).toBe(0.07);
    expect(result.budget.total).toBe(55.07);
  });

  it('adds ten items of 0,10 € to the total as exactly 1,00 €', () => {
    const lines: ParseWarning[] = Array.from({ length: 10 }, (_, line) => ({
      kind: 'unplaced-line',
      line,
      text: `Línea ${line}`,
    }));
    let result = misreadBudget(lines);
    for (let line = 0; line < 10; line++) {
      result = apply(result, { kind: 'make-item-from-line', line, afterIndex: 2 });
      result = apply(result, { kind: 'set-item-field', index: 3, field: 'cantidad', value: '1' });
      result = apply(result, {
        kind: 'set-item-field',
        index: 3,
        field: 'precio_unitario',
        value: '0,1',
      });
    }
    expect(result.budget.total).toBe(86);
    expect(result.budget.chapters?.[2]!.total).toBe(31);
  });

  it('rounds a half cent away from zero: 1,005 units at 1,00 € is 1,01 €', () => {
    const result = apply(
      apply(misreadBudget(), {
        kind: 'set-item-field',
        index: 2,
        field: 'precio_unitario',
        value: '1',
      }),
      { kind: 'set-item-field', index: 2, field: 'cantidad', value: '1,005' },
    );
    expect(result.budget.items[2]!.total).toBe(1.01);
  });

  it('settles the reader’s doubt about an amount once quantity or price is corrected', () => {
    const doubt: ParseWarning = {
      kind: 'amount-mismatch',
      line: 9,
      codigo: 'C',
      expected: 30,
      actual: 31,
    };
    const before = misreadBudget([doubt]);
    expect(before.check.amountMismatches).toBe(1);
    const after = apply(before, {
      kind: 'set-item-field',
      index: 2,
      field: 'cantidad',
      value: '3',
    });
    expect(after.check.amountMismatches).toBe(0);
    expect(after.warnings).toEqual([]);
  });

  it('settles a figure lost in a cell of several once the user types the item’s quantity', () => {
    const lost: ParseWarning = { kind: 'merged-figures', line: 9, codigo: 'C', text: '3 10,00' };
    const before = misreadBudget([lost]);
    expect(before.check.status).not.toBe('reconciled');
    const after = apply(before, {
      kind: 'set-item-field',
      index: 2,
      field: 'cantidad',
      value: '3',
    });
    expect(after.warnings).toEqual([]);
  });

  it('accepts a thousands-grouped quantity and keeps it as typed', () => {
    const result = apply(misreadBudget(), {
      kind: 'set-item-field',
      index: 0,
      field: 'cantidad',
      value: '1.234,5',
    });
    expect(result.budget.items[0]).toMatchObject({ cantidad: '1.234,5', total: 6172.5 });
  });

  it('refuses a number that is not Spanish-formatted, and a price finer than a cent', () => {
    const before = misreadBudget();
    expect(
      applyBudgetEdit(before, {
        kind: 'set-item-field',
        index: 0,
        field: 'cantidad',
        value: '2.5',
      }),
    ).toEqual({
      ok: false,
      error: 'not-a-number',
    });
    expect(
      applyBudgetEdit(before, {
        kind: 'set-item-field',
        index: 0,
        field: 'precio_unitario',
        value: '1,234',
      }),
    ).toEqual({
      ok: false,
      error: 'too-many-price-decimals',
    });
    expect(
      applyBudgetEdit(before, { kind: 'set-item-field', index: 0, field: 'codigo', value: '  ' }),
    ).toEqual({
      ok: false,
      error: 'empty-code',
    });
    expect(
      applyBudgetEdit(before, { kind: 'set-item-field', index: 7, field: 'codigo', value: 'X' }),
    ).toEqual({
      ok: false,
      error: 'no-such-item',
    });
  });

  it('changes code, summary, unit and measurement figures without touching the amounts', () => {
    let result = misreadBudget();
    result = apply(result, { kind: 'set-item-field', index: 0, field: 'codigo', value: 'A-1' });
    result = apply(result, {
      kind: 'set-item-field',
      index: 0,
      field: 'summary',
      value: 'Solado de gres',
    });
    result = apply(result, { kind: 'set-item-field', index: 0, field: 'unit', value: 'm2' });
    result = apply(result, { kind: 'set-item-field', index: 0, field: 'longitud', value: '12,50' });
    expect(result.budget.items[0]).toMatchObject({
      codigo: 'A-1',
      resumen: 'Solado de gres\nDescripción de A.',
      uds: 'm2',
      longitud: '12,50',
      total: 50,
    });
    expect(result.budget.total).toBe(85);
  });

  it('replaces the whole of a title the source wrapped over two lines, keeping the description', () => {
    const read = misreadBudget();
    const wrapped = checkParseResult({
      budget: {
        ...read.budget,
        items: read.budget.items.map((line, index) =>
          index === 0
            ? {
                ...line,
                resumen: 'Medidas de seguridad durante la ejecución de la\nobra.\nIncluye caseta.',
              }
            : line,
        ),
      },
      warnings: [],
    });
    const result = apply(wrapped, {
      kind: 'set-item-field',
      index: 0,
      field: 'summary',
      value: 'Seguridad y salud de la obra.',
    });
    expect(result.budget.items[0]!.resumen).toBe('Seguridad y salud de la obra.\nIncluye caseta.');
  });

  it('deletes an item and takes its amount off its chapters and the total', () => {
    const result = apply(misreadBudget(), { kind: 'delete-item', index: 0 });
    expect(result.budget.items.map((read) => read.codigo)).toEqual(['B', 'C']);
    expect(result.budget.chapters?.map((chapter) => chapter.total)).toEqual([5, 5, 30]);
    expect(result.budget.total).toBe(35);
  });
});

describe('the user’s corrections become the budget', () => {
  it('shows the sum of the lines as they stand in every total once a quantity is changed', () => {
    const before = misreadBudget();
    // As read, the document's own figures are shown (130,00, not the lines' 85,00).
    expect(chooseShownTotal(before.budget)).toBe(130);
    const after = apply(before, {
      kind: 'set-item-field',
      index: 2,
      field: 'cantidad',
      value: '4',
    });
    const { budget } = after;
    expect(budget.linesEdited).toBe(true);
    expect(chooseShownTotal(budget)).toBe(95);
    expect(budget.chapters?.map((chapter) => chooseShownChapterTotal(budget, chapter))).toEqual([
      55, 55, 40,
    ]);
    // The verdict keeps what the document said, for the app alone.
    expect(after.check.status).toBe('mismatch');
    expect(after.check.stated).toBe(130);
    expect(after.check.parsed).toBe(95);
  });

  it('bases PEM, GG, BI and IVA on the edited lines', () => {
    const read = misreadBudget();
    const withSummary = checkParseResult({
      budget: { ...read.budget, summary: { pem: 130, gastosGeneralesPercent: 10, ivaPercent: 21 } },
      warnings: [],
    });
    const after = apply(withSummary, {
      kind: 'set-item-field',
      index: 0,
      field: 'precio_unitario',
      value: '6',
    });
    expect(computeBudgetSummary(after.budget)).toMatchObject({
      pem: 95,
      gastosGenerales: 9.5,
      iva: 21.95,
      contractTotal: 126.45,
    });
  });

  it('counts a deleted or an added line as a correction, and a renamed one not', () => {
    const deleted = apply(misreadBudget(), { kind: 'delete-item', index: 0 });
    expect(chooseShownTotal(deleted.budget)).toBe(35);
    const renamed = apply(misreadBudget(), {
      kind: 'set-item-field',
      index: 0,
      field: 'summary',
      value: 'Otra',
    });
    expect(renamed.budget.linesEdited).toBeUndefined();
    expect(chooseShownTotal(renamed.budget)).toBe(130);
  });

  it('keeps the state before the correction as read, so an undo shows the document’s figures', () => {
    const before = misreadBudget();
    apply(before, { kind: 'set-item-field', index: 2, field: 'cantidad', value: '4' });
    expect(before.budget.linesEdited).toBeUndefined();
    expect(chooseShownTotal(before.budget)).toBe(130);
  });
});

describe('placing the lines the reader could not place', () => {
  const unplaced: ParseWarning[] = [
    { kind: 'unplaced-line', line: 14, text: '  incluso limpieza final  ' },
    { kind: 'unplaced-line', line: 20, text: 'Reposición de bordillo' },
  ];

  it('appends a line to an item’s description and drops it from the unplaced list', () => {
    const before = misreadBudget(unplaced);
    expect(before.check.unplacedLines).toBe(2);
    const after = apply(before, { kind: 'append-line-to-item', line: 14, index: 0 });
    expect(after.budget.items[0]!.resumen).toBe(
      'Partida A\nDescripción de A.\nincluso limpieza final',
    );
    expect(after.check.unplacedLines).toBe(1);
  });

  it('makes a line a new item in the chapter of the item before it, then prices it', () => {
    let result = apply(misreadBudget(unplaced), {
      kind: 'make-item-from-line',
      line: 20,
      afterIndex: 1,
    });
    expect(result.budget.items.map((read) => read.codigo)).toEqual(['A', 'B', '', 'C']);
    expect(result.budget.items[2]).toMatchObject({
      resumen: 'Reposición de bordillo',
      chapterCode: '01.01',
      total: 0,
    });
    result = apply(result, { kind: 'set-item-field', index: 2, field: 'cantidad', value: '4,5' });
    result = apply(result, {
      kind: 'set-item-field',
      index: 2,
      field: 'precio_unitario',
      value: '10',
    });
    expect(result.budget.items[2]!.total).toBe(45);
    expect(result.budget.chapters?.[1]!.total).toBe(100);
    expect(result.budget.total).toBe(130);
    // Without a code among coded items it is still one to review, until it is given one.
    expect(result.check.doubts).toEqual([{ kind: 'item-without-code', item: 2, codigo: '' }]);
    result = apply(result, { kind: 'set-item-field', index: 2, field: 'codigo', value: 'A2' });
    expect(result.check.status).toBe('reconciled');
  });

  it('refuses a line that was already placed', () => {
    const placed = apply(misreadBudget(unplaced), {
      kind: 'append-line-to-item',
      line: 14,
      index: 0,
    });
    expect(applyBudgetEdit(placed, { kind: 'append-line-to-item', line: 14, index: 1 })).toEqual({
      ok: false,
      error: 'no-such-line',
    });
  });
});

describe('setting the document’s header', () => {
  it('sets the client, title, number and date', () => {
    let result = misreadBudget();
    result = apply(result, {
      kind: 'set-header',
      field: 'client',
      value: ' Ayuntamiento de Arona ',
    });
    result = apply(result, {
      kind: 'set-header',
      field: 'title',
      value: 'Reurbanización calle Tenerife',
    });
    result = apply(result, { kind: 'set-header', field: 'id', value: 'PRE-2026-117' });
    result = apply(result, { kind: 'set-header', field: 'date', value: '2026-02-28' });
    expect(result.budget).toMatchObject({
      client: 'Ayuntamiento de Arona',
      title: 'Reurbanización calle Tenerife',
      id: 'PRE-2026-117',
      date: '2026-02-28',
    });
  });

  it('refuses a date that does not exist', () => {
    expect(
      applyBudgetEdit(misreadBudget(), { kind: 'set-header', field: 'date', value: '2026-02-30' }),
    ).toEqual({
      ok: false,
      error: 'invalid-date',
    });
  });
});

describe('correcting a budget read from its report', () => {
  it('reconciles once the one misprinted price is corrected in the reading', () => {
    const misprinted = misprintItemPrice(40, 41);
    const read = readBudgetText(misprinted.text);
    expect(read.check.status).toBe('mismatch');
    expect(read.budget.items[misprinted.index]!.precio_unitario).toBe(misprinted.wrongPrice);
    const corrected = apply(read, {
      kind: 'set-item-field',
      index: misprinted.index,
      field: 'precio_unitario',
      value: formatReportNumber(misprinted.truePrice),
    });
    expect(corrected.budget.items[misprinted.index]!.total).toBe(
      misprinted.budget.items[misprinted.index]!.total,
    );
    expect(corrected.budget.total).toBe(misprinted.budget.total);
    expect(corrected.check.status).toBe('reconciled');
  });
});
