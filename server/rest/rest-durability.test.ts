/**
 * A save the API acknowledged survives the server being killed with SIGKILL
 * at once: the server runs as its own process (`presupuesto serve`), is
 * killed right after the answer, and is started again on the same DATA_DIR.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBudget,
  getBudget,
  listBudgets,
  updateBudget,
  type NewBudget,
} from '../../src/app/features/saved-budgets/budgets-api.ts';
import type { Budget } from '../../src/budget/model/budget.ts';
import { createApiKey } from '../auth/api-keys.ts';
import { importSigningKey } from '../auth/signing-key.ts';
import { NODE_CLIENT_OPTIONS } from '../testing/start-test-server.ts';
import { spawnServer, stopServer, type ServeProcess } from '../testing/spawn-server.ts';

const DEMO = { email: 'demo@presupuestos.local', password: 'demo-password' };

let workDir: string;
let distDir: string;
let env: Record<string, string>;
let anonKey: string;
const started: ServeProcess[] = [];

async function signedIn(origin: string): Promise<SupabaseClient> {
  const client = createClient(origin, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...NODE_CLIENT_OPTIONS,
  });
  const { error } = await client.auth.signInWithPassword(DEMO);
  expect(error).toBeNull();
  return client;
}

async function serve(): Promise<ServeProcess> {
  const server = await spawnServer(distDir, env);
  started.push(server);
  return server;
}

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'presupuestos-durability-'));
  distDir = join(workDir, 'dist');
  mkdirSync(distDir);
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  const jwtSecret = randomBytes(32).toString('hex');
  env = { DATA_DIR: join(workDir, 'data'), JWT_SECRET: jwtSecret, DEMO_PASSWORD: DEMO.password };
  anonKey = await createApiKey(await importSigningKey(jwtSecret), 'anon');
});

afterAll(async () => {
  for (const { child } of started) await stopServer(child, 'SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

describe('saved budgets and a killed server', { timeout: 180_000 }, () => {
  it('loses no acknowledged insert, update or delete when killed with SIGKILL right after', async () => {
    const first = await serve();
    const client = await signedIn(first.origin);
    const model: Budget = {
      id: 'PRE-2026-042',
      client: 'CALLE TENERIFE',
      items: [],
      total: 0,
      availableColumns: ['CÓDIGO', 'RESUMEN'],
    };
    const budget: NewBudget = {
      id: crypto.randomUUID(),
      title: 'Se queda',
      client: 'CALLE TENERIFE',
      code: 'PRE-2026-042',
      sourceName: 'obra.bc3',
      sourceKind: 'bc3',
      sourceSize: 10,
      sourceSha256: 'e'.repeat(64),
      model,
      verdict: null,
    };
    const kept = await createBudget(client, budget);
    const removed = await createBudget(client, {
      ...budget,
      id: crypto.randomUUID(),
      title: 'Se borra',
    });
    await client.from('budgets').delete().eq('id', removed.id);
    await updateBudget(client, kept.id, kept.updatedAt, { title: 'Corregido' });
    await stopServer(first.child, 'SIGKILL');

    const again = await serve();
    const reopened = await signedIn(again.origin);
    expect((await getBudget(reopened, kept.id))?.title).toBe('Corregido');
    expect((await listBudgets(reopened)).map((budget) => budget.id)).toEqual([kept.id]);
    await stopServer(again.child, 'SIGTERM');
  });
});
