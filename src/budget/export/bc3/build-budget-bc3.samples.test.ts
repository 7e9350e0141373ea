import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../read-budget.ts';
import { buildBudgetBc3 } from './build-budget-bc3.ts';
import { checkBc3Conformance } from './check-bc3-conformance.ts';
import { readBc3RootTotal } from './testing/read-bc3-root-total.ts';
import { verifyBc3Export } from './verify-bc3-export.ts';

const SAMPLES = '../shared/samples';
const files = existsSync(SAMPLES)
  ? readdirSync(SAMPLES).filter((name) => !/^SOURCES|\.md$/.test(name))
  : [];

describe.skipIf(files.length === 0)(
  '.bc3 export of every real sample whose reading reconciles',
  () => {
    for (const name of files) {
      it(`${name}: read, export, read back to the same budget to the cent`, async () => {
        let read;
        try {
          read = await readBudgetFile(new Uint8Array(readFileSync(join(SAMPLES, name))), name);
        } catch {
          return; // A file the product refuses has no budget to export.
        }
        const isBc3 = name.toLowerCase().endsWith('.bc3');
        if (read.check.status !== 'reconciled' && !isBc3) return;
        const exported = buildBudgetBc3(read.budget);
        expect(checkBc3Conformance(exported.bytes)).toEqual([]);
        const proof = await verifyBc3Export(read.budget, exported);
        expect(proof.problems).toEqual([]);
        // A .bc3 written from a .bc3 keeps its root total; so does the independent reader.
        expect(exported.total).toBe(read.budget.total);
        expect(readBc3RootTotal(exported.bytes).rootTotal).toBe(read.budget.total);
      }, 60_000);
    }
  },
);
