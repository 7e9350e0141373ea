/**
 * What the server's stores and routes ask of the database: statements, a
 * script, and a transaction whose statements nobody else's interleave with.
 * PGlite itself provides it (the CLI and the tests open one in-process), and
 * so does the worker-thread client the server uses (worker-database.ts).
 */
import type { Results } from '@electric-sql/pglite';

export interface SqlTransaction {
  query<T>(text: string, params?: unknown[]): Promise<Results<T>>;
  exec(text: string): Promise<unknown>;
}

export interface SqlDatabase extends SqlTransaction {
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}
