/**
 * Starts the product as the README does: `npm run build`, then
 * `npx presupuesto serve` on free ports with a throw-away DATA_DIR, and
 * creates accounts with `npx presupuesto user add`. Used by the e2e global
 * setup and by bench/app-preview.bench.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  appUrl: string;
  apiUrl: string;
  inboxUrl: string;
  stop(): Promise<void>;
}

/** The server prints these once it listens. */
const URL_LINES = { appUrl: 'App: ', apiUrl: 'API: ', inboxUrl: 'Inbox: ' } as const;
type UrlName = keyof typeof URL_LINES;
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_GRACE_MS = 5000;

export function runOrThrow(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(`\`${command} ${args.join(' ')}\` failed with status ${result.status}`);
  }
}

/**
 * Builds the app as `make start` does. NODE_ENV is set to production: Vitest runs with
 * NODE_ENV=test, which Vite would pass on to React, so the tests (and benches) met React's
 * development build, with StrictMode's doubled effects, instead of the product.
 */
export function buildApp(): void {
  runOrThrow('npm', ['run', 'build'], { ...process.env, NODE_ENV: 'production' });
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

/** Starts `presupuesto serve` (the app must be built) and adds the given accounts. */
export async function startProduct(
  accounts: ReadonlyArray<{ email: string; password: string }>,
): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    MAIL_UI_PORT: '0',
    MAIL_SMTP_PORT: '0',
    DATA_DIR: dataDir,
  };
  // Its own process group, so stopping ends npx and the server it started together.
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
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS))]);
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const urls = await waitForUrls(server, output);
    for (const account of accounts) {
      runOrThrow('npx', ['presupuesto', 'user', 'add', account.email, account.password], env);
    }
    return { ...urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
