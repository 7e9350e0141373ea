import { describe, expect, it } from 'vitest';
import type { Budget } from '../model/budget.ts';
import { budgetDocxFileName } from './budget-docx-file-name.ts';

function budgetWithId(id: string): Budget {
  return { id, client: 'Cliente', items: [], total: 0, availableColumns: ['CÓDIGO', 'RESUMEN'] };
}

describe('budgetDocxFileName', () => {
  it('names the file presupuesto_{id}.docx', () => {
    expect(budgetDocxFileName(budgetWithId('PRE-2026-123'))).toBe('presupuesto_PRE-2026-123.docx');
  });

  it('replaces characters a file system refuses', () => {
    expect(budgetDocxFileName(budgetWithId('PRE/2026:1'))).toBe('presupuesto_PRE_2026_1.docx');
  });

  it('still names the file when the id is empty', () => {
    expect(budgetDocxFileName(budgetWithId('  '))).toBe('presupuesto_sin-numero.docx');
  });
});
