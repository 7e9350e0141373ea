/**
 * The budgets table through the real supabase-js against the real local
 * server: the migration's policies, run by the /rest/v1 routes as the
 * caller's role, decide who sees and changes which rows.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Budget } from '../../src/budget/model/budget.ts';
import { demolitionBudget } from '../../src/budget/testing/demolition-budget.ts';
import {
  BudgetStoreError,
  createBudget,
  deleteBudget,
  getBudget,
  listBudgets,
  updateBudget,
  type NewBudget,
} from '../../src/app/features/saved-budgets/budgets-api.ts';
import { signHs256 } from '../auth/sign-hs256.ts';
import { startOutageProxy } from '../testing/start-outage-proxy.ts';
import {
  NODE_CLIENT_OPTIONS,
  startTestServer,
  type TestServer,
} from '../testing/start-test-server.ts';
import { addUser, removeUser } from '../users/user-admin.ts';

let server: TestServer;
let ana: SupabaseClient;
let luis: SupabaseClient;
let anaId: string;
let luisId: string;
let anaToken: string;

const PASSWORD = 'secreto-1';

function budgetModel(client: string, total: number): Budget {
  return demolitionBudget(total, {
    client,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD'],
    source: { format: 'txt', fileName: 'obra.txt' },
  });
}

function newBudget(overrides: Partial<NewBudget> = {}): NewBudget {
  return {
    id: crypto.randomUUID(),
    title: 'Reforma de cocina',
    client: 'CALLE TENERIFE',
    code: 'PRE-2026-001',
    sourceName: 'obra.txt',
    sourceKind: 'txt',
    sourceSize: 1234,
    sourceSha256: 'a'.repeat(64),
    model: budgetModel('CALLE TENERIFE', 150),
    verdict: { matches: true, difference: 0 },
    ...overrides,
  };
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
  ({ client: luis, id: luisId } = await signedIn('luis@empresa.test'));
});

afterAll(async () => {
  await server?.stop();
});

describe('a user and their own budgets', () => {
  it('creates, lists, reads, updates and deletes their own budgets', async () => {
    const created = await createBudget(ana, newBudget());
    expect(created.title).toBe('Reforma de cocina');
    const read = await getBudget(ana, created.id);
    expect(read?.model.items[0]!.total).toBe(150);
    expect(read?.verdict).toEqual({ matches: true, difference: 0 });
    expect(read?.sourceSha256).toBe('a'.repeat(64));
    expect(created.createdAt).toBe(created.updatedAt);

    const listed = await listBudgets(ana);
    expect(listed.map((budget) => budget.id)).toContain(created.id);

    const updated = await updateBudget(ana, created.id, created.updatedAt, {
      title: 'Reforma de cocina y baño',
      model: budgetModel('CALLE TENERIFE', 175.5),
    });
    expect(updated.title).toBe('Reforma de cocina y baño');
    expect((await getBudget(ana, created.id))?.model.total).toBe(175.5);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    expect((await getBudget(ana, created.id))?.title).toBe('Reforma de cocina y baño');

    await deleteBudget(ana, created.id);
    expect(await getBudget(ana, created.id)).toBeNull();
    await expect(deleteBudget(ana, created.id)).rejects.toMatchObject({ code: 'not-found' });
  });

  it('owns a new row through the column default auth.uid(), never through the client', async () => {
    const { data, error } = await ana
      .from('budgets')
      .insert({
        source_name: 'a.bc3',
        source_kind: 'bc3',
        source_size: 1,
        source_sha256: 'b'.repeat(64),
        model: budgetModel('X', 1),
      })
      .select('id, owner:user_id')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ owner: anaId });
  });

  it('lists newest first and finds by client, code, title or file name, case-insensitively', async () => {
    const first = await createBudget(
      ana,
      newBudget({ client: 'Comunidad Sol', code: 'OB-17', sourceName: 'sol.pdf' }),
    );
    const second = await createBudget(
      ana,
      newBudget({ client: 'Hotel 100% Mar', code: 'OB_18', sourceName: 'mar.docx' }),
    );
    const ids = (await listBudgets(ana)).map((budget) => budget.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect((await listBudgets(ana, 'comunidad')).map((budget) => budget.id)).toEqual([first.id]);
    expect((await listBudgets(ana, 'ob-17')).map((budget) => budget.id)).toEqual([first.id]);
    expect((await listBudgets(ana, 'MAR.DOCX')).map((budget) => budget.id)).toEqual([second.id]);
    // LIKE wildcards and PostgREST's reserved characters are searched for as text.
    expect((await listBudgets(ana, '100%')).map((budget) => budget.id)).toEqual([second.id]);
    expect((await listBudgets(ana, 'ob_1')).map((budget) => budget.id)).toEqual([second.id]);
    expect(await listBudgets(ana, 'a,b)"\\')).toEqual([]);
  });

  it('moves updated_at forward on every save and keeps created_at', async () => {
    const created = await createBudget(ana, newBudget());
    const first = await updateBudget(ana, created.id, created.updatedAt, { title: 'Uno' });
    const second = await updateBudget(ana, created.id, first.updatedAt, { title: 'Dos' });
    expect(first.updatedAt > created.updatedAt && second.updatedAt > first.updatedAt).toBe(true);
    expect(second.createdAt).toBe(created.createdAt);
  });

  it('upserts its own row by id: 201 for a new row, 200 when it only updated', async () => {
    const row = {
      id: '0f0e0d0c-0b0a-4908-8706-050403020100',
      title: 'Nuevo',
      source_name: 'a.txt',
      source_kind: 'txt',
      source_size: 1,
      source_sha256: 'a'.repeat(64),
      model: budgetModel('X', 1),
    };
    const inserted = await ana.from('budgets').upsert(row).select('id,title').single();
    expect({ status: inserted.status, data: inserted.data }).toEqual({
      status: 201,
      data: { id: row.id, title: 'Nuevo' },
    });
    const duplicate = await ana.from('budgets').insert(row);
    expect({ status: duplicate.status, code: duplicate.error?.code }).toEqual({
      status: 409,
      code: '23505',
    });
    const updated = await ana
      .from('budgets')
      .upsert({ ...row, title: 'Cambiado' })
      .select('title');
    expect({ status: updated.status, data: updated.data }).toEqual({
      status: 200,
      data: [{ title: 'Cambiado' }],
    });
  });

  it('creates idempotently by the client-chosen id: the same create again finds its row, never a second one', async () => {
    const budget = newBudget({ title: 'Una sola vez' });
    const first = await createBudget(ana, budget);
    expect(first).toMatchObject({ id: budget.id, alreadySaved: false });
    const again = await createBudget(ana, { ...budget, title: 'Reintento' });
    expect(again).toMatchObject({ id: budget.id, alreadySaved: true, title: 'Una sola vez' });
    expect(again.updatedAt).toBe(first.updatedAt);
    const { count } = await ana
      .from('budgets')
      .select('*', { count: 'exact', head: true })
      .eq('id', budget.id);
    expect(count).toBe(1);
  });

  it('answers an insert that skips its duplicate (resolution=ignore-duplicates) as PostgREST: 201 and no row', async () => {
    const budget = newBudget();
    await createBudget(ana, budget);
    const skipped = await ana
      .from('budgets')
      .upsert(
        {
          id: budget.id,
          source_name: 'otro.txt',
          source_kind: 'txt',
          source_size: 2,
          source_sha256: 'b'.repeat(64),
          model: budgetModel('Y', 2),
        },
        { onConflict: 'id', ignoreDuplicates: true },
      )
      .select('id');
    expect({ status: skipped.status, data: skipped.data, error: skipped.error }).toEqual({
      status: 201,
      data: [],
      error: null,
    });
    expect((await getBudget(ana, budget.id))?.sourceName).toBe('obra.txt');
  });

  it('refuses a save based on a stale updated_at and leaves the newer save in place', async () => {
    const created = await createBudget(ana, newBudget());
    const firstTab = await updateBudget(ana, created.id, created.updatedAt, { title: 'Pestaña 1' });
    const secondTab = updateBudget(ana, created.id, created.updatedAt, { title: 'Pestaña 2' });
    await expect(secondTab).rejects.toBeInstanceOf(BudgetStoreError);
    await expect(secondTab).rejects.toMatchObject({ code: 'conflict' });
    expect((await getBudget(ana, created.id))?.title).toBe('Pestaña 1');
    expect((await getBudget(ana, created.id))?.updatedAt).toBe(firstTab.updatedAt);

    await deleteBudget(ana, created.id);
    await expect(
      updateBudget(ana, created.id, firstTab.updatedAt, { title: 'Tarde' }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });
});

describe("another user's budgets", () => {
  let anasBudget: Awaited<ReturnType<typeof createBudget>>;

  beforeAll(async () => {
    anasBudget = await createBudget(ana, newBudget({ title: 'Solo de Ana' }));
  });

  it('are invisible to select, list and a filter on their id', async () => {
    expect((await listBudgets(luis)).map((budget) => budget.id)).not.toContain(anasBudget.id);
    expect(await getBudget(luis, anasBudget.id)).toBeNull();
    const { data, error, count } = await luis
      .from('budgets')
      .select('*', { count: 'exact' })
      .eq('user_id', anaId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(count).toBe(0);
  });

  it('cannot be updated or deleted: nothing matches, and the row is unchanged', async () => {
    const update = await luis
      .from('budgets')
      .update({ title: 'Robado' })
      .eq('id', anasBudget.id)
      .select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    await expect(
      updateBudget(luis, anasBudget.id, anasBudget.updatedAt, { title: 'Robado' }),
    ).rejects.toMatchObject({ code: 'not-found' });
    const remove = await luis.from('budgets').delete().eq('id', anasBudget.id).select();
    expect(remove.data).toEqual([]);
    await expect(deleteBudget(luis, anasBudget.id)).rejects.toMatchObject({ code: 'not-found' });
    expect(await getBudget(ana, anasBudget.id)).toMatchObject({
      title: 'Solo de Ana',
      updatedAt: anasBudget.updatedAt,
    });
  });

  it('cannot be created in their name: an insert with a foreign user_id is refused by the policy', async () => {
    const { data, error, status } = await luis.from('budgets').insert({
      user_id: anaId,
      source_name: 'x.txt',
      source_kind: 'txt',
      source_size: 1,
      source_sha256: 'c'.repeat(64),
      model: budgetModel('X', 1),
    });
    expect(data).toBeNull();
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "budgets"',
    });
  });

  it("cannot be given away: an update moving one's own row to another user is refused", async () => {
    const own = await createBudget(luis, newBudget());
    const { error, status } = await luis
      .from('budgets')
      .update({ user_id: anaId })
      .eq('id', own.id);
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect((await getBudget(luis, own.id))?.id).toBe(own.id);
  });

  it("cannot be taken or detected by a create that reuses their id: not-found, and the row stays Ana's", async () => {
    await expect(
      createBudget(luis, newBudget({ id: anasBudget.id, title: 'Mío' })),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(await getBudget(ana, anasBudget.id)).toMatchObject({
      title: 'Solo de Ana',
      updatedAt: anasBudget.updatedAt,
    });
  });

  it('cannot be taken by an upsert on their id', async () => {
    const { error } = await luis
      .from('budgets')
      .upsert({
        id: anasBudget.id,
        title: 'Mío',
        source_name: 'x',
        source_kind: 'txt',
        source_size: 1,
        source_sha256: 'd'.repeat(64),
        model: budgetModel('X', 1),
      })
      .select();
    expect(error?.code).toBe('42501');
    expect((await getBudget(ana, anasBudget.id))?.title).toBe('Solo de Ana');
  });

  it('go with their owner when the account is removed (on delete cascade)', async () => {
    const { client: eva } = await signedIn('eva@empresa.test');
    const own = await createBudget(eva, newBudget());
    await removeUser(server.context.store, 'eva@empresa.test');
    const admin = await rest(`/budgets?id=eq.${own.id}&select=id`, {
      bearer: server.serviceRoleKey,
    });
    expect(await admin.json()).toEqual([]);
  });
});

describe('without signing in', () => {
  it('the anon key reads nothing and writes nothing', async () => {
    await createBudget(ana, newBudget());
    const anon = server.client();
    const read = await anon.from('budgets').select('*');
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({
      code: '42501',
      message: 'permission denied for table budgets',
    });
    const write = await anon.from('budgets').insert({ source_name: 'x' });
    expect(write.status).toBe(401);
    expect(write.error?.code).toBe('42501');
    await expect(listBudgets(anon)).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('reports an expired session as unauthorized and an unreachable server as network, for the page to keep the budget', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signHs256(
      { sub: anaId, role: 'authenticated', aud: 'authenticated', iat: now - 7200, exp: now - 3600 },
      server.config.jwtSecret,
    );
    const raw = await rest('/budgets', { bearer: expired });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const stale = createClient(server.origin, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${expired}` } },
      ...NODE_CLIENT_OPTIONS,
    });
    await expect(createBudget(stale, newBudget())).rejects.toMatchObject({ code: 'unauthorized' });

    // A server down for good, on a port it keeps: a released port may be given to another server.
    const unreachable = await startOutageProxy();
    try {
      const offline = createClient(unreachable.origin, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        ...NODE_CLIENT_OPTIONS,
      });
      await expect(createBudget(offline, newBudget())).rejects.toMatchObject({ code: 'network' });
    } finally {
      await unreachable.close();
    }
  });

  it('a request without apikey is stopped at the gateway', async () => {
    const response = await fetch(`${server.origin}/rest/v1/budgets`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('a forged or expired token is refused with PostgREST JWT errors', async () => {
    const forged = `${anaToken.slice(0, -4)}AAAA`;
    const response = await rest('/budgets', { bearer: forged });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('PGRST301');
    const garbage = await rest('/budgets', { bearer: 'not-a-jwt' });
    expect(await garbage.json()).toMatchObject({
      code: 'PGRST301',
      message: 'Expected 3 parts in JWT; got 1',
    });
  });
});

describe('the PostgREST protocol', () => {
  beforeAll(async () => {
    for (const client of ['Uno', 'Dos', 'Tres'])
      await createBudget(ana, newBudget({ client, code: 'RANGE' }));
  });

  it('answers count, range and head as PostgREST does', async () => {
    const page = await ana
      .from('budgets')
      .select('client', { count: 'exact' })
      .eq('code', 'RANGE')
      .order('client')
      .range(1, 1);
    expect(page.status).toBe(206);
    expect(page.count).toBe(3);
    expect(page.data).toEqual([{ client: 'Tres' }]);
    const head = await ana
      .from('budgets')
      .select('*', { count: 'exact', head: true })
      .eq('code', 'RANGE');
    expect(head).toMatchObject({ status: 200, count: 3, data: null });
    const raw = await rest('/budgets?select=client&code=eq.RANGE&order=client.desc&limit=2');
    expect(raw.headers.get('content-range')).toBe('0-1/*');
    expect(await raw.json()).toEqual([{ client: 'Uno' }, { client: 'Tres' }]);
    const beyond = await rest('/budgets?code=eq.RANGE&offset=10', {
      headers: { prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    expect((await beyond.json()).code).toBe('PGRST103');
  });

  it('filters with in, is, neq, not and nested or/and', async () => {
    const names = async (query: string): Promise<string[]> =>
      (
        (await (
          await rest(`/budgets?select=client&code=eq.RANGE&order=client${query}`)
        ).json()) as Array<{ client: string }>
      ).map((row) => row.client);
    expect(await names('&client=in.(Uno,"Dos")')).toEqual(['Dos', 'Uno']);
    expect(await names('&client=neq.Uno&verdict=not.is.null')).toEqual(['Dos', 'Tres']);
    expect(await names('&or=(client.eq.Uno,and(client.like.T*,code.eq.RANGE))')).toEqual([
      'Tres',
      'Uno',
    ]);
    expect(await names('&not.or=(client.eq.Uno,client.eq.Dos)')).toEqual(['Tres']);
  });

  it('answers .single() with one object, and PGRST116 when there is not exactly one row', async () => {
    const one = await ana.from('budgets').select('client').eq('client', 'Dos').single();
    expect(one.data).toEqual({ client: 'Dos' });
    const many = await ana.from('budgets').select('client').eq('code', 'RANGE').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 3 rows' });
  });

  it('rolls back a write whose .single() representation is not one row', async () => {
    const { error } = await ana
      .from('budgets')
      .update({ title: 'Todos' })
      .eq('code', 'RANGE')
      .select()
      .single();
    expect(error?.code).toBe('PGRST116');
    const { data } = await ana.from('budgets').select('title').eq('code', 'RANGE');
    expect(data!.every((row) => row.title !== 'Todos')).toBe(true);
  });

  it('answers PostgREST errors for what it does not serve, and writes nothing', async () => {
    const cases: Array<[string, RequestInit, number, string]> = [
      ['/budgets?select=*,owner(*)', {}, 400, 'PGRST200'],
      ['/budgets?select=count()', {}, 400, 'PGRST123'],
      ['/budgets?select=model->items', {}, 400, 'PGRST127'],
      ['/budgets?select=nope', {}, 400, '42703'],
      ['/budgets?nope=eq.1', {}, 400, '42703'],
      ['/budgets?order=nope.desc', {}, 400, '42703'],
      ['/budgets?client=cs.{a}', {}, 400, 'PGRST127'],
      ['/budgets?client=foo.1', {}, 400, 'PGRST100'],
      ['/budgets?source_size=eq.many', {}, 400, '22P02'],
      ['/nope', {}, 404, 'PGRST205'],
      ['/schema_migrations', {}, 403, '42501'],
      [
        '/rpc/anything',
        { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
        404,
        'PGRST202',
      ],
      ['/a/b', {}, 404, 'PGRST125'],
      ['/budgets', { headers: { accept: 'text/csv' } }, 406, 'PGRST107'],
      ['/budgets', { headers: { 'accept-profile': 'auth' } }, 406, 'PGRST106'],
      [
        '/budgets',
        { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } },
        405,
        'PGRST117',
      ],
      [
        '/budgets',
        { method: 'PATCH', body: '{"title":"x"}', headers: { 'content-type': 'application/json' } },
        400,
        '21000',
      ],
      [
        '/budgets',
        { method: 'DELETE', headers: { 'content-type': 'application/json' } },
        400,
        '21000',
      ],
      [
        '/budgets?code=eq.RANGE',
        { method: 'PATCH', body: '{"nope":1}', headers: { 'content-type': 'application/json' } },
        400,
        'PGRST204',
      ],
      [
        '/budgets?code=eq.RANGE&limit=1',
        { method: 'DELETE', headers: { 'content-type': 'application/json' } },
        400,
        'PGRST127',
      ],
      [
        '/budgets?code=eq.RANGE',
        { method: 'PATCH', body: '{"title":', headers: { 'content-type': 'application/json' } },
        400,
        'PGRST102',
      ],
      [
        '/budgets?code=eq.RANGE',
        {
          method: 'PATCH',
          body: 'title=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        415,
        'PGRST107',
      ],
      [
        '/budgets?code=eq.RANGE',
        {
          method: 'DELETE',
          headers: { 'content-type': 'application/json', prefer: 'tx=rollback' },
        },
        400,
        'PGRST127',
      ],
    ];
    for (const [path, init, status, code] of cases) {
      const response = await rest(path, init);
      const body = (await response.json()) as Record<string, unknown>;
      expect({ path, status: response.status, code: body.code }).toEqual({ path, status, code });
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    }
    const rpc = await ana.rpc('delete_everything');
    expect({ status: rpc.status, code: rpc.error?.code }).toEqual({
      status: 404,
      code: 'PGRST202',
    });
    const { count } = await ana
      .from('budgets')
      .select('*', { count: 'exact', head: true })
      .eq('code', 'RANGE');
    expect(count).toBe(3);
  });

  it('lets the site read Content-Range (CORS as the auth routes)', async () => {
    const preflight = await fetch(`${server.origin}/rest/v1/budgets`, {
      method: 'OPTIONS',
      headers: { origin: server.origin, 'access-control-request-method': 'PATCH' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(server.origin);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(preflight.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it("lets service_role see every user's rows (BYPASSRLS), as on hosted Supabase", async () => {
    const response = await rest(`/budgets?select=user_id&user_id=in.(${anaId},${luisId})`, {
      bearer: server.serviceRoleKey,
    });
    const owners = new Set(
      ((await response.json()) as Array<{ user_id: string }>).map((row) => row.user_id),
    );
    expect(owners).toEqual(new Set([anaId, luisId]));
  });

  it("keeps a body's JSON as it was sent, as PostgREST hands it to Postgres: numbers a double cannot hold, keys in any order, an update too", async () => {
    // JSON.parse and JSON.stringify on the way would turn 1e400 into null and round the rest.
    const model =
      '{"id":"P","client":"C","items":[],"total":1e400,"availableColumns":[],"exact":12345678901234567890.123456789,"é":"ñ\\u00f1"}';
    const id = crypto.randomUUID();
    const row = `{"source_sha256":"${'b'.repeat(64)}","id":"${id}","source_name":"a.txt","source_kind":"txt","source_size":1,"model":${model}}`;
    const created = await rest('/budgets', {
      method: 'POST',
      body: `[${row}]`,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(created.status).toBe(201);
    const read = async (): Promise<string> =>
      (await (await rest(`/budgets?select=model&id=eq.${id}`)).text()).replaceAll(' ', '');
    expect(await read()).toContain(`"total":1${'0'.repeat(400)}`);
    expect(await read()).toContain('"exact":12345678901234567890.123456789');
    expect(await read()).toContain('"é":"ññ"');
    const updated = await rest(`/budgets?id=eq.${id}`, {
      method: 'PATCH',
      body: '{"model":{"id":"P","client":"C","items":[],"total":0.1000000000000000055511151231257827,"availableColumns":[]}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(updated.status).toBe(204);
    expect(await read()).toContain('"total":0.1000000000000000055511151231257827');
  });

  it('never runs a value as SQL', async () => {
    const response = await rest(
      `/budgets?select=id&client=eq.${encodeURIComponent("x'; reset role; select '")}&or=${encodeURIComponent('(title.eq.") or true --")')}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});
