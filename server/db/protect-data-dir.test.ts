/**
 * The data folder as another account on the machine would find it: nothing
 * inside readable or writable by group or others, and a folder anyone could
 * have written to is refused rather than trusted.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadServerConfig } from '../config.ts';
import { startTestServer, TEST_DEMO_PASSWORD } from '../testing/start-test-server.ts';
import { DEMO_EMAIL } from '../start-server.ts';

const parent = mkdtempSync(join(tmpdir(), 'presupuestos-modes-'));

afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

/** Every path below `dir` (links excluded) with its permission bits. */
function modesBelow(dir: string): Array<{ path: string; mode: number; isDir: boolean }> {
  const found: Array<{ path: string; mode: number; isDir: boolean }> = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = lstatSync(path);
    if (stat.isSymbolicLink()) continue;
    found.push({ path, mode: stat.mode & 0o777, isDir: stat.isDirectory() });
    if (stat.isDirectory()) found.push(...modesBelow(path));
  }
  return found;
}

/** Runs the real server on `dataDir`, signs in (so the WAL is written) and stops it. */
async function runServerOn(dataDir: string): Promise<void> {
  const server = await startTestServer({ DATA_DIR: dataDir });
  try {
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email: DEMO_EMAIL, password: TEST_DEMO_PASSWORD });
    expect(error).toBeNull();
  } finally {
    await server.close();
  }
}

function expectPrivate(dataDir: string): void {
  expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
  const shared = modesBelow(dataDir).filter(
    (entry) => (entry.mode & 0o077) !== 0 || (entry.isDir && entry.mode !== 0o700),
  );
  expect(shared.map((entry) => `${entry.path} ${entry.mode.toString(8)}`)).toEqual([]);
}

describe('DATA_DIR modes', () => {
  it('creates the folder 0700 and no file another account can read or write', async () => {
    const dataDir = join(parent, 'nueva', 'datos');
    await runServerOn(dataDir);
    expectPrivate(dataDir);
    expect(modesBelow(dataDir).length).toBeGreaterThan(100);
  });

  it('fixes the modes of a folder an older version left world-readable, at start', async () => {
    const dataDir = join(parent, 'antigua');
    await runServerOn(dataDir);
    chmodSync(dataDir, 0o755);
    for (const entry of modesBelow(dataDir)) chmodSync(entry.path, entry.isDir ? 0o755 : 0o666);
    await runServerOn(dataDir);
    expectPrivate(dataDir);
  });

  it('refuses to start on a world-writable folder, with a clear message', async () => {
    const dataDir = join(parent, 'de-todos');
    await runServerOn(dataDir);
    chmodSync(dataDir, 0o777);
    await expect(loadServerConfig({ DATA_DIR: dataDir, PORT: '0' })).rejects.toThrow(
      /cualquier usuario del equipo puede escribir en ella.*chmod 700/,
    );
  });
});
