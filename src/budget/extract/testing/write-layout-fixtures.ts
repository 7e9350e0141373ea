/**
 * Writes one generated budget in every layout family, as text and as PDF, to look at them
 * or to try the CLI on them:
 * `npx tsx src/budget/extract/testing/write-layout-fixtures.ts [directory] [items] [seed]`.
 * The tests generate the same files in memory; nothing here is committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateBudget } from '../../testing/generate-budget.ts';
import { LAYOUT_FAMILIES } from '../../testing/layout-families.ts';
import { writeReportText } from '../../testing/report-document.ts';
import { makeReportPdf } from './make-report-pdf.ts';

const DEFAULT_DIRECTORY = 'layout-fixtures';
const DEFAULT_ITEMS = 40;
const DEFAULT_SEED = 20_260_115;

const [directory = DEFAULT_DIRECTORY, items, seed] = process.argv.slice(2);
mkdirSync(directory, { recursive: true });
for (const family of LAYOUT_FAMILIES) {
  const budget = family.shape(
    generateBudget({
      itemCount: Number(items ?? DEFAULT_ITEMS),
      seed: Number(seed ?? DEFAULT_SEED),
      ...family.generate,
    }),
  );
  const document = family.render(budget);
  const extension = family.textStyle.kind === 'tabs' ? 'tsv' : 'txt';
  writeFileSync(
    join(directory, `${family.id}.${extension}`),
    writeReportText(document, family.textStyle),
  );
  writeFileSync(join(directory, `${family.id}.pdf`), await makeReportPdf(document));
  console.log(`${family.id}: ${budget.items.length} items, total ${budget.total}`);
}
