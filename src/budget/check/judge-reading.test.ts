import { describe, expect, it } from 'vitest';
import type { Budget, BudgetChapter, BudgetItem } from '../model/budget.ts';
import { sumTotals } from '../model/money.ts';
import type { ParseResult, ParseWarning } from '../parse/parse-result.ts';
import { judgeReading, warningsBesideVerdict } from './judge-reading.ts';

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
