/**
 * The saver against the real local server through the real supabase-js: it
 * creates, updates, refuses to overwrite another tab's save, and keeps
 * retrying while the server is down until it is back.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import { demolitionBudget } from '../../../budget/testing/demolition-budget.ts';
import { startOutageProxy } from '../../../../server/testing/start-outage-proxy.ts';
import {
  NODE_CLIENT_OPTIONS,
  startTestServer,
  type TestServer,
} from '../../../../server/testing/start-test-server.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { getBudget, listBudgets } from './budgets-api.ts';
import { BudgetSaver, type SaveStatus } from './budget-saver.ts';
import type { SourceFacts } from './saved-document.ts';

const PASSWORD = 'secreto-1';

let server: TestServer;
let ana: SupabaseClient;

function reading(client: string, total: number): CheckedParseResult {
  const budget = demolitionBudget(total, {
    id: 'PRE-2026-042',
    client,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD'],
    source: { format: 'txt', fileName: 'obra.txt' },
  });
  return checkParseResult({ budget, warnings: [] });
}

const FACTS: SourceFacts = { name: 'obra.txt', kind: 'txt', size: 321, sha256: 'b'.repeat(64) };

function savers(client: SupabaseClient = ana): { saver: BudgetSaver; statuses: SaveStatus[] } {
  const statuses: SaveStatus[] = [];
  const saver = new BudgetSaver({
    client,
    onStatus: (status) => statuses.push(status),
    retryBaseMs: 50,
  });
  return { saver, statuses };
}

function last(statuses: SaveStatus[]): SaveStatus | undefined {
  return statuses[statuses.length - 1];
}

/** Ana signed in with a client of her own that reaches the server at `origin` through `fetch`. */
async function signedInClient(
  origin: string,
  fetch?: typeof globalThis.fetch,
): Promise<SupabaseClient> {
  const client = createClient(origin, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(fetch === undefined ? {} : { global: { fetch } }),
    ...NODE_CLIENT_OPTIONS,
  });
  const { error } = await client.auth.signInWithPassword({
    email: 'ana@empresa.test',
    password: PASSWORD,
  });
  expect(error).toBeNull();
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  await addUser(server.context.store, 'ana@empresa.test', PASSWORD);
  ana = server.client();
  const { error } = await ana.auth.signInWithPassword({
    email: 'ana@empresa.test',
    password: PASSWORD,
  });
  expect(error).toBeNull();
});

afterAll(async () => {
  await server?.stop();
});

describe('saving a budget as it is read and corrected', () => {
  it('creates the budget with its source facts and verdict, then saves a correction to the same row', async () => {
    const { saver, statuses } = savers();
    saver.startNew(FACTS, reading('CALLE TENERIFE', 150));
    await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'));
    const { id, updatedAt } = saver.saved!;
    saver.save(reading('CALLE TENERIFE', 175));
    await vi.waitFor(() => expect(saver.saved?.updatedAt).not.toBe(updatedAt));
    expect(saver.saved?.id).toBe(id);
    const row = await getBudget(ana, id);
    expect(row).toMatchObject({ sourceName: 'obra.txt', sourceKind: 'txt', sourceSize: 321 });
    expect(row?.sourceSha256).toBe('b'.repeat(64));
    expect(row?.verdict).toMatchObject({ check: { parsed: 175 }, warnings: [] });
    expect(statuses.map((status) => status.state)).not.toContain('retrying');
    saver.stop();
  });

  it('saves an undo back to the version it was created with, and says saved of that exact version', async () => {
    const { saver, statuses } = savers();
    const asRead = reading('DESHACER', 100);
    const edited = reading('DESHACER', 120);
    saver.startNew(FACTS, asRead);
    await vi.waitFor(() =>
      expect(last(statuses)).toMatchObject({ state: 'saved', result: asRead }),
    );
    const id = saver.saved!.id;
    saver.save(edited);
    await vi.waitFor(() =>
      expect(last(statuses)).toMatchObject({ state: 'saved', result: edited }),
    );
    expect((await getBudget(ana, id))?.model.total).toBe(120);
    // The undo: the first version again, which the server no longer holds.
    saver.save(asRead);
    await vi.waitFor(() =>
      expect(last(statuses)).toMatchObject({ state: 'saved', result: asRead }),
    );
    expect((await getBudget(ana, id))?.model.total).toBe(100);
    saver.stop();
  });

  it('writes only the last of the versions reached during a pause, and nothing for the version the server holds', async () => {
    const { saver, statuses } = savers();
    const asRead = reading('PAUSA', 100);
    saver.startNew(FACTS, asRead);
    await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'));
    const { updatedAt } = saver.saved!;
    // An edit and its undo within the pause: the server already holds what is on screen.
    saver.save(reading('PAUSA', 130), 200);
    saver.save(asRead, 200);
    await vi.waitFor(() => expect(statuses.filter((s) => s.state === 'saved')).toHaveLength(2));
    expect(last(statuses)).toMatchObject({ state: 'saved', result: asRead });
    expect(saver.saved?.updatedAt).toBe(updatedAt);
    saver.stop();
  });

  it('sends the version waiting for its pause when the page leaves the budget', async () => {
    const { saver, statuses } = savers();
    saver.startNew(FACTS, reading('SALIDA', 100));
    await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'));
    const id = saver.saved!.id;
    saver.save(reading('SALIDA', 90), 60_000);
    saver.leave();
    await vi.waitFor(async () => expect((await getBudget(ana, id))?.model.total).toBe(90));
  });

  it('does not overwrite a save made meanwhile in another tab, and can keep its version as a copy', async () => {
    const first = savers();
    first.saver.startNew(FACTS, reading('OBRA COMPARTIDA', 100));
    await vi.waitFor(() => expect(last(first.statuses)?.state).toBe('saved'));
    const opened = first.saver.saved!;
    const other = savers();
    other.saver.startExisting(opened, FACTS, reading('OBRA COMPARTIDA', 100));
    other.saver.save(reading('OBRA COMPARTIDA', 200));
    await vi.waitFor(() => expect(other.saver.saved?.updatedAt).not.toBe(opened.updatedAt));

    first.saver.save(reading('OBRA COMPARTIDA', 300));
    await vi.waitFor(() =>
      expect(last(first.statuses)).toEqual({ state: 'conflict', reason: 'conflict' }),
    );
    expect((await getBudget(ana, opened.id))?.model.total).toBe(200);

    first.saver.saveAsCopy(reading('OBRA COMPARTIDA', 300));
    await vi.waitFor(() => expect(last(first.statuses)?.state).toBe('saved'));
    expect(first.saver.saved?.id).not.toBe(opened.id);
    expect((await getBudget(ana, first.saver.saved!.id))?.model.total).toBe(300);
    expect((await getBudget(ana, opened.id))?.model.total).toBe(200);
    first.saver.stop();
    other.saver.stop();
  });

  it('keeps retrying while the server is down and saves the latest version once it is back', async () => {
    // The saver reaches the server through a proxy that takes it down and brings it back
    // on one port (start-outage-proxy.ts), as the browser sees a server restarted.
    const proxy = await startOutageProxy(server.origin);
    try {
      const { saver, statuses } = savers(await signedInClient(proxy.origin));
      proxy.down();

      saver.startNew(FACTS, reading('SIN CONEXIÓN', 10));
      await vi.waitFor(() => {
        const status = last(statuses);
        expect(status).toMatchObject({ state: 'retrying', reason: 'network' });
        expect(status?.state === 'retrying' && status.attempt).toBeGreaterThanOrEqual(2);
      });
      // An edit made while offline is the version that must reach the server.
      saver.save(reading('SIN CONEXIÓN', 20));

      proxy.up(server.origin);
      await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'), { timeout: 15_000 });
      expect((await getBudget(ana, saver.saved!.id))?.model.total).toBe(20);
      saver.stop();
    } finally {
      await proxy.close();
    }
  });
});

/**
 * The network, not our code, loses the answer: the request reaches the server
 * and commits, and the caller sees a failed fetch, as when a connection drops
 * between the server's answer and the browser.
 */
function fetchLosingAnswers(lose: (url: string, init: RequestInit | undefined) => boolean): {
  fetch: typeof fetch;
  lost: string[];
} {
  const lost: string[] = [];
  return {
    lost,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      const url = input instanceof Request ? input.url : String(input);
      if (!lose(url, init)) return response;
      await response.arrayBuffer();
      lost.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
      throw new TypeError('fetch failed: the connection closed before the answer arrived');
    },
  };
}

describe('a create whose answer is lost', () => {
  it('is retried with the same id and leaves exactly one row, with the latest version', async () => {
    let creates = 0;
    const network = fetchLosingAnswers(
      (url, init) =>
        init?.method === 'POST' && new URL(url).pathname === '/rest/v1/budgets' && ++creates === 1,
    );
    const client = await signedInClient(server.origin, network.fetch);

    const { saver, statuses } = savers(client);
    saver.startNew(FACTS, reading('RESPUESTA PERDIDA', 30));
    await vi.waitFor(() => expect(last(statuses)).toMatchObject({ state: 'retrying' }));
    // Edited while the first answer was missing: this is the version that must end up saved.
    saver.save(reading('RESPUESTA PERDIDA', 40));
    await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'));

    expect(network.lost).toEqual(['POST /rest/v1/budgets']);
    const rows = await listBudgets(ana, 'RESPUESTA PERDIDA');
    expect(rows.map((row) => row.id)).toEqual([saver.saved!.id]);
    expect((await getBudget(ana, saver.saved!.id))?.model.total).toBe(40);
    saver.stop();
  });

  it('leaves one row when the retry carries the same version', async () => {
    let creates = 0;
    const network = fetchLosingAnswers(
      (url, init) =>
        init?.method === 'POST' && new URL(url).pathname === '/rest/v1/budgets' && ++creates === 1,
    );
    const client = await signedInClient(server.origin, network.fetch);

    const { saver, statuses } = savers(client);
    saver.startNew(FACTS, reading('MISMA VERSIÓN', 55));
    await vi.waitFor(() => expect(last(statuses)?.state).toBe('saved'));
    expect(network.lost).toHaveLength(1);
    expect(statuses.map((status) => status.state)).toContain('retrying');
    const rows = await listBudgets(ana, 'MISMA VERSIÓN');
    expect(rows).toHaveLength(1);
    expect((await getBudget(ana, rows[0]!.id))?.model.total).toBe(55);
    saver.stop();
  });
});
