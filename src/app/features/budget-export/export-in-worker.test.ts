import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateBudget } from '../../../budget/testing/generate-budget.ts';
import { exportWorkerTexts } from '../../texts.ts';
import { answerExportRequest } from './export-budget-messages.ts';
import { EXPORT_TIME_BUDGET_MS, exportInWorker } from './export-in-worker.ts';
import { WorkerStandIn } from '../../testing/worker-stand-in.ts';

const budget = generateBudget({ itemCount: 12, seed: 5 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('exportInWorker', () => {
  it('waits past pdf.js’s own "ready" message for the export’s answer, then ends the worker', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    WorkerStandIn.onRequest = (worker, request) => {
      // pdf.js's worker module, loaded in the export worker, posts this first.
      worker.answer({ sourceName: 'worker', targetName: 'main', action: 'ready', data: null });
      void answerExportRequest(request).then((response) => worker.answer(response));
    };
    const exported = await exportInWorker(budget, 'bc3', {});
    expect(exported.fileName).toBe(`presupuesto_${budget.id}.bc3`);
    expect(exported.proof.ok).toBe(true);
    expect(WorkerStandIn.last?.terminated).toBe(true);
  });

  it('ends with a Spanish reason when the export fails inside the worker', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    WorkerStandIn.onRequest = (worker, request) =>
      void answerExportRequest({ ...request, budgetJson: '{' }).then((response) =>
        worker.answer(response),
      );
    await expect(exportInWorker(budget, 'xlsx', {})).rejects.toThrow(exportWorkerTexts.failed);
  });

  it('ends with a Spanish reason when the worker crashes or cannot load', async () => {
    vi.stubGlobal('Worker', WorkerStandIn);
    WorkerStandIn.onRequest = (worker) => worker.dispatchEvent(new Event('error'));
    await expect(exportInWorker(budget, 'bc3', {})).rejects.toThrow(exportWorkerTexts.crashed);
    expect(WorkerStandIn.last?.terminated).toBe(true);
  });

  it('stops a worker that never answers after the time budget, with a Spanish reason', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', WorkerStandIn);
    WorkerStandIn.onRequest = () => {};
    const exported = exportInWorker(budget, 'bc3', {});
    const settled = expect(exported).rejects.toThrow(exportWorkerTexts.timedOut);
    await vi.advanceTimersByTimeAsync(EXPORT_TIME_BUDGET_MS);
    await settled;
    expect(WorkerStandIn.last?.terminated).toBe(true);
  });

  it('ends with a Spanish reason where no Web Worker can start', async () => {
    vi.stubGlobal('Worker', undefined);
    await expect(exportInWorker(budget, 'bc3', {})).rejects.toThrow(exportWorkerTexts.notStarted);
  });
});
