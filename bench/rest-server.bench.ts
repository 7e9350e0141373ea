/**
 * The /rest/v1 routes (Mis presupuestos) under load on loopback, the server
 * started as `presupuesto serve` starts it (its own process):
 * - the list (summary columns, newest first, 200 of one user's rows) and a
 *   title update (PATCH, the policies applied, the WAL flushed before the
 *   answer), driven by autocannon for a bounded time;
 * - saving and opening one large budget (5,000 items), one at a time, as a
 *   user does, through supabase-js;
 * - in this process, what flushing the WAL after each write costs: inserts
 *   committed with and without the flush on a fresh PGlite.
 * No targets: the issue sets none for storage. Requests per second depend on
 * what else the machine runs; the server's CPU time gives its capacity.
 */
import { createClient } from '@supabase/supabase-js';
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiKey } from '../server/auth/api-keys.ts';
import { importSigningKey } from '../server/auth/signing-key.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { createWalSync } from '../server/db/sync-wal.ts';
import { spawnServer, stopServer } from '../server/testing/spawn-server.ts';
import { NODE_CLIENT_OPTIONS } from '../server/testing/start-test-server.ts';
import {
  createBudget,
  getBudget,
  updateBudget,
  type NewBudget,
  type SavedBudgetSummary,
} from '../src/app/features/saved-budgets/budgets-api.ts';
import type { Budget, BudgetItem } from '../src/budget/model/budget.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 16;
const LIST_ROWS = 200;
const LARGE_ITEMS = 5_000;
const LARGE_ROUNDS = 10;
const FLUSH_INSERTS = 200;
const DEMO = { email: 'demo@presupuestos.local', password: 'bench-password' };

function syntheticBudget(items: number): Budget {
  const list: BudgetItem[] = Array.from({ length: items }, (_, index) => ({
    codigo: `${String(Math.floor(index / 100) + 1).padStart(2, '0')}.${String((index % 100) + 1).padStart(3, '0')}`,
    resumen: `Partida ${index + 1}\nSuministro y colocación de material según planos y pliego de condiciones.`,
    uds: 'm2',
    longitud: '',
    anchura: '',
    altura: '',
    parciales: '',
    cantidad: '12,50',
    precio_unitario: 23.4,
    total: 292.5,
  }));
  return {
    id: 'PRE-2026-500',
    client: 'CALLE TENERIFE',
    items: list,
    total: Math.round(items * 29250) / 100,
    availableColumns: ['CÓDIGO', 'RESUMEN', 'UDS', 'CANTIDAD', 'P. UNIT.', 'TOTAL'],
  };
}

function budgetRow(model: Budget, title: string): NewBudget {
  return {
    id: crypto.randomUUID(),
    title,
    client: model.client,
    code: model.id,
    sourceName: 'obra.bc3',
    sourceKind: 'bc3',
    sourceSize: 123_456,
    sourceSha256: 'f'.repeat(64),
    model,
    verdict: { matches: true },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measureWalFlush(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'presupuestos-bench-wal-'));
  const db = await openDatabase(dataDir);
  const flush = createWalSync(db, dataDir);
  try {
    await db.exec('create table bench_writes (id serial primary key, title text)');
    const run = async (withFlush: boolean): Promise<number[]> => {
      const times: number[] = [];
      for (let i = 0; i < FLUSH_INSERTS; i++) {
        const started = performance.now();
        await db.transaction(async (tx) => {
          await tx.query('insert into bench_writes (title) values ($1)', [`fila ${i}`]);
        });
        if (withFlush) await flush();
        times.push(performance.now() - started);
      }
      return times;
    };
    const without = await run(false);
    const withFlush = await run(true);
    console.log(
      `commit without WAL flush (${FLUSH_INSERTS} inserts): p50 ${percentile(without, 50).toFixed(2)} ms, p99 ${percentile(without, 99).toFixed(2)} ms`,
    );
    console.log(
      `commit with WAL flush    (${FLUSH_INSERTS} inserts): p50 ${percentile(withFlush, 50).toFixed(2)} ms, p99 ${percentile(withFlush, 99).toFixed(2)} ms (what every acknowledged API write pays)`,
    );
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'presupuestos-bench-rest-'));
mkdirSync(join(workDir, 'dist'));
writeFileSync(
  join(workDir, 'dist', 'index.html'),
  '<!doctype html><html><head></head><body></body></html>',
);
const jwtSecret = randomBytes(32).toString('hex');
const server = await spawnServer(join(workDir, 'dist'), {
  DATA_DIR: join(workDir, 'data'),
  JWT_SECRET: jwtSecret,
  DEMO_PASSWORD: DEMO.password,
  RATE_LIMIT_TOKEN: '0',
});

/** CPU seconds (user + system) the server process has used, from /proc (Linux). */
function serverCpuSeconds(): number {
  const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function report(label: string, result: autocannon.Result, cpuSeconds: number): void {
  console.log(
    `${label.padEnd(44)} ${result.requests.average.toFixed(0).padStart(6)} req/s measured, ` +
      `${(result.requests.total / cpuSeconds).toFixed(0).padStart(6)} req/s per server CPU-second`,
  );
  console.log(
    `  latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms; errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  if (result.errors + result.non2xx > 0) process.exitCode = 1;
}

try {
  const anonKey = await createApiKey(await importSigningKey(jwtSecret), 'anon');
  const client = createClient(server.origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
  const { data, error } = await client.auth.signInWithPassword(DEMO);
  if (error !== null) throw error;
  const token = data.session.access_token;

  const small = syntheticBudget(20);
  const seeded = await client
    .from('budgets')
    .insert(
      Array.from({ length: LIST_ROWS }, (_, index) => {
        const row = budgetRow(small, `Obra ${index}`);
        return {
          title: row.title,
          client: row.client,
          code: row.code,
          source_name: row.sourceName,
          source_kind: row.sourceKind,
          source_size: row.sourceSize,
          source_sha256: row.sourceSha256,
          model: row.model,
          verdict: row.verdict,
        };
      }),
    )
    .select('id');
  if (seeded.error !== null) throw seeded.error;
  const target = seeded.data[0]!.id as string;
  const headers = { apikey: anonKey, authorization: `Bearer ${token}`, 'accept-profile': 'public' };

  let cpuBefore = serverCpuSeconds();
  const list = await autocannon({
    url: `${server.origin}/rest/v1/budgets?select=id,title,client,code,source_name,source_kind,source_size,created_at,updated_at&order=created_at.desc&limit=${LIST_ROWS}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  report(
    `GET list of ${LIST_ROWS} (${DURATION_SECONDS} s, ${CONNECTIONS} conn.)`,
    list,
    serverCpuSeconds() - cpuBefore,
  );

  cpuBefore = serverCpuSeconds();
  const patch = await autocannon({
    url: `${server.origin}/rest/v1/budgets?id=eq.${target}`,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json', 'content-profile': 'public' },
    body: JSON.stringify({ title: 'Renombrado' }),
  });
  report(
    `PATCH title (${DURATION_SECONDS} s, ${CONNECTIONS} conn.)`,
    patch,
    serverCpuSeconds() - cpuBefore,
  );

  const large = syntheticBudget(LARGE_ITEMS);
  const bytes = Buffer.byteLength(JSON.stringify(large));
  let saved: SavedBudgetSummary = await createBudget(client, budgetRow(large, 'Grande'));
  const saves: number[] = [];
  const opens: number[] = [];
  for (let round = 0; round < LARGE_ROUNDS; round++) {
    let started = performance.now();
    saved = await updateBudget(client, saved.id, saved.updatedAt, {
      model: { ...large, client: `Cliente ${round}` },
    });
    saves.push(performance.now() - started);
    started = performance.now();
    await getBudget(client, saved.id);
    opens.push(performance.now() - started);
  }
  console.log(
    `save ${LARGE_ITEMS}-item budget (${(bytes / 1e6).toFixed(1)} MB JSON, updated_at checked): p50 ${percentile(saves, 50).toFixed(0)} ms, max ${Math.max(...saves).toFixed(0)} ms`,
  );
  console.log(
    `open ${LARGE_ITEMS}-item budget (supabase-js, zod-checked):           p50 ${percentile(opens, 50).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms`,
  );
} finally {
  await stopServer(server.child, 'SIGTERM');
  rmSync(workDir, { recursive: true, force: true });
}
await measureWalFlush();
