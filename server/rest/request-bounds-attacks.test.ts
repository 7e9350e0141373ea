/**
 * No request holds the database long, and none is read before the gateway
 * accepts it: each test is an attack of issue 24 against the real server, with
 * the real supabase-js or raw requests, and what now stops it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBudget, type NewBudget } from '../../src/app/features/saved-budgets/budgets-api.ts';
import type { Budget } from '../../src/budget/model/budget.ts';
import { generateBudget } from '../../src/budget/testing/generate-budget.ts';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';
import { MAX_WRITE_ROWS } from './build-sql.ts';

const PASSWORD = 'secreto-1';
const MIB = 1024 * 1024;
/** What another user may wait, at most, while a heavy request runs (issue 24). */
const OTHERS_WAIT_MS = 200;

let server: TestServer;
let ana: { client: SupabaseClient; token: string; refresh: string };
let luis: { client: SupabaseClient; token: string; refresh: string };

async function signedIn(email: string): Promise<typeof ana> {
  await addUser(server.context.store, email, PASSWORD);
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { client, token: data.session!.access_token, refresh: data.session!.refresh_token };
}

function rest(path: string, init: RequestInit & { bearer?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', server.anonKey);
  headers.set('authorization', `Bearer ${init.bearer ?? ana.token}`);
  return fetch(`${server.origin}/rest/v1${path}`, { ...init, headers });
}

function minimalRow(index: number): Record<string, unknown> {
  return {
    title: `t${index}`,
    source_name: 'a',
    source_kind: 'txt',
    source_size: 0,
    source_sha256: '0'.repeat(64),
    model: {},
  };
}

function newBudget(model: Budget): NewBudget {
  return {
    id: crypto.randomUUID(),
    title: 'Hospital',
    client: model.client,
    code: model.id,
    sourceName: 'hospital.bc3',
    sourceKind: 'bc3',
    sourceSize: 1,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  };
}

beforeAll(async () => {
  server = await startTestServer();
  ana = await signedIn('ana@empresa.test');
  luis = await signedIn('luis@empresa.test');
});

afterAll(async () => {
  await server?.stop();
});

describe('rows and bodies per request', () => {
  it('refuses the 150,000-row insert (22.5 MB) on its size, before reading it', async () => {
    const body = JSON.stringify(Array.from({ length: 150_000 }, (_, index) => minimalRow(index)));
    expect(body.length).toBeGreaterThan(20 * MIB);
    const started = performance.now();
    const response = await rest('/budgets', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    expect(performance.now() - started).toBeLessThan(2_000);
    const { count } = await ana.client.from('budgets').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });

  it('refuses more rows in one insert than one read may return, whatever their size', async () => {
    const rows = Array.from({ length: MAX_WRITE_ROWS + 1 }, (_, index) => minimalRow(index));
    const { error, status } = await ana.client.from('budgets').insert(rows);
    expect(status).toBe(413);
    expect(error).toMatchObject({ code: 'PGRST102', message: 'Too many rows in one request' });
  });

  it('refuses PATCH and DELETE without a filter, as pg-safeupdate does', async () => {
    for (const method of ['PATCH', 'DELETE']) {
      const response = await rest('/budgets', {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'PATCH' ? JSON.stringify({ title: 'x' }) : undefined,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: '21000' });
    }
  });

  it('bounds the PATCH on every row (id=not.is.null) by the user’s 200 budgets', async () => {
    const rows = Array.from({ length: 200 }, (_, index) => minimalRow(index));
    expect((await luis.client.from('budgets').insert(rows)).error).toBeNull();
    const long = await luis.client
      .from('budgets')
      .update({ title: 'x'.repeat(800), client: 'y'.repeat(800) })
      .not('id', 'is', null);
    expect(long.status).toBe(400);
    expect(long.error).toMatchObject({ code: '23514' });
    const started = performance.now();
    const { error, count } = await luis.client
      .from('budgets')
      .update({ title: 'z'.repeat(500) }, { count: 'exact' })
      .not('id', 'is', null);
    expect(error).toBeNull();
    expect(count).toBe(200);
    expect(performance.now() - started).toBeLessThan(3_000);
    // The 201st row that would make it larger is refused (*_storage_quota.sql).
    expect((await luis.client.from('budgets').insert(minimalRow(201))).status).toBe(413);
  });

  it('answers a junk key before reading a 23 MB body', async () => {
    const url = new URL(`${server.origin}/rest/v1/budgets`);
    const total = 23 * MIB;
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(url, {
        method: 'POST',
        headers: {
          apikey: 'junk',
          'content-type': 'application/json',
          'content-length': String(total),
        },
      });
      outgoing.on('response', (response) => {
        resolve(response.statusCode ?? 0);
        response.resume();
        outgoing.destroy();
      });
      outgoing.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
      });
      // One MiB and no more: the answer must come without the other 22.
      outgoing.write(Buffer.alloc(MIB, 0x20));
    });
    expect(status).toBe(401);
  });
});

describe('while a heavy legitimate request runs', () => {
  /**
   * The heavy request is sent as a browser would, its body serialized before
   * it starts, so that the test's own client work does not share the server's
   * thread during the measurement.
   */
  function heavyRequest(path: string, body: string, prefer: string): Promise<Response> {
    return rest(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer },
      body,
    });
  }

  async function timed(run: () => Promise<unknown>): Promise<number> {
    const started = performance.now();
    const result = await run();
    if (result instanceof Response) {
      expect(result.ok).toBe(true);
      await result.arrayBuffer();
    } else expect((result as { error: unknown }).error).toBeNull();
    return performance.now() - started;
  }

  /** Another user's requests, again and again until `heavy` is answered: the longest wait of each. */
  async function othersDuring(heavy: Promise<Response>): Promise<Record<string, number>> {
    let done = false;
    const finished = heavy.then(async (response) => {
      expect(response.status).toBeLessThan(300);
      await response.arrayBuffer();
      done = true;
    });
    const longest = { user: 0, site: 0, list: 0, refresh: 0 };
    const note = (name: keyof typeof longest, ms: number) =>
      (longest[name] = Math.max(longest[name], ms));
    while (!done) {
      note('user', await timed(() => luis.client.auth.getUser(luis.token)));
      note('site', await timed(() => fetch(`${server.origin}/auth/v1/health`)));
      note('list', await timed(() => rest('/budgets?select=id&limit=1', { bearer: luis.token })));
      note(
        'refresh',
        await timed(async () => {
          const refreshed = await luis.client.auth.refreshSession({ refresh_token: luis.refresh });
          if (refreshed.data.session !== null) luis.refresh = refreshed.data.session.refresh_token;
          return refreshed;
        }),
      );
    }
    await finished;
    return longest;
  }

  it('another user is answered while a 10 MiB file is kept', { timeout: 60_000 }, async () => {
    const budget = await createBudget(ana.client, newBudget(generateBudget({ itemCount: 5 })));
    const hex = Buffer.from(new Uint8Array(10 * MIB).map((_, index) => index % 251)).toString(
      'hex',
    );
    const body = JSON.stringify({ budget_id: budget.id, name: 'grande.pdf', content: `\\x${hex}` });
    const started = performance.now();
    const waits = await othersDuring(heavyRequest('/budget_files', body, 'return=minimal'));
    const heavyMs = performance.now() - started;
    console.info(`others during a 10 MiB upload of ${heavyMs.toFixed(0)} ms: longest waits`, waits);
    // What needs no database never waits for it.
    expect(waits.user).toBeLessThan(OTHERS_WAIT_MS);
    expect(waits.site).toBeLessThan(OTHERS_WAIT_MS);
    // What does waits at most for the one statement running, never for the whole request.
    expect(waits.list).toBeLessThan(heavyMs);
    expect(waits.refresh).toBeLessThan(heavyMs);
  });

  it(
    'another user is answered while a 5,000-item budget is saved',
    { timeout: 60_000 },
    async () => {
      const model = generateBudget({ itemCount: 5_000, seed: 24, measurements: true });
      const body = JSON.stringify({
        id: crypto.randomUUID(),
        title: 'Hospital',
        source_name: 'hospital.bc3',
        source_kind: 'bc3',
        source_size: 1,
        source_sha256: 'a'.repeat(64),
        model,
      });
      const started = performance.now();
      const waits = await othersDuring(heavyRequest('/budgets', body, 'return=minimal'));
      const heavyMs = performance.now() - started;
      console.info(
        `others during a 5,000-item save of ${heavyMs.toFixed(0)} ms: longest waits`,
        waits,
      );
      expect(waits.user).toBeLessThan(OTHERS_WAIT_MS);
      expect(waits.site).toBeLessThan(OTHERS_WAIT_MS);
      expect(waits.list).toBeLessThan(heavyMs);
      expect(waits.refresh).toBeLessThan(heavyMs);
    },
  );
});
