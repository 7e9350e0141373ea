/**
 * A parsed request into one parameterised SQL statement. Every value goes in
 * as a bind parameter (`$n`, typed by Postgres from the column it meets, so a
 * bad value is Postgres' own 22P02); every name is first found among the
 * table's real columns, then double-quoted. Row counts are whole numbers
 * parsed by parse-query.ts. The JSON of the answer is built by Postgres
 * (`json_agg`), so values read as hosted PostgREST writes them.
 */
import type { JsonBody } from './json-body.ts';
import { EXPOSED_SCHEMA, type TableInfo } from './load-schema-cache.ts';
import type { Filter, OrderTerm, QueryPlan, SelectItem } from './parse-query.ts';
import {
  invalidBody,
  notImplemented,
  PostgrestError,
  unknownBodyColumn,
  unknownColumn,
} from './postgrest-error.ts';

/** PostgREST's db-max-rows as the Supabase CLI and hosted projects set it: caps reads only. */
export const MAX_ROWS = 1_000;

/**
 * Rows one POST may write: as many as one read may return. The app writes one
 * row at a time; 150,000 minimal rows in one array held the database for 5 s
 * (issue 24). A user may keep 200 budgets at most anyway (*_storage_quota.sql).
 */
export const MAX_WRITE_ROWS = 1_000;

export interface Statement {
  text: string;
  values: unknown[];
}

/** Columns every statement with a representation selects: the JSON array, its first element, the row count. */
export interface RepresentationRow {
  body: string;
  first: string | null;
  rows: number;
  inserted: number | null;
}

class Parameters {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function tableReference(table: TableInfo): string {
  return `${quoteIdentifier(EXPOSED_SCHEMA)}.${quoteIdentifier(table.name)}`;
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.includes(name)) throw unknownColumn(table.name, name);
  return `${quoteIdentifier(table.name)}.${quoteIdentifier(name)}`;
}

function filterSql(table: TableInfo, filter: Filter, parameters: Parameters): string {
  let condition: string;
  if (filter.kind === 'logic') {
    const joiner = filter.operator === 'and' ? ' and ' : ' or ';
    const parts = filter.children.map((child) => filterSql(table, child, parameters));
    condition =
      parts.length === 0
        ? filter.operator === 'and'
          ? 'true'
          : 'false'
        : `(${parts.join(joiner)})`;
  } else {
    const target = column(table, filter.column);
    if (filter.kind === 'is') {
      condition =
        filter.value === 'not_null' ? `${target} is not null` : `${target} is ${filter.value}`;
    } else if (filter.kind === 'in') {
      condition =
        filter.values.length === 0
          ? 'false'
          : `${target} in (${filter.values.map((value) => parameters.add(value)).join(', ')})`;
    } else {
      const { operator, value } = filter;
      const sqlOperator = {
        eq: '=',
        neq: '<>',
        gt: '>',
        gte: '>=',
        lt: '<',
        lte: '<=',
        like: 'like',
        ilike: 'ilike',
      }[operator];
      // PostgREST accepts `*` for `%` because `%` must be escaped in URLs.
      const bound =
        operator === 'like' || operator === 'ilike' ? value.replaceAll('*', '%') : value;
      condition = `${target} ${sqlOperator} ${parameters.add(bound)}`;
    }
  }
  return filter.negated ? `not ${condition}` : condition;
}

function whereClause(table: TableInfo, filters: Filter[], parameters: Parameters): string {
  if (filters.length === 0) return '';
  return `where ${filters.map((filter) => filterSql(table, filter, parameters)).join(' and ')}`;
}

/** The columns `select` names, `*` spelled out in table order. */
function selectedColumns(table: TableInfo, select: SelectItem[]): string[] {
  return select.flatMap((item) => (item.kind === 'all' ? table.columns : [item.column]));
}

/** The select list over `source` (the table, or the rows a write returned). */
function projection(table: TableInfo, select: SelectItem[], source: string): string {
  const items = select.flatMap((item) =>
    item.kind === 'all'
      ? table.columns.map((name) => ({ column: name, alias: name }))
      : [{ column: item.column, alias: item.alias }],
  );
  return items
    .map(({ column: name, alias }) => {
      if (!table.columns.includes(name)) throw unknownColumn(table.name, name);
      return `${quoteIdentifier(source)}.${quoteIdentifier(name)} as ${quoteIdentifier(alias)}`;
    })
    .join(', ');
}

function orderClause(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (term) =>
      `${column(table, term.column)} ${term.descending ? 'desc' : 'asc'}` +
      (term.nulls === undefined ? '' : ` nulls ${term.nulls}`),
  );
  return `order by ${terms.join(', ')}`;
}

const AGGREGATE = `coalesce(json_agg(pgrst_row), '[]')::text as body,
       (json_agg(pgrst_row) -> 0)::text as first, count(*)::int as rows`;

export function buildRead(
  table: TableInfo,
  plan: QueryPlan,
): { page: Statement; count: Statement } {
  const parameters = new Parameters();
  const where = whereClause(table, plan.filters, parameters);
  const limit = Math.min(plan.limit ?? MAX_ROWS, MAX_ROWS);
  const page = `select ${AGGREGATE}, null::int as inserted
    from (select ${projection(table, plan.select, table.name)}
            from ${tableReference(table)} ${where} ${orderClause(table, plan.order)}
           limit ${limit} offset ${plan.offset}) pgrst_row`;
  const count = `select count(*)::int as total from ${tableReference(table)} ${where}`;
  return {
    page: { text: page, values: parameters.values },
    count: { text: count, values: parameters.values },
  };
}

/**
 * Wraps a write so that it answers the rows it touched, through the SELECT
 * policies as PostgREST does. Without `return=representation` (an upsert that
 * only needs its counts) no column is turned into JSON: a kept original file
 * would otherwise be written out as megabytes of hex only to be dropped.
 */
function withRepresentation(
  table: TableInfo,
  plan: QueryPlan,
  write: string,
  options: { countInserted: boolean; representation: boolean },
): string {
  const { countInserted, representation } = options;
  const inserted = countInserted
    ? '(select count(*)::int from pgrst_write where pgrst_inserted)'
    : 'null::int';
  const columns = representation
    ? projection(table, plan.select, 'pgrst_write')
    : 'true as pgrst_ok';
  // Only the columns the answer shows: `returning *` kept a copy of a 5,000-item model for
  // a summary that does not show it.
  const returned = representation
    ? [...new Set(selectedColumns(table, plan.select))].map((name) => column(table, name))
    : ['true as pgrst_ok'];
  if (countInserted) returned.push('(xmax = 0) as pgrst_inserted');
  return `with pgrst_write as (${write} returning ${returned.join(', ')})
    select ${AGGREGATE}, ${inserted} as inserted
      from (select ${columns} from pgrst_write) pgrst_row`;
}

function refuseWriteRange(plan: QueryPlan): void {
  if (plan.limit !== undefined || plan.offset !== 0 || plan.order.length > 0)
    throw notImplemented('limit, offset and order on writes are not available on this server');
}

/** The keys of each row a body holds; undefined for an element that is not an object. */
function bodyRows(body: JsonBody | undefined): Array<string[] | undefined> {
  const shape = body?.shape;
  if (shape?.kind === 'array') return shape.items;
  return [shape?.kind === 'object' ? shape.keys : undefined];
}

function bodyColumns(table: TableInfo, rows: string[][], plan: QueryPlan): string[] {
  let names = plan.columns;
  if (names === undefined) {
    const first = rows[0] ?? [];
    const key = [...first].sort().join('\u0000');
    if (rows.some((row) => [...row].sort().join('\u0000') !== key))
      throw invalidBody('All object keys must match');
    names = first;
  }
  for (const name of names)
    if (!table.columns.includes(name)) throw unknownBodyColumn(table.name, name);
  return names;
}

export interface WriteOptions {
  representation: boolean;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | undefined;
  missingDefault: boolean;
}

/** POST: one object or an array of them; with a resolution, an upsert on the conflict columns. */
export function buildInsert(
  table: TableInfo,
  plan: QueryPlan,
  body: JsonBody | undefined,
  options: WriteOptions,
): Statement | undefined {
  refuseWriteRange(plan);
  const rows = bodyRows(body);
  if (rows.length > MAX_WRITE_ROWS)
    throw new PostgrestError(
      413,
      'PGRST102',
      'Too many rows in one request',
      `At most ${MAX_WRITE_ROWS} rows may be written in one request; this one has ${rows.length}.`,
    );
  if (!rows.every((row) => row !== undefined)) throw invalidBody('Empty or invalid json');
  if (rows.length === 0) return undefined;
  const names = bodyColumns(table, rows as string[][], plan);
  if (options.missingDefault && rows.some((row) => names.some((name) => !row!.includes(name))))
    throw notImplemented('Prefer: missing=default is not available on this server');
  const parameters = new Parameters();
  const target = tableReference(table);
  const quoted = names.map(quoteIdentifier).join(', ');
  let insert =
    names.length === 0
      ? rows.length === 1
        ? `insert into ${target} default values`
        : undefined
      : `insert into ${target} (${quoted})
         select ${quoted} from ${body!.shape.kind === 'array' ? 'jsonb_populate_recordset' : 'jsonb_populate_record'}(null::${target}, ${parameters.add(body!.bytes)}::jsonb)`;
  if (insert === undefined)
    throw notImplemented('Several rows without any column are not available');
  const upsert = options.resolution !== undefined;
  if (upsert) {
    const conflict = plan.onConflict ?? [...table.primaryKey];
    if (conflict.length === 0)
      throw new PostgrestError(
        400,
        'PGRST100',
        `"failed to parse on_conflict parameter"`,
        'no conflict columns',
      );
    for (const name of conflict) column(table, name);
    const onConflict = `on conflict (${conflict.map(quoteIdentifier).join(', ')})`;
    insert +=
      options.resolution === 'ignore-duplicates' || names.length === 0
        ? ` ${onConflict} do nothing`
        : ` ${onConflict} do update set ${names
            .map((name) => `${quoteIdentifier(name)} = excluded.${quoteIdentifier(name)}`)
            .join(', ')}`;
  } else if (plan.onConflict !== undefined) {
    throw notImplemented('on_conflict without Prefer: resolution is not available');
  }
  const text =
    options.representation || upsert
      ? withRepresentation(table, plan, insert, {
          countInserted: upsert,
          representation: options.representation,
        })
      : insert;
  return { text, values: parameters.values };
}

function refuseUnfiltered(plan: QueryPlan, verb: 'UPDATE' | 'DELETE'): void {
  // Hosted Supabase loads pg-safeupdate for the API: a write on every row is refused.
  if (plan.filters.length === 0)
    throw new PostgrestError(400, '21000', `${verb} requires a WHERE clause`);
}

/** PATCH: the body's keys set on every row the filters (and the policies) let through. */
export function buildUpdate(
  table: TableInfo,
  plan: QueryPlan,
  body: JsonBody | undefined,
  representation: boolean,
): Statement | undefined {
  refuseWriteRange(plan);
  if (body?.shape.kind !== 'object') throw invalidBody('Empty or invalid json');
  refuseUnfiltered(plan, 'UPDATE');
  const names = bodyColumns(table, [body.shape.keys], plan);
  if (names.length === 0) return undefined;
  const parameters = new Parameters();
  const assignments = names
    .map((name) => `${quoteIdentifier(name)} = pgrst_body.${quoteIdentifier(name)}`)
    .join(', ');
  const update = `update ${tableReference(table)} set ${assignments}
    from jsonb_populate_record(null::${tableReference(table)}, ${parameters.add(body.bytes)}::jsonb) as pgrst_body
    ${whereClause(table, plan.filters, parameters)}`;
  const text = representation
    ? withRepresentation(table, plan, update, { countInserted: false, representation })
    : update;
  return { text, values: parameters.values };
}

export function buildDelete(table: TableInfo, plan: QueryPlan, representation: boolean): Statement {
  refuseWriteRange(plan);
  refuseUnfiltered(plan, 'DELETE');
  const parameters = new Parameters();
  const remove = `delete from ${tableReference(table)} ${whereClause(table, plan.filters, parameters)}`;
  const text = representation
    ? withRepresentation(table, plan, remove, { countInserted: false, representation })
    : remove;
  return { text, values: parameters.values };
}
