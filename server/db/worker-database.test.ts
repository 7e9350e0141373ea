/**
 * The database in its worker thread: statements and transactions as PGlite
 * answers them in-process, Postgres' error fields kept, and a statement over
 * the time limit stopped, which Postgres' statement_timeout cannot do in PGlite.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkerDatabase } from './worker-database.ts';

let dataDir: string;
let db: WorkerDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-worker-'));
  db = await WorkerDatabase.open(dataDir, 1_500);
  await db.exec('create table public.notes (id int primary key, body text)');
});

afterAll(async () => {
  await db?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the worker database', () => {
  it('keeps a transaction to itself and rolls it back on an error', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into public.notes values (1, $1)', ['kept?']);
        await tx.query('insert into public.notes values (1, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect((await db.query('select count(*)::int as n from public.notes')).rows).toEqual([
      { n: 0 },
    ]);
    await db.transaction((tx) => tx.query('insert into public.notes values (2, $1)', ['kept']));
    expect((await db.query('select body from public.notes')).rows).toEqual([{ body: 'kept' }]);
  });

  it('answers other statements while the HTTP thread waits, in order', async () => {
    const [first, second] = await Promise.all([
      db.query<{ n: number }>('select 1 as n'),
      db.query<{ n: number }>('select 2 as n'),
    ]);
    expect([first.rows[0]!.n, second.rows[0]!.n]).toEqual([1, 2]);
  });

  it(
    'stops a statement over the time limit, fails it with 57014, and reopens with what was committed',
    { timeout: 60_000 },
    async () => {
      const started = performance.now();
      await expect(
        db.query('select count(*) from generate_series(1, 2000000000)'),
      ).rejects.toMatchObject({ code: '57014' });
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(db.restarts).toBe(1);
      expect((await db.query('select body from public.notes')).rows).toEqual([{ body: 'kept' }]);
    },
  );
});
