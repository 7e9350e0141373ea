import { describe, expect, it } from 'vitest';
import { generateBudget } from '../testing/generate-budget.ts';
import { chooseDocumentDate } from './choose-document-date.ts';
import { formatDocumentDate } from './format-document-date.ts';

describe('the document date', () => {
  const now = new Date(2026, 10, 24, 9, 30);

  it('is the day the document is made when the user set none', () => {
    expect(chooseDocumentDate(generateBudget({ itemCount: 1 }), now)).toBe(now);
  });

  it('is the calendar day the user set, whatever the time zone', () => {
    const budget = { ...generateBudget({ itemCount: 1 }), date: '2026-02-28' };
    expect(formatDocumentDate(chooseDocumentDate(budget, now))).toBe('28/02/2026');
  });
});
