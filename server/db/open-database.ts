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
  lstatSync,
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
import { JSON_PARAMETER_SERIALIZERS } from './json-parameters.ts';
import { PRIVATE_DIR_MODE, protectDataDir } from './protect-data-dir.ts';

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

/**
 * The temp folder is shared with every account on the machine: a template is
 * used only if this account wrote it and nobody else can change it, or another
 * user could plant the cluster we would then store our passwords in.
 */
function isOwnPrivateFile(path: string): boolean {
  if (!existsSync(path)) return false;
  const stat = lstatSync(path);
  return (
    stat.isFile() &&
    (stat.mode & 0o022) === 0 &&
    (process.getuid === undefined || stat.uid === process.getuid())
  );
}

export async function openDatabase(dataDir: string): Promise<PGlite> {
  protectDataDir(dataDir);
  const dir = databaseDir(dataDir);
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const template = initdbTemplatePath();
  let db: PGlite;
  if (fresh && isOwnPrivateFile(template)) {
    db = await PGlite.create({
      dataDir: dir,
      loadDataDir: new Blob([readFileSync(template)]),
      serializers: JSON_PARAMETER_SERIALIZERS,
    });
  } else {
    db = await PGlite.create({ dataDir: dir, serializers: JSON_PARAMETER_SERIALIZERS });
    if (fresh) {
      const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      // Written aside and renamed so a concurrent reader never sees half a file.
      const draft = `${template}.${process.pid}`;
      writeFileSync(draft, dump, { mode: 0o600 });
      renameSync(draft, template);
    }
  }
  // A new write-ahead log segment is 16 MB: zero-filled by default, which took the statement
  // that crossed into it about 60 ms longer, once every four 5,000-item saves. Without the
  // zeros it is a file of that length, and what is written into it is as durable
  // (sync-wal.ts flushes it). A setting of this session, which every statement here runs in.
  await db.exec('set wal_init_zero = off');
  await applyMigrations(db);
  // Opening (and the template's files) created files as 0666: take their group and other bits.
  protectDataDir(dataDir);
  return db;
}

/** Closes the database and takes the group and other bits of the files it created meanwhile. */
export async function closeDatabase(db: PGlite, dataDir: string): Promise<void> {
  await db.close();
  protectDataDir(dataDir);
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
