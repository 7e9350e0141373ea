// @vitest-environment jsdom
import '../../testing/setup-dom.ts';
import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateBudget } from '../../../budget/testing/generate-budget.ts';
import { toastTexts } from '../../texts.ts';
import { WorkerStandIn } from '../../testing/worker-stand-in.ts';
import { downloadBudgetDocx } from './download-budget-docx.ts';
import { answerExportRequest, type ExportResponse } from './export-budget-messages.ts';

const budget = generateBudget({ itemCount: 12, seed: 5 });

/** The export worker's own answer, its proof replaced where a test says the reading back failed. */
function answerWith(proof?: { ok: false; problems: string[] }) {
  WorkerStandIn.onRequest = (worker, request) =>
    void answerExportRequest(request).then((response: ExportResponse) =>
      worker.answer(
        proof && response.ok
          ? { ...response, exported: { ...response.exported, proof } }
          : response,
      ),
    );
}

function watchDownloads() {
  vi.stubGlobal('Worker', WorkerStandIn);
  // jsdom has no object URLs and fetches no logo: the document is built without it.
  URL.createObjectURL = () => 'blob:presupuesto';
  URL.revokeObjectURL = () => {};
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  render(<Toaster />);
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('downloadBudgetDocx', () => {
  it('saves a Word its reading back proves, and says it was checked', async () => {
    const saved = watchDownloads();
    answerWith();
    await downloadBudgetDocx(budget);
    expect(saved).toEqual([`presupuesto_${budget.id}.docx`]);
    expect(await screen.findByText(toastTexts.downloadedProvedMessage)).toBeTruthy();
  });

  it('still saves a Word its reading back does not prove, but says so and never calls it checked', async () => {
    const saved = watchDownloads();
    answerWith({ ok: false, problems: ['Se leen 11 partidas y el presupuesto tiene 12.'] });
    await downloadBudgetDocx(budget);
    expect(saved).toEqual([`presupuesto_${budget.id}.docx`]);
    const title = await screen.findByText(toastTexts.downloadUnprovedTitle);
    const shown = title.closest('li')?.textContent ?? '';
    expect(shown).toContain(
      toastTexts.downloadUnprovedMessage('Se leen 11 partidas y el presupuesto tiene 12.'),
    );
    expect(shown).not.toContain('comprobado al volver a leerlo');
  });
});
