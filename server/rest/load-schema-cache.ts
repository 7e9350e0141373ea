/**
 * PostgREST's schema cache, reduced to what this server needs: the tables of
 * the exposed schema, their columns in table order and their primary keys.
 * Every identifier in a request is checked against it before it is quoted
 * into SQL. Read once at start, after the migrations.
 */
import type { SqlDatabase } from '../db/sql-database.ts';

export const EXPOSED_SCHEMA = 'public';

export interface TableInfo {
  name: string;
  /** Column names in table order (what `select=*` returns). */
  columns: readonly string[];
  primaryKey: readonly string[];
}

export type SchemaCache = ReadonlyMap<string, TableInfo>;

export async function loadSchemaCache(db: SqlDatabase): Promise<SchemaCache> {
  const { rows } = await db.query<{ table: string; columns: string[]; primary_key: string[] }>(
    `select c.relname as table,
            array(select a.attname from pg_catalog.pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                  order by a.attnum)::text[] as columns,
            coalesce(array(select a.attname
                  from pg_catalog.pg_index i
                  join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
                  where i.indrelid = c.oid and i.indisprimary
                  order by array_position(i.indkey::int2[], a.attnum)), '{}')::text[] as primary_key
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v')`,
    [EXPOSED_SCHEMA],
  );
  return new Map(
    rows.map((row) => [
      row.table,
      { name: row.table, columns: row.columns, primaryKey: row.primary_key },
    ]),
  );
}
