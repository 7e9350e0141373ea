// @vitest-environment jsdom
/**
 * 'Mis presupuestos' and kept originals whose upload stopped half way, with a
 * real supabase-js client against the real local server: opening the list
 * deletes the user's own interrupted files (and says so), and a file still
 * arriving is shown as such where its download would be, never as a download
 * that would fail its hash.
 */
import '../../testing/setup-dom.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Budget } from '../../../budget/model/budget.ts';
import {
  NODE_CLIENT_OPTIONS,
  type TestServer,
} from '../../../../server/testing/start-test-server.ts';
import { startTestServerInDom } from '../../testing/start-test-server-in-dom.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { originalFileTexts, savedBudgetTexts } from '../../texts.ts';
import { keepOriginalFile, listKeptOriginals } from './budget-files-api.ts';
import { createBudget, type SavedBudgetSummary } from './budgets-api.ts';
import { KEPT_ORIGINAL_PART_BYTES } from './original-file-limits.ts';
import SavedBudgetsList from './saved-budgets-list.tsx';

const PASSWORD = 'secreto-1';
/** Longer ago than budget_file_upload_idle_limit() (5 minutes). */
const LONG_AGO = '2026-01-01T00:00:00Z';

let server: TestServer;
let admin: SupabaseClient;

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, PASSWORD);
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

async function save(client: SupabaseClient, title: string): Promise<SavedBudgetSummary> {
  const model: Budget = { id: 'PRE-1', client: 'X', items: [], total: 0, availableColumns: [] };
  return createBudget(client, {
    id: crypto.randomUUID(),
    title,
    client: 'X',
    code: 'PRE-1',
    sourceName: `${title}.pdf`,
    sourceKind: 'pdf',
    sourceSize: 1,
    sourceSha256: 'a'.repeat(64),
    model,
    verdict: null,
  });
}

/** What a closed tab leaves: the file declared at 1 MiB and its first part only. */
async function startUpload(client: SupabaseClient, budgetId: string): Promise<void> {
  const declared = await client.from('budget_files').insert({
    budget_id: budgetId,
    name: 'planos.pdf',
    size: 4 * KEPT_ORIGINAL_PART_BYTES,
    sha256: 'b'.repeat(64),
  });
  expect(declared.error).toBeNull();
  const part = await client.from('budget_file_parts').insert({
    budget_id: budgetId,
    part: 0,
    content: `\\x${'ab'.repeat(KEPT_ORIGINAL_PART_BYTES)}`,
  });
  expect(part.error).toBeNull();
}

/** As if nothing had arrived for this file for longer than the limit. */
async function makeIdle(budgetId: string): Promise<void> {
  for (const [table, column] of [
    ['budget_files', 'created_at'],
    ['budget_file_parts', 'written_at'],
  ] as const) {
    const { error } = await admin
      .from(table)
      .update({ [column]: LONG_AGO })
      .eq('budget_id', budgetId);
    expect(error).toBeNull();
  }
}

function row(title: string): HTMLElement {
  const list = screen.getByRole('list', { name: savedBudgetTexts.listTitle });
  const item = within(list)
    .getAllByRole('listitem')
    .find((entry) => entry.querySelector('p')?.textContent === title);
  expect(item, title).toBeDefined();
  return item!;
}

beforeAll(async () => {
  server = await startTestServerInDom();
  admin = createClient(server.origin, server.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...NODE_CLIENT_OPTIONS,
  });
});

afterAll(async () => {
  await server?.stop();
});

it('deletes on opening only the interrupted originals, says so, and shows one still arriving without a download', async () => {
  const ana = await signedIn('ana@empresa.test');
  const luis = await signedIn('luis@empresa.test');
  const complete = await save(ana, 'Completo');
  const underWay = await save(ana, 'En curso');
  const interrupted = await save(ana, 'Interrumpido');
  const luisInterrupted = await save(luis, 'De Luis');
  await keepOriginalFile(ana, complete.id, { name: 'entero.pdf', bytes: new Uint8Array(1000) });
  for (const [client, budget] of [
    [ana, underWay],
    [ana, interrupted],
    [luis, luisInterrupted],
  ] as const)
    await startUpload(client, budget.id);
  // A complete file stays complete however old.
  for (const budget of [complete, interrupted, luisInterrupted]) await makeIdle(budget.id);

  render(
    <>
      <SavedBudgetsList
        client={ana}
        onOpen={() => undefined}
        downloads={[]}
        onSaveFile={() => undefined}
      />
      <Toaster />
    </>,
  );
  expect(
    await screen.findByText(originalFileTexts.interruptedDeleted(1), {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
  await within(row('Completo')).findByRole(
    'button',
    { name: originalFileTexts.downloadLabel('Completo') },
    { timeout: 10_000 },
  );
  expect(within(row('En curso')).getByText(originalFileTexts.uploadingNote)).toBeInTheDocument();
  for (const title of ['En curso', 'Interrumpido'])
    expect(
      within(row(title)).queryByRole('button', { name: originalFileTexts.downloadLabel(title) }),
    ).not.toBeInTheDocument();
  expect(within(row('Interrumpido')).queryByText(originalFileTexts.interruptedNote)).toBeNull();

  const left = await listKeptOriginals(ana, [complete.id, underWay.id, interrupted.id]);
  expect([...left.keys()].sort()).toEqual([complete.id, underWay.id].sort());
  // Luis's own interrupted file is his to clean up, from his own list.
  expect((await listKeptOriginals(luis, [luisInterrupted.id])).get(luisInterrupted.id)?.state).toBe(
    'interrupted',
  );
});
