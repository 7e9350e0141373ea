/**
 * What one user's heavy, legitimate work costs the others (issue 24): Luis
 * lists his budgets (`GET /rest/v1/budgets?select=id&limit=1`), refreshes his
 * token and signs in, over and over, first on an idle server, then while Ana
 * keeps a 10 MiB original (in parts of 256 KiB), then while she saves
 * 5,000-item budgets one after another. Through the real supabase-js, against
 * the server started as `presupuesto serve` starts it (its own process), on
 * loopback. Ana runs in a process of her own (bench/support/heavy-user.ts),
 * as another user's browser would: her client's own work must not delay the
 * timers Luis is measured with. The target: Luis answered within 200 ms.
 * Prints p50/p99/longest of each of his requests, and how long one of Ana's
 * uploads and saves took.
 * Signing in hashes the password (bcrypt), ~100 ms of CPU of its own.
 * BENCH_ROUNDS sets Luis's rounds per phase (at least; 20 by default).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiKey } from '../server/auth/api-keys.ts';
import { importSigningKey } from '../server/auth/signing-key.ts';
import { spawnServer, stopServer } from '../server/testing/spawn-server.ts';
import { NODE_CLIENT_OPTIONS } from '../server/testing/start-test-server.ts';
import { KEPT_ORIGINAL_PART_BYTES } from '../src/app/features/saved-budgets/original-file-limits.ts';
import type { HeavyUserMessage, HeavyUserStart, HeavyWork } from './support/heavy-user.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_MS = 200;
const PASSWORD = 'oficina-segura-1';
const PROBES = ['list', 'refresh', 'sign-in'] as const;
type Probe = (typeof PROBES)[number];
type Samples = Record<Probe, number[]>;

const workDir = mkdtempSync(join(tmpdir(), 'presupuestos-bench-heavy-'));
mkdirSync(join(workDir, 'dist'));
writeFileSync(join(workDir, 'dist', 'index.html'), '<!doctype html><html><body></body></html>');
const jwtSecret = randomBytes(32).toString('hex');
const server = await spawnServer(join(workDir, 'dist'), {
  DATA_DIR: join(workDir, 'data'),
  JWT_SECRET: jwtSecret,
  HOST: '127.0.0.1',
  RATE_LIMIT_TOKEN: '0',
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function newClient(anonKey: string): SupabaseClient {
  return createClient(server.origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
}

async function timed(run: () => Promise<{ error: unknown }>): Promise<number> {
  const started = performance.now();
  const { error } = await run();
  if (error !== null) throw new Error(String(error));
  return performance.now() - started;
}

type FromAna = { ready: true } | { done: number[] };

/** Ana's process, signed in and waiting for work. */
function startAna(
  start: HeavyUserStart,
): Promise<(work: HeavyWork, enough: () => boolean) => Promise<number[]>> {
  const child = fork(fileURLToPath(new URL('support/heavy-user.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, HEAVY_USER: JSON.stringify(start) },
  });
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`Ana's process exited with ${code}`);
  });
  const send = (message: HeavyUserMessage): void => void child.send(message);
  /** Runs `work` in Ana's process until Luis has had enough rounds; answers her times. */
  const run = (work: HeavyWork, enough: () => boolean): Promise<number[]> =>
    new Promise((resolve, reject) => {
      const poll = setInterval(() => {
        if (enough()) send({ stop: true });
      }, 20);
      const onMessage = (message: FromAna): void => {
        if (!('done' in message)) return;
        clearInterval(poll);
        child.off('message', onMessage);
        child.off('exit', reject);
        resolve(message.done);
      };
      child.on('message', onMessage);
      child.once('exit', reject);
      send({ work });
    });
  stopAna = () => void child.kill();
  return new Promise((resolve, reject) => {
    child.once('message', (message: FromAna) =>
      'ready' in message ? resolve(run) : reject(new Error(String(message))),
    );
    child.once('exit', reject);
  });
}
let stopAna = (): void => undefined;

try {
  const signingKey = await importSigningKey(jwtSecret);
  const anonKey = await createApiKey(signingKey, 'anon');
  const serviceKey = await createApiKey(signingKey, 'service_role');
  for (const email of ['ana@oficina.test', 'luis@oficina.test']) {
    const response = await fetch(`${server.origin}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email, password: PASSWORD, email_confirm: true }),
    });
    if (!response.ok) throw new Error(`${email}: ${response.status} ${await response.text()}`);
  }
  const ana = await startAna({
    origin: server.origin,
    anonKey,
    email: 'ana@oficina.test',
    password: PASSWORD,
  });
  const luis = newClient(anonKey);
  const { data } = await luis.auth.signInWithPassword({
    email: 'luis@oficina.test',
    password: PASSWORD,
  });
  let refreshToken = data.session!.refresh_token;

  async function probeRound(samples: Samples): Promise<void> {
    samples.list.push(await timed(async () => luis.from('budgets').select('id').limit(1)));
    samples.refresh.push(
      await timed(async () => {
        const refreshed = await luis.auth.refreshSession({ refresh_token: refreshToken });
        if (refreshed.data.session !== null) refreshToken = refreshed.data.session.refresh_token;
        return refreshed;
      }),
    );
    samples['sign-in'].push(
      await timed(() =>
        newClient(anonKey).auth.signInWithPassword({
          email: 'luis@oficina.test',
          password: PASSWORD,
        }),
      ),
    );
  }

  /** Luis's rounds while `work` runs; `work` repeats itself until he has had ROUNDS. */
  async function phase(
    label: string,
    work: (enough: () => boolean) => Promise<unknown>,
  ): Promise<void> {
    const samples: Samples = { list: [], refresh: [], 'sign-in': [] };
    let rounds = 0;
    let done = false;
    const running = work(() => rounds >= ROUNDS).finally(() => (done = true));
    while (!done) {
      await probeRound(samples);
      rounds += 1;
    }
    await running;
    console.log(`${label}: ${rounds} rounds`);
    for (const probe of PROBES) {
      const values = samples[probe];
      const p50 = percentile(values, 50);
      console.log(
        `  ${probe.padEnd(8)} p50 ${p50.toFixed(0).padStart(5)} ms, p99 ${percentile(values, 99).toFixed(0).padStart(5)} ms, longest ${Math.max(
          ...values,
        )
          .toFixed(0)
          .padStart(5)} ms ${p50 <= TARGET_MS ? '' : `(p50 over the ${TARGET_MS} ms target)`}`,
      );
    }
  }

  await phase('idle', async (enough) => {
    while (!enough()) await new Promise((resolve) => setTimeout(resolve, 50));
  });

  const uploads: number[] = [];
  await phase(
    `during 10 MiB uploads (parts of ${KEPT_ORIGINAL_PART_BYTES / 1024} KiB)`,
    async (enough) => uploads.push(...(await ana('uploads', enough))),
  );
  console.log(`  one 10 MiB upload took ${percentile(uploads, 50).toFixed(0)} ms (p50)`);

  const saves: number[] = [];
  await phase('during 5,000-item saves one after another', async (enough) =>
    saves.push(...(await ana('saves', enough))),
  );
  console.log(
    `  one save (3.4 MiB of JSON) took ${percentile(saves, 50).toFixed(0)} ms (p50), ${saves.length} saves`,
  );
} finally {
  stopAna();
  await stopServer(server.child, 'SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
