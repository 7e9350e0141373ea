/**
 * The migration that stores kept originals in parts (*_budget_file_parts.sql)
 * on a database that already keeps files whole, as a hosted project that ran
 * the earlier migrations has them: every file moves into parts of 256 KiB,
 * byte for byte, with its size and hash kept.
 */
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APP_MIGRATIONS_DIR } from './open-database.ts';

const BOOTSTRAP_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const PARTS_MIGRATION = /_budget_file_parts\.sql$/;
const PART_BYTES = 256 * 1024;

function sqlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}

const appMigrations = sqlFiles(APP_MIGRATIONS_DIR);
const partsIndex = appMigrations.findIndex((path) => PARTS_MIGRATION.test(path));
const userId = crypto.randomUUID();
const files = [0, 1, PART_BYTES, PART_BYTES + 1, 3 * PART_BYTES - 7].map((size, index) => ({
  budgetId: crypto.randomUUID(),
  bytes: Buffer.from(new Uint8Array(size).map((_, at) => (at * 7 + index) % 256)),
}));
let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create();
  for (const path of [...sqlFiles(BOOTSTRAP_DIR), ...appMigrations.slice(0, partsIndex)])
    await db.exec(readFileSync(path, 'utf8'));
  await db.query(
    `insert into auth.users (id, identity_id, email, encrypted_password) values ($1, $1, 'ana@empresa.test', 'x')`,
    [userId],
  );
  for (const { budgetId, bytes } of files) {
    await db.query(
      `insert into public.budgets (id, user_id, source_name, source_kind, source_size, source_sha256, model)
       values ($1, $2, 'a.pdf', 'pdf', 0, $3, '{}')`,
      [budgetId, userId, '0'.repeat(64)],
    );
    await db.query(
      `insert into public.budget_files (budget_id, user_id, name, content) values ($1, $2, 'a.pdf', decode($3, 'hex'))`,
      [budgetId, userId, bytes.toString('hex')],
    );
  }
  for (const path of appMigrations.slice(partsIndex)) await db.exec(readFileSync(path, 'utf8'));
}, 60_000);

afterAll(async () => {
  await db?.close();
});

it('moves every kept file into parts of 256 KiB, byte for byte, keeping its size and hash', async () => {
  expect(partsIndex).toBeGreaterThan(0);
  for (const { budgetId, bytes } of files) {
    const { rows: kept } = await db.query<{ size: number; sha256: string }>(
      'select size::int as size, sha256 from public.budget_files where budget_id = $1',
      [budgetId],
    );
    expect(kept).toEqual([
      { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
    ]);
    const { rows: parts } = await db.query<{ part: number; content: Uint8Array }>(
      'select part, content from public.budget_file_parts where budget_id = $1 order by part',
      [budgetId],
    );
    expect(parts.map((row) => row.part)).toEqual(
      Array.from({ length: Math.ceil(bytes.length / PART_BYTES) }, (_, index) => index),
    );
    expect(Buffer.concat(parts.map((row) => row.content))).toEqual(bytes);
  }
});
