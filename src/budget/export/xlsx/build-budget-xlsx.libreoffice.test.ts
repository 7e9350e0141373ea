import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBudget } from '../../testing/generate-budget.ts';
import { buildBudgetXlsx } from './build-budget-xlsx.ts';

const hasSoffice = spawnSync('soffice', ['--version'], { encoding: 'utf8' }).status === 0;
const folder = mkdtempSync(join(tmpdir(), 'presupuesto-xlsx-lo-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The workbook without the values cached beside its formulas: what LibreOffice shows it computed itself. */
function withoutCachedValues(bytes: Uint8Array): Uint8Array {
  const files = unzipSync(bytes);
  const path = 'xl/worksheets/sheet1.xml';
  files[path] = strToU8(strFromU8(files[path]!).replace(/(<f>[^<]*<\/f>)<v>[^<]*<\/v>/g, '$1'));
  return zipSync(files);
}

/** Rows of a comma-separated file with "quoted" cells that may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index++) {
    const character = text[index]!;
    if (quoted && character === '"' && text[index + 1] === '"') {
      cell += '"';
      index++;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += character;
    } else if (character === ',') {
      endCell();
    } else if (character === '\n') {
      endCell();
      rows.push(row);
      row = [];
    } else if (character !== '\r') {
      cell += character;
    }
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe.skipIf(!hasSoffice)('the .xlsx export recalculated by LibreOffice', () => {
  it('gives every chapter subtotal, the PEM and the contract total the budget has', async () => {
    const budget = generateBudget({ itemCount: 150, seed: 12, depth: 3 });
    const exported = await buildBudgetXlsx(budget, { company: 'Construcciones Ejemplo' });
    const input = join(folder, 'presupuesto.xlsx');
    writeFileSync(input, withoutCachedValues(exported.bytes));
    const run = spawnSync(
      'soffice',
      [
        `-env:UserInstallation=file://${join(folder, 'profile')}`,
        '--headless',
        '--convert-to',
        // UTF-8, raw values rather than as shown, so figures come with all their decimals.
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false',
        '--outdir',
        folder,
        input,
      ],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(run.status).toBe(0);
    const rows = parseCsv(readFileSync(join(folder, 'presupuesto.csv'), 'utf8'));
    const amountAt = (row: number) => Number(rows[row - 1]![6]);
    for (const chapter of budget.chapters ?? []) {
      const row = exported.plan.chapterRows.get(chapter.code)!;
      expect([chapter.code, amountAt(row)]).toEqual([chapter.code, chapter.total]);
    }
    expect(amountAt(exported.plan.pemRow)).toBe(budget.total);
    const last = rows.findLastIndex((row) => row[6] !== undefined && row[6] !== '') + 1;
    expect(amountAt(last)).toBe(budget.summary!.contractTotal);
  }, 150_000);
});
