/**
 * Runs every test (unit, integration, end-to-end) in one Vitest run and ends
 * with a plain "N passed, N failed" line, which CI reads to know tests ran.
 * Extra arguments go to Vitest (e.g. `--project unit`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const reportPath = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });

const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
}

let report: VitestJsonReport;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJsonReport;
} catch (error) {
  console.error('No test report was written:', error);
  process.exit(run.status === 0 ? 1 : (run.status ?? 1));
}
const skipped = report.numPendingTests;
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed` +
    (skipped > 0 ? `, ${skipped} skipped` : ''),
);
const ranNothing = report.numTotalTests === 0;
process.exit(run.status !== 0 || report.numFailedTests > 0 || ranNothing ? 1 : 0);
