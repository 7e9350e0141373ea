import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOutageProxy, type OutageProxy } from './start-outage-proxy.ts';

let server: Server;
let serverOrigin: string;

beforeAll(async () => {
  server = createServer((request, response) => response.end(`hola ${request.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function answer(proxy: OutageProxy, path: string): Promise<string> {
  return (await fetch(`${proxy.origin}${path}`)).text();
}

describe('a proxy that takes a server down and brings it back on one port', () => {
  it('forwards while up, cuts every request while down, and forwards again once up, on the same origin', async () => {
    const proxy = await startOutageProxy(serverOrigin);
    try {
      const origin = proxy.origin;
      expect(await answer(proxy, '/antes')).toBe('hola /antes');
      proxy.down();
      // The connection fetch kept open from the first request is cut too.
      await expect(answer(proxy, '/caido')).rejects.toThrow(TypeError);
      proxy.up(serverOrigin);
      expect(await answer(proxy, '/despues')).toBe('hola /despues');
      expect(proxy.origin).toBe(origin);
    } finally {
      await proxy.close();
    }
  });

  it('started without a server, refuses every request', async () => {
    const proxy = await startOutageProxy();
    try {
      await expect(answer(proxy, '/')).rejects.toThrow(TypeError);
    } finally {
      await proxy.close();
    }
  });
});
