/**
 * The worker thread that owns PGlite. PGlite runs Postgres on the thread that
 * calls it and holds that thread for the whole statement: on the thread that
 * serves HTTP, one user's 10 MiB upload stopped sign-in, token refresh and the
 * site for everyone (issue 24). Here a statement holds only this thread.
 * Messages: `{ id, op, … }` in, `{ id, ok, value | error }` out.
 * A transaction is opened by `begin` and kept open, its statements tagged with
 * its id, until `commit` or `rollback`; PGlite queues every other statement
 * and transaction behind it, as one Postgres session would.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';
import { closeDatabase, openDatabase } from './open-database.ts';

export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; tx: number | undefined }
  | { id: number; op: 'exec'; text: string; tx: number | undefined }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

export type WorkerAnswer =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError };

/** A database error's fields, which structured cloning of an Error would drop. */
export interface SerializedError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'severity',
  'position',
  'schema',
  'table',
  'column',
  'constraint',
];

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const name of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  return { name: error.name, message: error.message, fields };
}

interface OpenTransaction {
  tx: Transaction;
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
}

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

function begin(db: PGlite): Promise<number> {
  return new Promise((resolveId, rejectBegin) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const id = nextTransaction++;
    const done = db
      .transaction(async (tx) => {
        transactions.set(id, { tx, finish, done });
        resolveId(id);
        if (!(await decided)) await tx.rollback();
      })
      .then(
        () => undefined,
        (error: unknown) => {
          rejectBegin(error);
          throw error;
        },
      )
      .finally(() => transactions.delete(id));
    // `done` is awaited by commit/rollback; a failure before begin answered is reported there.
    done.catch(() => undefined);
  });
}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (open === undefined) throw new Error(`transaction ${id} is not open`);
  return open;
}

async function handle(db: PGlite, request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? db : transactionOf(request.tx).tx;
      const { rows, affectedRows, fields } = await target.query(request.text, request.params);
      return { rows, affectedRows, fields };
    }
    case 'exec': {
      const target = request.tx === undefined ? db : transactionOf(request.tx).tx;
      await target.exec(request.text);
      return undefined;
    }
    case 'begin':
      return begin(db);
    case 'commit':
    case 'rollback': {
      const open = transactionOf(request.tx);
      open.finish(request.op === 'commit');
      await open.done;
      return undefined;
    }
    case 'close':
      await closeDatabase(db, dataDir);
      return undefined;
  }
}

try {
  const db = await openDatabase(dataDir);
  port.on('message', (request: WorkerRequest | { op: 'ping' }) => {
    // Answered between statements: the other thread's watchdog (worker-database.ts).
    if (request.op === 'ping') {
      port.postMessage({ pong: true });
      return;
    }
    handle(db, request).then(
      (value) => port.postMessage({ id: request.id, ok: true, value } satisfies WorkerAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          ok: false,
          error: serializeError(error),
        } satisfies WorkerAnswer),
    );
  });
  port.postMessage({ id: 0, ok: true, value: 'open' } satisfies WorkerAnswer);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: serializeError(error) } satisfies WorkerAnswer);
}
