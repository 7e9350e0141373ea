import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../../budget/read-budget.ts';
import { generateBudget } from '../../../budget/testing/generate-budget.ts';
import { answerExportRequest } from './export-budget-messages.ts';

describe('answerExportRequest, the export worker’s work', () => {
  const budget = generateBudget({ itemCount: 30, seed: 12, measurements: true });

  for (const format of ['bc3', 'xlsx'] as const) {
    it(`builds a proved .${format} from the budget sent as JSON, bytes that read back to its total`, async () => {
      const response = await answerExportRequest({
        budgetJson: JSON.stringify(budget),
        format,
        options: { company: 'Construcciones Ejemplo', program: 'Presupuestos', date: '27/11/2026' },
      });
      if (!response.ok) throw new Error(response.message);
      expect(response.exported.proof).toMatchObject({ ok: true, problems: [] });
      expect(response.exported.fileName).toBe(`presupuesto_${budget.id}.${format}`);
      const read = await readBudgetFile(response.exported.bytes, response.exported.fileName);
      expect(read.budget.total).toBe(budget.total);
    });
  }

  it('answers a failure with its message instead of throwing', async () => {
    const response = await answerExportRequest({ budgetJson: '{', format: 'bc3', options: {} });
    expect(response.ok).toBe(false);
  });
});
