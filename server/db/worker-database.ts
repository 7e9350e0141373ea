/**
 * The server's database: PGlite in a worker thread (database-worker.ts), so
 * that while one statement runs, the thread serving HTTP still answers the
 * site, token checks and everything that needs no database, and queues the
 * rest. Implements SqlDatabase over messages.
 *
 * PGlite cannot cancel a statement (it ignores statement_timeout: Postgres
 * cancels on a timer signal the WebAssembly build never gets). The limit is
 * kept here instead: the worker answers a ping between statements, so a worker
 * that has not answered for `statementTimeoutMs` is inside one statement that
 * long. It is then stopped, as Postgres would cancel the statement: every
 * waiting call fails (57014 for all of them: none was acknowledged, nothing
 * half-done is kept, as after a crash) and a new worker reopens the files,
 * replaying the write-ahead log.
 */
import type { Results } from '@electric-sql/pglite';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SerializedError, WorkerAnswer, WorkerRequest } from './database-worker.ts';
import type { SqlDatabase, SqlTransaction } from './sql-database.ts';

/** Hosted Supabase sets 8 s for the authenticated role; a 5,000-item save takes well under 1 s. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
const PING_EVERY_MS = 250;
// The worker's entry beside the running module: from source, database-worker-entry.mjs here,
// which loads the TypeScript through tsx; in the compiled CLI, the compiled worker that
// scripts/build-cli.ts writes under the same name beside its chunks (it keeps
// import.meta.dirname the chunk's folder). A path, not `new URL(…, import.meta.url)`: Vite
// rewrites that pattern into an asset URL when a jsdom test imports this file.
const ENTRY = join(import.meta.dirname, 'database-worker-entry.mjs');

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Outgoing = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never;

export class DatabaseError extends Error {
  constructor(message: string, fields: Record<string, unknown>) {
    super(message);
    this.name = 'DatabaseError';
    Object.assign(this, fields);
  }
}

function revive(error: SerializedError): Error {
  const revived = new DatabaseError(error.message, error.fields);
  revived.name = error.name;
  return revived;
}

export class WorkerDatabase implements SqlDatabase {
  private worker!: Worker;
  private ready!: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private lastAnswerAt = Date.now();
  private pingOutstanding = false;
  private readonly watchdog: ReturnType<typeof setInterval>;
  private closed = false;
  /** How many times a statement over the limit stopped the worker (for tests and logs). */
  restarts = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly statementTimeoutMs: number,
  ) {
    this.start();
    this.watchdog = setInterval(() => this.checkWorker(), PING_EVERY_MS);
    this.watchdog.unref();
  }

  static async open(
    dataDir: string,
    statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS,
  ): Promise<WorkerDatabase> {
    const db = new WorkerDatabase(dataDir, statementTimeoutMs);
    try {
      await db.ready;
    } catch (error) {
      clearInterval(db.watchdog);
      db.closed = true;
      await db.worker.terminate();
      throw error;
    }
    return db;
  }

  private start(): void {
    const worker = new Worker(ENTRY, { workerData: { dataDir: this.dataDir } });
    this.worker = worker;
    this.lastAnswerAt = Date.now();
    this.pingOutstanding = false;
    this.ready = new Promise((resolve, reject) => {
      const onOpen = (answer: WorkerAnswer | { pong: true }): void => {
        if ('pong' in answer || answer.id !== 0) return;
        worker.off('message', onOpen);
        if (answer.ok) resolve();
        else reject(revive(answer.error));
      };
      worker.on('message', onOpen);
      worker.once('error', reject);
    });
    // Opening (initdb, migrations) is not one statement: the watchdog starts once it is open.
    this.ready.then(
      () => (this.lastAnswerAt = Date.now()),
      () => undefined,
    );
    worker.on('message', (answer: WorkerAnswer | { pong: true }) => {
      this.lastAnswerAt = Date.now();
      if ('pong' in answer) {
        this.pingOutstanding = false;
        return;
      }
      const waiting = this.pending.get(answer.id);
      if (waiting === undefined) return;
      this.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.value);
      else waiting.reject(revive(answer.error));
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => {
      if (worker === this.worker) this.failAll(new Error('database worker stopped'));
    });
  }

  private failAll(error: Error): void {
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      waiting.reject(error);
    }
  }

  private checkWorker(): void {
    if (this.closed) return;
    void this.ready.then(() => {
      if (this.closed) return;
      if (Date.now() - this.lastAnswerAt > this.statementTimeoutMs) {
        this.restartAfterTimeout();
        return;
      }
      if (!this.pingOutstanding) {
        this.pingOutstanding = true;
        this.worker.postMessage({ op: 'ping' });
      }
    });
  }

  private restartAfterTimeout(): void {
    const stuck = this.worker;
    this.restarts += 1;
    this.start();
    this.failAll(
      new DatabaseError('canceling statement due to statement timeout', { code: '57014' }),
    );
    void stuck.terminate();
  }

  private async send(request: Outgoing): Promise<unknown> {
    if (this.closed) throw new DatabaseError('the database is closed', { code: '57P01' });
    await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private sender(tx: number | undefined): SqlTransaction {
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await this.send({ op: 'query', text, params, tx })) as Results<T>,
      exec: (text: string) => this.send({ op: 'exec', text, tx }),
    };
  }

  query<T>(text: string, params: unknown[] = []): Promise<Results<T>> {
    return this.sender(undefined).query<T>(text, params);
  }

  exec(text: string): Promise<unknown> {
    return this.sender(undefined).exec(text);
  }

  async transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T> {
    const tx = (await this.send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await work(this.sender(tx));
    } catch (error) {
      await this.send({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.send({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      this.closed = true;
      clearInterval(this.watchdog);
      await this.worker.terminate();
    }
  }
}
