/**
 * One request on `/rest/v1/<table>`: the plan from the URL and headers, the
 * statement run as the caller's role, and the answer shaped as PostgREST's
 * (status, Content-Range, array or single object). Who sees which rows is
 * decided by the table's grants and policies, never here.
 */
import type { SqlDatabase, SqlTransaction } from '../db/sql-database.ts';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiKeyVerifier } from '../auth/api-keys.ts';
import type { SigningKey } from '../auth/signing-key.ts';
import { authenticateRestRequest, type Caller } from './authenticate-rest-request.ts';
import {
  buildDelete,
  buildInsert,
  buildRead,
  buildUpdate,
  type RepresentationRow,
  type Statement,
} from './build-sql.ts';
import type { JsonBody } from './json-body.ts';
import type { SchemaCache, TableInfo } from './load-schema-cache.ts';
import {
  checkProfile,
  parsePreferences,
  SINGLE_OBJECT_TYPE,
  wantsSingleObject,
} from './parse-headers.ts';
import { parseQuery } from './parse-query.ts';
import { notSingleObject, PostgrestError } from './postgrest-error.ts';
import { runAsRole } from './run-as-role.ts';

export interface RestContext {
  db: SqlDatabase;
  schema: SchemaCache;
  apiKeys: ApiKeyVerifier;
  signingKey: SigningKey;
  /** Makes a committed write durable before it is acknowledged (server/db/sync-wal.ts). */
  afterWrite: () => Promise<void>;
}

export interface TableRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  table: string;
  /** The query string without `?`. */
  search: string;
  headers: IncomingHttpHeaders;
  /** Undefined when the request has none (or an empty one). */
  body: JsonBody | undefined;
}

export interface TableResponse {
  status: number;
  headers: Record<string, string>;
  body: string | undefined;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const OBJECT_TYPE = `${SINGLE_OBJECT_TYPE}; charset=utf-8`;

function findTable(schema: SchemaCache, name: string): TableInfo {
  const table = schema.get(name);
  if (table !== undefined) return table;
  throw new PostgrestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${name}' in the schema cache`,
  );
}

async function runRepresentation(
  tx: SqlTransaction,
  statement: Statement,
): Promise<RepresentationRow> {
  const { rows } = await tx.query<RepresentationRow>(statement.text, statement.values);
  return rows[0]!;
}

function bodyFor(row: RepresentationRow, single: boolean): string {
  if (!single) return row.body;
  if (row.rows !== 1) throw notSingleObject(row.rows);
  return row.first!;
}

function total(count: number | undefined): string {
  return count === undefined ? '*' : String(count);
}

async function read(
  tx: SqlTransaction,
  table: TableInfo,
  request: TableRequest,
  single: boolean,
  counted: boolean,
): Promise<TableResponse> {
  const plan = parseQuery(request.search, table.name);
  const { page, count } = buildRead(table, plan);
  const exact = counted
    ? (await tx.query<{ total: number }>(count.text, count.values)).rows[0]!.total
    : undefined;
  if (exact !== undefined && plan.offset > exact && plan.offset > 0) {
    throw new PostgrestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${plan.offset} was requested, but there are only ${exact} rows.`,
    );
  }
  const row = await runRepresentation(tx, page);
  const range = row.rows === 0 ? '*' : `${plan.offset}-${plan.offset + row.rows - 1}`;
  const partial = exact !== undefined && row.rows < exact;
  return {
    status: partial && !single ? 206 : 200,
    headers: {
      'content-type': single ? OBJECT_TYPE : JSON_TYPE,
      'content-range': `${range}/${total(exact)}`,
    },
    body: bodyFor(row, single),
  };
}

async function write(
  tx: SqlTransaction,
  table: TableInfo,
  request: TableRequest,
  single: boolean,
): Promise<TableResponse> {
  const plan = parseQuery(request.search, table.name);
  const preferences = parsePreferences(request.headers);
  const { representation } = preferences;
  let statement: Statement | undefined;
  if (request.method === 'POST') {
    statement = buildInsert(table, plan, request.body, {
      representation,
      resolution: preferences.resolution,
      missingDefault: preferences.missingDefault,
    });
  } else if (request.method === 'PATCH') {
    statement = buildUpdate(table, plan, request.body, representation);
  } else {
    statement = buildDelete(table, plan, representation);
  }

  let row: RepresentationRow;
  if (statement === undefined) {
    // Nothing to write (`[]` or `{}`): PostgREST answers as for zero rows.
    row = { body: '[]', first: null, rows: 0, inserted: 0 };
  } else if (representation || preferences.resolution !== undefined) {
    row = await runRepresentation(tx, statement);
  } else {
    // Without RETURNING, so that a row the caller may write but not read is still written (as PostgREST).
    const result = await tx.query(statement.text, statement.values);
    row = { body: '', first: null, rows: result.affectedRows ?? 0, inserted: null };
  }
  if (single && row.rows !== 1) throw notSingleObject(row.rows);

  const counted = preferences.count ? String(row.rows) : '*';
  const range =
    request.method === 'PATCH' && row.rows > 0 ? `0-${row.rows - 1}/${counted}` : `*/${counted}`;
  const headers: Record<string, string> = { 'content-range': range };
  let status: number;
  if (request.method === 'POST') {
    // An upsert whose every row hit a conflict created nothing: 200, as PostgREST >= 12.
    status = preferences.resolution !== undefined && row.rows > 0 && row.inserted === 0 ? 200 : 201;
  } else {
    status = representation ? 200 : 204;
  }
  if (!representation) return { status, headers, body: undefined };
  if (preferences.resolution !== undefined)
    headers['preference-applied'] = `resolution=${preferences.resolution}`;
  headers['content-type'] = single ? OBJECT_TYPE : JSON_TYPE;
  return { status, headers, body: bodyFor(row, single) };
}

/**
 * Runs the request; `onCaller` learns the caller as soon as it is known, so
 * that an error after it maps 42501 to 401 (anon) or 403 as PostgREST does.
 */
export async function handleTableRequest(
  context: RestContext,
  request: TableRequest,
  onCaller: (caller: Caller) => void,
): Promise<TableResponse> {
  const caller = await authenticateRestRequest(
    context.apiKeys,
    context.signingKey,
    request.headers,
    new URLSearchParams(request.search).get('apikey'),
  );
  onCaller(caller);
  const table = findTable(context.schema, request.table);
  const reading = request.method === 'GET' || request.method === 'HEAD';
  checkProfile(request.headers, !reading);
  const single = wantsSingleObject(request.headers);
  const preferences = parsePreferences(request.headers);
  const response = await runAsRole(
    context.db,
    caller,
    { method: request.method, path: `/${table.name}`, readOnly: reading },
    (tx) =>
      reading
        ? read(tx, table, request, single, preferences.count)
        : write(tx, table, request, single),
  );
  if (!reading) await context.afterWrite();
  return response;
}
