import { describe, expect, it } from 'vitest';
import { generateBudget } from '../../testing/generate-budget.ts';
import { renderBudgetReport } from '../../testing/render-budget-report.ts';
import { findOverlongFigures } from './find-overlong-figures.ts';
import { readBudgetByLayout } from './read-budget-by-layout.ts';

describe('findOverlongFigures', () => {
  it('names the line of each token of digits too long to be a figure, signed or with decimals', () => {
    const text = `01.01 m2 Solera\n2,00 ${'9'.repeat(20)},50 1,00\nREF ${'1'.repeat(16)}\n-${'7'.repeat(30)}`;
    expect(
      findOverlongFigures(text).map((warning) => ('line' in warning ? warning.line : 0)),
    ).toEqual([2, 3, 4]);
  });

  it('finds a run of sixteen digits wherever it starts, and none of fifteen', () => {
    for (let offset = 0; offset < 40; offset++) {
      const pad = 'x'.repeat(offset);
      expect(findOverlongFigures(`${pad} ${'7'.repeat(16)} y`), `at ${offset}`).toHaveLength(1);
      expect(findOverlongFigures(`${pad} ${'7'.repeat(15)} y`), `at ${offset}`).toEqual([]);
    }
  });

  it('tells a run of fifteen digits from one of sixteen among dense short figures, at any offset', () => {
    // Digits stand everywhere around the run: no look before or after it is spared by a blank.
    for (let offset = 0; offset < 40; offset++) {
      const figures = '1,2 34,5 6,78 9'.slice(0, offset % 16);
      const text = (run: number): string =>
        `${figures}${' 22,87 3,19'.repeat(offset % 3)} ${'7'.repeat(run)} 72,96 3,19 ${figures}`;
      expect(findOverlongFigures(text(16)), `at ${offset}`).toHaveLength(1);
      expect(findOverlongFigures(text(17)), `at ${offset}`).toHaveLength(1);
      expect(findOverlongFigures(text(15)), `at ${offset}`).toEqual([]);
    }
  });

  it('says nothing of figures of fifteen digits, nor of long runs inside a word or a code', () => {
    const text = `1 ${'9'.repeat(15)},00\nES${'1'.repeat(20)} ${'2'.repeat(20)}A x.${'3'.repeat(20)}`;
    expect(findOverlongFigures(text)).toEqual([]);
  });
});

describe('a figure of thousands of digits among valid items', () => {
  it('is read as text with a notice, and the budget total stays the finite sum of the items', () => {
    const budget = generateBudget({ itemCount: 12, seed: 21 });
    const lines = renderBudgetReport(budget, 'presupuesto').split('\n');
    // A line of an absurd figure in the middle of the report, as a damaged cell would print it.
    const middle = Math.floor(lines.length / 2);
    lines.splice(middle, 0, `1,00 ${'9'.repeat(5000)},00 ${'9'.repeat(5000)},00`);
    const { budget: read, warnings } = readBudgetByLayout(lines.join('\n'), { unknownClient: '' });
    expect(Number.isFinite(read.total)).toBe(true);
    expect(read.items.every((item) => Number.isFinite(item.total))).toBe(true);
    expect(read.total).toBe(budget.total);
    expect(warnings).toContainEqual(expect.objectContaining({ kind: 'notice', line: middle + 1 }));
  });
});
