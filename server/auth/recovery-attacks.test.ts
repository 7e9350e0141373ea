/**
 * Attacks on the recovery link: hostile `redirect_to` values that used to
 * crash the redirect and burn the link, and the PKCE downgrade (a reader of
 * the mail getting a session without the requester's code verifier).
 */
import { createClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../users/user-admin.ts';
import {
  NODE_CLIENT_OPTIONS,
  callApi,
  startTestServer,
  type TestServer,
} from '../testing/start-test-server.ts';

let server: TestServer;
let userCount = 0;

async function newAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `ataque${++userCount}@empresa.test`, password: 'secreto-1' };
  await addUser(server.context.store, account.email, account.password);
  return account;
}

function linkIn(text: string): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  if (match === null) throw new Error(`no recovery link in: ${text}`);
  return match[0];
}

async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** A recovery request sent raw, as an attacker's script would. */
async function requestRaw(email: string, query: string, body: Record<string, unknown> = {}) {
  const seen = await server.emailIds();
  const response = await callApi(server, `/recover${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...body }),
  });
  return { response, seen };
}

/** A supabase-js client with the PKCE flow, keeping its verifier in memory as a browser tab would. */
function pkceClient() {
  const storage = new Map<string, string>();
  return createClient(server.origin, server.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    ...NODE_CLIENT_OPTIONS,
  });
}

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_OTP: '0',
    RATE_LIMIT_VERIFY: '0',
    RECOVERY_EMAIL_INTERVAL: '0',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('a hostile redirect_to', () => {
  const HOSTILE = {
    'CR/LF (header injection)': `${'http://localhost:1/'}a\r\nSet-Cookie: robado=1`,
    NUL: 'http://localhost:1/a\u0000b',
    'non-Latin-1': 'http://localhost:1/presupuesto-\u20ac-\u{1F600}',
  };

  for (const [name, hostile] of Object.entries(HOSTILE)) {
    it(`with ${name} never breaks the redirect or spends the link for nothing`, async () => {
      const account = await newAccount();
      const { response, seen } = await requestRaw(
        account.email,
        `?redirect_to=${encodeURIComponent(hostile.replace('localhost:1', new URL(server.origin).host))}`,
      );
      expect(response.status).toBe(200);
      const link = linkIn((await server.waitForEmail(account.email, seen)).text);
      const location = await openLink(link);
      expect(location.hash).toContain('access_token=');
      // Whatever came back is a well-formed, printable ASCII address on this site.
      expect(location.origin).toBe(server.origin);
      expect(location.href).toMatch(/^[\x21-\x7e]+$/);
    });

    it(`with ${name} added to a link when it is opened is answered, not a 500`, async () => {
      const account = await newAccount();
      const { seen } = await requestRaw(account.email, '');
      const link = linkIn((await server.waitForEmail(account.email, seen)).text);
      const forged = `${link.replace(/&redirect_to=[^&]*/, '')}&redirect_to=${encodeURIComponent(hostile)}`;
      const response = await fetch(forged, { redirect: 'manual' });
      expect(response.status).toBe(303);
      const location = response.headers.get('location')!;
      expect(location).toMatch(/^[\x21-\x7e]+$/);
      expect(location).toContain('access_token=');
    });
  }
});

describe('the PKCE flow', () => {
  it('mails a link that gives only ?code=, exchanged by exchangeCodeForSession with the verifier', async () => {
    const account = await newAccount();
    const client = pkceClient();
    const seen = await server.emailIds();
    const { error } = await client.auth.resetPasswordForEmail(account.email, {
      redirectTo: server.appUrl,
    });
    expect(error).toBeNull();
    const link = linkIn((await server.waitForEmail(account.email, seen)).text);
    const location = await openLink(link);
    expect(location.hash).toBe('');
    expect(location.href).not.toContain('access_token');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.user?.email).toBe(account.email);
    const changed = await client.auth.updateUser({ password: 'clave-nueva-1' });
    expect(changed.error).toBeNull();

    // The code works once.
    const again = await client.auth.exchangeCodeForSession(code);
    expect(again.error).not.toBeNull();
  });

  it('refuses the code to whoever read the mail but holds no verifier', async () => {
    const account = await newAccount();
    const victim = pkceClient();
    const seen = await server.emailIds();
    await victim.auth.resetPasswordForEmail(account.email, { redirectTo: server.appUrl });
    const link = linkIn((await server.waitForEmail(account.email, seen)).text);

    // The attacker cannot redeem the link as an implicit-flow link either.
    const token = new URL(link).searchParams.get('token')!;
    const implicit = await server.client().auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(implicit.error).toMatchObject({ status: 403 });

    const code = (await openLink(link)).searchParams.get('code')!;
    for (const verifier of ['a'.repeat(64), createHash('sha256').update('x').digest('hex')]) {
      const response = await callApi(server, '/token?grant_type=pkce', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: verifier }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'bad_code_verifier' });
    }
    const unknown = await callApi(server, '/token?grant_type=pkce', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: crypto.randomUUID(), code_verifier: 'a'.repeat(64) }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'flow_state_not_found' });

    // The requester still can.
    const { data, error } = await victim.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);
  });

  it('refuses half a PKCE request and an unknown challenge method', async () => {
    const account = await newAccount();
    const half = await requestRaw(account.email, '', { code_challenge: 'a'.repeat(43) });
    expect(half.response.status).toBe(400);
    const method = await requestRaw(account.email, '', {
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'md5',
    });
    expect(method.response.status).toBe(400);
  });
});
