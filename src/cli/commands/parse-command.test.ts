import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../../budget/errors.ts';
import { makeBudgetDocx } from '../../budget/extract/testing/make-budget-docx.ts';
import {
  encodeWindows1252,
  makeRandomBytes,
} from '../../budget/extract/testing/make-hostile-files.ts';
import { formatMoney } from '../../budget/model/format-money.ts';
import type { ReadingVerdict } from '../../budget/check/judge-reading.ts';
import type { Budget } from '../../budget/model/budget.ts';
import { describeWarning } from '../../budget/parse/describe-warning.ts';
import { generateBudget } from '../../budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../../budget/testing/render-budget-report.ts';

const folder = mkdtempSync(join(tmpdir(), 'presupuesto-parse-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const generated = generateBudget({ itemCount: 25, seed: 21 });
const report = renderBudgetReport(generated, 'presupuesto');

function file(name: string, content: Uint8Array | string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

/** Runs the real CLI as a user would, through its bin script. */
function presupuesto(args: string[], input?: Uint8Array | string) {
  const run = spawnSync(process.execPath, ['bin/presupuesto.js', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('presupuesto parse', () => {
  it('prints the Budget as JSON with the spec’s field names and exits 0', () => {
    const run = presupuesto(['parse', file('informe.txt', report), '--json']);
    expect(run.status).toBe(0);
    const budget = JSON.parse(run.stdout) as Budget;
    expect(Object.keys(budget)).toEqual(
      expect.arrayContaining(['id', 'client', 'items', 'total', 'availableColumns']),
    );
    expect(Object.keys(budget.items[0] ?? {})).toEqual(
      expect.arrayContaining([
        'codigo',
        'resumen',
        'uds',
        'longitud',
        'anchura',
        'altura',
        'parciales',
        'cantidad',
        'precio_unitario',
        'total',
      ]),
    );
    expect(budget.items.map((item) => item.codigo)).toEqual(
      generated.items.map((item) => item.codigo),
    );
    expect(budget.total).toBe(generated.total);
  });

  it('prints a readable table with codes, chapters and the total', () => {
    const run = presupuesto(['parse', file('informe-tabla.txt', report)]);
    expect(run.status).toBe(0);
    for (const item of generated.items) expect(run.stdout).toContain(item.codigo);
    const firstChapter = generated.chapters?.[0];
    if (firstChapter) expect(run.stdout).toContain(`${firstChapter.code} ${firstChapter.title}`);
    expect(run.stdout).toContain(`TOTAL: ${formatMoney(generated.total)}`);
  });

  it('reads a .docx file', async () => {
    const run = presupuesto([
      'parse',
      file('presupuesto.docx', await makeBudgetDocx(generated)),
      '--json',
    ]);
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as Budget).total).toBe(generated.total);
  });

  it('reads text from standard input with "-", whatever its encoding', () => {
    const run = presupuesto(['parse', '-', '--json'], encodeWindows1252(report));
    expect(run.status).toBe(0);
    const budget = JSON.parse(run.stdout) as Budget;
    expect(budget.total).toBe(generated.total);
    expect(budget.source?.format).toBe('text');
  });

  it('keeps standard output pure JSON and writes warnings to standard error in Spanish', () => {
    // The document states a total its items do not add up to.
    const text = 'E01 m2 Solera de hormigón\n10,00 12,50 125,00\nTOTAL 999,00\n';
    const run = presupuesto(['parse', '-', '--json'], text);
    expect(run.status).toBe(0);
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    const warning = describeWarning({ kind: 'total-mismatch', stated: 999, parsed: 125 });
    expect(run.stderr).toContain(`Aviso: ${warning}`);
  });

  it('carries the verdict as `check` in the JSON, and says it reconciles', () => {
    const run = presupuesto(['parse', file('informe-comprobado.txt', report), '--json']);
    expect(run.status).toBe(0);
    const output = JSON.parse(run.stdout) as Budget & { check: ReadingVerdict };
    expect(output.check).toMatchObject({
      status: 'reconciled',
      reconciled: true,
      parsed: generated.total,
      stated: generated.total,
      documentKind: 'budget',
      unplacedLines: 0,
    });
    expect(output.check.chapters).toHaveLength(generated.chapters?.length ?? 0);
    expect(run.stderr).toContain('Comprobación: cuadra con el documento');
  });

  it('prints which chapter differs and by how much, and the unplaced lines', () => {
    const tampered = structuredClone(generated);
    const chapter = tampered.chapters!.find((candidate) => candidate.level === 1)!;
    chapter.statedTotal = Math.round((chapter.total + 12.34) * 100) / 100;
    // A stray line before the first item, where the reader has nothing to attach it to.
    const lines = renderBudgetReport(tampered, 'presupuesto').split('\n');
    const firstItem = lines.findIndex((line) => line.startsWith(tampered.items[0]!.codigo));
    lines.splice(firstItem, 0, '%%%% ???? ####');
    const text = lines.join('\n');
    const run = presupuesto(['parse', file('informe-descuadrado.txt', text)]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Comprobación: NO cuadra con el documento.');
    expect(run.stdout).toContain(
      `Capítulo ${chapter.code} ${chapter.title}: documento ${formatMoney(chapter.statedTotal)}, partidas ${formatMoney(chapter.total)}, diferencia ${formatMoney(-12.34)}`,
    );
    const json = presupuesto(['parse', file('informe-descuadrado.txt', text), '--json']);
    const { check } = JSON.parse(json.stdout) as { check: ReadingVerdict };
    expect(check.reconciled).toBe(false);
    expect(check.unplacedLines).toBe(1);
    expect(run.stdout).toContain('Líneas sin colocar: 1');
    expect(run.stdout).toContain('«%%%% ???? ####»');
  });

  it('says plainly when there is no stated total to check against', () => {
    const run = presupuesto(['parse', '-'], 'E01 m2 Solera de hormigón\n10,00 12,50 125,00\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Comprobación: no se ha podido comprobar');
  });

  it('exits 1 with the Spanish message on standard error for a binary file named .txt', () => {
    const run = presupuesto(['parse', file('basura.txt', makeRandomBytes(20_000))]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(BUDGET_ERROR_MESSAGES['binary-file']);
  });

  it('exits 1 with the spec’s message for an unsupported type and for empty standard input', () => {
    const unsupported = presupuesto(['parse', file('foto.png', makeRandomBytes(100))]);
    expect(unsupported.status).toBe(1);
    expect(unsupported.stderr.trim()).toBe(BUDGET_ERROR_MESSAGES['unsupported-type']);
    const empty = presupuesto(['parse', '-'], '   \n');
    expect(empty.status).toBe(1);
    expect(empty.stderr.trim()).toBe(BUDGET_ERROR_MESSAGES['empty-text']);
  });

  it('exits 1 and names a file that does not exist', () => {
    const run = presupuesto(['parse', join(folder, 'no-existe.txt')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No se encuentra el archivo');
  });
});
