// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { judgeReading } from '../../../budget/check/judge-reading.ts';
import { readBudgetText } from '../../../budget/read-budget.ts';
import type { Budget, BudgetChapter, BudgetItem } from '../../../budget/model/budget.ts';
import { sumTotals } from '../../../budget/model/money.ts';
import type { ParseWarning } from '../../../budget/parse/parse-result.ts';
import { toastTexts } from '../../texts.ts';
import { chooseImportToast, showImportToast } from './show-import-toast.ts';

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

/** A verdict from the real judge, for chapters whose printed totals are given. */
function verdictFor(statedChapters: number[], statedTotal?: number, warnings: ParseWarning[] = []) {
  const items = statedChapters.map((_, index) => item(100, `0${index + 1}`));
  const chapters: BudgetChapter[] = statedChapters.map((stated, index) => ({
    code: `0${index + 1}`,
    title: `CAPÍTULO ${index + 1}`,
    level: 1,
    total: 100,
    statedTotal: stated,
  }));
  const budget: Budget = {
    id: 'PRE-2026-001',
    client: 'Cliente',
    items,
    total: sumTotals(items),
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
    chapters,
  };
  if (statedTotal !== undefined) budget.statedTotal = statedTotal;
  return judgeReading({ budget, warnings });
}

describe('chooseImportToast', () => {
  it('gives the spec’s success toast only to a reading that reconciles', () => {
    expect(
      chooseImportToast(verdictFor([100, 100], 200), 2, toastTexts.fileProcessedTitle),
    ).toEqual({
      variant: 'success',
      title: toastTexts.fileProcessedTitle,
      description: toastTexts.itemsExtracted(2),
    });
  });

  it('never gives the success toast to totals that differ by cents, as rounding might', () => {
    // Two lines may each carry a cent of rounding: 200,02 stated against 200,00 read.
    const chosen = chooseImportToast(
      verdictFor([100, 100], 200.02),
      2,
      toastTexts.fileProcessedTitle,
    );
    expect(chosen).toEqual({
      variant: 'warning',
      title: toastTexts.roundingTitle,
      description: toastTexts.roundingMessage,
    });
  });

  it('never gives the success toast to totals that agree while an item is in doubt', () => {
    const items = [item(100, '01'), item(100, '01'), { ...item(0, '01'), cantidad: '' }];
    const check = judgeReading({
      budget: {
        id: 'PRE-2026-001',
        client: 'Cliente',
        items,
        total: sumTotals(items),
        availableColumns: ['CÓDIGO', 'RESUMEN', 'TOTAL'],
        statedTotal: 200,
      },
      warnings: [],
    });
    expect(chooseImportToast(check, 3, toastTexts.fileProcessedTitle)).toEqual({
      variant: 'warning',
      title: toastTexts.reviewTitle,
      description: toastTexts.reviewMessage(1),
    });
  });

  it('warns that the totals do not match and names where: the total and the chapters', () => {
    const chosen = chooseImportToast(
      verdictFor([100, 112.34, 100, 90, 80], 512.34),
      5,
      toastTexts.contentProcessedTitle,
    );
    expect(chosen.variant).toBe('warning');
    expect(chosen.title).toBe(toastTexts.mismatchTitle);
    expect(chosen.description).toBe(
      toastTexts.mismatchMessage(
        `${toastTexts.mismatchTotal}, ${toastTexts.mismatchChapters('02, 04, 05', 0)}`,
      ),
    );
  });

  it('names at most three chapters and counts the rest', () => {
    const chosen = chooseImportToast(verdictFor([1, 2, 3, 4, 5], 500), 5, 'x');
    expect(chosen.description).toContain(toastTexts.mismatchChapters('01, 02, 03', 2));
  });

  it('names items whose amount is not quantity × price', () => {
    const amount: ParseWarning = {
      kind: 'amount-mismatch',
      line: 3,
      codigo: '01.1',
      expected: 100,
      actual: 101,
    };
    const chosen = chooseImportToast(verdictFor([100], 100, [amount]), 1, 'x');
    expect(chosen).toMatchObject({ variant: 'warning', title: toastTexts.mismatchTitle });
    expect(chosen.description).toContain(toastTexts.mismatchAmounts(1));
  });

  it('says a budget without a stated total could not be checked', () => {
    const check = verdictFor([]);
    expect(chooseImportToast(check, 0, toastTexts.fileProcessedTitle)).toEqual({
      variant: 'warning',
      title: toastTexts.uncheckedTitle,
      description: toastTexts.uncheckedMessage,
    });
  });

  it('says a price database has no work total to compare with', () => {
    const check = verdictFor([100], undefined, [{ kind: 'no-quantities' }]);
    expect(chooseImportToast(check, 1, 'x').description).toBe(toastTexts.priceDatabaseMessage);
  });
});

describe('showImportToast', () => {
  it('shows a warning toast, never the success title, for a reading that does not reconcile', async () => {
    render(<Toaster />);
    act(() =>
      showImportToast(
        verdictFor([100, 112.34], 212.34),
        [item(100, '01'), item(100, '02')],
        toastTexts.fileProcessedTitle,
      ),
    );
    const title = await screen.findByText(toastTexts.mismatchTitle);
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(screen.queryByText(toastTexts.fileProcessedTitle)).not.toBeInTheDocument();
  });

  it('shows the spec’s success toast for a reading that reconciles', async () => {
    render(<Toaster />);
    act(() =>
      showImportToast(verdictFor([100], 100), [item(100, '01')], toastTexts.fileProcessedTitle),
    );
    const title = await screen.findByText(toastTexts.fileProcessedTitle);
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'success');
  });

  it('says no item was found, not that a total is missing, when the text holds no budget', async () => {
    const read = readBudgetText(
      'hola mundo, esto son palabras al azar sin ningún presupuesto\nsegunda línea con más palabras',
    );
    render(<Toaster />);
    act(() => showImportToast(read.check, read.budget.items, toastTexts.fileProcessedTitle));
    const title = await screen.findByText(toastTexts.nothingReadTitle);
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'warning');
    expect(screen.getByText(toastTexts.nothingReadMessage)).toBeInTheDocument();
    expect(screen.queryByText(toastTexts.uncheckedTitle)).not.toBeInTheDocument();
  });
});
