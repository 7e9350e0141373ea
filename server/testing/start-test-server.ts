/**
 * Starts the real server, in this process, on free ports with a temporary
 * DATA_DIR, and hands out real @supabase/supabase-js clients pointed at it.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { loadServerConfig, type ServerConfig } from '../config.ts';
import type { CaughtEmail } from '../mail/start-mail-catcher.ts';
import { startServer, type RunningServer } from '../start-server.ts';

export const TEST_DEMO_PASSWORD = 'demo-password';

/** Node 20 has no global WebSocket; supabase-js builds its realtime client eagerly and needs one. */
export const NODE_CLIENT_OPTIONS = {
  realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
} as const;

export interface TestServer extends RunningServer {
  config: ServerConfig;
  dataDir: string;
  origin: string;
  /** A fresh client with no stored session, as a new browser would be. */
  client: () => SupabaseClient;
  /** Waits for an email to `address` whose id is not in `seen` (ids of emails already read). */
  waitForEmail: (address: string, seen?: ReadonlySet<string>) => Promise<CaughtEmail>;
  /** Ids of the emails the catcher holds now. */
  emailIds: () => Promise<Set<string>>;
  stop: () => Promise<void>;
}

/**
 * How many times a test server is started when a port picked for it was taken meanwhile.
 * Port 0 is picked before the server listens (pickFreePort: every URL is known before
 * listening), and released in between: a server of another test file started at the same
 * moment may be given it first (EADDRINUSE). Each start picks new ports.
 */
const STARTS_ON_TAKEN_PORT = 5;

export async function startTestServer(
  env: Record<string, string> = {},
  options: { distDir?: string } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-auth-'));
  const { config, server } = await startOnFreePorts(
    {
      PORT: '0',
      MAIL_UI_PORT: '0',
      MAIL_SMTP_PORT: '0',
      DATA_DIR: dataDir,
      DEMO_PASSWORD: TEST_DEMO_PASSWORD,
      ...env,
    },
    options,
  );
  const origin = new URL(server.appUrl).origin;
  return {
    ...server,
    config,
    dataDir,
    origin,
    client: () =>
      createClient(origin, server.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        ...NODE_CLIENT_OPTIONS,
      }),
    async emailIds() {
      const emails = (await (await fetch(`${server.inboxUrl}email`)).json()) as CaughtEmail[];
      return new Set(emails.map((email) => email.id));
    },
    async waitForEmail(address, seen = new Set()) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const response = await fetch(`${server.inboxUrl}email`);
        const emails = (await response.json()) as CaughtEmail[];
        const found = emails.find(
          (email) => !seen.has(email.id) && email.to.some((to) => to.address === address),
        );
        if (found !== undefined) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no email to ${address} arrived`);
    },
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startOnFreePorts(
  env: Record<string, string>,
  options: { distDir?: string },
): Promise<{ config: ServerConfig; server: RunningServer }> {
  for (let start = 1; ; start++) {
    const config = await loadServerConfig(env);
    try {
      return { config, server: await startServer(config, options) };
    } catch (error) {
      // startServer has undone what it did; only a port taken meanwhile is worth a new start.
      const taken = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!taken || start === STARTS_ON_TAKEN_PORT) throw error;
    }
  }
}

/** Raw call to the API, for what supabase-js does not expose (headers, bad input). */
export async function callApi(
  server: TestServer,
  path: string,
  init: RequestInit & { apiKey?: string | null; bearer?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.apiKey !== null) headers.set('apikey', init.apiKey ?? server.anonKey);
  if (init.bearer !== undefined) headers.set('authorization', `Bearer ${init.bearer}`);
  if (!headers.has('x-supabase-api-version')) headers.set('x-supabase-api-version', '2024-01-01');
  return fetch(`${server.apiUrl}${path}`, { ...init, headers, redirect: 'manual' });
}
