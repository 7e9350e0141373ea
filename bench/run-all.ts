/**
 * `npm run bench`: runs every bench/*.bench.ts in its own Node process (so one
 * benchmark's heap does not skew another's peak memory) and prints their figures.
 * `npm run bench -- parse` runs only the files whose name contains "parse".
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const filter = process.argv[2] ?? '';
const files = readdirSync('bench')
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();

let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync('npx', ['tsx', '--expose-gc', `bench/${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
if (failed > 0) {
  console.error(`\n${failed} benchmark(s) failed`);
  process.exit(1);
}
