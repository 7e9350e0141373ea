import {
  AuthApiError,
  AuthWeakPasswordError,
  createClient,
  type AuthChangeEvent,
} from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NODE_CLIENT_OPTIONS,
  callApi,
  startTestServer,
  type TestServer,
} from '../testing/start-test-server.ts';

let server: TestServer;
let userCount = 0;

/** A new staff account through the admin API, as `presupuesto user add` makes it. */
async function newAccount(password = 'secreto-1'): Promise<{ email: string; password: string }> {
  const email = `persona${++userCount}@empresa.test`;
  const admin = createClient(server.origin, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
  const { error } = await admin.auth.admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  return { email, password };
}

/** GET /user with the token: the server's answer once a session is gone (supabase-js turns it into AuthSessionMissingError). */
async function expectSessionEnded(accessToken: string): Promise<void> {
  const response = await callApi(server, '/user', { bearer: accessToken });
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ code: 'session_not_found' });
  const { error } = await server.client().auth.getUser(accessToken);
  expect(error?.name).toBe('AuthSessionMissingError');
}

async function signedInClient(account: { email: string; password: string }) {
  const client = server.client();
  const { data, error } = await client.auth.signInWithPassword(account);
  expect(error).toBeNull();
  return { client, session: data.session! };
}

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_TOKEN: '0',
    RATE_LIMIT_OTP: '0',
    RATE_LIMIT_VERIFY: '0',
    RATE_LIMIT_SIGN_IN_FAILURES: '0',
    REFRESH_TOKEN_REUSE_INTERVAL: '1',
    // The Vite dev server's origin, allowed as a deployment would list it.
    ADDITIONAL_REDIRECT_URLS: 'http://localhost:5173/**',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('password sign-in', () => {
  it('returns a Supabase session whose access token carries GoTrue claims', async () => {
    const account = await newAccount();
    const { data, error } = await server.client().auth.signInWithPassword(account);
    expect(error).toBeNull();
    const session = data.session!;
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.refresh_token.length).toBeGreaterThanOrEqual(12);
    expect(data.user!.email).toBe(account.email);
    expect(data.user!.app_metadata.provider).toBe('email');
    expect(data.user!.last_sign_in_at).toBeDefined();
    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: account.email,
      aal: 'aal1',
      is_anonymous: false,
      iss: server.apiUrl,
    });
    expect(typeof claims.session_id).toBe('string');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('answers a wrong password and an unknown email with the same invalid_credentials error', async () => {
    const account = await newAccount();
    const wrong = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'otra-cosa' });
    const unknown = await server
      .client()
      .auth.signInWithPassword({ email: 'nadie@empresa.test', password: 'otra-cosa' });
    for (const { error } of [wrong, unknown]) {
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    const account = await newAccount();
    const signInTime = async (email: string): Promise<number> => {
      const started = performance.now();
      await server.client().auth.signInWithPassword({ email, password: 'otra-cosa' });
      return performance.now() - started;
    };
    // Interleaved rounds: a busy machine slows both kinds of attempt alike.
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    for (let round = 0; round < 7; round++) {
      wrongPassword.push(await signInTime(account.email));
      unknownEmail.push(await signInTime('desconocido@empresa.test'));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[3]!;
    // Without the dummy bcrypt an unknown email answers ~20x faster.
    expect(median(unknownEmail) / median(wrongPassword)).toBeGreaterThan(0.5);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const account = await newAccount();
    const { error } = await server.client().auth.signInWithPassword({
      email: `  ${account.email.toUpperCase()} `,
      password: account.password,
    });
    expect(error).toBeNull();
  });

  it('refuses a sign-in without email or phone with validation_failed', async () => {
    const response = await callApi(server, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'x' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'missing email or phone',
    });
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });

  it('has no public sign-up', async () => {
    const { error } = await server
      .client()
      .auth.signUp({ email: 'nuevo@empresa.test', password: 'secreto-1' });
    expect(error).toMatchObject({ status: 422, code: 'signup_disabled' });
  });
});

describe('current user and session', () => {
  it('getUser returns the signed-in user and getSession the stored session', async () => {
    const account = await newAccount();
    const { client, session } = await signedInClient(account);
    const { data, error } = await client.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: account.email,
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(data.user!.email_confirmed_at).toBeDefined();
    expect((await client.auth.getSession()).data.session?.access_token).toBe(session.access_token);
  });

  it('reports sign-in, refresh, user update and sign-out to onAuthStateChange subscribers', async () => {
    const account = await newAccount();
    const client = server.client();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword(account);
    await client.auth.refreshSession();
    await client.auth.updateUser({ password: 'secreto-nuevo' });
    await client.auth.signOut();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
  });
});

describe('refresh tokens', () => {
  it('rotates the refresh token on every refresh and issues a new access token', async () => {
    const account = await newAccount();
    const { client, session } = await signedInClient(account);
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.refresh_token).not.toBe(session.refresh_token);
    expect(decodeJwt(data.session!.access_token).session_id).toBe(
      decodeJwt(session.access_token).session_id,
    );
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('answers a just-used refresh token with the same live child within the reuse interval', async () => {
    const { session } = await signedInClient(await newAccount());
    const first = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    const second = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data.session!.refresh_token).toBe(first.data.session!.refresh_token);
  });

  it('ends the session when an old refresh token is reused after the interval', async () => {
    const { session } = await signedInClient(await newAccount());
    const t1 = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    const t2 = await server
      .client()
      .auth.refreshSession({ refresh_token: t1.data.session!.refresh_token });
    expect(t2.error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const reused = await server
      .client()
      .auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // The leak ends the whole session: the live token and the access token stop working.
    const live = await server
      .client()
      .auth.refreshSession({ refresh_token: t2.data.session!.refresh_token });
    expect(live.error).toMatchObject({ status: 400 });
    await expectSessionEnded(t2.data.session!.access_token);
  });

  it('lets two tabs refresh the same token at once, each getting a working session', async () => {
    const { session } = await signedInClient(await newAccount());
    const [a, b] = await Promise.all([
      server.client().auth.refreshSession({ refresh_token: session.refresh_token }),
      server.client().auth.refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    for (const next of [a, b]) {
      const again = await server
        .client()
        .auth.refreshSession({ refresh_token: next.data.session!.refresh_token });
      expect(again.error).toBeNull();
    }
  });

  it('rotates many sessions refreshed at the same moment independently', async () => {
    const account = await newAccount();
    const sessions = await Promise.all(
      Array.from({ length: 12 }, async () => (await signedInClient(account)).session),
    );
    const refreshed = await Promise.all(
      sessions.map((session) =>
        server.client().auth.refreshSession({ refresh_token: session.refresh_token }),
      ),
    );
    refreshed.forEach((result, index) => {
      expect(result.error).toBeNull();
      expect(decodeJwt(result.data.session!.access_token).session_id).toBe(
        decodeJwt(sessions[index]!.access_token).session_id,
      );
    });
    expect(new Set(refreshed.map((result) => result.data.session!.refresh_token)).size).toBe(12);
  });

  it('answers an unknown refresh token with refresh_token_not_found and a short one with validation_failed', async () => {
    const unknown = await server
      .client()
      .auth.refreshSession({ refresh_token: 'abcdefghijklmnopqrstuvwxyz' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    const short = await server.client().auth.refreshSession({ refresh_token: 'abc' });
    expect(short.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('password change', () => {
  it('refuses a password under 6 characters as weak_password', async () => {
    const { client } = await signedInClient(await newAccount());
    const { error } = await client.auth.updateUser({ password: '12345' });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
  });

  it('refuses the current password as same_password', async () => {
    const account = await newAccount();
    const { client } = await signedInClient(account);
    const { error } = await client.auth.updateUser({ password: account.password });
    expect(error).toMatchObject({ status: 422, code: 'same_password' });
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const account = await newAccount();
    const here = await signedInClient(account);
    const elsewhere = await signedInClient(account);
    const { error } = await here.client.auth.updateUser({ password: 'secreto-nuevo' });
    expect(error).toBeNull();
    expect((await here.client.auth.getUser()).error).toBeNull();
    await expectSessionEnded(elsewhere.session.access_token);
    const old = await server.client().auth.signInWithPassword(account);
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const renewed = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'secreto-nuevo' });
    expect(renewed.error).toBeNull();
  });
});

describe('sign-out scopes', () => {
  it('local ends only this session', async () => {
    const account = await newAccount();
    const a = await signedInClient(account);
    const b = await signedInClient(account);
    expect((await a.client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a.client.auth.getSession()).data.session).toBeNull();
    await expectSessionEnded(a.session.access_token);
    expect((await b.client.auth.getUser()).error).toBeNull();
  });

  it('others ends every session but this one', async () => {
    const account = await newAccount();
    const a = await signedInClient(account);
    const b = await signedInClient(account);
    expect((await a.client.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await a.client.auth.getUser()).error).toBeNull();
    await expectSessionEnded(b.session.access_token);
  });

  it('global (the default) ends every session of the user', async () => {
    const account = await newAccount();
    const a = await signedInClient(account);
    const b = await signedInClient(account);
    expect((await a.client.auth.signOut()).error).toBeNull();
    await expectSessionEnded(a.session.access_token);
    await expectSessionEnded(b.session.access_token);
    const refresh = await server
      .client()
      .auth.refreshSession({ refresh_token: b.session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400 });
  });

  it('refuses an unknown scope with validation_failed', async () => {
    const { session } = await signedInClient(await newAccount());
    const response = await callApi(server, '/logout?scope=todo', {
      method: 'POST',
      bearer: session.access_token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('keys and tokens', () => {
  it('requires the apikey header like the Supabase gateway', async () => {
    const missing = await callApi(server, '/settings', { apiKey: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const forged = await new SignJWT({ role: 'anon' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    const wrong = await callApi(server, '/settings', { apiKey: forged });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
    expect((await callApi(server, '/settings')).status).toBe(200);
    const viaQuery = await fetch(`${server.apiUrl}/settings?apikey=${server.anonKey}`);
    expect(viaQuery.status).toBe(200);
  });

  it('rejects access tokens with a wrong signature, alg none, expired, or without a subject', async () => {
    const { session } = await signedInClient(await newAccount());
    const claims = decodeJwt(session.access_token);
    const now = Math.floor(Date.now() / 1000);
    const wrongSignature = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters!!'));
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const algNone = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    for (const token of [wrongSignature, algNone, expired, server.anonKey, 'not-a-jwt']) {
      const { error } = await server.client().auth.getUser(token);
      expect(error, token).toMatchObject({ status: 403, code: 'bad_jwt' });
    }
    const noBearer = await callApi(server, '/user');
    expect(noBearer.status).toBe(401);
    expect(await noBearer.json()).toMatchObject({ code: 'no_authorization' });
  });

  it('keeps the admin API for the service_role key only', async () => {
    const { session } = await signedInClient(await newAccount());
    const asUser = await callApi(server, '/admin/users', { bearer: session.access_token });
    expect(asUser.status).toBe(403);
    expect(await asUser.json()).toMatchObject({ code: 'not_admin' });
    const asService = await callApi(server, '/admin/users', { bearer: server.serviceRoleKey });
    expect(asService.status).toBe(200);
  });
});

describe('HTTP details', () => {
  it('answers CORS preflights and exposes X-Supabase-Api-Version to the app', async () => {
    const response = await fetch(`${server.apiUrl}/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, x-client-info, x-supabase-api-version',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of [
      'apikey',
      'authorization',
      'content-type',
      'x-client-info',
      'x-supabase-api-version',
    ]) {
      expect(allowed).toContain(header);
    }
    const failed = await callApi(server, '/user', { headers: { origin: 'http://localhost:5173' } });
    expect(failed.headers.get('access-control-expose-headers')).toContain('X-Supabase-Api-Version');
  });

  it('uses the legacy error shape for clients that send no API version', async () => {
    const response = await callApi(server, '/user', { headers: { 'x-supabase-api-version': '' } });
    expect(await response.json()).toMatchObject({ code: 401, error_code: 'no_authorization' });
    expect(response.headers.get('x-sb-error-code')).toBe('no_authorization');
  });

  it('answers malformed JSON with bad_json and bodies over 1 MB with 413', async () => {
    const bad = await callApi(server, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'bad_json' });
    const huge = await callApi(server, '/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('serves health and settings as GoTrue does', async () => {
    expect((await fetch(`${server.apiUrl}/health`)).status).toBe(200);
    const settings = await (await callApi(server, '/settings')).json();
    expect(settings).toMatchObject({ disable_signup: true, external: { email: true } });
  });
});
