/**
 * The keeper against the real local server through the real supabase-js: it
 * keeps the file with its budget, stores it once when the network loses the
 * answer and it tries again, and stops for good when the database refuses.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NODE_CLIENT_OPTIONS,
  startTestServer,
  type TestServer,
} from '../../../../server/testing/start-test-server.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { getOriginalFile, getStorageUsage } from './budget-files-api.ts';
import { createBudget } from './budgets-api.ts';
import { KEPT_ORIGINAL_MAX_BYTES } from './original-file-limits.ts';
import { OriginalKeeper, type OriginalStatus } from './original-keeper.ts';

const PASSWORD = 'secreto-1';
let server: TestServer;

async function signedIn(email: string, fetchImpl?: typeof fetch): Promise<SupabaseClient> {
  const client = createClient(server.origin, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetchImpl === undefined ? {} : { global: { fetch: fetchImpl } }),
    ...NODE_CLIENT_OPTIONS,
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function savedBudgetId(client: SupabaseClient): Promise<string> {
  const { id } = await createBudget(client, {
    id: crypto.randomUUID(),
    title: 'Con original',
    client: 'CALLE TENERIFE',
    code: 'PRE-2026-010',
    sourceName: 'obra.pdf',
    sourceKind: 'pdf',
    sourceSize: 10,
    sourceSha256: 'a'.repeat(64),
    model: {
      id: 'PRE-2026-010',
      client: 'CALLE TENERIFE',
      items: [],
      total: 0,
      availableColumns: [],
    },
    verdict: null,
  });
  return id;
}

function keeperFor(client: SupabaseClient): { keeper: OriginalKeeper; statuses: OriginalStatus[] } {
  const statuses: OriginalStatus[] = [];
  const keeper = new OriginalKeeper({
    client,
    onStatus: (status) => statuses.push(status),
    retryBaseMs: 50,
  });
  return { keeper, statuses };
}

function pdf(size: number, name = 'obra.pdf'): { file: File; bytes: Uint8Array } {
  const bytes = new Uint8Array(size).map((_, index) => (index * 11) % 256);
  return { file: new NodeFile([bytes], name) as unknown as File, bytes };
}

beforeAll(async () => {
  server = await startTestServer();
  await addUser(server.context.store, 'ana@empresa.test', PASSWORD);
  await addUser(server.context.store, 'luis@empresa.test', PASSWORD);
});

afterAll(async () => {
  await server?.stop();
});

describe('keeping the original of a saved budget', () => {
  it('keeps the file with its budget and says so', async () => {
    const ana = await signedIn('ana@empresa.test');
    const budgetId = await savedBudgetId(ana);
    const { keeper, statuses } = keeperFor(ana);
    const { file, bytes } = pdf(20_000);
    keeper.keep(budgetId, file);
    keeper.keep(budgetId, file);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'kept', budgetId }));
    expect(statuses.filter((status) => status.state === 'keeping')).toHaveLength(1);
    expect(await getOriginalFile(ana, budgetId)).toEqual({ name: 'obra.pdf', bytes });
    keeper.stop();
  });

  it('stores the file once when the network loses the answer and it tries again', async () => {
    let uploads = 0;
    const lost: string[] = [];
    const losing: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (init?.method !== 'POST' || url.pathname !== '/rest/v1/budget_files' || ++uploads > 1)
        return response;
      await response.arrayBuffer();
      lost.push(url.pathname);
      throw new TypeError('fetch failed: the connection closed before the answer arrived');
    };
    const luis = await signedIn('luis@empresa.test', losing);
    const budgetId = await savedBudgetId(luis);
    const before = await getStorageUsage(luis);
    const { keeper, statuses } = keeperFor(luis);
    const { file, bytes } = pdf(30_000, 'planos.pdf');
    keeper.keep(budgetId, file);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'kept', budgetId }));
    expect(lost).toEqual(['/rest/v1/budget_files']);
    expect(statuses).toContainEqual(
      expect.objectContaining({ state: 'retrying', reason: 'network' }),
    );
    expect(await getOriginalFile(luis, budgetId)).toEqual({ name: 'planos.pdf', bytes });
    expect((await getStorageUsage(luis)).usedBytes - before.usedBytes).toBe(30_000);
    keeper.stop();
  });

  it('refuses a file over the limit without sending it, and stops', async () => {
    const ana = await signedIn('ana@empresa.test');
    const budgetId = await savedBudgetId(ana);
    const { keeper, statuses } = keeperFor(ana);
    keeper.keep(budgetId, pdf(KEPT_ORIGINAL_MAX_BYTES + 1).file);
    expect(statuses).toEqual([{ state: 'refused', reason: 'file-too-large' }]);
    expect(await getOriginalFile(ana, budgetId)).toBeNull();
    keeper.stop();
  });

  it('gives up quietly when the budget was deleted meanwhile', async () => {
    const ana = await signedIn('ana@empresa.test');
    const { keeper, statuses } = keeperFor(ana);
    keeper.keep(crypto.randomUUID(), pdf(100).file);
    await vi.waitFor(() => expect(statuses.at(-1)).toEqual({ state: 'idle' }));
    keeper.stop();
  });
});
