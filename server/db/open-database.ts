/**
 * Opens the embedded Postgres (PGlite) under DATA_DIR and applies the SQL
 * migrations in name order, each once: first server/db/migrations (the local
 * stand-in for what hosted Supabase provides), then the app's own
 * supabase/migrations.
 * PGlite writes through to the files on every statement, so an acknowledged
 * write survives a SIGKILL (tested in server/start-server.test.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * The app's own tables, in the Supabase CLI layout: the same files a hosted
 * project runs. They come after the local bootstrap above, which provides what
 * hosted Supabase has before any migration (API roles, auth.uid()).
 */
export const APP_MIGRATIONS_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'supabase',
  'migrations',
);

export function databaseDir(dataDir: string): string {
  return join(dataDir, 'pgdata');
}

/**
 * A freshly initialised cluster, kept per PGlite build in the temp folder:
 * initdb takes 5-15 s, loading this copy about 2 s. It holds no data (it is
 * saved before any migration), only what initdb writes.
 */
function initdbTemplatePath(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { size, mtimeMs } = statSync(entry);
  const build = createHash('sha256')
    .update(`${entry}:${size}:${mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `presupuestos-pglite-initdb-${build}.tar.gz`);
}

export async function openDatabase(dataDir: string): Promise<PGlite> {
  const dir = databaseDir(dataDir);
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  const template = initdbTemplatePath();
  let db: PGlite;
  if (fresh && existsSync(template)) {
    db = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(template)]) });
  } else {
    db = await PGlite.create({ dataDir: dir });
    if (fresh) {
      const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      // Written aside and renamed so a concurrent reader never sees half a file.
      const draft = `${template}.${process.pid}`;
      writeFileSync(draft, dump);
      renameSync(draft, template);
    }
  }
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
  for (const dir of [MIGRATIONS_DIR, APP_MIGRATIONS_DIR]) await applyPending(db, dir, applied);
}

async function applyPending(db: PGlite, dir: string, applied: ReadonlySet<string>): Promise<void> {
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = readFileSync(join(dir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into public.schema_migrations (name) values ($1)', [name]);
    });
  }
}
