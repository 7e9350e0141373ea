/**
 * Every byte a user stores is bounded by the database (supabase/migrations/
 * *_storage_quota.sql), whatever the client sends: each test is an attack
 * issue 24 found accepted, run with the real supabase-js against the real
 * server, and now refused with PostgREST's error shape.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkParseResult } from '../../src/budget/check/judge-reading.ts';
import type { Budget } from '../../src/budget/model/budget.ts';
import { generateBudget } from '../../src/budget/testing/generate-budget.ts';
import {
  getStorageUsage,
  keepOriginalFile,
} from '../../src/app/features/saved-budgets/budget-files-api.ts';
import {
  createBudget,
  updateBudget,
  type NewBudget,
} from '../../src/app/features/saved-budgets/budgets-api.ts';
import { BudgetSaver, type SaveStatus } from '../../src/app/features/saved-budgets/budget-saver.ts';
import {
  MAX_SAVED_BUDGET_BYTES,
  MAX_SAVED_BUDGETS,
  STORAGE_QUOTA_BYTES,
} from '../../src/app/features/saved-budgets/storage-limits.ts';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';

const PASSWORD = 'secreto-1';
const MIB = 1024 * 1024;

let server: TestServer;

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, PASSWORD);
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

/** A model whose JSON is about `bytes` long: one item with a long description. */
function modelOfSize(bytes: number): Budget {
  return {
    id: 'PRE-1',
    client: 'X',
    items: [{ codigo: '01', resumen: 'x'.repeat(bytes), total: 0 }],
    total: 0,
    availableColumns: ['CÓDIGO'],
  } as unknown as Budget;
}

function newBudget(model: Budget, title = 'Obra'): NewBudget {
  return {
    id: crypto.randomUUID(),
    title,
    client: 'X',
    code: 'PRE-1',
    sourceName: 'obra.bc3',
    sourceKind: 'bc3',
    sourceSize: 1,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  };
}

function row(model: unknown, title = 'Obra'): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    title,
    source_name: 'obra.bc3',
    source_kind: 'bc3',
    source_size: 1,
    source_sha256: 'a'.repeat(64),
    model,
  };
}

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('the storage quota, budgets and files together', () => {
  it(
    'refuses budgets that would take a user past 50 MiB once the file quota is full (the three 20 MB budgets of issue 24)',
    { timeout: 240_000 },
    async () => {
      const eva = await signedIn('eva@empresa.test');
      // Files first, as in the attack: 40 MiB kept.
      for (let index = 0; index < 4; index++) {
        const budget = await createBudget(eva, newBudget(modelOfSize(10), `Con archivo ${index}`));
        await keepOriginalFile(eva, budget.id, {
          name: `grande-${index}.pdf`,
          bytes: new Uint8Array(10 * MIB).fill(index),
        });
      }
      // A 20 MB model is refused for its size, whatever quota is left: here by the request's
      // body limit before it is read (PGRST102), on hosted Supabase by the database (PT413).
      const huge = await eva.from('budgets').insert(row({ text: 'x'.repeat(20_000_000) }));
      expect(huge.status).toBe(413);
      expect([huge.error?.code, huge.error?.message]).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(PGRST102|PT413)$/)]),
      );

      // 7 MiB fits under the 8 MiB limit and in the 10 MiB left; a second one would not.
      await createBudget(eva, newBudget(modelOfSize(7 * MIB), 'Grande 1'));
      const usage = await getStorageUsage(eva);
      expect(usage.usedBytes).toBeGreaterThan(47 * MIB);
      const second = await eva.from('budgets').insert(row(modelOfSize(7 * MIB)));
      expect(second.status).toBe(413);
      expect(second.error).toMatchObject({ code: 'PT413', message: 'storage quota exceeded' });
      await expect(createBudget(eva, newBudget(modelOfSize(7 * MIB)))).rejects.toMatchObject({
        code: 'quota-exceeded',
      });
      // Nor can an existing small budget grow into the space.
      const small = await createBudget(eva, newBudget(modelOfSize(10), 'Pequeño'));
      await expect(
        updateBudget(eva, small.id, small.updatedAt, { model: modelOfSize(7 * MIB) }),
      ).rejects.toMatchObject({ code: 'quota-exceeded' });
      // Nor a file into what the budgets took.
      await expect(
        keepOriginalFile(eva, small.id, { name: 'b.pdf', bytes: new Uint8Array(4 * MIB) }),
      ).rejects.toMatchObject({ code: 'quota-exceeded' });
      // Renaming a budget never needs space.
      await expect(
        updateBudget(eva, small.id, small.updatedAt, { title: 'Pequeño renombrado' }),
      ).resolves.toMatchObject({ title: 'Pequeño renombrado' });
    },
  );

  it('keeps a 5,000-item budget with measurements, the largest real size, well inside the limit', async () => {
    const ana = await signedIn('ana@empresa.test');
    const model = generateBudget({ itemCount: 5_000, seed: 24, measurements: true });
    const saved = await createBudget(ana, newBudget(model, 'Hospital'));
    const { data } = await ana.from('budgets').select('stored_bytes').eq('id', saved.id).single();
    const usage = await getStorageUsage(ana);
    expect(usage.usedBytes).toBe((data as { stored_bytes: number }).stored_bytes);
    expect(usage.usedBytes).toBeLessThan(usage.maxBudgetBytes / 2);
  });

  it('takes stored_bytes from the model, never from the client', async () => {
    const ana = await signedIn('ana2@empresa.test');
    const { data, error } = await ana
      .from('budgets')
      .insert({ ...row({ a: 'b'.repeat(1000) }), stored_bytes: -1_000_000_000 })
      .select('stored_bytes')
      .single();
    expect(error).toBeNull();
    expect((data as { stored_bytes: number }).stored_bytes).toBeGreaterThan(1000);
  });
});

describe('the limits the app shows', () => {
  it('are the database’s own', async () => {
    const usage = await getStorageUsage(await signedIn('pablo@empresa.test'));
    expect(usage).toMatchObject({
      usedBytes: 0,
      quotaBytes: STORAGE_QUOTA_BYTES,
      maxBudgets: MAX_SAVED_BUDGETS,
      maxBudgetBytes: MAX_SAVED_BUDGET_BYTES,
    });
  });
});

describe('the number of budgets', () => {
  it(
    'refuses the 201st budget of one user, and not another user’s first',
    { timeout: 60_000 },
    async () => {
      const luis = await signedIn('luis@empresa.test');
      const rows = Array.from({ length: 200 }, (_, index) => row({ n: index }, `N${index}`));
      const filled = await luis.from('budgets').insert(rows);
      expect(filled.error).toBeNull();
      const extra = await luis.from('budgets').insert(row({ n: 201 }));
      expect(extra.status).toBe(413);
      expect(extra.error).toMatchObject({ code: 'PT413', message: 'budgets limit reached' });
      await expect(createBudget(luis, newBudget(modelOfSize(10)))).rejects.toMatchObject({
        code: 'budgets-limit',
      });
      const marta = await signedIn('marta@empresa.test');
      expect((await marta.from('budgets').insert(row({ n: 1 }))).error).toBeNull();

      // The app's saver stops retrying and says why; after a deletion the next change saves.
      const statuses: SaveStatus[] = [];
      const saver = new BudgetSaver({ client: luis, onStatus: (status) => statuses.push(status) });
      const reading = (total: number) =>
        checkParseResult({ budget: { ...modelOfSize(10), total }, warnings: [] });
      saver.startNew(
        { name: 'obra.bc3', kind: 'bc3', size: 1, sha256: 'c'.repeat(64) },
        reading(0),
      );
      await vi.waitFor(() =>
        expect(statuses.at(-1)).toEqual({ state: 'refused', reason: 'budgets-limit' }),
      );
      expect(statuses.map((status) => status.state)).not.toContain('retrying');
      expect((await luis.from('budgets').delete().eq('title', 'N0')).error).toBeNull();
      saver.save(reading(1));
      await vi.waitFor(() => expect(statuses.at(-1)?.state).toBe('saved'));
      saver.stop();
    },
  );
});
