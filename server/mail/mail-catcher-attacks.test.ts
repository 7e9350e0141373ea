/**
 * The inbox holds live recovery links. A DNS-rebinding page (its own name
 * pointed at 127.0.0.1) reaches the port but sends its own Host; another
 * machine on the network must not reach the port at all.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';

let server: TestServer;

/** GET on the inbox's port with a chosen Host header, as a rebinding page's request arrives. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.inboxUrl!);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: Number(port), path, headers: { host } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

beforeAll(async () => {
  // HOST=0.0.0.0 as a deployment that opens the app to the network would set it.
  server = await startTestServer({ HOST: '0.0.0.0' });
  await server.client().auth.resetPasswordForEmail('demo@presupuestos.local');
  await server.waitForEmail('demo@presupuestos.local');
});

afterAll(async () => {
  await server?.stop();
});

describe('the mail catcher inbox', () => {
  it('refuses a request whose Host is not its own loopback name (DNS rebinding)', async () => {
    const { port } = new URL(server.inboxUrl!);
    for (const host of [
      `atacante.example:${port}`,
      'atacante.example',
      `localhost:${Number(port) + 1}`,
    ]) {
      for (const path of ['/email', '/']) {
        const answer = await getWithHost(path, host);
        expect(answer.status, `${host} ${path}`).toBe(403);
        expect(answer.body).not.toContain('verify');
      }
    }
  });

  it('answers its own loopback names', async () => {
    const { port } = new URL(server.inboxUrl!);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const answer = await getWithHost('/email', host);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('/auth/v1/verify');
    }
  });

  it('listens on loopback only, even when the app listens on every interface', async () => {
    const port = Number(new URL(server.inboxUrl!).port);
    const external = Object.values(networkInterfaces())
      .flat()
      .filter((address) => address !== undefined && !address.internal && address.family === 'IPv4')
      .map((address) => address!.address);
    for (const address of external) expect(await connects(address, port), address).toBe(false);
    // The app itself is reachable there: the refusal is the catcher's, not the network's.
    const appPort = Number(new URL(server.appUrl).port);
    for (const address of external) expect(await connects(address, appPort), address).toBe(true);
    expect(await connects('127.0.0.1', port)).toBe(true);
  });
});
