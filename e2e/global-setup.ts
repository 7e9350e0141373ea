/**
 * Starts the product as the README does (`npm run build`, then
 * `npx presupuesto serve`) on free ports with a throw-away DATA_DIR, creates
 * the test accounts with `npx presupuesto user add`, and hands the URLs to the
 * tests. Set E2E_SKIP_BUILD=1 to reuse an existing dist/ while iterating.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ACCOUNTS } from './support/accounts.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    inboxUrl: string;
  }
}

/** The server prints these once it listens. */
const URL_LINES = { appUrl: 'App: ', apiUrl: 'API: ', inboxUrl: 'Inbox: ' } as const;
type UrlName = keyof typeof URL_LINES;
const STARTUP_TIMEOUT_MS = 60_000;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed with status ${result.status}`);
  }
}

function waitForUrls(server: ChildProcess, output: string[]): Promise<Record<UrlName, string>> {
  return new Promise((resolve, reject) => {
    const found: Partial<Record<UrlName, string>> = {};
    const timer = setTimeout(() => {
      reject(new Error(`presupuesto serve did not print its URLs in time:\n${output.join('')}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      for (const line of text.split(/\r?\n/)) {
        for (const [name, prefix] of Object.entries(URL_LINES) as Array<[UrlName, string]>) {
          if (line.startsWith(prefix)) found[name] = line.slice(prefix.length).trim();
        }
      }
      if (found.appUrl && found.apiUrl && found.inboxUrl) {
        clearTimeout(timer);
        server.stdout?.off('data', onData);
        resolve(found as Record<UrlName, string>);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`presupuesto serve exited with ${code}:\n${output.join('')}`));
    });
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
    run('npm', ['run', 'build'], process.env);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    MAIL_UI_PORT: '0',
    MAIL_SMTP_PORT: '0',
    DATA_DIR: dataDir,
  };
  // Its own process group, so teardown stops npx and the server it started together.
  const server = spawn('npx', ['presupuesto', 'serve'], {
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const stop = async () => {
    if (server.exitCode === null && server.pid !== undefined) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = await waitForUrls(server, output);
    for (const account of Object.values(E2E_ACCOUNTS)) {
      run('npx', ['presupuesto', 'user', 'add', account.email, account.password], env);
    }
    project.provide('appUrl', urls.appUrl);
    project.provide('apiUrl', urls.apiUrl);
    project.provide('inboxUrl', urls.inboxUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
