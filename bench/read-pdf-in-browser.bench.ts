/**
 * A 34-page PDF read, verified and previewed in headless Chromium, against the product
 * started as the README starts it. Target (issue 11): under 1.5 s once pdf.js has loaded.
 *
 * pdf.js loads with the first PDF of a session: a small generated PDF is dropped first and
 * its preview awaited, so every measured run finds pdf.js loaded in the parsing worker. The
 * same small PDF is dropped again (unmeasured) before each measured run, so each measured
 * preview replaces a different one and its arrival is seen.
 *
 * Measured in the page, from the moment the parsing worker is given the file (the
 * `budget-read-start` mark: the drop, as the app reads a file while the upload component's
 * progress bar runs) to the frame after the preview shows this document's verdict and first
 * item. The bar (spec §4: 10 points every 200 ms) hands the file over to the main screen only
 * 2 s after the drop, so the wall time a user waits is printed from that hand-over (the
 * `budget-handed-over` mark), and from the drop, for information.
 *
 * Two clocks, as measure-time.ts explains for the Node benches: the wall time a user waits,
 * inflated whenever other tenants of this shared machine hold the cores, and the CPU time
 * the page spent, read from a Chromium trace of each run (thread time of every task of the
 * parsing worker and of the page's main thread from the reading's start to the verdict shown,
 * the bar's own updates included). The CPU time adds both threads although they run in
 * parallel, so it is what one free core would take; the target is judged on it.
 *
 * Documents: the real 34-page CYPE Arquímedes PDF when ../shared/samples/ holds it, and
 * always a generated CYPE-layout PDF (testing/render-cype-report.ts drawn by
 * make-report-pdf.ts) with as many items, measurement tables and chapters as fill 34 pages.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchBrowser, signIn, VIEWPORTS } from '../e2e/support/browser.ts';
import { buildApp, startProduct } from '../e2e/support/start-product.ts';
import {
  HANDED_OVER_MARK,
  READ_START_MARK,
} from '../src/app/features/budget-import/import-marks.ts';
import { pageCpuBetween, PAGE_CPU_TRACE_CATEGORIES, type PageCpu } from './measure-page-cpu.ts';
import { makeReportPdf } from '../src/budget/extract/testing/make-report-pdf.ts';
import { readBudgetFile } from '../src/budget/read-budget.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import { PDF_ITEMS } from '../src/budget/testing/layout-fixture.ts';
import { CYPE_FAMILY } from '../src/budget/testing/render-cype-report.ts';

const PAGES = 34;
const RUNS = 5;
const TARGET_MS = 1500;
/** Set by this bench in the page the frame after the verdict is on screen. */
const SHOWN_MARK = 'pdf-bench-verdict-shown';
const GENERATED_SEED = 34;
const WARM_UP_SEED = 7;
const REAL_SAMPLE =
  '../shared/samples/grupo-rg-platform__P030326-albanileria_cype-arquimedes_mediciones-presupuesto.pdf';
const account = { email: 'bench-pdf@construcciones-ejemplo.test', password: 'bench-clave-1' };
const VERDICT_STATUS = '[aria-label="Comprobación con el documento"] [role="status"]';
const FIRST_CELL = '[role="table"] [role="rowgroup"] + [role="rowgroup"] [role="cell"]';

interface BenchDocument {
  label: string;
  fileName: string;
  bytes: Buffer;
  /** What the core reads in Node: the preview must show the same first item and item count. */
  firstCode: string;
  itemCount: number;
  status: string;
}

interface RunFigures {
  /** Hand-over to the main screen -> verdict and first item on screen, wall clock. */
  toVerdictMs: number;
  /** CPU time of the parsing worker and the main thread, reading start -> verdict on screen: the judged figure. */
  cpu: PageCpu;
  /** The drop (file input change) -> verdict on screen, the upload bar's 2 s included. */
  fromDropMs: number;
  /** Hand-over -> every row rendered. */
  toAllRowsMs: number;
  verdict: string;
}

const cpuMs = (figures: RunFigures) => figures.cpu.mainMs + figures.cpu.workersMs;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function cypeBudget(itemCount: number, seed: number) {
  return CYPE_FAMILY.shape(generateBudget({ itemCount, seed, ...CYPE_FAMILY.generate }));
}

/** The fewest items (in steps of 5) whose CYPE report runs to `PAGES` pages. */
function itemsFilling(pages: number): number {
  let items = 5;
  while (CYPE_FAMILY.render(cypeBudget(items, GENERATED_SEED)).pages.length < pages) items += 5;
  return items;
}

async function benchDocument(label: string, fileName: string, bytes: Buffer) {
  const start = performance.now();
  const result = await readBudgetFile(new Uint8Array(bytes), fileName);
  const nodeMs = performance.now() - start;
  const pdf: BenchDocument = {
    label,
    fileName,
    bytes,
    firstCode: result.budget.items[0]?.codigo ?? '',
    itemCount: result.budget.items.length,
    status: result.check.status,
  };
  return { pdf, nodeMs };
}

async function drop(page: Page, pdf: BenchDocument): Promise<void> {
  await page.getByLabel('Archivo de presupuesto').setInputFiles({
    name: pdf.fileName,
    mimeType: 'application/pdf',
    buffer: pdf.bytes,
  });
}

async function waitForFirstCode(page: Page, code: string, timeout: number): Promise<void> {
  await page.waitForFunction(
    ([selector, expected]) => document.querySelector(selector)?.textContent === expected,
    [FIRST_CELL, code] as const,
    { timeout },
  );
}

/** Drops a document without measuring and waits until its preview has replaced the last one. */
async function dropUnmeasured(page: Page, pdf: BenchDocument): Promise<void> {
  await page.getByRole('button', { name: 'Subir otro archivo' }).click();
  await drop(page, pdf);
  await waitForFirstCode(page, pdf.firstCode, 60_000);
  await page
    .getByText(/^Mostrando \d+ de \d+ partidas/)
    .waitFor({ state: 'detached', timeout: 60_000 });
}

async function measureOnce(page: Page, pdf: BenchDocument): Promise<RunFigures> {
  await page.getByRole('button', { name: 'Subir otro archivo' }).click();
  await page.evaluate(
    ([statusSelector, cellSelector, expectedCode, shownMark]) => {
      const bench: {
        droppedAt?: number;
        verdict?: string;
        shown: Promise<number>;
      } = {
        shown: new Promise((resolve) => {
          // This document's preview is on screen once its verdict and its first item are.
          // Watched by a MutationObserver, not polled, so the bench adds no work meanwhile.
          const observer = new MutationObserver(() => {
            const status = document.querySelector(statusSelector);
            const firstCell = document.querySelector(cellSelector);
            if (status?.textContent && firstCell?.textContent === expectedCode) {
              observer.disconnect();
              bench.verdict = status.textContent;
              // The frame after the commit is when the verdict reaches the screen.
              requestAnimationFrame(() => resolve(performance.mark(shownMark).startTime));
            }
          });
          observer.observe(document.body, {
            childList: true,
            subtree: true,
            characterData: true,
          });
        }),
      };
      (window as unknown as { __pdfBench: typeof bench }).__pdfBench = bench;
      document.addEventListener('change', () => (bench.droppedAt = performance.now()), {
        capture: true,
        once: true,
      });
    },
    [VERDICT_STATUS, FIRST_CELL, pdf.firstCode, SHOWN_MARK] as const,
  );
  await page.context().browser()!.startTracing(page, { categories: PAGE_CPU_TRACE_CATEGORIES });
  await drop(page, pdf);
  const shown = await page.evaluate(async (handedOverMark) => {
    const bench = (
      window as unknown as {
        __pdfBench: { droppedAt: number; verdict: string; shown: Promise<number> };
      }
    ).__pdfBench;
    const shownAt = await bench.shown;
    return {
      start: performance.getEntriesByName(handedOverMark).at(-1)!.startTime,
      droppedAt: bench.droppedAt,
      shownAt,
      verdict: bench.verdict,
    };
  }, HANDED_OVER_MARK);
  const trace = await page.context().browser()!.stopTracing();
  await page
    .getByText(/^Mostrando \d+ de \d+ partidas/)
    .waitFor({ state: 'detached', timeout: 60_000 });
  const allRowsAt = await page.evaluate(() => performance.now());
  const rows = (await page.locator('[role="table"] [role="row"]').count()) - 1;
  if (rows !== pdf.itemCount)
    throw new Error(`${pdf.label}: preview shows ${rows} rows, expected ${pdf.itemCount}`);
  return {
    toVerdictMs: shown.shownAt - shown.start,
    cpu: pageCpuBetween(trace, READ_START_MARK, SHOWN_MARK),
    fromDropMs: shown.shownAt - shown.droppedAt,
    toAllRowsMs: allRowsAt - shown.start,
    verdict: shown.verdict,
  };
}

function report(pdf: BenchDocument, runs: RunFigures[]): boolean {
  runs.forEach((figures, index) =>
    console.log(
      `  run ${index + 1}: reading start -> verdict on screen: CPU ${cpuMs(figures).toFixed(0)} ms ` +
        `(worker ${figures.cpu.workersMs.toFixed(0)} + main thread ${figures.cpu.mainMs.toFixed(0)}); ` +
        `hand-over -> verdict ${figures.toVerdictMs.toFixed(0)} ms wall, all rows after ${figures.toAllRowsMs.toFixed(0)} ms wall; ` +
        `from the drop, upload bar included: ${figures.fromDropMs.toFixed(0)} ms wall`,
    ),
  );
  const cpu = runs.map(cpuMs);
  const wall = runs.map((figures) => figures.toVerdictMs);
  const passed = median(cpu) < TARGET_MS;
  console.log(
    `${pdf.label}: read, verified and previewed: CPU median ${median(cpu).toFixed(0)} ms, max ${Math.max(...cpu).toFixed(0)} ms ` +
      `(target < ${TARGET_MS} ms) ${passed ? 'OK' : 'MISSED'}; hand-over -> verdict, wall median ${median(wall).toFixed(0)} ms, ` +
      `max ${Math.max(...wall).toFixed(0)} ms (under this machine's load); verdict shown: «${runs[0]?.verdict ?? ''}»`,
  );
  return passed;
}

buildApp();
const itemCount = itemsFilling(PAGES);
const generatedBudget = cypeBudget(itemCount, GENERATED_SEED);
const generatedReport = CYPE_FAMILY.render(generatedBudget);
const generated = await benchDocument(
  `generated CYPE-layout PDF (${generatedReport.pages.length} pages, ${itemCount} items, ${generatedBudget.chapters?.length ?? 0} chapters)`,
  'presupuesto-generado-cype.pdf',
  Buffer.from(await makeReportPdf(generatedReport)),
);
const warmUp = await benchDocument(
  'warm-up PDF',
  'presupuesto-pequeno.pdf',
  Buffer.from(await makeReportPdf(CYPE_FAMILY.render(cypeBudget(PDF_ITEMS, WARM_UP_SEED)))),
);
const documents = [generated];
if (existsSync(REAL_SAMPLE)) {
  documents.unshift(
    await benchDocument(
      'real CYPE Arquímedes PDF (34 pages, 95 items)',
      'cype-arquimedes.pdf',
      readFileSync(REAL_SAMPLE),
    ),
  );
} else {
  console.log(`real CYPE PDF: sample not found (${REAL_SAMPLE}); skipped`);
}
for (const { pdf, nodeMs } of documents)
  console.log(
    `${pdf.label}: ${(pdf.bytes.length / 1024).toFixed(0)} KB, ${pdf.itemCount} items, ` +
      `verdict '${pdf.status}'; core readBudgetFile alone in Node (first call, JIT cold): ${nodeMs.toFixed(0)} ms`,
  );
for (const { pdf } of documents)
  if (pdf.firstCode === warmUp.pdf.firstCode)
    throw new Error(`${pdf.label} starts with the warm-up PDF's first code`);

const product = await startProduct([account]);
const browser = await launchBrowser();
let failed = false;
try {
  const page = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await page.goto(product.appUrl);
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
  // The first PDF of the session loads pdf.js into the parsing worker.
  await drop(page, warmUp.pdf);
  await waitForFirstCode(page, warmUp.pdf.firstCode, 120_000);
  for (const { pdf } of documents) {
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      await dropUnmeasured(page, warmUp.pdf);
      runs.push(await measureOnce(page, pdf));
    }
    if (!report(pdf, runs)) failed = true;
  }
  if (failed) console.error('FAIL: PDF preview target missed (see figures above)');
} finally {
  await browser.close();
  await product.stop();
}
process.exit(failed ? 1 : 0);
