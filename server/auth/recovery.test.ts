import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../users/user-admin.ts';
import { callApi, startTestServer, type TestServer } from '../testing/start-test-server.ts';

let server: TestServer;
let userCount = 0;

async function newAccount(): Promise<{ email: string; password: string }> {
  const account = { email: `recupera${++userCount}@empresa.test`, password: 'secreto-1' };
  await addUser(server.context.store, account.email, account.password);
  return account;
}

function linkIn(text: string): string {
  const match = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(text);
  if (match === null) throw new Error(`no recovery link in: ${text}`);
  return match[0];
}

/** Opens the link as a browser would, without following the redirect. */
async function openLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

async function requestLink(email: string, redirectTo?: string): Promise<string> {
  const seen = await server.emailIds();
  const { error } = await server
    .client()
    .auth.resetPasswordForEmail(email, redirectTo === undefined ? {} : { redirectTo });
  expect(error).toBeNull();
  const mail = await server.waitForEmail(email, seen);
  return linkIn(mail.text);
}

beforeAll(async () => {
  server = await startTestServer({
    RATE_LIMIT_OTP: '0',
    RATE_LIMIT_VERIFY: '0',
    RECOVERY_EMAIL_INTERVAL: '0',
    ADDITIONAL_REDIRECT_URLS: 'https://*.empresa.test/**',
  });
});

afterAll(async () => {
  await server?.stop();
});

describe('password recovery', () => {
  it('goes from the email to a recovery session, a new password and a sign-in with it', async () => {
    const account = await newAccount();
    const { error } = await server
      .client()
      .auth.resetPasswordForEmail(account.email, { redirectTo: server.appUrl });
    expect(error).toBeNull();

    const mail = await server.waitForEmail(account.email);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.text).toContain('restablecer la contraseña');
    const link = linkIn(mail.text);
    expect(link.startsWith(`${server.apiUrl}/verify?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');
    expect(mail.html).toContain('Elegir una contraseña nueva');

    const landing = await openLink(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(server.appUrl);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const client = server.client();
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(account.email);
    expect((await client.auth.updateUser({ password: 'contraseña-nueva' })).error).toBeNull();

    const renewed = await server
      .client()
      .auth.signInWithPassword({ email: account.email, password: 'contraseña-nueva' });
    expect(renewed.error).toBeNull();
    const old = await server.client().auth.signInWithPassword(account);
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
  });

  it('lets a link be used only once', async () => {
    const link = await requestLink((await newAccount()).email, server.appUrl);
    expect(
      new URLSearchParams((await openLink(link)).hash.slice(1)).get('access_token'),
    ).toBeTruthy();
    const second = new URLSearchParams((await openLink(link)).hash.slice(1));
    expect(second.get('error')).toBe('access_denied');
    expect(second.get('error_code')).toBe('otp_expired');
    expect(second.get('error_description')).toBe('Email link is invalid or has expired');
    expect(second.get('access_token')).toBeNull();
  });

  it('replaces the previous link when a new one is requested', async () => {
    const account = await newAccount();
    const first = await requestLink(account.email, server.appUrl);
    const second = await requestLink(account.email, server.appUrl);
    expect(second).not.toBe(first);
    expect(new URLSearchParams((await openLink(first)).hash.slice(1)).get('error_code')).toBe(
      'otp_expired',
    );
    expect(new URLSearchParams((await openLink(second)).hash.slice(1)).get('type')).toBe(
      'recovery',
    );
  });

  it('answers an unknown email exactly as a known one and sends nothing', async () => {
    const response = await callApi(server, '/recover', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nadie@empresa.test' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    await new Promise((resolve) => setTimeout(resolve, 300));
    const emails = (await (await fetch(`${server.inboxUrl}email`)).json()) as Array<{
      to: Array<{ address: string }>;
    }>;
    expect(emails.some((email) => email.to.some((to) => to.address === 'nadie@empresa.test'))).toBe(
      false,
    );
  });

  it('sends a session only to allowed redirects and falls back to SITE_URL otherwise', async () => {
    const account = await newAccount();
    const evil = await openLink(await requestLink(account.email, 'https://atacante.example/robar'));
    expect(evil.origin).toBe(server.origin);
    const allowed = await openLink(
      await requestLink(account.email, 'https://app.empresa.test/inicio'),
    );
    expect(`${allowed.origin}${allowed.pathname}`).toBe('https://app.empresa.test/inicio');
    const loopback = await openLink(await requestLink(account.email, 'http://127.0.0.1:5173/'));
    expect(loopback.origin).toBe('http://127.0.0.1:5173');
  });

  it('checks the redirect again when the link is opened', async () => {
    const link = new URL(await requestLink((await newAccount()).email, server.appUrl));
    link.searchParams.set('redirect_to', 'https://atacante.example/');
    expect((await openLink(link.toString())).origin).toBe(server.origin);
  });

  it('redeems a link through POST /verify with token_hash as auth-js verifyOtp does', async () => {
    const account = await newAccount();
    const token = new URL(await requestLink(account.email)).searchParams.get('token')!;
    const { data, error } = await server
      .client()
      .auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(account.email);
    const again = await server.client().auth.verifyOtp({ type: 'recovery', token_hash: token });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('refuses a link without token or type with validation_failed', async () => {
    const response = await fetch(`${server.apiUrl}/verify?type=recovery`, { redirect: 'manual' });
    expect(response.status).toBe(400);
    // A browser sends no API version header: the legacy error shape.
    expect(await response.json()).toMatchObject({ error_code: 'validation_failed' });
  });
});
