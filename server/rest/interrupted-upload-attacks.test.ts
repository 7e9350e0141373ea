/**
 * An interrupted upload must not keep a user's space forever, nor open a way
 * past the quota (supabase/migrations/*_budget_file_uploads.sql), through the
 * real supabase-js against the real server. A network that drops half way is
 * a client whose fetch fails once some parts were sent. "Nothing arrived for
 * a few minutes" is reached without waiting: the service role moves the
 * file's and its parts' write times back, as that much time passing would.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../src/budget/model/budget.ts';
import {
  deleteInterruptedOriginals,
  getOriginalFile,
  getStorageUsage,
  keepOriginalFile,
  listKeptOriginals,
} from '../../src/app/features/saved-budgets/budget-files-api.ts';
import { createBudget, type NewBudget } from '../../src/app/features/saved-budgets/budgets-api.ts';
import {
  KEPT_ORIGINAL_MAX_BYTES,
  KEPT_ORIGINAL_PART_BYTES,
} from '../../src/app/features/saved-budgets/original-file-limits.ts';
import { STORAGE_QUOTA_BYTES } from '../../src/app/features/saved-budgets/storage-limits.ts';
import {
  NODE_CLIENT_OPTIONS,
  startTestServer,
  type TestServer,
} from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';

const PASSWORD = 'secreto-1';
/** Longer ago than budget_file_upload_idle_limit() (5 minutes). */
const LONG_AGO = '2026-01-01T00:00:00Z';

let server: TestServer;
let admin: SupabaseClient;

/**
 * A user signed in on a network that drops after `partsBeforeDrop` parts of a file were
 * sent (every later part fails as fetch does offline); Infinity never drops.
 */
async function signIn(email: string, partsBeforeDrop = Infinity): Promise<SupabaseClient> {
  let parts = 0;
  const client = createClient(server.origin, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...NODE_CLIENT_OPTIONS,
    global: {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('/budget_file_parts') && init?.method === 'POST') {
          if (parts >= partsBeforeDrop) throw new TypeError('fetch failed');
          parts += 1;
        }
        return fetch(input, init);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function signedIn(email: string, partsBeforeDrop = Infinity): Promise<SupabaseClient> {
  await addUser(server.context.store, email, PASSWORD);
  return signIn(email, partsBeforeDrop);
}

function newBudget(title: string): NewBudget {
  const model: Budget = {
    id: 'PRE-1',
    client: 'X',
    items: [],
    total: 0,
    availableColumns: ['CÓDIGO'],
  };
  return {
    id: crypto.randomUUID(),
    title,
    client: 'X',
    code: 'PRE-1',
    sourceName: `${title}.pdf`,
    sourceKind: 'pdf',
    sourceSize: 1,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  };
}

function fileBytes(size: number, seed = 1): Uint8Array {
  return new Uint8Array(size).map((_, index) => (index * 31 + seed) % 256);
}

/** As if nothing had arrived for this file since long ago. */
async function makeIdle(budgetId: string): Promise<void> {
  const file = await admin
    .from('budget_files')
    .update({ created_at: LONG_AGO })
    .eq('budget_id', budgetId);
  expect(file.error).toBeNull();
  const parts = await admin
    .from('budget_file_parts')
    .update({ written_at: LONG_AGO })
    .eq('budget_id', budgetId);
  expect(parts.error).toBeNull();
}

/** The bytes of every part a user stores, as the service role sees them. */
async function partBytesOf(client: SupabaseClient): Promise<number> {
  const { data: user } = await client.auth.getUser();
  const { data, error } = await admin
    .from('budget_file_parts')
    .select('size')
    .eq('user_id', user.user!.id);
  expect(error).toBeNull();
  return (data as Array<{ size: number }>).reduce((sum, row) => sum + row.size, 0);
}

beforeAll(async () => {
  server = await startTestServer();
  admin = createClient(server.origin, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...NODE_CLIENT_OPTIONS,
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('an upload interrupted half way', () => {
  it('holds its declared 10 MiB only while it may still arrive, then only the parts stored', async () => {
    const eva = await signedIn('eva@empresa.test', 3);
    const budget = await createBudget(eva, newBudget('Cortado'));
    const withoutFile = (await getStorageUsage(eva)).usedBytes;
    await expect(
      keepOriginalFile(eva, budget.id, {
        name: 'grande.pdf',
        bytes: fileBytes(KEPT_ORIGINAL_MAX_BYTES),
      }),
    ).rejects.toMatchObject({ code: 'network' });

    // Just after the drop it may still be under way (a retry, another tab): it keeps its space.
    expect((await getStorageUsage(eva)).usedBytes - withoutFile).toBe(KEPT_ORIGINAL_MAX_BYTES);
    expect((await listKeptOriginals(eva, [budget.id])).get(budget.id)?.state).toBe('uploading');

    await makeIdle(budget.id);
    expect((await getStorageUsage(eva)).usedBytes - withoutFile).toBe(3 * KEPT_ORIGINAL_PART_BYTES);
    expect((await listKeptOriginals(eva, [budget.id])).get(budget.id)).toMatchObject({
      name: 'grande.pdf',
      size: KEPT_ORIGINAL_MAX_BYTES,
      state: 'interrupted',
    });
    // Never handed out as the file: its hash fails.
    await expect(getOriginalFile(eva, budget.id)).rejects.toMatchObject({ code: 'invalid-row' });
  });

  it('takes no more parts once idle, so the space it gave back cannot be filled through it', async () => {
    const eva = await signedIn('eva2@empresa.test', 2);
    const budget = await createBudget(eva, newBudget('Cortado'));
    await keepOriginalFile(eva, budget.id, {
      name: 'grande.pdf',
      bytes: fileBytes(KEPT_ORIGINAL_MAX_BYTES),
    }).catch(() => undefined);
    await makeIdle(budget.id);
    // Back online, the same user sends the next part.
    const online = await signIn('eva2@empresa.test');
    const { error, status } = await online
      .from('budget_file_parts')
      .insert({ budget_id: budget.id, part: 2, content: `\\x${'ab'.repeat(1000)}` });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: 'PT409', message: 'file upload interrupted' });
    expect(await partBytesOf(eva)).toBe(2 * KEPT_ORIGINAL_PART_BYTES);
  });

  it('is sent again whole by the next attempt to keep it, which deletes the broken one first', async () => {
    const eva = await signedIn('eva3@empresa.test', 1);
    const budget = await createBudget(eva, newBudget('Reintento'));
    const bytes = fileBytes(3 * KEPT_ORIGINAL_PART_BYTES + 5, 9);
    await keepOriginalFile(eva, budget.id, { name: 'a.pdf', bytes }).catch(() => undefined);
    await makeIdle(budget.id);
    // The same user, later, on a network that works.
    const again = await signIn('eva3@empresa.test');
    await keepOriginalFile(again, budget.id, { name: 'a.pdf', bytes });
    expect(await getOriginalFile(again, budget.id)).toEqual({ name: 'a.pdf', bytes });
    expect((await listKeptOriginals(again, [budget.id])).get(budget.id)?.state).toBe('complete');
  });

  it('cannot be padded with empty or tiny parts past its declared end', async () => {
    const eva = await signedIn('eva4@empresa.test');
    const budget = await createBudget(eva, newBudget('Partes'));
    const declared = await eva
      .from('budget_files')
      .insert({ budget_id: budget.id, name: 'diez.bin', size: 10, sha256: 'b'.repeat(64) });
    expect(declared.error).toBeNull();
    for (const part of [1, 5, 2_000_000_000]) {
      const { error, status } = await eva
        .from('budget_file_parts')
        .insert({ budget_id: budget.id, part, content: '\\x' });
      expect(status, String(part)).toBe(413);
      expect(error).toMatchObject({ code: 'PT413', message: 'file larger than declared' });
    }
  });

  it('cannot be kept under way by a client that sends its own write times', async () => {
    const eva = await signedIn('eva5@empresa.test');
    const budget = await createBudget(eva, newBudget('Fechas'));
    const declared = await eva.from('budget_files').insert({
      budget_id: budget.id,
      name: 'f.bin',
      size: 100,
      sha256: 'b'.repeat(64),
      created_at: '2099-01-01T00:00:00Z',
    });
    expect(declared.error).toBeNull();
    const part = await eva.from('budget_file_parts').insert({
      budget_id: budget.id,
      part: 0,
      content: `\\x${'01'.repeat(10)}`,
      written_at: '2099-01-01T00:00:00Z',
    });
    expect(part.error).toBeNull();
    const { data } = await eva
      .from('budget_files_progress')
      .select('created_at,last_written_at')
      .eq('budget_id', budget.id)
      .single();
    for (const time of Object.values(data as Record<string, string>))
      expect(Date.parse(time)).toBeLessThan(Date.now() + 60_000);
  });
});

describe('many uploads started at once', () => {
  it('reserve no more than the quota together, and once idle leave only what they stored', async () => {
    const eva = await signedIn('eva6@empresa.test');
    const budgets = await Promise.all(
      Array.from({ length: 9 }, (_, index) => createBudget(eva, newBudget(`Paralelo ${index}`))),
    );
    const budgetBytes = (await getStorageUsage(eva)).usedBytes;
    const fit = Math.floor((STORAGE_QUOTA_BYTES - budgetBytes) / KEPT_ORIGINAL_MAX_BYTES);
    expect(fit).toBe(4);
    const declare = (budgetId: string) =>
      eva.from('budget_files').insert({
        budget_id: budgetId,
        name: 'grande.pdf',
        size: KEPT_ORIGINAL_MAX_BYTES,
        sha256: 'c'.repeat(64),
      });
    const first = await Promise.all(budgets.slice(0, 8).map((budget) => declare(budget.id)));
    const accepted = budgets.slice(0, 8).filter((_, index) => first[index]!.error === null);
    expect(accepted).toHaveLength(fit);
    for (const answer of first.filter((answer) => answer.error !== null))
      expect(answer.error).toMatchObject({ code: 'PT413', message: 'storage quota exceeded' });
    expect((await getStorageUsage(eva)).usedBytes).toBeLessThanOrEqual(STORAGE_QUOTA_BYTES);

    // Each sends one part and stops; once idle they count that part, and the space is free again.
    await Promise.all(
      accepted.map((budget) =>
        eva.from('budget_file_parts').insert({
          budget_id: budget.id,
          part: 0,
          content: `\\x${'cd'.repeat(KEPT_ORIGINAL_PART_BYTES)}`,
        }),
      ),
    );
    for (const budget of accepted) await makeIdle(budget.id);
    const idle = fit * KEPT_ORIGINAL_PART_BYTES;
    expect((await getStorageUsage(eva)).usedBytes).toBe(budgetBytes + idle);

    // Started again all at once, the new ones still fit only in what is really free.
    const rest = budgets.filter((budget) => !accepted.includes(budget));
    const second = await Promise.all(rest.map((budget) => declare(budget.id)));
    const fitAgain = Math.floor(
      (STORAGE_QUOTA_BYTES - budgetBytes - idle) / KEPT_ORIGINAL_MAX_BYTES,
    );
    expect(second.filter((answer) => answer.error === null)).toHaveLength(fitAgain);
    // The idle ones cannot grow meanwhile: the bytes really stored stay within the quota.
    const grow = await Promise.all(
      accepted.map((budget) =>
        eva
          .from('budget_file_parts')
          .insert({ budget_id: budget.id, part: 1, content: `\\x${'cd'.repeat(1000)}` }),
      ),
    );
    for (const answer of grow) expect(answer.error?.code).toBe('PT409');
    expect(await partBytesOf(eva)).toBe(idle);
    expect((await getStorageUsage(eva)).usedBytes).toBeLessThanOrEqual(STORAGE_QUOTA_BYTES);
  });
});

describe("the app's cleanup of interrupted uploads", () => {
  it("deletes only the user's own interrupted files: never a complete one, one under way, or another user's", async () => {
    const ana = await signedIn('ana@empresa.test', 2);
    const luis = await signedIn('luis@empresa.test', 1);
    const [complete, underWay, interrupted] = await Promise.all(
      ['Completo', 'En curso', 'Interrumpido'].map((title) => createBudget(ana, newBudget(title))),
    );
    const luisInterrupted = await createBudget(luis, newBudget('De Luis'));
    const small = fileBytes(KEPT_ORIGINAL_PART_BYTES, 4);
    await keepOriginalFile(ana, complete!.id, { name: 'entero.pdf', bytes: small });
    await keepOriginalFile(ana, interrupted!.id, {
      name: 'cortado.pdf',
      bytes: fileBytes(4 * KEPT_ORIGINAL_PART_BYTES),
    }).catch(() => undefined);
    await keepOriginalFile(ana, underWay!.id, {
      name: 'en-curso.pdf',
      bytes: fileBytes(4 * KEPT_ORIGINAL_PART_BYTES),
    }).catch(() => undefined);
    await keepOriginalFile(luis, luisInterrupted.id, {
      name: 'luis.pdf',
      bytes: fileBytes(4 * KEPT_ORIGINAL_PART_BYTES),
    }).catch(() => undefined);
    // Long ago, all but the one under way: a complete file stays complete however old.
    for (const budget of [complete!, interrupted!, luisInterrupted]) await makeIdle(budget.id);

    expect(await deleteInterruptedOriginals(ana)).toBe(1);
    const kept = await listKeptOriginals(ana, [complete!.id, underWay!.id, interrupted!.id]);
    expect(new Map([...kept].map(([id, file]) => [id, file.state]))).toEqual(
      new Map([
        [complete!.id, 'complete'],
        [underWay!.id, 'uploading'],
      ]),
    );
    expect(await getOriginalFile(ana, complete!.id)).toEqual({ name: 'entero.pdf', bytes: small });
    // Its parts went with it (on delete cascade), and so did their space.
    const parts = await admin
      .from('budget_file_parts')
      .select('part')
      .eq('budget_id', interrupted!.id);
    expect(parts.data).toEqual([]);
    const luisFile = await admin
      .from('budget_files_progress')
      .select('state')
      .eq('budget_id', luisInterrupted.id);
    expect(luisFile.data).toEqual([{ state: 'interrupted' }]);
    // Nothing more to delete the second time.
    expect(await deleteInterruptedOriginals(ana)).toBe(0);
  });
});
