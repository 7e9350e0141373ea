/**
 * .docx text extraction against mammoth.extractRawText on the same bytes: a
 * generated budget of 2,000 and of 10,000 items laid out as Word tables (the
 * `docx` library writes them as Word would). Target: at least 5 times faster.
 * Each file is also parsed back, to show the extracted text is the budget.
 */
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractDocxText } from '../src/budget/extract/extract-docx-text.ts';
import { makeBudgetDocx } from '../src/budget/extract/testing/make-budget-docx.ts';
import { parseBudgetText } from '../src/budget/parse/parse-budget-text.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';

const TARGET_RATIO = 5;
const OWN_ROUNDS = 6;
/** mammoth takes seconds on the large file; two rounds are enough to take the best. */
const MAMMOTH_ROUNDS = 2;

/**
 * Best CPU time (user + system) of a few rounds: CPU time rather than wall time
 * because the benchmark shares a small machine with other work.
 */
async function bestTimeMs(rounds: number, work: () => unknown): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    await work();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

let failed = false;
for (const itemCount of [2_000, 10_000]) {
  const budget = generateBudget({ itemCount, seed: 7 });
  const bytes = await makeBudgetDocx(budget);
  const buffer = Buffer.from(bytes);
  const xmlBytes =
    unzipSync(bytes, { filter: (file) => file.name === 'word/document.xml' })['word/document.xml']
      ?.length ?? 0;

  const parsed = parseBudgetText(extractDocxText(bytes)).budget;
  if (parsed.items.length !== budget.items.length || parsed.total !== budget.total) {
    console.error(
      `${itemCount} items: parsed ${parsed.items.length} items / ${parsed.total}, expected ${budget.items.length} / ${budget.total}`,
    );
    failed = true;
  }

  const own = await bestTimeMs(OWN_ROUNDS, () => extractDocxText(bytes));
  const reference = await bestTimeMs(MAMMOTH_ROUNDS, () => mammoth.extractRawText({ buffer }));
  const ratio = reference / own;
  const verdict = ratio >= TARGET_RATIO ? 'ok' : 'BELOW TARGET';
  console.log(
    `extract-docx ${String(itemCount).padStart(6)} items, ${(bytes.length / 1e6).toFixed(2)} MB .docx (${(xmlBytes / 1e6).toFixed(1)} MB XML): ` +
      `extractDocxText ${own.toFixed(0)} ms, mammoth ${reference.toFixed(0)} ms = ${ratio.toFixed(1)}x faster ` +
      `(target >= ${TARGET_RATIO}x) ${verdict}`,
  );
  if (ratio < TARGET_RATIO) failed = true;
}
if (failed) process.exitCode = 1;
