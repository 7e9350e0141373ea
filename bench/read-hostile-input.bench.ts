/**
 * Hostile and oversized input through readBudgetFile, the app's entry point:
 * a zip bomb whose headers lie (1 GiB of text behind a claimed 1 KB), a 50 MB
 * text export and a single 5 MB line. Prints time and the process's peak
 * memory after each, against targets that say "bounded": the bomb must stop
 * without ever holding its gigabyte, the big text must stay linear.
 */
import { BUDGET_ERROR_MESSAGES } from '../src/budget/errors.ts';
import { makeZipBomb } from '../src/budget/extract/testing/make-hostile-files.ts';
import { readBudgetFile } from '../src/budget/read-budget.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../src/budget/testing/render-budget-report.ts';

const MEBIBYTE = 1024 * 1024;
const BOMB_TARGET_MS = 5_000;
/** Peak resident memory after the bomb: well under the gigabyte it would inflate to. */
const BOMB_TARGET_PEAK_MB = 800;
const TEXT_TARGET_MB_PER_S = 15;
/** Peak resident memory reading 50 MB of text: a small multiple of the input. */
const TEXT_TARGET_PEAK_MB = 1_200;

const peakMb = () => process.resourceUsage().maxRSS / 1024;
/** CPU time (user + system) of the work: the benchmark shares a small machine, waiting is not its cost. */
const cpuMsSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
let failed = false;

function report(label: string, ms: number, extra: string, ok: boolean): void {
  console.log(
    `${label}: ${ms.toFixed(0)} ms CPU, ${extra}, peak RSS ${peakMb().toFixed(0)} MB ${ok ? 'ok' : 'BELOW TARGET'}`,
  );
  if (!ok) failed = true;
}

// The bomb runs first, so the peak it leaves is its own.
{
  const bomb = makeZipBomb({ inflatedBytes: 1024 * MEBIBYTE, declaredBytes: 1000 });
  const start = process.cpuUsage();
  let message = '';
  try {
    await readBudgetFile(bomb, 'bomba.docx');
  } catch (error) {
    message = error instanceof Error ? error.message : String(error);
  }
  const ms = cpuMsSince(start);
  const refused = message === BUDGET_ERROR_MESSAGES['docx-too-large'];
  report(
    `zip bomb ${(bomb.length / 1e6).toFixed(1)} MB -> 1 GiB (claims 1 KB)`,
    ms,
    `${refused ? 'refused as too large' : `NOT refused (${message})`} (target < ${BOMB_TARGET_MS} ms, < ${BOMB_TARGET_PEAK_MB} MB)`,
    refused && ms < BOMB_TARGET_MS && peakMb() < BOMB_TARGET_PEAK_MB,
  );
}

{
  const budget = generateBudget({ itemCount: 2_000, seed: 5 });
  const text = renderBudgetReport(budget, 'presupuesto');
  const copies = Math.ceil((50 * MEBIBYTE) / text.length);
  const bytes = new TextEncoder().encode(Array.from({ length: copies }, () => text).join('\n'));
  const start = process.cpuUsage();
  const { budget: parsed } = await readBudgetFile(bytes, 'grande.txt', 'text/plain');
  const ms = cpuMsSince(start);
  const rate = bytes.length / 1e6 / (ms / 1000);
  const complete = parsed.items.length === budget.items.length * copies;
  report(
    `text ${(bytes.length / 1e6).toFixed(0)} MB, ${parsed.items.length} items`,
    ms,
    `${rate.toFixed(1)} MB/s${complete ? '' : ' ITEMS MISSING'} (target >= ${TEXT_TARGET_MB_PER_S} MB/s, < ${TEXT_TARGET_PEAK_MB} MB)`,
    complete && rate >= TEXT_TARGET_MB_PER_S && peakMb() < TEXT_TARGET_PEAK_MB,
  );
}

{
  const line = 'E01 m2 Solera de hormigón 12,50 '.repeat(163_840);
  const bytes = new TextEncoder().encode(line);
  const start = process.cpuUsage();
  await readBudgetFile(bytes, 'una-linea.txt', 'text/plain');
  const ms = cpuMsSince(start);
  report(`single line ${(bytes.length / 1e6).toFixed(1)} MB`, ms, 'read', true);
}

if (failed) process.exitCode = 1;
