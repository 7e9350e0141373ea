import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, startTestServer, type TestServer } from '../testing/start-test-server.ts';

let server: TestServer;

/** An anon key signed with the project's secret, as a leaked or old key would be. */
function anonKey(claims: { expiresAt?: number }): Promise<string> {
  const jwt = new SignJWT({ iss: 'supabase', ref: 'presupuestos-local', role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt();
  if (claims.expiresAt !== undefined) jwt.setExpirationTime(claims.expiresAt);
  return jwt.sign(new TextEncoder().encode(server.config.jwtSecret));
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.stop();
});

describe('API keys', () => {
  it('refuses an anon key past its exp', async () => {
    const response = await callApi(server, '/settings', {
      apiKey: await anonKey({ expiresAt: nowSeconds() - 60 }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('stops accepting a key once it expires, even one it accepted before', async () => {
    const key = await anonKey({ expiresAt: nowSeconds() + 2 });
    expect((await callApi(server, '/settings', { apiKey: key })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await callApi(server, '/settings', { apiKey: key })).status).toBe(401);
  });

  it('refuses a key that never expires', async () => {
    const response = await callApi(server, '/settings', { apiKey: await anonKey({}) });
    expect(response.status).toBe(401);
  });
});
