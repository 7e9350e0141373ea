/**
 * One request, one transaction, as PostgREST runs it (Query/PreQuery.hs):
 * READ ONLY for reads, then the caller's role and JWT claims as
 * transaction-local settings, bound as parameters. The policies therefore
 * see `auth.uid()` and `current_user` exactly as on hosted Supabase; COMMIT
 * or ROLLBACK returns the session to its own role.
 */
import type { SqlDatabase, SqlTransaction } from '../db/sql-database.ts';
import type { Caller } from './authenticate-rest-request.ts';

/** The exposed schema plus Supabase's extra search path (CLI config `extra_search_path`). */
const SEARCH_PATH = '"public", "extensions"';

export interface RequestInfo {
  method: string;
  path: string;
  readOnly: boolean;
}

export async function runAsRole<T>(
  db: SqlDatabase,
  caller: Caller,
  request: RequestInfo,
  work: (tx: SqlTransaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (request.readOnly) await tx.exec('set transaction read only');
    await tx.query(
      `select set_config('search_path', $1, true), set_config('role', $2, true),
              set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true)`,
      [SEARCH_PATH, caller.role, JSON.stringify(caller.claims), request.method, request.path],
    );
    return work(tx);
  });
}
