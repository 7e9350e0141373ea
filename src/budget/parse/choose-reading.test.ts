import { describe, expect, it } from 'vitest';
import { readBudgetText } from '../read-budget.ts';
import { misprintItemPrice } from '../testing/misprint-item-price.ts';
import type { BudgetChapter } from '../model/budget.ts';
import { chooseReading } from './choose-reading.ts';
import type { ParseResult } from './parse-result.ts';

function reading(chapters: Array<[number, number | undefined]>, total: number, stated?: number) {
  const result: ParseResult = {
    budget: {
      id: 'PRE-2026-001',
      client: 'Cliente no identificado',
      items: [],
      total,
      availableColumns: ['CÓDIGO', 'RESUMEN'],
      chapters: chapters.map(([parsed, statedTotal], index): BudgetChapter => ({
        code: `0${index + 1}`,
        title: '',
        level: 1,
        total: parsed,
        ...(statedTotal === undefined ? {} : { statedTotal }),
      })),
    },
    warnings: [],
  };
  if (stated !== undefined) result.budget.statedTotal = stated;
  return result;
}

describe('chooseReading', () => {
  it('keeps the reading that reproduces more of the stated figures', () => {
    const first = reading(
      [
        [100, 90],
        [50, 50],
      ],
      150,
      140,
    );
    const second = reading(
      [
        [90, 90],
        [50, 50],
      ],
      140,
      140,
    );
    expect(chooseReading(first, second)).toBe(second);
  });

  it('does not let a reading win by missing the stated figures it would contradict', () => {
    // The first reading finds three stated chapter totals and contradicts two; the second
    // finds only the one it reproduces. Missing a figure is no better than contradicting it.
    const first = reading(
      [
        [100, 90],
        [50, 50],
        [30, 20],
      ],
      180,
      160,
    );
    const second = reading(
      [
        [100, undefined],
        [50, 50],
        [30, undefined],
      ],
      180,
      160,
    );
    expect(chooseReading(first, second)).toBe(first);
  });

  it('on a tie keeps the reading that leaves fewer lines with figures unplaced', () => {
    const first = reading([[0, 0]], 0, 0);
    first.warnings.push({ kind: 'unplaced-line', line: 7, text: 'TCQ - Presupuesto Pág.: 1' });
    const second = reading([[0, 0]], 0, 0);
    second.warnings.push({ kind: 'unplaced-line', line: 1, text: 'Texto suelto' });
    expect(chooseReading(first, second)).toBe(second);
    expect(chooseReading(second, first)).toBe(second);
    const third = reading([[0, 0]], 0, 0);
    expect(chooseReading(second, third)).toBe(second);
  });

  it('reads a report whose one misprinted price leaves the totals true as the line reader does', () => {
    // Seed 53 once made the layout reader win: it missed chapter 01's total and took the
    // contract total for the PEM, so it contradicted fewer figures than the line reader.
    const misprinted = misprintItemPrice(30, 53);
    const { budget, check } = readBudgetText(misprinted.text);
    expect(budget.statedTotal).toBe(misprinted.budget.total);
    expect(budget.chapters?.map((chapter) => chapter.statedTotal)).toEqual(
      misprinted.budget.chapters?.map((chapter) => chapter.total),
    );
    expect(check.status).toBe('mismatch');
  });
});
