import { describe, expect, it } from 'vitest';
import { formatDocumentDate } from './format-document-date.ts';

describe('formatDocumentDate', () => {
  it('prints dd/mm/yyyy with leading zeros', () => {
    expect(formatDocumentDate(new Date(2026, 0, 5, 12))).toBe('05/01/2026');
  });

  it('prints the last day of the year', () => {
    expect(formatDocumentDate(new Date(2025, 11, 31, 23, 59))).toBe('31/12/2025');
  });
});
