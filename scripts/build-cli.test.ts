import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import { renderBudgetReport } from '../src/budget/testing/render-budget-report.ts';
import { buildCli, OUT_ROOT, type CliBuildInfo } from './build-cli.ts';

const info = await buildCli();
const folder = mkdtempSync(join(tmpdir(), 'presupuesto-build-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs the CLI through its bin and lists every module Node loaded for it (NODE_DEBUG=esm). */
function modulesLoadedBy(args: string[]): {
  status: number | null;
  stdout: string;
  modules: string[];
} {
  const run = spawnSync(process.execPath, [resolve('bin/presupuesto.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG: 'esm' },
    timeout: 60_000,
  });
  const modules = [...run.stderr.matchAll(/Storing (\S+) /g)].map((match) => match[1]!);
  return { status: run.status, stdout: run.stdout, modules };
}

describe('the compiled CLI (scripts/build-cli.ts)', () => {
  it('answers --help from compiled JavaScript, loading no TypeScript, no reader and no server', () => {
    const run = modulesLoadedBy(['--help']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('convert [options] <archivos...>');
    expect(run.modules.some((url) => url.includes(`/dist-cli/${info.build}/main.mjs`))).toBe(true);
    expect(run.modules.filter((url) => /\.tsx?$|\/tsx\/|pdfjs|fastify|pglite/.test(url))).toEqual(
      [],
    );
    expect(run.modules.length).toBeLessThan(20);
  });

  it('parses a budget without loading the server stack or the export writers', () => {
    const input = join(folder, 'obra.txt');
    writeFileSync(
      input,
      renderBudgetReport(generateBudget({ itemCount: 8, seed: 4 }), 'presupuesto'),
    );
    const run = modulesLoadedBy(['parse', input]);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Partidas: 8');
    expect(
      run.modules.filter((url) => /\.tsx?$|fastify|pglite|nodemailer|docx|xlsx/.test(url)),
    ).toEqual([]);
  });

  it('is built again by the bin when a source is newer than the build', () => {
    const current = join(OUT_ROOT, 'current.json');
    // As if every source had changed since: the build began before any of them was written.
    writeFileSync(current, JSON.stringify({ ...info, builtAt: 0 }));
    const run = modulesLoadedBy(['--help']);
    expect(run.status).toBe(0);
    const rebuilt = JSON.parse(readFileSync(current, 'utf8')) as CliBuildInfo;
    expect(rebuilt.build).not.toBe(info.build);
    expect(rebuilt.builtAt).toBeGreaterThan(info.builtAt);
    expect(run.modules.some((url) => url.includes(`/dist-cli/${rebuilt.build}/main.mjs`))).toBe(
      true,
    );
  });

  it('lists every source it compiled, so the bin can tell a stale build', () => {
    expect(info.inputs).toContain('src/cli/main.ts');
    expect(info.inputs).toContain('server/db/database-worker.ts');
    expect(info.inputs).toContain('scripts/build-cli.ts');
    expect(info.builtAt).toBeLessThanOrEqual(Date.now());
  });
});
