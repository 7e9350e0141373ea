/**
 * Ana, the user whose heavy work bench/heavy-request-latency.bench.ts runs,
 * in a process of her own, as a second user's browser would be: her client
 * serialises 3.5 MB of JSON for every save (supabase-js's JSON.stringify,
 * 15-40 ms of CPU), and in the bench's own process that held the event loop
 * on which Luis's requests are timed, adding her client's work to his
 * figures. Started with fork(); told by messages what to do:
 *   { work: 'uploads' | 'saves' } repeats that work until { stop: true }
 *   (at least once), then answers { done: <ms of each upload or save> }.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { NODE_CLIENT_OPTIONS } from '../../server/testing/start-test-server.ts';
import { keepOriginalFile } from '../../src/app/features/saved-budgets/budget-files-api.ts';
import { createBudget, type NewBudget } from '../../src/app/features/saved-budgets/budgets-api.ts';
import { KEPT_ORIGINAL_MAX_BYTES } from '../../src/app/features/saved-budgets/original-file-limits.ts';
import type { Budget } from '../../src/budget/model/budget.ts';
import { generateBudget } from '../../src/budget/testing/generate-budget.ts';

export type HeavyWork = 'uploads' | 'saves';
export type HeavyUserMessage = { work: HeavyWork } | { stop: true };
export interface HeavyUserStart {
  origin: string;
  anonKey: string;
  email: string;
  password: string;
}

function newBudget(model: Budget): NewBudget {
  return {
    id: crypto.randomUUID(),
    title: 'Hospital',
    client: model.client,
    code: model.id,
    sourceName: 'hospital.bc3',
    sourceKind: 'bc3',
    sourceSize: 1,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  };
}

async function deleteAll(ana: SupabaseClient): Promise<void> {
  const { error } = await ana.from('budgets').delete().not('id', 'is', null);
  if (error !== null) throw new Error(error.message);
}

/** Keeps 10 MiB originals, one per new budget, at most four (the 50 MiB quota holds them). */
async function uploads(ana: SupabaseClient, stopped: () => boolean): Promise<number[]> {
  const fileBytes = new Uint8Array(KEPT_ORIGINAL_MAX_BYTES).map((_, index) => (index * 7) % 251);
  const times: number[] = [];
  for (let file = 0; file < 4 && (file === 0 || !stopped()); file++) {
    const budget = await createBudget(ana, newBudget(generateBudget({ itemCount: 5 })));
    const started = performance.now();
    await keepOriginalFile(ana, budget.id, { name: 'grande.pdf', bytes: fileBytes });
    times.push(performance.now() - started);
  }
  // Free the quota for what comes next.
  await deleteAll(ana);
  return times;
}

/** Saves 5,000-item budgets one after another. */
async function saves(ana: SupabaseClient, stopped: () => boolean): Promise<number[]> {
  const model = generateBudget({ itemCount: 5_000, seed: 24, measurements: true });
  const times: number[] = [];
  while (times.length === 0 || !stopped()) {
    const started = performance.now();
    await createBudget(ana, newBudget(model));
    times.push(performance.now() - started);
    // Stay under the 50 MiB quota: a save is about 3.5 MB.
    if (times.length % 10 === 0) await deleteAll(ana);
  }
  await deleteAll(ana);
  return times;
}

const start = JSON.parse(process.env.HEAVY_USER ?? 'null') as HeavyUserStart | null;
if (start === null || process.send === undefined) throw new Error('start me with fork()');
const ana = createClient(start.origin, start.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  ...NODE_CLIENT_OPTIONS,
});
const { error } = await ana.auth.signInWithPassword({
  email: start.email,
  password: start.password,
});
if (error !== null) throw new Error(error.message);

let stop = false;
process.on('message', (message: HeavyUserMessage) => {
  if ('stop' in message) {
    stop = true;
    return;
  }
  stop = false;
  const run = message.work === 'uploads' ? uploads : saves;
  run(ana, () => stop).then(
    (done) => process.send!({ done }),
    (failure: unknown) => {
      console.error(failure);
      process.exit(1);
    },
  );
});
process.send({ ready: true });
