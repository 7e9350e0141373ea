import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../../budget/read-budget.ts';
import { readPdfFonts } from '../../../budget/export/pdf/read-pdf-fonts.ts';
import { generateBudget } from '../../../budget/testing/generate-budget.ts';
import { companyBranding } from '../../../config/branding.ts';
import {
  answerExportRequest,
  isExportResponse,
  type ExportResponse,
} from './export-budget-messages.ts';

function exportedOf(response: ExportResponse) {
  if (!response.ok) throw new Error(response.message);
  return response.exported;
}

describe('answerExportRequest, the export worker’s work', () => {
  const budget = generateBudget({ itemCount: 30, seed: 12, measurements: true });

  for (const format of ['bc3', 'xlsx'] as const) {
    it(`builds a proved .${format} from the budget sent as JSON, bytes that read back to its total`, async () => {
      const exported = exportedOf(
        await answerExportRequest({
          budgetJson: JSON.stringify(budget),
          format,
          options: {
            company: 'Construcciones Ejemplo',
            program: 'Presupuestos',
            date: '27/11/2026',
          },
        }),
      );
      expect(exported).toMatchObject({ proof: { ok: true, problems: [] } });
      expect(exported.fileName).toBe(`presupuesto_${budget.id}.${format}`);
      const read = await readBudgetFile(exported.bytes, exported.fileName);
      expect(read.budget.total).toBe(budget.total);
    });
  }

  it('builds the branded PDF from the budget sent as JSON, read back to its items and total', async () => {
    const exported = exportedOf(
      await answerExportRequest({
        budgetJson: JSON.stringify(budget),
        format: 'pdf',
        options: { branding: companyBranding, fonts: await readPdfFonts() },
      }),
    );
    expect(exported).toMatchObject({ proof: { ok: true, problems: [] } });
    expect(exported.fileName).toBe(`presupuesto_${budget.id}.pdf`);
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    expect(read.budget.total).toBe(budget.total);
    expect(read.budget.items.map((item) => item.codigo)).toEqual(
      budget.items.map((item) => item.codigo),
    );
  });

  it('builds the Word document with its proof: the product reads every item back, to the total', async () => {
    const exported = exportedOf(
      await answerExportRequest({
        budgetJson: JSON.stringify(budget),
        format: 'docx',
        options: { branding: companyBranding, descriptions: 'full' },
      }),
    );
    expect(exported).toMatchObject({ proof: { ok: true, problems: [], status: 'reconciled' } });
    expect(exported.fileName).toBe(`presupuesto_${budget.id}.docx`);
    const read = await readBudgetFile(exported.bytes, exported.fileName);
    expect(read.budget.total).toBe(budget.total);
    expect(read.budget.items.map((item) => item.codigo)).toEqual(
      budget.items.map((item) => item.codigo),
    );
  });

  it('answers a failure with its message, marked as its answer, instead of throwing', async () => {
    const response = await answerExportRequest({ budgetJson: '{', format: 'bc3', options: {} });
    expect(response.ok).toBe(false);
    expect(isExportResponse(response)).toBe(true);
  });
});

describe('isExportResponse', () => {
  it('does not take pdf.js’s own message, posted from the same worker, for the answer', () => {
    // What pdf.js's worker module posts on loading into any worker (handler.send("ready")).
    const ready = { sourceName: 'worker', targetName: 'main', action: 'ready', data: null };
    expect(isExportResponse(ready)).toBe(false);
    expect(isExportResponse(null)).toBe(false);
  });
});
