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
  it('writes the Word document given with -o, holding every item of the budget, proved by reading it back', () => {
    const input = join(folder, 'obra.txt');
    writeFileSync(input, report);
    const output = join(folder, 'salida.docx');
    const run = convert([input, '-o', output]);
    expect(run.stderr).not.toMatch(/Error|No se|NO comprobado/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Documento Word escrito en ${output}`);
    expect(run.stdout).toContain('comprobado al volver a leerlo');
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

describe('presupuesto convert to the estimator programs formats', () => {
  it('writes a FIEBDC-3 file for -o out.bc3, proved by reading it back', async () => {
    const input = join(folder, 'obra-bc3.txt');
    writeFileSync(input, report);
    const output = join(folder, 'salida.bc3');
    const run = convert([input, '-o', output]);
    expect(run.stderr).not.toMatch(/NO comprobado|No se/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Archivo FIEBDC-3 escrito en ${output}`);
    expect(run.stdout).toContain('comprobado al volver a leerlo');
    const bytes = new Uint8Array(readFileSync(output));
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 3))).toBe('~V|');
    const { budget } = await readBudgetFile(bytes, 'salida.bc3');
    expect(budget.total).toBe(generated.total);
    expect(budget.items.map((item) => item.codigo)).toEqual(
      generated.items.map((item) => item.codigo),
    );
  });

  it('writes an Excel workbook for --to xlsx', async () => {
    const input = join(folder, 'obra-xlsx.txt');
    writeFileSync(input, report);
    const output = join(folder, 'salida.xlsx');
    const run = convert([input, '--to', 'xlsx', '-o', output]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Hoja de Excel escrita en ${output}`);
    const { budget } = await readBudgetFile(new Uint8Array(readFileSync(output)), 'salida.xlsx');
    expect(budget.total).toBe(generated.total);
  });

  it('writes a branded PDF for -o .pdf, proved by reading it back', async () => {
    const input = join(folder, 'obra-pdf.txt');
    writeFileSync(input, report);
    const output = join(folder, 'salida.pdf');
    const run = convert([input, '-o', output]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Documento PDF escrito en ${output}`);
    expect(run.stdout).toContain('comprobado al volver a leerlo');
    const { budget } = await readBudgetFile(new Uint8Array(readFileSync(output)), 'salida.pdf');
    expect(budget.total).toBe(generated.total);
    expect(budget.items.map((item) => item.codigo)).toEqual(
      generated.items.map((item) => item.codigo),
    );
  });

  it('refuses an extension it does not write, in Spanish, before reading anything', () => {
    for (const [name, message] of [
      ['salida.odt', 'No se puede escribir el formato «.odt»'],
      ['salida.html', 'No se puede escribir el formato «.html»'],
    ] as const) {
      const output = join(folder, name);
      const run = convert([join(folder, 'no-existe.txt'), '-o', output]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(message);
      expect(existsSync(output)).toBe(false);
    }
  });

  it('converts several files into a folder, a progress line each and a summary with each verdict', () => {
    const inputs = ['uno.txt', 'dos.txt', 'vacio-lote.txt'].map((name) => join(folder, name));
    writeFileSync(inputs[0]!, report);
    writeFileSync(
      inputs[1]!,
      renderBudgetReport(generateBudget({ itemCount: 12, seed: 34 }), 'presupuesto'),
    );
    writeFileSync(inputs[2]!, '  \n');
    const out = join(folder, 'lote');
    const run = convert([...inputs, '--to', 'bc3', '-o', out]);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\[1\/3\] .*uno\.txt → .*uno\.bc3/m);
    expect(run.stdout).toMatch(/^\[3\/3\] .*vacio-lote\.txt: /m);
    expect(run.stdout).toContain('Resumen: 2 de 3 archivos convertidos y comprobados.');
    expect(readdirSync(out).sort()).toEqual(['dos.bc3', 'uno.bc3']);
  });
});
