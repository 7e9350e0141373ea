/**
 * Opens the embedded Postgres (PGlite) under DATA_DIR and applies the SQL
 * migrations in server/db/migrations in name order, each once.
 * PGlite writes through to the files on every statement, so an acknowledged
 * write survives a SIGKILL (tested in server/start-server.test.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function databaseDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

export async function openDatabase(dataDir: string): Promise<PGlite> {
  const dir = databaseDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  await applyMigrations(db);
  return db;
}

async function applyMigrations(db: PGlite): Promise<void> {
  await db.exec(`create table if not exists public.schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`);
  const applied = new Set(
    (await db.query<{ name: string }>('select name from public.schema_migrations')).rows.map(
      (row) => row.name,
    ),
  );
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into public.schema_migrations (name) values ($1)', [name]);
    });
  }
}
