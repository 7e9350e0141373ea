/**
 * One office on one server (issue 24): 50 users at once, each signing in and
 * then, for 60 s, saving a 600-item budget, listing their budgets, opening the
 * one saved and renaming it, through the real supabase-js, against the server
 * started as `presupuesto serve` starts it (its own process), on loopback.
 * Prints p50/p99 of each step and the errors (the target is 0). The auth
 * figures (GET /user >= 3,000 req/s, refresh >= 1,000 req/s) are
 * auth-server.bench.ts's: run `npm run bench -- auth-server` beside this one.
 * BENCH_SECONDS and BENCH_USERS shorten a trial run.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../server/auth/api-keys.ts';
import { importSigningKey } from '../server/auth/signing-key.ts';
import { spawnServer, stopServer } from '../server/testing/spawn-server.ts';
import { NODE_CLIENT_OPTIONS } from '../server/testing/start-test-server.ts';
import {
  createBudget,
  getBudget,
  listBudgets,
  updateBudget,
} from '../src/app/features/saved-budgets/budgets-api.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';

const USERS = Number(process.env.BENCH_USERS ?? 50);
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const ITEMS = 600;
const PASSWORD = 'oficina-segura-1';
const STEPS = ['sign-in', 'save', 'list', 'open', 'rename'] as const;
type Step = (typeof STEPS)[number];

const workDir = mkdtempSync(join(tmpdir(), 'presupuestos-bench-office-'));
mkdirSync(join(workDir, 'dist'));
writeFileSync(join(workDir, 'dist', 'index.html'), '<!doctype html><html><body></body></html>');
const jwtSecret = randomBytes(32).toString('hex');
const server = await spawnServer(join(workDir, 'dist'), {
  DATA_DIR: join(workDir, 'data'),
  JWT_SECRET: jwtSecret,
  HOST: '127.0.0.1',
  RATE_LIMIT_TOKEN: '0',
});

const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
const errors: string[] = [];

async function timed<T>(step: Step, run: () => Promise<T>): Promise<T | undefined> {
  const started = performance.now();
  try {
    const result = await run();
    latencies.get(step)!.push(performance.now() - started);
    return result;
  } catch (error) {
    errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One user's working minute: the budget is theirs, generated once per user (seeded). */
async function officeUser(index: number, anonKey: string, deadline: number): Promise<void> {
  const email = `usuario${index}@oficina.test`;
  const client: SupabaseClient = createClient(server.origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
  const signedIn = await timed('sign-in', async () => {
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    if (error !== null) throw error;
  });
  if (signedIn === undefined && errors.length > 0) return;
  const model = generateBudget({ itemCount: ITEMS, seed: index + 1, measurements: true });
  let round = 0;
  while (Date.now() < deadline) {
    round += 1;
    const saved = await timed('save', () =>
      createBudget(client, {
        id: crypto.randomUUID(),
        title: `Obra ${round}`,
        client: model.client,
        code: model.id,
        sourceName: 'obra.bc3',
        sourceKind: 'bc3',
        sourceSize: 250_000,
        sourceSha256: 'e'.repeat(64),
        model,
        verdict: { matches: true },
      }),
    );
    await timed('list', () => listBudgets(client));
    if (saved === undefined) continue;
    const opened = await timed('open', () => getBudget(client, saved.id));
    if (opened === undefined || opened === null) continue;
    await timed('rename', () =>
      updateBudget(client, saved.id, opened.updatedAt, { title: `Obra ${round} (revisada)` }),
    );
  }
}

try {
  const signingKey = await importSigningKey(jwtSecret);
  const anonKey = await createApiKey(signingKey, 'anon');
  const serviceKey = await createApiKey(signingKey, 'service_role');
  for (let index = 0; index < USERS; index++) {
    const response = await fetch(`${server.origin}/auth/v1/admin/users`, {
      method: 'POST',
      headers: {
        apikey: serviceKey,
        authorization: `Bearer ${serviceKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email: `usuario${index}@oficina.test`,
        password: PASSWORD,
        email_confirm: true,
      }),
    });
    if (!response.ok) throw new Error(`user ${index}: ${response.status} ${await response.text()}`);
  }

  const cpuBefore = serverCpuSeconds();
  const started = performance.now();
  const deadline = Date.now() + DURATION_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: USERS }, (_, index) => officeUser(index, anonKey, deadline)),
  );
  const wallSeconds = (performance.now() - started) / 1000;
  const cpuSeconds = serverCpuSeconds() - cpuBefore;

  console.log(
    `${USERS} users, ${DURATION_SECONDS} s, a ${ITEMS}-item budget with measurements each ` +
      `(${(JSON.stringify(generateBudget({ itemCount: ITEMS, seed: 1, measurements: true })).length / 1024).toFixed(0)} KB of JSON)`,
  );
  for (const step of STEPS) {
    const values = latencies.get(step)!;
    console.log(
      `${step.padEnd(8)} ${String(values.length).padStart(6)} done, p50 ${percentile(values, 50).toFixed(0).padStart(5)} ms, p99 ${percentile(values, 99).toFixed(0).padStart(5)} ms`,
    );
  }
  const total = STEPS.reduce((sum, step) => sum + latencies.get(step)!.length, 0);
  console.log(
    `${total} requests in ${wallSeconds.toFixed(1)} s (${(total / wallSeconds).toFixed(0)} req/s); server CPU ${cpuSeconds.toFixed(1)} s`,
  );
  console.log(`errors: ${errors.length}`);
  for (const error of errors.slice(0, 10)) console.log(`  ${error}`);
  if (errors.length > 0) process.exitCode = 1;
} finally {
  await stopServer(server.child, 'SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
