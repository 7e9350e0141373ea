/**
 * `presupuesto serve` and `presupuesto user` as separate processes, as an
 * administrator runs them: output, the CLI beside a running server, SIGKILL
 * durability, and the CLI on a stopped server.
 */
import { createClient } from '@supabase/supabase-js';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_CLIENT_OPTIONS } from './testing/start-test-server.ts';

const CLI = fileURLToPath(new URL('../bin/presupuesto.js', import.meta.url));

interface ServeProcess {
  child: ChildProcess;
  output: string;
  lines: Record<'App' | 'API' | 'Inbox', string>;
}

let workDir: string;
let dataDir: string;
let distDir: string;
const children: ChildProcess[] = [];

function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    MAIL_UI_PORT: '0',
    MAIL_SMTP_PORT: '0',
    ...extra,
  };
}

/** Starts `serve` and resolves once it has printed its URLs. */
function serve(args: string[] = ['--dist', distDir]): Promise<ServeProcess> {
  const child = spawn(process.execPath, [CLI, 'serve', ...args], {
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (!output.includes('Ctrl+C')) return;
      const read = (name: string): string =>
        new RegExp(`^${name}: (\\S+)$`, 'm').exec(output)?.[1] ?? '';
      resolve({
        child,
        output,
        lines: { App: read('App'), API: read('API'), Inbox: read('Inbox') },
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function anonKey(): Promise<string> {
  const { output } = await run(['keys']);
  return /^Anon key: (\S+)$/m.exec(output)![1]!;
}

function clientFor(app: string, key: string) {
  return createClient(new URL(app).origin, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
}

beforeAll(() => {
  workDir = mkdtempSync(join(tmpdir(), 'presupuestos-serve-'));
  dataDir = join(workDir, 'data');
  distDir = join(workDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>P</title></head><body></body></html>',
  );
});

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

// Each step spawns Node + tsx, and the first start creates the database: slow on a shared machine.
describe('presupuesto serve', { timeout: 180_000 }, () => {
  let first: ServeProcess;
  let key: string;
  let session: { access_token: string; refresh_token: string };

  it('prints the app, API and inbox URLs and a demo account that can sign in', async () => {
    first = await serve();
    expect(first.lines.App).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(first.lines.API).toBe(`${first.lines.App}auth/v1`);
    expect(first.lines.Inbox).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(first.output).toContain('npx presupuesto user add EMAIL PASSWORD');
    const demo = /Cuenta de demostración: (\S+) con la contraseña (\S+)/.exec(first.output)!;
    expect(demo[1]).toBe('demo@presupuestos.local');
    key = await anonKey();
    const { error } = await clientFor(first.lines.App, key).auth.signInWithPassword({
      email: demo[1]!,
      password: demo[2]!,
    });
    expect(error).toBeNull();
  });

  it('lets `user add` create an account while the server runs, usable at once', async () => {
    const added = await run(['user', 'add', 'ana@empresa.test', 'secreto-1']);
    expect(added.output).toContain('Cuenta creada: ana@empresa.test');
    expect(added.code).toBe(0);
    const client = clientFor(first.lines.App, key);
    const { data, error } = await client.auth.signInWithPassword({
      email: 'ana@empresa.test',
      password: 'secreto-1',
    });
    expect(error).toBeNull();
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    session = refreshed.data.session!;
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    const duplicate = await run(['user', 'add', 'ana@empresa.test', 'secreto-1']);
    expect(duplicate.code).toBe(1);
    expect(duplicate.output).toContain('Ya existe una cuenta con ese email.');
  });

  it('refuses a second server on the same data folder', async () => {
    const second = await run(['serve', '--dist', distDir]);
    expect(second.code).toBe(1);
    expect(second.output).toContain('Ya hay un servidor usando esta carpeta de datos');
  });

  it('loses no acknowledged user or session when killed with SIGKILL', async () => {
    await stopped(first.child, 'SIGKILL');
    const again = await serve();
    expect(again.output).not.toContain('Cuenta de demostración');
    const client = clientFor(again.lines.App, key);
    expect((await client.auth.getUser(session.access_token)).data.user?.email).toBe(
      'ana@empresa.test',
    );
    const refreshed = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).toBeNull();
    await stopped(again.child, 'SIGTERM');
  });

  it('manages accounts by opening the database itself when no server runs', async () => {
    expect((await run(['user', 'set-password', 'ana@empresa.test', 'otra-clave'])).code).toBe(0);
    expect((await run(['user', 'remove', 'demo@presupuestos.local'])).code).toBe(0);
    const listed = await run(['user', 'list']);
    expect(listed.output).toContain('ana@empresa.test');
    expect(listed.output).not.toContain('demo@presupuestos.local');
    const weak = await run(['user', 'add', 'luis@empresa.test', '123']);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('La contraseña debe tener al menos 6 caracteres');

    const restarted = await serve();
    const client = clientFor(restarted.lines.App, key);
    expect(
      (await client.auth.signInWithPassword({ email: 'ana@empresa.test', password: 'otra-clave' }))
        .error,
    ).toBeNull();
    // An administrator's reset ends the sessions the account had.
    expect(
      (await client.auth.refreshSession({ refresh_token: session.refresh_token })).error,
    ).not.toBeNull();
    await stopped(restarted.child, 'SIGTERM');
  });

  it('exits with a clear message when the app has not been built', async () => {
    const result = await run(['serve', '--dist', join(workDir, 'no-existe')]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('npm run build');
    expect(result.output).toContain('make start');
  });
});
