/**
 * The app's migrations (supabase/migrations) must run unchanged on hosted
 * Supabase and locally: applied to a fresh PGlite after the local bootstrap,
 * and checked for anything a hosted project does not have or does not let
 * the `postgres` user do.
 */
import type { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MIGRATIONS_DIR, openDatabase } from './open-database.ts';

/** What every hosted project provides before the first migration (and the local bootstrap mirrors). */
const HOSTED_ROLES = new Set(['anon', 'authenticated', 'service_role', 'public']);
const HOSTED_AUTH_FUNCTIONS = new Set(['uid', 'role', 'jwt', 'email']);
const HOSTED_AUTH_TABLES = new Set(['users']);

const migrations = readdirSync(APP_MIGRATIONS_DIR)
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => ({
    name,
    // Comments removed so that they cannot hide or fake a statement.
    sql: readFileSync(join(APP_MIGRATIONS_DIR, name), 'utf8').replace(/--[^\n]*/g, ''),
  }));

describe('the app migrations, read as SQL', () => {
  it('are named as the Supabase CLI expects (<timestamp>_<name>.sql)', () => {
    expect(migrations.length).toBeGreaterThan(0);
    for (const { name } of migrations) expect(name).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
  });

  it.each(migrations)('$name creates no extension, role, schema or auth object', ({ sql }) => {
    expect(sql).not.toMatch(/\bcreate\s+extension\b/i);
    expect(sql).not.toMatch(/\b(create|alter|drop)\s+(role|user|group)\b/i);
    expect(sql).not.toMatch(/\bcreate\s+schema\b/i);
    expect(sql).not.toMatch(/\balter\s+default\s+privileges\b/i);
    expect(sql).not.toMatch(/\bsecurity\s+definer\b/i);
    expect(sql).not.toMatch(
      /\b(create|alter|drop)\s+(or\s+replace\s+)?(table|view|function|trigger|index|type|policy)\s+(if\s+(not\s+)?exists\s+)?auth\./i,
    );
    expect(sql).not.toMatch(/\bon\s+(table\s+)?auth\./i);
  });

  it.each(migrations)(
    '$name names only the API roles and the auth helpers hosted Supabase has',
    ({ sql }) => {
      const roles = [
        ...sql.matchAll(/\b(?:to|from)\s+((?:[a-z_]+\s*,\s*)*[a-z_]+)\s*(?:;|using|with|$)/gim),
      ]
        .flatMap((match) => match[1]!.split(','))
        .map((role) => role.trim().toLowerCase());
      for (const role of roles) expect(HOSTED_ROLES).toContain(role);
      for (const match of sql.matchAll(/(?<!references\s+)\bauth\.([a-z_]+)\s*\(/gi))
        expect(HOSTED_AUTH_FUNCTIONS).toContain(match[1]!.toLowerCase());
      for (const match of sql.matchAll(/\breferences\s+auth\.([a-z_]+)/gi))
        expect(HOSTED_AUTH_TABLES).toContain(match[1]!.toLowerCase());
    },
  );
});

describe('the app migrations on a fresh PGlite', () => {
  let dataDir: string;
  let db: PGlite;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-migrations-'));
    db = await openDatabase(dataDir);
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are applied once each, after the local bootstrap', async () => {
    const { rows } = await db.query<{ name: string }>(
      'select name from public.schema_migrations order by applied_at, name',
    );
    const names = rows.map((row) => row.name);
    for (const { name } of migrations)
      expect(names.filter((applied) => applied === name)).toHaveLength(1);
    expect(names.indexOf('003_supabase_api_roles.sql')).toBeLessThan(
      names.indexOf(migrations[0]!.name),
    );
  });

  it('leave budgets with row-level security on and a policy per operation for authenticated only', async () => {
    const { rows: table } = await db.query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.budgets'::regclass",
    );
    expect(table[0]?.rls).toBe(true);
    const { rows: policies } = await db.query<{ cmd: string; roles: string[] }>(
      "select cmd, roles::text[] as roles from pg_policies where schemaname = 'public' and tablename = 'budgets' order by cmd",
    );
    expect(policies).toEqual(
      ['DELETE', 'INSERT', 'SELECT', 'UPDATE'].map((cmd) => ({ cmd, roles: ['authenticated'] })),
    );
  });

  it('grant the table to authenticated and service_role, and nothing to anon', async () => {
    const privileges = async (role: string): Promise<string[]> => {
      const { rows } = await db.query<{ privilege: string }>(
        `select p as privilege from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
          where has_table_privilege($1, 'public.budgets', p)`,
        [role],
      );
      return rows.map((row) => row.privilege);
    };
    expect(await privileges('anon')).toEqual([]);
    expect(await privileges('authenticated')).toEqual(['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
    expect(await privileges('service_role')).toEqual(['SELECT', 'INSERT', 'UPDATE', 'DELETE']);
  });

  it('leave budget_files with row-level security on, and select, insert and delete policies for authenticated only', async () => {
    const { rows: table } = await db.query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.budget_files'::regclass",
    );
    expect(table[0]?.rls).toBe(true);
    const { rows: policies } = await db.query<{ cmd: string; roles: string[] }>(
      "select cmd, roles::text[] as roles from pg_policies where schemaname = 'public' and tablename = 'budget_files' order by cmd",
    );
    expect(policies).toEqual(
      ['DELETE', 'INSERT', 'SELECT'].map((cmd) => ({ cmd, roles: ['authenticated'] })),
    );
  });

  it('leave budget_file_parts with row-level security on, and select, insert and delete policies for authenticated only', async () => {
    const { rows: table } = await db.query<{ rls: boolean }>(
      "select relrowsecurity as rls from pg_class where oid = 'public.budget_file_parts'::regclass",
    );
    expect(table[0]?.rls).toBe(true);
    const { rows: policies } = await db.query<{ cmd: string; roles: string[] }>(
      "select cmd, roles::text[] as roles from pg_policies where schemaname = 'public' and tablename = 'budget_file_parts' order by cmd",
    );
    expect(policies).toEqual(
      ['DELETE', 'INSERT', 'SELECT'].map((cmd) => ({ cmd, roles: ['authenticated'] })),
    );
  });

  it('grant kept files to authenticated without update (a kept file never changes), and nothing to anon', async () => {
    const privileges = async (role: string, table: string): Promise<string[]> => {
      const { rows } = await db.query<{ privilege: string }>(
        `select p as privilege from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
          where has_table_privilege($1, $2, p)`,
        [role, table],
      );
      return rows.map((row) => row.privilege);
    };
    expect(await privileges('anon', 'public.budget_files')).toEqual([]);
    expect(await privileges('authenticated', 'public.budget_files')).toEqual([
      'SELECT',
      'INSERT',
      'DELETE',
    ]);
    expect(await privileges('anon', 'public.budget_file_parts')).toEqual([]);
    expect(await privileges('authenticated', 'public.budget_file_parts')).toEqual([
      'SELECT',
      'INSERT',
      'DELETE',
    ]);
    expect(await privileges('anon', 'public.budget_files_usage')).toEqual([]);
    expect(await privileges('authenticated', 'public.budget_files_usage')).toEqual(['SELECT']);
  });

  it("sum the usage view as the caller (security_invoker), so it shows only the caller's files", async () => {
    const { rows } = await db.query<{ options: string[] }>(
      "select reloptions::text[] as options from pg_class where oid = 'public.budget_files_usage'::regclass",
    );
    expect(rows[0]?.options).toContain('security_invoker=true');
  });

  it('read the caller from request.jwt.claims through auth.uid(), auth.role() and auth.jwt(), as Supabase', async () => {
    const sub = '11111111-2222-3333-4444-555555555555';
    const inside = await db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)",
        [JSON.stringify({ sub, role: 'authenticated', email: 'ana@empresa.test' })],
      );
      return (
        await tx.query<{ uid: string; role: string; email: string; who: string }>(
          "select auth.uid() as uid, auth.role() as role, auth.jwt() ->> 'email' as email, current_user as who",
        )
      ).rows[0];
    });
    expect(inside).toEqual({
      uid: sub,
      role: 'authenticated',
      email: 'ana@empresa.test',
      who: 'authenticated',
    });
    const after = await db.query<{ uid: string | null; who: string }>(
      'select auth.uid() as uid, current_user as who',
    );
    expect(after.rows[0]).toEqual({ uid: null, who: 'postgres' });
  });

  it("store a budget's model uncompressed where Postgres has no lz4 (PGlite): pglz held the local database ~50 ms per 5,000-item save", async () => {
    const { rows } = await db.query<{ name: string; storage: string; compression: string }>(
      `select attname as name, attstorage as storage, attcompression as compression
         from pg_attribute where attrelid = 'public.budgets'::regclass
          and attname in ('model', 'verdict') order by attname`,
    );
    // PGlite is built without lz4: the migration falls back to EXTERNAL ('e'), no compression.
    expect(rows).toEqual([
      { name: 'model', storage: 'e', compression: '' },
      { name: 'verdict', storage: 'e', compression: '' },
    ]);
    const stored = await db.transaction(async (tx) => {
      const { rows: users } = await tx.query<{ id: string }>(
        `insert into auth.users (id, identity_id, email, encrypted_password)
         values (gen_random_uuid(), gen_random_uuid(), 'grande@empresa.test', 'x') returning id`,
      );
      // 740 KB of JSON that pglz shrinks to 11 KB.
      const model = JSON.stringify({
        items: Array(20_000).fill('Demolición de tabique, m2, 10,00'),
      });
      const { rows: inserted } = await tx.query<{ id: string }>(
        `insert into public.budgets (user_id, source_name, source_kind, source_size, source_sha256, model)
         values ($1, 'a.txt', 'txt', 1, repeat('a', 64), $2) returning id`,
        [users[0]!.id, model],
      );
      // Read back from the table: RETURNING would show the value before it was stored.
      const { rows: sizes } = await tx.query<{ on_disk: number; json: number }>(
        `select pg_column_size(model) as on_disk, octet_length(model::text) as json
           from public.budgets where id = $1`,
        [inserted[0]!.id],
      );
      await tx.rollback();
      return sizes[0]!;
    });
    expect(stored.on_disk).toBeGreaterThan(stored.json * 0.9);
  });

  it('move updated_at forward on each update, even within one transaction, and keep created_at', async () => {
    const times = await db.transaction(async (tx) => {
      const { rows: users } = await tx.query<{ id: string }>(
        `insert into auth.users (id, identity_id, email, encrypted_password)
         values (gen_random_uuid(), gen_random_uuid(), 'reloj@empresa.test', 'x') returning id`,
      );
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.budgets (user_id, source_name, source_kind, source_size, source_sha256, model)
         values ($1, 'a.txt', 'txt', 1, repeat('a', 64), '{}') returning id`,
        [users[0]!.id],
      );
      const id = rows[0]!.id;
      const read = async (): Promise<{ created: string; updated: string }> =>
        (
          await tx.query<{ created: string; updated: string }>(
            'select created_at::text as created, updated_at::text as updated from public.budgets where id = $1',
            [id],
          )
        ).rows[0]!;
      const before = await read();
      await tx.query(
        "update public.budgets set title = 'uno', created_at = now() - interval '1 day' where id = $1",
        [id],
      );
      const once = await read();
      await tx.query("update public.budgets set title = 'dos' where id = $1", [id]);
      // now() is fixed for the whole transaction: only the trigger's step can move the time.
      return [before, once, await read()];
    });
    expect(times[1]!.updated > times[0]!.updated).toBe(true);
    expect(times[2]!.updated > times[1]!.updated).toBe(true);
    expect(times.map((time) => time.created)).toEqual(Array(3).fill(times[0]!.created));
  });

  it('fill the list facts of budgets saved before *_budget_list_facts.sql, keeping their updated_at', async () => {
    const migration = migrations.find(({ name }) => name.endsWith('_budget_list_facts.sql'))!;
    // The migration's own backfill, run again over rows written as the app wrote them before it.
    const backfill =
      /alter table public\.budgets disable trigger budgets_touch;[\s\S]*?enable trigger budgets_touch;/.exec(
        migration.sql,
      )![0];
    const { rows: users } = await db.query<{ id: string }>(
      `insert into auth.users (id, identity_id, email, encrypted_password)
       values (gen_random_uuid(), gen_random_uuid(), 'antes@empresa.test', 'x') returning id`,
    );
    const insert = (title: string, client: string, model: object) =>
      db.query<{ id: string; updated: string }>(
        `insert into public.budgets (user_id, title, client, source_name, source_kind, source_size, source_sha256, model)
         values ($1, $2, $3, 'P03 ALBAÑILERIA.pdf', 'pdf', 1, repeat('a', 64), $4) returning id, updated_at::text as updated`,
        [users[0]!.id, title, client, JSON.stringify(model)],
      );
    const asRead = (
      await insert('P03 ALBAÑILERIA', 'Cliente no identificado', { total: 10, statedTotal: 12.5 })
    ).rows[0]!;
    const edited = (
      await insert('Mi nombre', 'Peña', {
        total: 10,
        statedTotal: 12.5,
        linesEdited: true,
        title: 'Obra',
      })
    ).rows[0]!;
    await db.exec(backfill);
    const { rows } = await db.query<{
      id: string;
      title: string;
      client: string;
      total: string;
      work_title: string;
      search_text: string;
      updated: string;
    }>(
      `select id, title, client, total::text as total, work_title, search_text, updated_at::text as updated
         from public.budgets where id in ($1, $2)`,
      [asRead.id, edited.id],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(asRead.id)).toMatchObject({
      title: '',
      client: '',
      total: '12.50',
      work_title: '',
      updated: asRead.updated,
    });
    expect(byId.get(edited.id)).toMatchObject({
      title: 'Mi nombre',
      client: 'Peña',
      total: '10.00',
      work_title: 'Obra',
      updated: edited.updated,
    });
    expect(byId.get(edited.id)!.search_text).toBe('mi nombre obra pena  p03 albanileria.pdf');
  });

  it('are not applied a second time when the database is opened again', async () => {
    await db.close();
    db = await openDatabase(dataDir);
    const { rows } = await db.query<{ count: number }>(
      'select count(*)::int as count from public.schema_migrations',
    );
    const localMigrations = readdirSync(join(import.meta.dirname, 'migrations')).filter((name) =>
      name.endsWith('.sql'),
    );
    expect(rows[0]?.count).toBe(localMigrations.length + migrations.length);
  });
});
