import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../users/user-admin.ts';
import { callApi, startTestServer, type TestServer } from '../testing/start-test-server.ts';

// The defaults of `presupuesto serve`, except a two-second recovery link to test expiry.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ RECOVERY_LINK_EXPIRY: '2' });
});

afterAll(async () => {
  await server?.stop();
});

async function recover(email: string): Promise<Response> {
  return callApi(server, '/recover', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('rate limits and expiry', () => {
  it('stops password guessing on one account after 10 failures, even with the right password', async () => {
    await addUser(server.context.store, 'objetivo@empresa.test', 'secreto-1');
    for (let i = 0; i < 10; i++) {
      const { error } = await server
        .client()
        .auth.signInWithPassword({ email: 'objetivo@empresa.test', password: `mal-${i}` });
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    }
    const blocked = await server
      .client()
      .auth.signInWithPassword({ email: 'objetivo@empresa.test', password: 'secreto-1' });
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });

  it('allows one recovery email per address per minute, for unknown addresses too', async () => {
    await addUser(server.context.store, 'olvido@empresa.test', 'secreto-1');
    for (const email of ['olvido@empresa.test', 'nadie-aqui@empresa.test']) {
      expect((await recover(email)).status).toBe(200);
      const again = await recover(email);
      expect(again.status).toBe(429);
      expect(await again.json()).toMatchObject({ code: 'over_email_send_rate_limit' });
    }
    const { error } = await server.client().auth.resetPasswordForEmail('olvido@empresa.test');
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('expires a recovery link after its lifetime', async () => {
    await addUser(server.context.store, 'tarde@empresa.test', 'secreto-1');
    expect((await recover('tarde@empresa.test')).status).toBe(200);
    const mail = await server.waitForEmail('tarde@empresa.test');
    const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)![0];
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const response = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
    expect(fragment.get('error_code')).toBe('otp_expired');
  });

  it('limits recovery requests per IP to a burst of 30', async () => {
    const statuses: number[] = [];
    // Two requests were spent above, the expiry test one more.
    for (let i = 0; i < 30; i++) statuses.push((await recover(`ip-${i}@empresa.test`)).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThan(30);
    const last = await recover('una-mas@empresa.test');
    expect(last.status).toBe(429);
    expect(await last.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('limits POST /token per IP to a burst of 30', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await callApi(server, '/token?grant_type=refresh_token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: 'abcdefghijklmnopqrstuvwxyz' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
