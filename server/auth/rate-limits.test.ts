import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../users/user-admin.ts';
import { callApi, startTestServer, type TestServer } from '../testing/start-test-server.ts';

// The defaults of `presupuesto serve`, except a two-second recovery link to test expiry.
let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY: the tests play clients at several addresses through X-Forwarded-For.
  server = await startTestServer({ RECOVERY_LINK_EXPIRY: '2', TRUST_PROXY: '1' });
});

afterAll(async () => {
  await server?.stop();
});

const ATTACKER_IP = '203.0.113.7';
const SPRAYER_IP = '203.0.113.8';
const OWNER_IP = '198.51.100.2';

async function signInFrom(ip: string, email: string, password: string): Promise<Response> {
  return callApi(server, '/token?grant_type=password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password }),
  });
}

async function recover(email: string): Promise<Response> {
  return callApi(server, '/recover', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('rate limits and expiry', () => {
  it('stops password guessing from one address after 10 failures, even with the right password', async () => {
    await addUser(server.context.store, 'objetivo@empresa.test', 'secreto-1');
    for (let i = 0; i < 10; i++) {
      const response = await signInFrom(ATTACKER_IP, 'objetivo@empresa.test', `mal-${i}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_credentials' });
    }
    const blocked = await signInFrom(ATTACKER_IP, 'objetivo@empresa.test', 'secreto-1');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit' });
  });

  it('does not let an attacker lock a colleague out: the owner signs in from another address', async () => {
    await addUser(server.context.store, 'colega@empresa.test', 'secreto-1');
    for (let i = 0; i < 12; i++) await signInFrom(ATTACKER_IP, 'colega@empresa.test', `mal-${i}`);
    expect((await signInFrom(ATTACKER_IP, 'colega@empresa.test', 'secreto-1')).status).toBe(429);
    const owner = await signInFrom(OWNER_IP, 'colega@empresa.test', 'secreto-1');
    expect(owner.status).toBe(200);
  });

  it('still meets a brute force spread over many accounts from one address with 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await signInFrom(SPRAYER_IP, `cuenta-${i}@empresa.test`, 'secreto-1')).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits password changes (PUT /user) per address, as GoTrue does', async () => {
    await addUser(server.context.store, 'cambios@empresa.test', 'secreto-1');
    const session = (await (
      await signInFrom(OWNER_IP, 'cambios@empresa.test', 'secreto-1')
    ).json()) as { access_token: string };
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await callApi(server, '/user', {
        method: 'PUT',
        bearer: session.access_token,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': OWNER_IP },
        body: JSON.stringify({ password: `clave-nueva-${i}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
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
