/**
 * Refresh-token reuse, as an attacker holding an old token (or a client
 * racing itself) would try it: never two live branches of one session, and a
 * token reused after the interval ends the whole session family.
 */
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../users/user-admin.ts';
import { callApi, startTestServer, type TestServer } from '../testing/start-test-server.ts';

const REUSE_INTERVAL_SECONDS = 1;
let server: TestServer;
let userCount = 0;

async function signIn(): Promise<{ access_token: string; refresh_token: string }> {
  const account = { email: `reuso${++userCount}@empresa.test`, password: 'secreto-1' };
  await addUser(server.context.store, account.email, account.password);
  const { data, error } = await server.client().auth.signInWithPassword(account);
  expect(error).toBeNull();
  return data.session!;
}

async function refresh(refreshToken: string) {
  return server.client().auth.refreshSession({ refresh_token: refreshToken });
}

const pastTheInterval = () =>
  new Promise((resolve) => setTimeout(resolve, REUSE_INTERVAL_SECONDS * 1000 + 300));

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_TOKEN: '0',
    REFRESH_TOKEN_REUSE_INTERVAL: String(REUSE_INTERVAL_SECONDS),
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('refresh-token reuse', () => {
  it('gives six parallel refreshes of one token the one live child', async () => {
    const session = await signIn();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => refresh(session.refresh_token)),
    );
    for (const result of results) expect(result.error).toBeNull();
    const children = new Set(results.map((result) => result.data.session!.refresh_token));
    expect(children.size).toBe(1);
    const [child] = children;
    expect((await refresh(child!)).error).toBeNull();
  });

  it('gives a parent presented after the interval its live child back, not a second branch', async () => {
    const session = await signIn();
    const child = (await refresh(session.refresh_token)).data.session!.refresh_token;
    await pastTheInterval();
    // The client lost the answer that carried `child`: GoTrue hands the same child back.
    const again = await refresh(session.refresh_token);
    expect(again.error).toBeNull();
    expect(again.data.session!.refresh_token).toBe(child);
    expect((await refresh(child)).error).toBeNull();
  });

  it('ends the whole session family when a token is reused past the interval', async () => {
    const session = await signIn();
    const child = (await refresh(session.refresh_token)).data.session!;
    const grandchild = (await refresh(child.refresh_token)).data.session!;
    await pastTheInterval();
    const stolen = await refresh(session.refresh_token);
    expect(stolen.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Every token of the family is dead, and so are its access tokens.
    for (const token of [grandchild.refresh_token, child.refresh_token]) {
      expect((await refresh(token)).error).toMatchObject({ status: 400 });
    }
    const user = await callApi(server, '/user', { bearer: grandchild.access_token });
    expect(user.status).toBe(403);
    expect(decodeJwt(grandchild.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
  });

  it('within the interval hands a stale token the session live token, however far it moved', async () => {
    const session = await signIn();
    let latest = session.refresh_token;
    for (let step = 0; step < 3; step++) {
      latest = (await refresh(latest)).data.session!.refresh_token;
    }
    const stale = await refresh(session.refresh_token);
    expect(stale.error).toBeNull();
    expect(stale.data.session!.refresh_token).toBe(latest);
  });
});
