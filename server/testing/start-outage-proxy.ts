/**
 * A server that goes down and comes back, for tests, without ever letting go of its port. A
 * TCP proxy holds one port for its whole life: while up it forwards every connection to the
 * real server; while down it destroys every connection it holds and each new one, which a
 * client sees as a server it cannot reach (fetch fails: supabase-js answers status 0).
 *
 * Closing the real server and listening again on the port it released is no way to do this:
 * other test files start servers at the same time, and one of them may have been given that
 * port meanwhile (EADDRINUSE); a client pointed at a released port may reach that other
 * server too. The proxy's port stays bound, so no other server can be given it.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface OutageProxy {
  /** `http://127.0.0.1:<port>`: the port the proxy holds from its start to its close. */
  origin: string;
  /** Forwards each new connection to the server at `origin` (`http://localhost:4321`). */
  up: (origin: string) => void;
  /** Cuts every connection it forwards, and each new one, until `up` is called. */
  down: () => void;
  close: () => Promise<void>;
}

/** A proxy forwarding to the server at `origin`; without one, down from the start. */
export async function startOutageProxy(origin?: string): Promise<OutageProxy> {
  let target: { host: string; port: number } | undefined;
  const open = new Set<Socket>();
  const hold = (socket: Socket): void => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  };
  const proxy = createServer((client) => {
    hold(client);
    if (target === undefined) {
      client.destroy();
      return;
    }
    const server = connect(target.port, target.host);
    hold(server);
    // Either end failing or closing ends the pair: the client sees the connection cut, as it
    // would see the real server's. Without a listener, the error would crash the test run.
    const cut = (): void => {
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', cut);
      socket.on('close', cut);
    }
    client.pipe(server);
    server.pipe(client);
  });
  await new Promise<void>((resolve, reject) => {
    proxy.once('error', reject);
    proxy.listen(0, '127.0.0.1', resolve);
  });
  const { port } = proxy.address() as AddressInfo;
  const up = (to: string): void => {
    const url = new URL(to);
    target = { host: url.hostname, port: Number(url.port) };
  };
  const down = (): void => {
    target = undefined;
    for (const socket of open) socket.destroy();
  };
  if (origin !== undefined) up(origin);
  return {
    origin: `http://127.0.0.1:${port}`,
    up,
    down,
    close: () => {
      down();
      return new Promise((resolve, reject) =>
        proxy.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
