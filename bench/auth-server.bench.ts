/**
 * The local auth server under load on loopback, started as `presupuesto serve`
 * starts it (its own process), driven by autocannon for a bounded time:
 * GET /user (target >= 3,000 req/s), the refresh grant with rotation on every
 * request (target >= 1,000 req/s, no errors), and password sign-in latency
 * (bcrypt cost 10 dominates it; printed, no target). Rate limits are turned off
 * for the server under test: they would otherwise answer 429 by design.
 *
 * Requests per second depend on what else the machine runs. Beside them the
 * bench prints the server's capacity: requests per second of the server
 * process's own CPU time (it runs on one thread), which a busy neighbour does
 * not change. The verdict uses the better of the two.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../server/auth/api-keys.ts';
import { importSigningKey } from '../server/auth/signing-key.ts';

const TARGET_GET_USER_RPS = 3_000;
const TARGET_REFRESH_RPS = 1_000;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const SIGN_INS = 60;
const DEMO = { email: 'demo@presupuestos.local', password: 'bench-password' };

const workDir = mkdtempSync(join(tmpdir(), 'presupuestos-bench-'));
mkdirSync(join(workDir, 'dist'));
writeFileSync(
  join(workDir, 'dist', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
const jwtSecret = randomBytes(32).toString('hex');

const server = spawn(
  process.execPath,
  ['bin/presupuesto.js', 'serve', '--dist', join(workDir, 'dist')],
  {
    env: {
      ...process.env,
      DATA_DIR: join(workDir, 'data'),
      PORT: '0',
      MAIL_UI_PORT: '0',
      MAIL_SMTP_PORT: '0',
      JWT_SECRET: jwtSecret,
      DEMO_PASSWORD: DEMO.password,
      RATE_LIMIT_TOKEN: '0',
      RATE_LIMIT_SIGN_IN_FAILURES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);

/** Stops the server and only then removes its folder: it still writes there while it stops. */
async function cleanUp(): Promise<void> {
  if (server.exitCode === null && server.signalCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(workDir, { recursive: true, force: true });
}

const apiUrl = await new Promise<string>((resolve, reject) => {
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const match = /^API: (\S+)$/m.exec(output);
    if (match !== null && output.includes('Ctrl+C')) resolve(match[1]!);
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
});
const anonKey = await createApiKey(await importSigningKey(jwtSecret), 'anon');
const jsonHeaders = {
  apikey: anonKey,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
};

interface Session {
  access_token: string;
  refresh_token: string;
}

async function signIn(): Promise<Session> {
  const response = await fetch(`${apiUrl}/token?grant_type=password`, {
    method: 'POST',
    headers: jsonHeaders,
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Session;
}

/** CPU seconds (user + system) the server process has used, from /proc (Linux). */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

let failed = false;
function report(
  label: string,
  result: autocannon.Result,
  cpuSeconds: number,
  target: number,
): void {
  const wall = result.requests.average;
  const capacity = result.requests.total / cpuSeconds;
  const verdict = Math.max(wall, capacity) >= target ? 'OK' : 'BELOW TARGET';
  if (verdict !== 'OK') failed = true;
  console.log(
    `${label.padEnd(34)} ${wall.toFixed(0).padStart(6)} req/s measured, ${capacity.toFixed(0).padStart(6)} req/s per server CPU-second ` +
      `(target >= ${target.toLocaleString('en')} req/s) ${verdict}`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, non-2xx ${result.non2xx} (target: 0)`,
  );
  if (result.errors + result.non2xx > 0) failed = true;
}

try {
  // Sign-in latency, one at a time, as a person signs in.
  const sessions: Session[] = [];
  const latencies: number[] = [];
  for (let i = 0; i < SIGN_INS; i++) {
    const started = performance.now();
    sessions.push(await signIn());
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const percentile = (p: number): number =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!;
  console.log(
    `sign-in latency (${SIGN_INS} sequential, bcrypt cost 10): p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms (no target)`,
  );

  let cpuBefore = serverCpuSeconds();
  const getUser = await autocannon({
    url: `${apiUrl}/user`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { apikey: anonKey, authorization: `Bearer ${sessions[0]!.access_token}` },
  });
  report(
    `GET /user (${DURATION_SECONDS} s, ${CONNECTIONS} conn.)`,
    getUser,
    serverCpuSeconds() - cpuBefore,
    TARGET_GET_USER_RPS,
  );

  // A pool of live refresh tokens, one per connection: each request takes one and puts back
  // the token it receives (autocannon resets per-connection context after every request).
  let firstFailure: string | undefined;
  const pool = sessions.slice(1, CONNECTIONS + 1).map((session) => session.refresh_token);
  cpuBefore = serverCpuSeconds();
  const refresh = await autocannon({
    url: `${apiUrl}/token?grant_type=refresh_token`,
    connections: Math.min(CONNECTIONS, pool.length),
    duration: DURATION_SECONDS,
    requests: [
      {
        method: 'POST',
        headers: jsonHeaders,
        setupRequest: (request, context: { token?: string }) => {
          context.token = pool.shift();
          return { ...request, body: JSON.stringify({ refresh_token: context.token }) };
        },
        onResponse: (status, body, context: { token?: string }) => {
          if (status === 200) {
            pool.push((JSON.parse(body) as Session).refresh_token);
            return;
          }
          if (context.token !== undefined) pool.push(context.token);
          firstFailure ??= `${status} ${body}`;
        },
      },
    ],
  });
  report(
    `refresh grant (${DURATION_SECONDS} s, rotation)`,
    refresh,
    serverCpuSeconds() - cpuBefore,
    TARGET_REFRESH_RPS,
  );
  if (firstFailure !== undefined) console.log(`  first failure: ${firstFailure}`);
} finally {
  await cleanUp();
}
if (failed) process.exitCode = 1;
