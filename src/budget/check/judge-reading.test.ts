import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { createBudgetItem } from '../model/create-budget-item.ts';
import { sumTotals } from '../model/money.ts';
import type { ParseResult, ParseWarning } from '../parse/parse-result.ts';
import { readBudgetText } from '../read-budget.ts';
import { checkParseResult, judgeReading, warningsBesideVerdict } from './judge-reading.ts';

function item(total: number, chapterCode: string): BudgetItem {
  return {
    codigo: `${chapterCode}.1`,
    resumen: 'Partida',
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

/** Two chapters of two items each, 1.000,00 € and 234,56 €, both stated as printed. */
function twoChapterReading(overrides: Partial<Budget> = {}, warnings: ParseWarning[] = []) {
  const items = [item(600, '01'), item(400, '01'), item(200, '02'), item(34.56, '02')];
  const chapters: BudgetChapter[] = [
    { code: '01', title: 'MOVIMIENTO DE TIERRAS', level: 1, total: 1000, statedTotal: 1000 },
    { code: '02', title: 'CIMENTACIÓN', level: 1, total: 234.56, statedTotal: 234.56 },
  ];
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: sumTotals(items),
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
    statedTotal: 1234.56,
    source: { format: 'pdf' },
    ...overrides,
  };
  return { budget, warnings } satisfies ParseResult;
}

describe('judgeReading', () => {
  it('reconciles a reading whose total and every chapter equal the document’s', () => {
    const verdict = judgeReading(twoChapterReading());
    expect(verdict).toMatchObject({
      status: 'reconciled',
      reconciled: true,
      documentKind: 'budget',
      parsed: 1234.56,
      stated: 1234.56,
      difference: 0,
      totalAgreement: 'equal',
      mismatchedChapters: 0,
      roundingNotes: 0,
      unplacedLines: 0,
      amountMismatches: 0,
    });
    expect(verdict.chapters.map((chapter) => chapter.agreement)).toEqual(['equal', 'equal']);
  });

  it('names the chapter off by 12,34 and the total, with their differences', () => {
    const reading = twoChapterReading({ statedTotal: 1246.9 });
    reading.budget.chapters![1]!.statedTotal = 246.9;
    const verdict = judgeReading(reading);
    expect(verdict.status).toBe('mismatch');
    expect(verdict.reconciled).toBe(false);
    expect(verdict).toMatchObject({ difference: -12.34, totalAgreement: 'mismatch' });
    expect(verdict.mismatchedChapters).toBe(1);
    expect(verdict.chapters[1]).toMatchObject({
      code: '02',
      parsed: 234.56,
      stated: 246.9,
      difference: -12.34,
      agreement: 'mismatch',
    });
    expect(verdict.chapters[0]!.agreement).toBe('equal');
  });

  it('calls a difference within a cent per line a rounding note, never reconciled', () => {
    // Four lines: the program may have summed unrounded amounts, up to four cents apart.
    const verdict = judgeReading(twoChapterReading({ statedTotal: 1234.59 }));
    expect(verdict).toMatchObject({
      status: 'rounding',
      reconciled: false,
      totalAgreement: 'rounding',
      difference: -0.03,
      roundingNotes: 1,
    });
  });

  it('counts the unplaced lines and the items whose amount is not quantity × price', () => {
    const verdict = judgeReading(
      twoChapterReading({}, [
        { kind: 'unplaced-line', line: 12, text: 'texto suelto' },
        { kind: 'unplaced-line', line: 40, text: 'otra línea' },
        { kind: 'amount-mismatch', line: 7, codigo: '01.1', expected: 600, actual: 610 },
      ]),
    );
    expect(verdict.unplacedLines).toBe(2);
    expect(verdict.amountMismatches).toBe(1);
    // An item whose arithmetic fails is a reading to check, even when the sums agree.
    expect(verdict.status).toBe('mismatch');
  });

  it('never reconciles a reading that left a line printing an amount unplaced', () => {
    const words = judgeReading(
      twoChapterReading({}, [{ kind: 'unplaced-line', line: 12, text: 'NÚM. CÓDIGO UD' }]),
    );
    expect(words.status).toBe('reconciled');
    const amount = judgeReading(
      twoChapterReading({}, [
        { kind: 'unplaced-line', line: 13, text: '(P - 1) 173,95 0,000 9.999,88', amount: 9999.88 },
      ]),
    );
    expect(amount.status).toBe('mismatch');
    expect(amount.unplacedLines).toBe(1);
  });

  it('leaves a budget that states no total unchecked, never reconciled', () => {
    const reading = twoChapterReading();
    delete reading.budget.statedTotal;
    for (const chapter of reading.budget.chapters!) delete chapter.statedTotal;
    const verdict = judgeReading(reading);
    expect(verdict).toMatchObject({ status: 'unchecked', reconciled: false });
    expect(verdict.stated).toBeUndefined();
    expect(verdict.totalAgreement).toBeUndefined();
  });

  it('still reports a stated chapter that differs when the total is not stated', () => {
    const reading = twoChapterReading();
    delete reading.budget.statedTotal;
    reading.budget.chapters![0]!.statedTotal = 900;
    expect(judgeReading(reading).status).toBe('mismatch');
  });

  it('names a certification, and checks it like any budget', () => {
    const verdict = judgeReading(
      twoChapterReading({ source: { format: 'bc3', documentKind: 'certification' } }),
    );
    expect(verdict).toMatchObject({ documentKind: 'certification', status: 'reconciled' });
  });

  it('names a price database and leaves it unchecked: it has no work total', () => {
    const named = judgeReading(
      twoChapterReading({ source: { format: 'bc3', documentKind: 'price-database' } }),
    );
    expect(named).toMatchObject({ documentKind: 'price-database', status: 'unchecked' });
    // A reader that only noticed the missing quantities says the same.
    const noticed = judgeReading(twoChapterReading({}, [{ kind: 'no-quantities' }]));
    expect(noticed.documentKind).toBe('price-database');
  });
});

/** The reading with one more item, placed at `at` in chapter 01: the figures still agree. */
function withItem(at: number, extra: BudgetItem, overrides: Partial<Budget> = {}) {
  const reading = twoChapterReading(overrides);
  reading.budget.items.splice(at, 0, { ...extra, chapterCode: '01' });
  return reading;
}

describe('judgeReading on each item', () => {
  it('asks for a review, never reconciled, when the figures agree but an item has none', () => {
    // A description line read as an item took the real item's figures; every total matches.
    const verdict = judgeReading(
      withItem(1, createBudgetItem({ codigo: '01.0', resumen: 'Excavación en zanja' })),
    );
    expect(verdict).toMatchObject({ status: 'review', reconciled: false, totalAgreement: 'equal' });
    expect(verdict.doubts).toEqual([{ kind: 'item-without-figures', item: 1, codigo: '01.0' }]);
  });

  it('asks for a review when rounding and a doubt meet: the doubt is the graver', () => {
    const verdict = judgeReading(
      withItem(1, createBudgetItem({ codigo: '01.0', resumen: 'Partida' }), {
        statedTotal: 1234.57,
      }),
    );
    expect(verdict.status).toBe('review');
  });

  it('keeps a mismatch a mismatch, and a reading with nothing stated unchecked, listing the doubts', () => {
    const bare = createBudgetItem({ codigo: '01.0', resumen: 'Partida' });
    const mismatch = judgeReading(withItem(1, bare, { statedTotal: 2000 }));
    expect(mismatch.status).toBe('mismatch');
    expect(mismatch.doubts).toHaveLength(1);
    const reading = withItem(1, bare);
    delete reading.budget.statedTotal;
    for (const chapter of reading.budget.chapters!) delete chapter.statedTotal;
    const unchecked = judgeReading(reading);
    expect(unchecked.status).toBe('unchecked');
    expect(unchecked.doubts.map((doubt) => doubt.item)).toEqual([1]);
  });

  it('finds an amount that is not quantity × price though no reader reported it', () => {
    // 1 × 600 printed as 610, the chapter and the total printed to match: only the item tells.
    const reading = twoChapterReading({ statedTotal: 1244.56 });
    reading.budget.items[0]!.total = 610;
    reading.budget.total = sumTotals(reading.budget.items);
    reading.budget.chapters![0]! = {
      ...reading.budget.chapters![0]!,
      total: 1010,
      statedTotal: 1010,
    };
    const verdict = judgeReading(reading);
    expect(verdict).toMatchObject({ status: 'mismatch', amountMismatches: 1 });
    expect(verdict.doubts).toEqual([{ kind: 'amount-not-product', item: 0, codigo: '01.1' }]);
  });

  it('leads to the item a reader reported as not quantity × price, by its code', () => {
    const verdict = judgeReading(
      twoChapterReading({}, [
        { kind: 'amount-mismatch', line: 9, codigo: '02.1', expected: 200, actual: 200.4 },
      ]),
    );
    expect(verdict).toMatchObject({ status: 'mismatch', amountMismatches: 1 });
    expect(verdict.doubts).toEqual([{ kind: 'amount-not-product', item: 2, codigo: '02.1' }]);
  });

  it('counts an item once when both the reader and the verdict find its amount wrong', () => {
    const reading = twoChapterReading({}, [
      { kind: 'amount-mismatch', line: 3, codigo: '01.1', expected: 600, actual: 610 },
    ]);
    reading.budget.items[0]!.total = 610;
    expect(judgeReading(reading).amountMismatches).toBe(1);
  });

  it('never reconciles a stated total that is no number: a mismatch with no difference', () => {
    const verdict = judgeReading(twoChapterReading({ statedTotal: Infinity }));
    expect(verdict).toMatchObject({ status: 'mismatch', totalAgreement: 'mismatch' });
    expect(verdict.difference).toBeUndefined();
  });
});

describe('checkParseResult', () => {
  it('keeps the total a number when a figure of 5,000 digits sits among valid items, and names it', () => {
    const huge = '9'.repeat(5000);
    const result = readBudgetText(
      [
        'CÓDIGO RESUMEN UDS CANTIDAD PRECIO IMPORTE',
        'CAPÍTULO 01 MOVIMIENTO DE TIERRAS',
        '01.01 m3 Excavación en zanja 10,00 5,00 50,00',
        `01.02 m3 Relleno 1,00 ${huge},00 ${huge},00`,
        '01.03 m2 Encachado 2,00 3,00 6,00',
        'TOTAL CAPÍTULO 01 MOVIMIENTO DE TIERRAS 56,00',
        'TOTAL 56,00',
      ].join('\n'),
    );
    expect(result.budget.total).toBe(56);
    expect(result.budget.chapters!.map((chapter) => chapter.total)).toEqual([56]);
    const json = JSON.parse(JSON.stringify(result)) as typeof result;
    expect(json.budget.total).toBe(56);
    expect(json.check.parsed).toBe(56);
    expect(result.check.reconciled).toBe(false);
    // The reader turns such a token into text (its item is then without figures); were it
    // read as a figure, the verdict would call it out of bounds. Either way the item is named.
    const named = result.check.doubts.filter((doubt) => doubt.item === 1);
    expect(named.map((doubt) => doubt.kind)).toEqual([
      expect.stringMatching(/^(figure-out-of-bounds|item-without-figures)$/),
    ]);
    // Saved and opened again, the budget is judged the same.
    expect(checkParseResult(json).check.reconciled).toBe(false);
  });
});

describe('warningsBesideVerdict', () => {
  it('keeps only the warnings the verdict does not already state', () => {
    const amount: ParseWarning = {
      kind: 'amount-mismatch',
      line: 7,
      codigo: 'A',
      expected: 1,
      actual: 2,
    };
    const notice: ParseWarning = { kind: 'notice', message: 'registro ~X desconocido' };
    expect(
      warningsBesideVerdict([
        { kind: 'unplaced-line', line: 1, text: 'x' },
        { kind: 'total-mismatch', stated: 1, parsed: 2 },
        { kind: 'no-stated-total' },
        amount,
        notice,
      ]),
    ).toEqual([amount, notice]);
  });
});

describe('a document that prints chapter totals but no grand total', () => {
  const chapterText = (lastAmount: string) =>
    [
      'CÓDIGO RESUMEN UDS CANTIDAD PRECIO IMPORTE',
      'CAPÍTULO 01 MOVIMIENTO DE TIERRAS',
      '01.01 m3 Excavación en zanja 10,00 5,00 50,00',
      '01.02 m3 Relleno de zanjas 2,00 3,00 6,00',
      `01.03 m2 Encachado de grava 3,00 2,00 ${lastAmount}`,
      'TOTAL CAPÍTULO 01 MOVIMIENTO DE TIERRAS 62,00',
    ].join('\n');

  it('is checked chapter by chapter: reconciled when every item sits under a stated chapter total', () => {
    const result = readBudgetText(chapterText('6,00'));
    expect(result.budget.statedTotal).toBeUndefined();
    expect(result.check.checkedBy).toBe('chapters');
    expect(result.check.status).toBe('reconciled');
  });

  it('is a mismatch when an amount differs from quantity × price or the chapter total', () => {
    expect(readBudgetText(chapterText('7,00')).check.status).toBe('mismatch');
  });

  it('stays unchecked when an item sits outside every stated chapter', () => {
    const result = readBudgetText(
      [
        'CÓDIGO RESUMEN UDS CANTIDAD PRECIO IMPORTE',
        'CAPÍTULO 01 MOVIMIENTO DE TIERRAS',
        '01.01 m3 Excavación en zanja 10,00 5,00 50,00',
        'TOTAL CAPÍTULO 01 MOVIMIENTO DE TIERRAS 50,00',
        'CAPÍTULO 02 FIRMES',
        '02.01 m2 Riego de imprimación 10,00 1,00 10,00',
      ].join('\n'),
    );
    expect(result.check.checkedBy).toBeUndefined();
    expect(result.check.status).toBe('unchecked');
  });
});

describe('a budget opened from storage without some fields', () => {
  it('is judged without a crash: a missing quantity or code reads as blank', () => {
    const item = { resumen: 'Partida guardada a medias', precio_unitario: 2, total: 10 };
    const result = checkParseResult({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items: [item as unknown as BudgetItem],
        total: 10,
        statedTotal: 10,
        availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
      },
      warnings: [],
    });
    expect(result.check.parsed).toBe(10);
  });
});
