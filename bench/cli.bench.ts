/**
 * The CLI as a user runs it (issue 23), each command a process of its own started through
 * bin/presupuesto.js, the compiled build made first (scripts/build-cli.ts):
 * - `--help`: under 150 ms (CPU time of the process; wall time and a bare `node -e ''` beside it);
 * - `parse` of the 34-page CYPE PDF against a plain Node script that runs only pdf.js's text
 *   extraction on it (support/plain-pdfjs-text.mjs), interleaved in one run: within 1.3× its
 *   CPU time and its peak memory. CPU time (user + system of the whole process, read by
 *   support/report-process-usage.mjs at exit) is the judged clock, as in the other benches:
 *   on this shared machine the wall time also holds the waits for a core;
 * - converting every file of ../shared/samples/ in one `convert --to bc3` call: its time,
 *   memory and verdicts (no target; reported).
 * Without the samples, the last two are skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildCli } from '../scripts/build-cli.ts';

const BIN = resolve('bin/presupuesto.js');
const SAMPLES = resolve('../shared/samples');
const CYPE_PDF = join(
  SAMPLES,
  'grupo-rg-platform__P030326-albanileria_cype-arquimedes_mediciones-presupuesto.pdf',
);
const PLAIN_PDFJS = resolve('bench/support/plain-pdfjs-text.mjs');
const REPORT_USAGE = resolve('bench/support/report-process-usage.mjs');

const HELP_TARGET_MS = 150;
const HELP_RUNS = 10;
const PARSE_RATIO_TARGET = 1.3;
const PARSE_RUNS = 4;

interface ProcessRun {
  status: number | null;
  wallMs: number;
  cpuMs: number;
  maxRssMb: number;
  stdout: string;
}

const work = mkdtempSync(join(tmpdir(), 'presupuesto-cli-bench-'));
const usageFile = join(work, 'usage.json');

/** Runs `node ARGS` with the usage reporter preloaded; its CPU time and peak memory are its own. */
function runNode(args: string[]): ProcessRun {
  rmSync(usageFile, { force: true });
  const start = performance.now();
  const run = spawnSync(process.execPath, ['--import', REPORT_USAGE, ...args], {
    env: { ...process.env, BENCH_USAGE_FILE: usageFile },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - start;
  const usage = JSON.parse(readFileSync(usageFile, 'utf8')) as { cpuMs: number; maxRssMb: number };
  return { status: run.status, wallMs, ...usage, stdout: run.stdout };
}

const best = (runs: ProcessRun[], key: 'wallMs' | 'cpuMs' | 'maxRssMb') =>
  Math.min(...runs.map((run) => run[key]));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
let failed = false;

const built = await buildCli();
console.log(`CLI compilada: dist-cli/${built.build}/ (${built.inputs.length} fuentes)`);

// --help: nothing but commander and the command table should load. Judged on the process's
// CPU time, which is what the start costs on an idle machine (where wall ≈ CPU); the wall time
// on this shared machine also holds the waits for a core, as a bare `node -e ''` beside it shows.
const bare: ProcessRun[] = [];
const helps: ProcessRun[] = [];
for (let run = 0; run < HELP_RUNS; run++) {
  bare.push(runNode(['-e', '']));
  helps.push(runNode([BIN, '--help']));
}
const helpCpu = best(helps, 'cpuMs');
console.log(
  `--help, ${HELP_RUNS} runs: best CPU ${ms(helpCpu)}, best wall ${ms(best(helps, 'wallMs'))} ` +
    `(median ${ms(median(helps.map((run) => run.wallMs)))}), ${best(helps, 'maxRssMb').toFixed(0)} MB; ` +
    `bare node -e '': CPU ${ms(best(bare, 'cpuMs'))}, wall ${ms(best(bare, 'wallMs'))}` +
    `  target < ${HELP_TARGET_MS} ms  ${verdict(helpCpu < HELP_TARGET_MS)}`,
);
if (helpCpu >= HELP_TARGET_MS) failed = true;

if (!existsSync(CYPE_PDF)) {
  console.log(`parse: sample not found (${CYPE_PDF}); skipped`);
} else {
  const plain: ProcessRun[] = [];
  const parse: ProcessRun[] = [];
  for (let run = 0; run < PARSE_RUNS; run++) {
    plain.push(runNode([PLAIN_PDFJS, CYPE_PDF]));
    parse.push(runNode([BIN, 'parse', CYPE_PDF]));
  }
  if (parse.some((run) => run.status !== 0)) throw new Error('parse failed');
  const cpuRatio = best(parse, 'cpuMs') / best(plain, 'cpuMs');
  const rssRatio = best(parse, 'maxRssMb') / best(plain, 'maxRssMb');
  const line = (name: string, runs: ProcessRun[]) =>
    `  ${name}: CPU ${runs.map((run) => ms(run.cpuMs)).join(', ')}; wall ${runs.map((run) => ms(run.wallMs)).join(', ')}; ` +
    `peak ${best(runs, 'maxRssMb').toFixed(0)} MB`;
  console.log(
    `parse of the 34-page CYPE PDF against plain pdf.js text extraction, ${PARSE_RUNS} runs each, interleaved:\n` +
      `${line('pdf.js alone', plain)}\n${line('presupuesto parse', parse)}\n` +
      `  best CPU ${cpuRatio.toFixed(2)}× (${ms(best(parse, 'cpuMs'))} / ${ms(best(plain, 'cpuMs'))}), ` +
      `wall ${(best(parse, 'wallMs') / best(plain, 'wallMs')).toFixed(2)}×, ` +
      `memory ${rssRatio.toFixed(2)}×  target <= ${PARSE_RATIO_TARGET}×  ` +
      verdict(cpuRatio <= PARSE_RATIO_TARGET && rssRatio <= PARSE_RATIO_TARGET),
  );
  if (cpuRatio > PARSE_RATIO_TARGET || rssRatio > PARSE_RATIO_TARGET) failed = true;

  const files = readdirSync(SAMPLES)
    .filter((name) => name !== 'SOURCES.md')
    .sort()
    .map((name) => join(SAMPLES, name));
  const folder = join(work, 'bc3');
  const batch = runNode([BIN, 'convert', ...files, '--to', 'bc3', '-o', folder]);
  const proved = readdirSync(folder).length;
  const summary = /Resumen: .*/.exec(batch.stdout)?.[0] ?? '(sin resumen)';
  console.log(
    `convert of the ${files.length} sample files to .bc3 in one call: wall ${ms(batch.wallMs)}, ` +
      `CPU ${ms(batch.cpuMs)}, peak ${batch.maxRssMb.toFixed(0)} MB; ${proved} files written; ${summary}`,
  );
  for (const outcome of batch.stdout.split('\n').filter((text) => text.startsWith('  ERROR')))
    console.log(`  ${outcome.trim().slice(0, 220)}`);
}

rmSync(work, { recursive: true, force: true });
if (failed) process.exitCode = 1;
