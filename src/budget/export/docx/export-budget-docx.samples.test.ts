/**
 * The Word document of every real sample in ../shared/samples whose reading reconciles, read
 * back by the product's own reader (issue 23): each proves, short and full descriptions.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyBranding } from '../../../config/branding.ts';
import { readBudgetFile } from '../../read-budget.ts';
import { exportBudgetDocx } from './export-budget-docx.ts';

const SAMPLES = '../shared/samples';
const files = existsSync(SAMPLES)
  ? readdirSync(SAMPLES)
      .filter((name) => !name.endsWith('.md'))
      .sort()
  : [];

describe.skipIf(files.length === 0)('the Word document of the real samples', () => {
  it('proves every reconciled sample’s Word by reading it back, short and full descriptions', async () => {
    const failures: string[] = [];
    let proved = 0;
    for (const file of files) {
      let read;
      try {
        read = await readBudgetFile(new Uint8Array(readFileSync(join(SAMPLES, file))), file);
      } catch {
        continue; // a sample the product refuses (a damaged .bc3) has no Word
      }
      if (read.check.status !== 'reconciled') continue;
      for (const descriptions of ['short', 'full'] as const) {
        const { proof } = await exportBudgetDocx(read.budget, {
          branding: companyBranding,
          now: new Date(2026, 10, 27),
          descriptions,
        });
        if (proof.ok) proved++;
        else failures.push(`${file} (${descriptions}): ${proof.problems[0] ?? ''}`);
      }
    }
    expect(failures).toEqual([]);
    expect(proved).toBeGreaterThan(30);
  }, 600_000);
});
