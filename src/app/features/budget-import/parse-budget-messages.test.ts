import { describe, expect, it } from 'vitest';
import { readBudgetText } from '../../../budget/read-budget.ts';
import { generateBudget } from '../../../budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../../../budget/testing/render-budget-report.ts';
import { packParseResult, readParseResult } from './parse-budget-messages.ts';

describe('parse result packing between the worker and the page', () => {
  it('brings a parsed budget across unchanged', () => {
    const text = renderBudgetReport(
      generateBudget({ itemCount: 30, seed: 4, measurements: true }),
      'presupuesto',
    );
    const result = readBudgetText(text);
    expect(readParseResult(packParseResult(result))).toEqual(result);
  });

  it('keeps accents and symbols intact', () => {
    // The reader drops `€` signs (they mark figures, never words), so the symbols here are others.
    const result = readBudgetText(
      'E01 m2 Señalización vial «ñandú» © 2½\n1,00 2,00 2,00\nTOTAL 2,00',
    );
    const unpacked = readParseResult(packParseResult(result));
    expect(unpacked).toEqual(result);
    expect(JSON.stringify(unpacked)).toContain('«ñandú» © 2½');
  });
});
