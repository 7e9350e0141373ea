/**
 * No request holds the database long, and none is read before the gateway
 * accepts it: each test is an attack of issue 24 against the real server, with
 * the real supabase-js or raw requests, and what now stops it. What other
 * users wait meanwhile is heavy-request-latency-attacks.test.ts's.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';
import { MAX_WRITE_ROWS } from './build-sql.ts';

const PASSWORD = 'secreto-1';
const MIB = 1024 * 1024;

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
