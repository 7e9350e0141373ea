import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_ERROR_MESSAGES } from '../../budget/errors.ts';
import { readBudgetFile } from '../../budget/read-budget.ts';
import { generateBudget } from '../../budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../../budget/testing/render-budget-report.ts';

const BIN = resolve('bin/presupuesto.js');
const SAMPLES = resolve('../shared/samples');
const folder = mkdtempSync(join(tmpdir(), 'presupuesto-convert-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const generated = generateBudget({ itemCount: 20, seed: 33 });
const report = renderBudgetReport(generated, 'presupuesto');

/** Runs the real CLI as a user would, through its bin script. */
function convert(args: string[], options: { cwd?: string; input?: string } = {}) {
  const run = spawnSync(process.execPath, [BIN, 'convert', ...args], {
    cwd: options.cwd ?? folder,
    input: options.input ?? '',
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function documentText(path: string): string {
  const xml = strFromU8(unzipSync(new Uint8Array(readFileSync(path)))['word/document.xml']!);
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('\n');
}

describe('presupuesto convert', () => {
  it('writes the Word document given with -o, holding every item of the budget', () => {
    const input = join(folder, 'obra.txt');
    writeFileSync(input, report);
    const output = join(folder, 'salida.docx');
    const run = convert([input, '-o', output]);
    expect(run.stderr).not.toMatch(/Error|No se/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Documento Word escrito en ${output}`);
    const text = documentText(output);
    for (const { codigo } of generated.items) expect(text).toContain(codigo);
  });

  it('names the file presupuesto_{id}.docx in the current folder without -o', () => {
    const cwd = mkdtempSync(join(folder, 'cwd-'));
    writeFileSync(join(cwd, 'obra.txt'), report);
    const run = convert(['obra.txt'], { cwd });
    expect(run.status).toBe(0);
    const written = readdirSync(cwd).filter((name) => name.endsWith('.docx'));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/^presupuesto_PRE-\d{4}-\d{3}\.docx$/);
  });

  it('reads pasted text from standard input with "-"', () => {
    const output = join(folder, 'pegado.docx');
    const run = convert(['-', '-o', output], { input: report });
    expect(run.status).toBe(0);
    expect(documentText(output)).toContain(generated.items[0]!.codigo);
  });

  it('explains an empty file in Spanish on standard error and exits with 1', () => {
    const input = join(folder, 'vacio.txt');
    writeFileSync(input, '   \n');
    const output = join(folder, 'vacio.docx');
    const run = convert([input, '-o', output]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(BUDGET_ERROR_MESSAGES['empty-file']);
    expect(existsSync(output)).toBe(false);
  });

  it('explains an unsupported file type', () => {
    const input = join(folder, 'foto.png');
    writeFileSync(input, readFileSync('public/branding/logo.png'));
    const run = convert([input]);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(BUDGET_ERROR_MESSAGES['unsupported-type']);
  });

  it('says which file is missing', () => {
    const run = convert([join(folder, 'no-existe.txt')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No se encuentra el archivo');
  });

  it('says when the destination folder does not exist', () => {
    const input = join(folder, 'obra2.txt');
    writeFileSync(input, report);
    const run = convert([input, '-o', join(folder, 'no', 'existe', 'x.docx')]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('No existe la carpeta de destino');
  });
});

const tinyBc3 = join(SAMPLES, 'fjht-bc3__prueba_tiny_presto11.bc3');
describe.skipIf(!existsSync(tinyBc3))('presupuesto convert on a real Presto .bc3', () => {
  it('converts it and lists the items the core reads from it', async () => {
    const { budget } = await readBudgetFile(new Uint8Array(readFileSync(tinyBc3)), 'prueba.bc3');
    const output = join(folder, 'presto.docx');
    const run = convert([tinyBc3, '-o', output]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`(${budget.items.length} partidas`);
    expect(budget.items.length).toBeGreaterThan(0);
    const text = documentText(output);
    for (const { codigo } of budget.items) expect(text).toContain(codigo);
  });
});
