/**
 * From a 2,000-item .docx handed over by the upload component to the preview
 * on screen, in headless Chromium against the product started as the README
 * starts it. Targets (issue 5): <= 300 ms, and no main-thread task over 50 ms
 * while the file is read and parsed. Tasks are seen twice: by the page's
 * PerformanceObserver('longtask'), on the wall clock, and by a Chromium trace,
 * which gives each task's CPU time on the main thread. On this shared machine the
 * wall clock counts the time other processes hold the cores, so, as
 * bench/preview-table.bench.ts does, the target is judged on CPU time; both are printed.
 * The app reads a file from the drop on, while the upload component's progress
 * bar runs (spec §4: the file is handed over 2 s after the drop), so the time
 * from the reading's start to the preview is printed too.
 *
 * "Cold" runs open the app in a new tab (a new parsing worker, its code not yet
 * optimised by the JIT): a user's first file. A new tab, not a reload: a reload
 * reopens the budget the tab showed (issue 22), and the tab's first file is what
 * is measured. "Warm" runs upload another file on the same page: every file after
 * the first. Every run uploads a budget of its own (its own seed, so its own hash):
 * none meets the "already saved" question a second upload of the same file asks.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, VIEWPORTS } from '../e2e/support/browser.ts';
import { budgetDocx, budgetFixture } from '../e2e/support/budget-files.ts';
import { buildApp, startProduct } from '../e2e/support/start-product.ts';
import {
  HANDED_OVER_MARK,
  READ_START_MARK,
} from '../src/app/features/budget-import/import-marks.ts';
import { readBudgetFile } from '../src/budget/read-budget.ts';
import { LONG_TASK_MS, traceMainThreadTasks } from './trace-main-thread-tasks.ts';

const ITEM_COUNT = 2000;
const RUNS = 3;
const TARGET_MS = 300;
/** Marked in the page in the frame that paints the first rows. */
const SHOWN_MARK = 'bench-preview-shown';
const account = { email: 'bench@construcciones-ejemplo.test', password: 'bench-clave-1' };

interface RunFigures {
  /** File handed over to the first preview rows painted. */
  toPreviewMs: number;
  /** Reading started (the drop) to the first preview rows painted, the bar's 2 s included. */
  readToPreviewMs: number;
  /** File handed over to the whole preview painted (its footer, below the totals and checks). */
  toAllRowsMs: number;
  /** Wall clock (PerformanceObserver 'longtask'), from the reading's start to the first rows. */
  longTasksWhileParsing: number[];
  longTasksWhileRendering: number[];
  /** The same span's tasks over 50 ms of CPU time (Chromium's trace): the judged figure. */
  longTasksByCpu: string[];
  /** The longest task of that span, by CPU time. */
  longestCpuMs: number;
}

interface Sample {
  docx: Buffer;
  firstCode: string;
  /** The table's rows: an item's or a chapter heading's (issue 22's preview shaped like the budget). */
  rowCount: number;
}

async function sample(seed: number): Promise<Sample> {
  const fixture = budgetFixture(ITEM_COUNT, seed);
  return {
    docx: await budgetDocx(fixture.text),
    firstCode: fixture.budget.items[0]!.codigo,
    rowCount: ITEM_COUNT + (fixture.budget.chapters?.length ?? 0),
  };
}

/** A new tab of the signed-in app, as a user opens it: nothing read yet, nothing to reopen. */
async function freshTab(context: BrowserContext, appUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(appUrl);
  await page.getByRole('button', { name: 'Seleccionar archivo' }).waitFor();
  return page;
}

/** Uploads one file and measures until every row is rendered. */
async function measureOnce(
  page: Page,
  { docx, firstCode, rowCount }: Sample,
  cold: boolean,
): Promise<RunFigures> {
  if (!cold) await page.getByRole('button', { name: 'Subir otro archivo' }).click();
  await page.evaluate(
    ({ expectedCode, shownMark }) => {
      const win = window as unknown as {
        __bench?: {
          longTasks: PerformanceEntry[];
          shownAt?: number;
          observer: PerformanceObserver;
        };
      };
      // A warm run reuses the page: the previous run's observer must not feed this one.
      win.__bench?.observer.disconnect();
      const longTasks: PerformanceEntry[] = [];
      const longTaskObserver = new PerformanceObserver((list) =>
        longTasks.push(...list.getEntries()),
      );
      longTaskObserver.observe({ type: 'longtask' });
      const bench: {
        longTasks: PerformanceEntry[];
        shownAt?: number;
        wholeAt?: number;
        observer: PerformanceObserver;
      } = {
        longTasks,
        observer: longTaskObserver,
      };
      win.__bench = bench;
      // The preview of this file is on screen once its first item's code is (the rows above
      // it are its chapters' headings); whole once its footer is too.
      const observer = new MutationObserver(() => {
        const firstCell = document.querySelector(
          '[role="table"] [role="row"][data-item="0"] [role="cell"]',
        );
        if (firstCell?.textContent !== expectedCode) return;
        // The frame after the commit is when the rows reach the screen.
        if (bench.shownAt === undefined) {
          bench.shownAt = -1;
          requestAnimationFrame(() => {
            bench.shownAt = performance.now();
            performance.mark(shownMark);
          });
        }
        const footer = [...document.querySelectorAll('article footer p')].some((element) =>
          element.textContent?.includes('Este presupuesto es válido'),
        );
        if (footer) {
          observer.disconnect();
          requestAnimationFrame(() => (bench.wholeAt = performance.now()));
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { expectedCode: firstCode, shownMark: SHOWN_MARK },
  );
  const cdp = await page.context().newCDPSession(page);
  const traced = await traceMainThreadTasks(cdp, async () => {
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'presupuesto-grande.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: docx,
    });
    await page.waitForFunction(
      () => {
        const bench = (window as unknown as { __bench: { shownAt?: number; wholeAt?: number } })
          .__bench;
        return (bench.shownAt ?? -1) > 0 && (bench.wholeAt ?? -1) > 0;
      },
      null,
      { timeout: 60_000 },
    );
  }, [READ_START_MARK, SHOWN_MARK]);
  await cdp.detach();
  // Tasks of the reading on the trace's clock, judged on their CPU time (see trace-main-thread-tasks.ts).
  const readStartUs = traced.marksUs[READ_START_MARK]!;
  const shownUs = traced.marksUs[SHOWN_MARK]!;
  const reading = traced.tasks.filter(
    (task) => task.startUs >= readStartUs && task.startUs < shownUs,
  );
  const longByCpu = reading.filter((task) => task.cpuMs > LONG_TASK_MS);
  // The table is virtualised (issue 14): it says how many rows it has, and renders those in view.
  const rows =
    Number(
      await page.getByRole('table', { name: 'Detalle de servicios' }).getAttribute('aria-rowcount'),
    ) - 1;
  if (rows !== rowCount) throw new Error(`preview has ${rows} rows, expected ${rowCount}`);
  const raw = await page.evaluate(
    (marks) => {
      const win = window as unknown as {
        __bench: { longTasks: PerformanceEntry[]; shownAt?: number; wholeAt?: number };
      };
      return {
        readStart: performance.getEntriesByName(marks.readStart).at(-1)!.startTime,
        start: performance.getEntriesByName(marks.handedOver).at(-1)!.startTime,
        shownAt: win.__bench.shownAt!,
        allRowsAt: win.__bench.wholeAt!,
        longTasks: win.__bench.longTasks.map((task) => ({
          startTime: task.startTime,
          duration: task.duration,
        })),
      };
    },
    { readStart: READ_START_MARK, handedOver: HANDED_OVER_MARK },
  );
  // Tasks that start in [from, to); every long-task entry lasts over 50 ms by definition. The
  // task in which the reading starts is Playwright's setInputFiles building the file in the page
  // (hundreds of ms for a large file) and then firing the change event: it starts before the
  // mark and is the bench's own, as a user's drop builds no file in JavaScript.
  const during = (from: number, to: number) =>
    raw.longTasks
      .filter((task) => task.startTime >= from && task.startTime < to)
      .filter((task) => task.duration > LONG_TASK_MS)
      .map((task) => Math.round(task.duration));
  return {
    toPreviewMs: raw.shownAt - raw.start,
    readToPreviewMs: raw.shownAt - raw.readStart,
    toAllRowsMs: raw.allRowsAt - raw.start,
    longTasksWhileParsing: during(raw.readStart, raw.shownAt),
    longTasksWhileRendering: during(raw.shownAt, raw.allRowsAt),
    longestCpuMs: Math.max(0, ...reading.map((task) => task.cpuMs)),
    longTasksByCpu: longByCpu.map(
      (task) => `${task.cpuMs.toFixed(0)} ms CPU (${task.wallMs.toFixed(0)} wall): ${task.steps}`,
    ),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function report(label: string, runs: RunFigures[]): { medianMs: number; parsingTasks: string[] } {
  runs.forEach((figures, index) =>
    console.log(
      `  ${label} run ${index + 1}: preview ${figures.toPreviewMs.toFixed(0)} ms (${figures.readToPreviewMs.toFixed(0)} ms after the reading started), whole preview ${figures.toAllRowsMs.toFixed(0)} ms, ` +
        `long tasks on the wall clock while parsing [${figures.longTasksWhileParsing.join(', ')}], while rendering the rest [${figures.longTasksWhileRendering.join(', ')}]; ` +
        `longest task while parsing ${figures.longestCpuMs.toFixed(0)} ms of CPU time, over ${LONG_TASK_MS} ms: ${figures.longTasksByCpu.length}${figures.longTasksByCpu.map((task) => ` [${task}]`).join('')}`,
    ),
  );
  const preview = runs.map((run) => run.toPreviewMs);
  const parsingTasks = runs.flatMap((run) => run.longTasksByCpu);
  const wallTasks = runs.flatMap((run) => run.longTasksWhileParsing);
  console.log(
    `${label}: file handed over -> preview shown: median ${median(preview).toFixed(0)} ms, max ${Math.max(...preview).toFixed(0)} ms   (target <= ${TARGET_MS} ms); ` +
      `whole preview after median ${median(runs.map((run) => run.toAllRowsMs)).toFixed(0)} ms; ` +
      `main-thread tasks > ${LONG_TASK_MS} ms of CPU time while parsing: ${parsingTasks.length} (target 0; ${wallTasks.length} on the wall clock)`,
  );
  return { medianMs: median(preview), parsingTasks };
}

buildApp();
const samples = await Promise.all(
  Array.from({ length: RUNS * 2 }, (_, index) => sample(index + 1)),
);
console.log(`${ITEM_COUNT}-item .docx: ${(samples[0]!.docx.length / 1024).toFixed(0)} KB`);
// The core's own share of the time, in Node on the same machine (warm, median of 3).
const coreTimes: number[] = [];
for (let run = 0; run < 4; run++) {
  const start = performance.now();
  await readBudgetFile(new Uint8Array(samples[0]!.docx), 'presupuesto-grande.docx');
  if (run > 0) coreTimes.push(performance.now() - start);
}
console.log(
  `core readBudgetFile alone (Node, warm): median ${median(coreTimes).toFixed(0)} ms (for information)`,
);

const product = await startProduct([account]);
const browser = await launchBrowser();
let failed = false;
try {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  let page = await context.newPage();
  await page.goto(product.appUrl);
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();

  const cold: RunFigures[] = [];
  for (let run = 0; run < RUNS; run++) {
    const previous = page;
    page = await freshTab(context, product.appUrl);
    await previous.close();
    cold.push(await measureOnce(page, samples[run]!, true));
  }
  const warm: RunFigures[] = [];
  for (let run = 0; run < RUNS; run++)
    warm.push(await measureOnce(page, samples[RUNS + run]!, false));
  const coldResult = report('cold (first file on a fresh page)', cold);
  const warmResult = report('warm (next files)', warm);
  if (
    warmResult.medianMs > TARGET_MS ||
    coldResult.medianMs > TARGET_MS ||
    [...coldResult.parsingTasks, ...warmResult.parsingTasks].length > 0
  ) {
    console.error('FAIL: preview target missed (see figures above)');
    failed = true;
  }
} finally {
  await browser.close();
  await product.stop();
}
process.exit(failed ? 1 : 0);
