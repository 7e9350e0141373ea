/**
 * Kept original files through the real supabase-js against the real local
 * server: bytea as PostgREST carries it, in parts of 256 KiB, the
 * migrations' policies deciding whose files a caller sees, and their
 * triggers refusing what would pass the per-user quota or a file's declared
 * size, whatever the client does.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../src/budget/model/budget.ts';
import {
  getOriginalFile,
  getStorageUsage,
  keepOriginalFile,
  listKeptOriginals,
} from '../../src/app/features/saved-budgets/budget-files-api.ts';
import {
  createBudget,
  deleteBudget,
  getBudget,
  type NewBudget,
} from '../../src/app/features/saved-budgets/budgets-api.ts';
import {
  KEPT_ORIGINAL_MAX_BYTES,
  KEPT_ORIGINAL_PART_BYTES,
  KEPT_ORIGINALS_QUOTA_BYTES,
} from '../../src/app/features/saved-budgets/original-file-limits.ts';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';

const PASSWORD = 'secreto-1';

let server: TestServer;
let ana: SupabaseClient;
let luis: SupabaseClient;
let anaId: string;
let anaToken: string;

function newBudget(title: string): NewBudget {
  const model: Budget = {
    id: 'PRE-2026-001',
    client: 'CALLE TENERIFE',
    items: [],
    total: 0,
    availableColumns: ['CÓDIGO', 'RESUMEN'],
  };
  return {
    id: crypto.randomUUID(),
    title,
    client: 'CALLE TENERIFE',
    code: 'PRE-2026-001',
    sourceName: `${title}.pdf`,
    sourceKind: 'pdf',
    sourceSize: 3,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  };
}

/** Bytes of every value, so a lost or swapped byte shows. */
function fileBytes(size: number, seed = 1): Uint8Array {
  return new Uint8Array(size).map((_, index) => (index * 31 + seed) % 256);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

async function signedIn(
  email: string,
): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const user = await addUser(server.context.store, email, PASSWORD);
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, id: user.id, token: data.session!.access_token };
}

async function rest(path: string, init: RequestInit & { bearer?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('apikey', server.anonKey);
  headers.set('authorization', `Bearer ${init.bearer ?? anaToken}`);
  return fetch(`${server.origin}/rest/v1${path}`, { ...init, headers });
}

beforeAll(async () => {
  server = await startTestServer();
  ({ client: ana, id: anaId, token: anaToken } = await signedIn('ana@empresa.test'));
  ({ client: luis } = await signedIn('luis@empresa.test'));
});

afterAll(async () => {
  await server?.stop();
});

describe('a user and the originals of their own budgets', () => {
  it('keeps a file with a budget in parts and gets the same bytes back, with its hash', async () => {
    const budget = await createBudget(ana, newBudget('Con original'));
    const bytes = fileBytes(2 * KEPT_ORIGINAL_PART_BYTES + 70_000);
    await keepOriginalFile(ana, budget.id, { name: 'obra final.pdf', bytes });

    const kept = await listKeptOriginals(ana, [budget.id, crypto.randomUUID()]);
    expect([...kept.values()]).toEqual([
      { budgetId: budget.id, name: 'obra final.pdf', size: bytes.byteLength, state: 'complete' },
    ]);
    const file = await getOriginalFile(ana, budget.id);
    expect(file?.name).toBe('obra final.pdf');
    expect(file?.bytes).toEqual(bytes);
    const { data } = await ana.from('budget_files').select('sha256').eq('budget_id', budget.id);
    expect(data).toEqual([{ sha256: sha256(bytes) }]);
    const parts = await ana
      .from('budget_file_parts')
      .select('part,size')
      .eq('budget_id', budget.id)
      .order('part');
    expect(parts.data).toEqual([
      { part: 0, size: KEPT_ORIGINAL_PART_BYTES },
      { part: 1, size: KEPT_ORIGINAL_PART_BYTES },
      { part: 2, size: 70_000 },
    ]);
  });

  it('carries bytea as PostgREST does: hex text in JSON, both ways', async () => {
    const budget = await createBudget(ana, newBudget('Hex'));
    const bytes = new Uint8Array([0, 255, 16]);
    const declared = await rest('/budget_files', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        budget_id: budget.id,
        name: 'tres.bin',
        size: 3,
        sha256: sha256(bytes),
      }),
    });
    expect(declared.status).toBe(201);
    const sent = await rest('/budget_file_parts', {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify({ budget_id: budget.id, part: 0, content: '\\x00ff10' }),
    });
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual([expect.objectContaining({ content: '\\x00ff10', size: 3 })]);
    const read = await rest(`/budget_file_parts?select=content&budget_id=eq.${budget.id}`);
    expect(await read.json()).toEqual([{ content: '\\x00ff10' }]);
    expect(await getOriginalFile(ana, budget.id)).toEqual({ name: 'tres.bin', bytes });
  });

  it('refuses a part over 256 KiB, and parts past the size declared for their file', async () => {
    const budget = await createBudget(ana, newBudget('Partes'));
    const bytes = fileBytes(10);
    const declared = await ana
      .from('budget_files')
      .insert({ budget_id: budget.id, name: 'diez.bin', size: 10, sha256: sha256(bytes) });
    expect(declared.error).toBeNull();
    const big = await ana.from('budget_file_parts').insert({
      budget_id: budget.id,
      part: 0,
      content: `\\x${'ab'.repeat(KEPT_ORIGINAL_PART_BYTES + 1)}`,
    });
    expect(big.status).toBe(413);
    expect(big.error).toMatchObject({ code: 'PT413', message: 'file part too large' });
    const first = await ana
      .from('budget_file_parts')
      .insert({ budget_id: budget.id, part: 0, content: `\\x${'01'.repeat(8)}` });
    expect(first.error).toBeNull();
    const past = await ana
      .from('budget_file_parts')
      .insert({ budget_id: budget.id, part: 7, content: `\\x${'01'.repeat(3)}` });
    expect(past.status).toBe(413);
    expect(past.error).toMatchObject({ code: 'PT413', message: 'file larger than declared' });
    // What arrived does not match the declared hash: the reader says so instead of handing it out.
    await expect(getOriginalFile(ana, budget.id)).rejects.toMatchObject({ code: 'invalid-row' });
  });

  it('stores a retried upload once: the same budget again is skipped, and counted once', async () => {
    const budget = await createBudget(ana, newBudget('Reintento'));
    const before = await getStorageUsage(ana);
    const bytes = fileBytes(1_000, 7);
    await keepOriginalFile(ana, budget.id, { name: 'a.txt', bytes });
    await keepOriginalFile(ana, budget.id, { name: 'a.txt', bytes });
    const after = await getStorageUsage(ana);
    expect(after.usedBytes - before.usedBytes).toBe(1_000);
    const { count } = await ana
      .from('budget_files')
      .select('*', { count: 'exact', head: true })
      .eq('budget_id', budget.id);
    expect(count).toBe(1);
    expect(await getOriginalFile(ana, budget.id)).toEqual({ name: 'a.txt', bytes });
  });

  it('deletes the file with its budget (on delete cascade), freeing its space', async () => {
    const beforeBudget = await getStorageUsage(ana);
    const budget = await createBudget(ana, newBudget('Se borra'));
    await keepOriginalFile(ana, budget.id, { name: 'b.txt', bytes: fileBytes(5_000) });
    const before = await getStorageUsage(ana);
    // The budget's own bytes count too (*_storage_quota.sql) and are freed with it.
    const budgetBytes = before.usedBytes - beforeBudget.usedBytes - 5_000;
    await deleteBudget(ana, budget.id);
    expect(await getOriginalFile(ana, budget.id)).toBeNull();
    for (const table of ['budget_files', 'budget_file_parts']) {
      const admin = await rest(`/${table}?select=budget_id&budget_id=eq.${budget.id}`, {
        bearer: server.serviceRoleKey,
      });
      expect(await admin.json()).toEqual([]);
    }
    expect((await getStorageUsage(ana)).usedBytes).toBe(before.usedBytes - 5_000 - budgetBytes);
    expect(budgetBytes).toBeGreaterThan(0);
  });

  it('cannot keep a file for a budget that is gone', async () => {
    await expect(
      keepOriginalFile(ana, crypto.randomUUID(), { name: 'c.txt', bytes: fileBytes(10) }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('reads the same limits the app shows from the database', async () => {
    const usage = await getStorageUsage(ana);
    expect(usage.quotaBytes).toBe(KEPT_ORIGINALS_QUOTA_BYTES);
    expect(usage.maxFileBytes).toBe(KEPT_ORIGINAL_MAX_BYTES);
    const { data } = await ana.from('budget_files_usage').select('max_part_bytes').single();
    expect(data).toEqual({ max_part_bytes: KEPT_ORIGINAL_PART_BYTES });
  });
});

describe("another user's originals", () => {
  let anasBudgetId: string;
  const anasBytes = fileBytes(2_000, 3);

  beforeAll(async () => {
    anasBudgetId = (await createBudget(ana, newBudget('Privado'))).id;
    await keepOriginalFile(ana, anasBudgetId, { name: 'privado.pdf', bytes: anasBytes });
  });

  it('are invisible: no file, no listing, and none of their space', async () => {
    expect(await getOriginalFile(luis, anasBudgetId)).toBeNull();
    expect((await listKeptOriginals(luis, [anasBudgetId])).size).toBe(0);
    const { data } = await luis.from('budget_files').select('budget_id').eq('user_id', anaId);
    expect(data).toEqual([]);
    expect((await getStorageUsage(luis)).usedBytes).toBe(0);
  });

  it('cannot be added in their name: a foreign user_id is refused by the policy', async () => {
    const budget = await createBudget(ana, newBudget('Sin original'));
    const { error, status } = await luis.from('budget_files').insert({
      budget_id: budget.id,
      user_id: anaId,
      name: 'intruso.txt',
      size: 1,
      sha256: 'a'.repeat(64),
    });
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "budget_files"',
    });
    expect(await getOriginalFile(ana, budget.id)).toBeNull();
  });

  it('cannot get parts added to them, nor have them read', async () => {
    const parts = await luis.from('budget_file_parts').select('part').eq('budget_id', anasBudgetId);
    expect(parts.data).toEqual([]);
    for (const user_id of [anaId, undefined]) {
      const { error, status } = await luis
        .from('budget_file_parts')
        .insert({ budget_id: anasBudgetId, part: 99, content: '\\x00', user_id });
      expect(status, String(user_id)).toBeGreaterThanOrEqual(400);
      expect(['42501', '23503']).toContain(error?.code);
    }
    expect(await getOriginalFile(ana, anasBudgetId)).toEqual({
      name: 'privado.pdf',
      bytes: anasBytes,
    });
  });

  it("cannot be hung on their budget as the stranger's own file (the file refers to budget and owner)", async () => {
    const budget = await createBudget(ana, newBudget('Ajeno'));
    await expect(
      keepOriginalFile(luis, budget.id, { name: 'intruso.txt', bytes: fileBytes(10) }),
    ).rejects.toMatchObject({ code: 'not-found' });
    const admin = await rest(`/budget_files?select=budget_id&budget_id=eq.${budget.id}`, {
      bearer: server.serviceRoleKey,
    });
    expect(await admin.json()).toEqual([]);
  });

  it('cannot be replaced or deleted', async () => {
    await keepOriginalFile(luis, anasBudgetId, { name: 'otro.pdf', bytes: fileBytes(10) }).catch(
      (error: unknown) => expect(error).toMatchObject({ code: 'not-found' }),
    );
    const removed = await luis.from('budget_files').delete().eq('budget_id', anasBudgetId).select();
    expect(removed.data).toEqual([]);
    const changed = await luis
      .from('budget_files')
      .update({ name: 'robado.pdf' })
      .eq('budget_id', anasBudgetId);
    expect(changed.status).toBe(403);
    expect(changed.error?.code).toBe('42501');
    const file = await getOriginalFile(ana, anasBudgetId);
    expect(file).toEqual({ name: 'privado.pdf', bytes: anasBytes });
  });
});

describe('without signing in', () => {
  it('the anon key reads, adds and measures nothing', async () => {
    const anon = server.client();
    const read = await anon.from('budget_files').select('budget_id');
    expect({ status: read.status, code: read.error?.code }).toEqual({ status: 401, code: '42501' });
    const parts = await anon.from('budget_file_parts').select('content');
    expect({ status: parts.status, code: parts.error?.code }).toEqual({
      status: 401,
      code: '42501',
    });
    const write = await anon
      .from('budget_files')
      .insert({ budget_id: crypto.randomUUID(), name: 'x', size: 1, sha256: 'a'.repeat(64) });
    expect({ status: write.status, code: write.error?.code }).toEqual({
      status: 401,
      code: '42501',
    });
    await expect(getStorageUsage(anon)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});

describe('the per-user quota, enforced by the database', () => {
  it('refuses a file over the size limit with 413 PT413, whatever the client sends', async () => {
    const budget = await createBudget(ana, newBudget('Enorme'));
    const { error, status } = await ana.from('budget_files').insert({
      budget_id: budget.id,
      name: 'enorme.pdf',
      size: KEPT_ORIGINAL_MAX_BYTES + 1,
      sha256: 'a'.repeat(64),
    });
    expect(status).toBe(413);
    expect(error).toMatchObject({ code: 'PT413', message: 'original file too large' });
    // The app refuses it before sending a byte.
    await expect(
      keepOriginalFile(ana, budget.id, {
        name: 'enorme.pdf',
        bytes: new Uint8Array(KEPT_ORIGINAL_MAX_BYTES + 1),
      }),
    ).rejects.toMatchObject({ code: 'file-too-large' });
    expect(await getBudget(ana, budget.id)).not.toBeNull();
  });

  it(
    'fills up to the quota, then refuses one byte more and keeps the budget itself',
    { timeout: 180_000 },
    async () => {
      const { client: eva } = await signedIn('eva@empresa.test');
      const files = KEPT_ORIGINALS_QUOTA_BYTES / KEPT_ORIGINAL_MAX_BYTES - 1;
      for (let index = 0; index < files; index++) {
        const budget = await createBudget(eva, newBudget(`Lleno ${index}`));
        // The largest file the app keeps goes through the server's body limit as hex.
        await keepOriginalFile(eva, budget.id, {
          name: `grande-${index}.pdf`,
          bytes: fileBytes(KEPT_ORIGINAL_MAX_BYTES, index),
        });
      }
      // The budgets' own bytes count in the same quota (*_storage_quota.sql): the last file
      // takes exactly what is left.
      const filler = await createBudget(eva, newBudget('Lleno final'));
      const last = await createBudget(eva, newBudget('Uno más'));
      const left = KEPT_ORIGINALS_QUOTA_BYTES - (await getStorageUsage(eva)).usedBytes;
      await keepOriginalFile(eva, filler.id, { name: 'resto.pdf', bytes: fileBytes(left) });
      expect((await getStorageUsage(eva)).usedBytes).toBe(KEPT_ORIGINALS_QUOTA_BYTES);

      await expect(
        keepOriginalFile(eva, last.id, { name: 'uno.txt', bytes: fileBytes(1) }),
      ).rejects.toMatchObject({ code: 'quota-exceeded' });
      const raw = await eva
        .from('budget_files')
        .insert({ budget_id: last.id, name: 'uno.txt', size: 1, sha256: sha256(fileBytes(1)) });
      expect(raw.status).toBe(413);
      expect(raw.error).toMatchObject({ code: 'PT413', message: 'storage quota exceeded' });
      expect(await getBudget(eva, last.id)).toMatchObject({ title: 'Uno más' });
      expect(await getOriginalFile(eva, last.id)).toBeNull();
      // Another user's space is their own.
      const other = await createBudget(ana, newBudget('Ana sigue'));
      await keepOriginalFile(ana, other.id, { name: 'ana.txt', bytes: fileBytes(1) });
    },
  );
});
