/**
 * Parse throughput: a generated budget of about 10,000 items rendered as report
 * text in each layout, parsed repeatedly; prints MB/s judged on the parsing thread's
 * CPU time, with the wall-clock and all-threads figures beside it (measure-time.ts
 * says why), held to issue 11's 30 MB/s. parseBudgetText is what the app calls; it reads
 * with the layout reader (read-budget-by-layout.ts), which learns each document's layout
 * from the whole text and so does more per line than the one-pass line rules it replaced
 * (those read 50-100 MB/s). Then pathological inputs (a 5 MB single line, 100,000 short
 * lines, ...) whose time must grow linearly: each is timed at two sizes and the ratio printed.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseBudgetText } from '../src/budget/parse/parse-budget-text.ts';
import { bestTimes, judgedMs } from './measure-time.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import {
  renderBudgetReport,
  type ReportLayout,
} from '../src/budget/testing/render-budget-report.ts';

/** Issue 11's target for text parsing, in MB/s on the parsing thread's CPU time. */
const TARGET_MB_PER_S = 30;
const LAYOUTS: readonly ReportLayout[] = ['presupuesto', 'same-line', 'mediciones'];
/** Set in the child process that measures one layout (see measureLayoutInFreshProcess). */
const LAYOUT_VARIABLE = 'PARSE_BENCH_LAYOUT';
const ITEM_COUNT = 10_000;
/** Rounds per layout: the best is the one the shared machine disturbed least. */
const ROUNDS = 15;
/** Doubling the input may at most multiply the time by this much (2 is linear; 3 leaves room for noise). */
const MAX_DOUBLING_RATIO = 3;
const MIN_MEASURABLE_MS = 50;
/** Rounds per pathological input and size: fewer, as some take most of a second. */
const PATHOLOGICAL_ROUNDS = 5;

/** Best time of a few rounds, on the clock targets are judged on (see measure-time.ts). */
function bestTimeMs(
  text: string,
  rounds: number,
  run: (text: string) => unknown = parseBudgetText,
): number {
  return judgedMs(bestTimes(rounds, () => run(text)));
}

const rate = (megabytes: number, ms: number | undefined): string =>
  ms === undefined ? 'n/a' : `${(megabytes / (ms / 1000)).toFixed(1)} MB/s`;

let failed = false;

/**
 * A yardstick for the machine: splitting the same text into lines and words, the least
 * any line parser must do. On a shared or slow machine both figures drop together.
 */
function printYardstick(): void {
  const text = renderBudgetReport(
    generateBudget({ itemCount: ITEM_COUNT, seed: 7 }),
    'presupuesto',
  );
  const megabytes = Buffer.byteLength(text, 'utf8') / 1_000_000;
  const ms = bestTimeMs(text, ROUNDS, (input) => input.split('\n').map((line) => line.split(' ')));
  console.log(
    `yardstick: splitting ${megabytes.toFixed(2)} MB into lines and words: ${(megabytes / (ms / 1000)).toFixed(1)} MB/s`,
  );
}

/**
 * The report text of a generated budget, after checking that the parser reads back its
 * items and total. In a function of its own so that neither the generated budget nor the
 * check's parse is still alive while the timed rounds run: the garbage collector would
 * walk them on every collection and bill the parser for the benchmark's own leftovers.
 */
function checkedReportText(layout: ReportLayout): string {
  const budget = generateBudget({
    itemCount: ITEM_COUNT,
    seed: 7,
    measurements: layout === 'mediciones',
  });
  const text = renderBudgetReport(budget, layout);
  const parsed = parseBudgetText(text).budget;
  if (parsed.items.length !== budget.items.length || parsed.total !== budget.total) {
    console.error(
      `${layout}: read ${parsed.items.length} items / ${parsed.total}, expected ${budget.items.length} / ${budget.total}`,
    );
    failed = true;
  }
  return text;
}

const collectGarbage = (globalThis as { gc?: () => void }).gc;

function measureLayout(layout: ReportLayout): void {
  const text = checkedReportText(layout);
  const megabytes = Buffer.byteLength(text, 'utf8') / 1_000_000;
  // Start the rounds from a heap holding only the text (`npm run bench` passes --expose-gc).
  collectGarbage?.();
  const times = bestTimes(ROUNDS, () => parseBudgetText(text));
  const ms = judgedMs(times);
  const throughput = megabytes / (ms / 1000);
  const verdict = throughput >= TARGET_MB_PER_S ? 'ok' : 'BELOW TARGET';
  console.log(
    `parse ${layout.padEnd(11)} ${ITEM_COUNT} items, ${megabytes.toFixed(2)} MB: ${ms.toFixed(1)} ms = ${throughput.toFixed(1)} MB/s (target >= ${TARGET_MB_PER_S} MB/s) ${verdict}` +
      ` [wall ${rate(megabytes, times.wallMs)}, all threads' CPU ${rate(megabytes, times.processMs)}]`,
  );
  if (throughput < TARGET_MB_PER_S) failed = true;
}

/**
 * Measures a layout in a new Node process running this file. V8 compiles the parser from
 * what it has seen so far: timed in one process after another layout, a layout is read by
 * code tuned to the other (mediciones ran a third slower after presupuesto), so each
 * layout's figure would depend on the order of the list.
 */
function measureLayoutInFreshProcess(layout: ReportLayout): void {
  const run = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    env: { ...process.env, [LAYOUT_VARIABLE]: layout },
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}

const pathological: Array<[string, (scale: number) => string]> = [
  [
    'single line of items',
    (scale) => 'DEM06 Ml CORTE PAVIMENTO 1,00 2,00 2,00 '.repeat(65_000 * scale),
  ],
  ['short lines', (scale) => 'DEM06 Ml CORTE\n1,00 2,00 2,00\n'.repeat(25_000 * scale)],
  [
    'one long description',
    (scale) =>
      `DEM06 Ml CORTE\n${'Corte de pavimento de aglomerado en calza-\n'.repeat(50_000 * scale)}1,00 2,00 2,00`,
  ],
  ['dot leaders', (scale) => `TOTAL ${'.'.repeat(2_500_000 * scale)}`],
  ['one huge word', (scale) => 'A'.repeat(2_500_000 * scale)],
];
function measurePathological(): void {
  for (const [name, make] of pathological) {
    const small = bestTimeMs(make(1), PATHOLOGICAL_ROUNDS);
    const large = bestTimeMs(make(2), PATHOLOGICAL_ROUNDS);
    const ratio = large / Math.max(small, 0.01);
    const sizeMb = make(2).length / 1_000_000;
    // Below a few tens of milliseconds the ratio is timer noise, and the input is plainly cheap.
    const measurable = large >= MIN_MEASURABLE_MS;
    const verdict = !measurable
      ? 'linear (too fast to time)'
      : ratio <= MAX_DOUBLING_RATIO
        ? 'linear'
        : 'SUPER-LINEAR';
    console.log(
      `pathological ${name.padEnd(20)} ${sizeMb.toFixed(1)} MB: ${large.toFixed(0)} ms, x${ratio.toFixed(2)} when doubled (target <= x${MAX_DOUBLING_RATIO}) ${verdict}`,
    );
    if (measurable && ratio > MAX_DOUBLING_RATIO) failed = true;
  }
}

const onlyLayout = process.env[LAYOUT_VARIABLE];
if (onlyLayout !== undefined) {
  measureLayout(onlyLayout as ReportLayout);
} else {
  printYardstick();
  for (const layout of LAYOUTS) measureLayoutInFreshProcess(layout);
  measurePathological();
}
if (failed) process.exitCode = 1;
