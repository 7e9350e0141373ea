/**
 * One process at a time opens the database: PGlite has no locking of its own,
 * and two writers would corrupt it. The owner writes DATA_DIR/db.lock with
 * its pid (and, for the server, its port) using an exclusive create; others
 * read it to find the running server, and a lock whose pid is gone is stale.
 * The file is written aside and hard-linked into place, so it never exists
 * half-written.
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { protectDataDir } from './protect-data-dir.ts';

export interface LockOwner {
  pid: number;
  /** Set when the owner is a running server: the CLI then talks to it over loopback. */
  port: number | null;
}

export class DatabaseBusyError extends Error {
  constructor(readonly owner: LockOwner) {
    super(
      owner.port === null
        ? `La base de datos está en uso por otro proceso (pid ${owner.pid}). Inténtalo de nuevo en unos segundos.`
        : `Ya hay un servidor usando esta carpeta de datos (pid ${owner.pid}, puerto ${owner.port}).`,
    );
    this.name = 'DatabaseBusyError';
  }
}

const LOCK_FILE = 'db.lock';
const RETRY_STEP_MS = 100;

function lockPath(dataDir: string): string {
  return join(dataDir, LOCK_FILE);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live owner of the database, if any. */
export function readLockOwner(dataDir: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let owner: LockOwner;
  try {
    owner = JSON.parse(text) as LockOwner;
  } catch {
    // Only a damaged file can fail to parse (it appears complete, by link): stale.
    return undefined;
  }
  return typeof owner.pid === 'number' && isAlive(owner.pid) ? owner : undefined;
}

/**
 * Takes the lock, waiting up to `waitMs` for a short-lived owner (a CLI
 * command) to finish. Throws DatabaseBusyError if it stays held.
 */
export async function acquireDatabaseLock(
  dataDir: string,
  port: number | null,
  waitMs: number,
): Promise<() => void> {
  protectDataDir(dataDir);
  const path = lockPath(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const draft = `${path}.${process.pid}`;
    writeFileSync(draft, JSON.stringify({ pid: process.pid, port } satisfies LockOwner), {
      mode: 0o600,
    });
    try {
      linkSync(draft, path);
      unlinkSync(draft);
      const release = (): void => {
        process.off('exit', release);
        try {
          const current = JSON.parse(readFileSync(path, 'utf8')) as LockOwner;
          if (current.pid === process.pid) unlinkSync(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      unlinkSync(draft);
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readLockOwner(dataDir);
    if (owner === undefined) {
      // Stale lock from a killed process: remove it and try again.
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      continue;
    }
    if (owner.port !== null || Date.now() >= deadline) throw new DatabaseBusyError(owner);
    await sleep(RETRY_STEP_MS);
  }
}
