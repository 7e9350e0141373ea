import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBudgetFile } from '../../read-budget.ts';
import { buildBudgetXlsx } from './build-budget-xlsx.ts';
import { verifyXlsxExport } from './verify-xlsx-export.ts';

const SAMPLES = '../shared/samples';
const files = existsSync(SAMPLES)
  ? readdirSync(SAMPLES).filter((name) => !/^SOURCES|\.md$/.test(name))
  : [];

describe.skipIf(files.length === 0)(
  '.xlsx export of every real sample whose reading reconciles',
  () => {
    for (const name of files) {
      it(`${name}: read, export, read back to the same budget to the cent`, async () => {
        let read;
        try {
          read = await readBudgetFile(new Uint8Array(readFileSync(join(SAMPLES, name))), name);
        } catch {
          return; // A file the product refuses has no budget to export.
        }
        if (read.check.status !== 'reconciled') return;
        const exported = await buildBudgetXlsx(read.budget);
        const proof = await verifyXlsxExport(read.budget, exported);
        // Chapters `01.1` beside `01.01` (Rosselló) and `C08.01` beside `C08` (Ogijares) too:
        // a sheet's chapters are told by their codes as printed, nested while they are open.
        expect(proof.problems).toEqual([]);
      }, 60_000);
    }
  },
);
