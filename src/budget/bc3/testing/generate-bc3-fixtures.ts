/** Writes the synthetic .bc3 fixtures: `npx tsx src/budget/bc3/testing/generate-bc3-fixtures.ts`. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMMITTED_FIXTURES } from './bc3-fixtures.ts';
import { writeBc3 } from './write-bc3.ts';

const directory = fileURLToPath(new URL('../fixtures/', import.meta.url));
mkdirSync(directory, { recursive: true });
for (const [name, fixture] of Object.entries(COMMITTED_FIXTURES)) {
  writeFileSync(directory + name, writeBc3(fixture));
  console.log(`wrote ${directory}${name}`);
}
