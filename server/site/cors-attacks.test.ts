/**
 * CORS as a deployment configures it (issue 24): a page on a foreign origin
 * gets no Access-Control-Allow-Origin and no credentials from /rest/v1 or
 * /auth/v1, so the browser hides every answer from it; the site's own origin
 * and ADDITIONAL_REDIRECT_URLS' origins keep working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';

let server: TestServer;
let token: string;

const FOREIGN = 'https://atacante.example';
const LISTED = 'https://presupuestos.example';

beforeAll(async () => {
  server = await startTestServer({
    ADDITIONAL_REDIRECT_URLS: `${LISTED}/**,http://127.0.0.1:*/**`,
  });
  await addUser(server.context.store, 'ana@empresa.test', 'secreto-1');
  const { data } = await server
    .client()
    .auth.signInWithPassword({ email: 'ana@empresa.test', password: 'secreto-1' });
  token = data.session!.access_token;
});

afterAll(async () => {
  await server?.stop();
});

function call(path: string, origin: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', origin);
  headers.set('apikey', server.anonKey);
  headers.set('authorization', `Bearer ${token}`);
  return fetch(`${server.origin}${path}`, { ...init, headers });
}

const PATHS = ['/rest/v1/budgets?select=id', '/auth/v1/user'];

describe('a page on a foreign origin', () => {
  it('gets no credentialed answer, even with a stolen token', async () => {
    for (const path of PATHS) {
      const response = await call(path, FOREIGN);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it('has its preflight refused, so the browser never sends the request', async () => {
    for (const path of [...PATHS, '/auth/v1/token?grant_type=password']) {
      const response = await fetch(`${server.origin}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: FOREIGN,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'apikey, authorization, content-type',
        },
      });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-headers')).toBeNull();
    }
  });

  it('cannot pass for an allowed one by its prefix or suffix', async () => {
    for (const origin of [`${server.origin}.atacante.example`, `${LISTED}.evil`, 'null']) {
      const response = await call('/rest/v1/budgets?select=id', origin);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });
});

describe('the allowed origins', () => {
  it('are the site’s own and those of ADDITIONAL_REDIRECT_URLS, with credentials', async () => {
    for (const origin of [server.origin, LISTED, 'http://127.0.0.1:5173']) {
      for (const path of PATHS) {
        const response = await call(path, origin);
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(origin);
        expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      }
    }
  });
});
