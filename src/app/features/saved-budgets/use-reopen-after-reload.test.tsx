// @vitest-environment jsdom
/**
 * A reload keeps the open budget: the saved budget a tab shows is remembered in that tab's
 * sessionStorage, per user, and opened again from the real local server on the next load.
 */
import '../../testing/setup-dom.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import type { TestServer } from '../../../../server/testing/start-test-server.ts';
import { startTestServerInDom } from '../../testing/start-test-server-in-dom.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { createBudget, deleteBudget } from './budgets-api.ts';
import type { SavedDocument } from './saved-document.ts';
import { useReopenAfterReload } from './use-reopen-after-reload.ts';

let server: TestServer;
let ana: SupabaseClient;
let anaId: string;
let savedId: string;

const budget: Budget = {
  id: 'PRE-2026-321',
  client: 'Recarga SL',
  items: [],
  total: 0,
  availableColumns: ['CÓDIGO', 'RESUMEN'],
};

function Page({
  userId,
  openId,
  opened,
}: {
  userId: string | undefined;
  openId: string | undefined;
  opened: SavedDocument[];
}) {
  useReopenAfterReload({ client: ana, userId, openId, onReopen: (doc) => opened.push(doc) });
  return null;
}

const remembered = (userId: string) =>
  sessionStorage.getItem(`presupuestos:presupuesto-abierto:${userId}`);

beforeAll(async () => {
  server = await startTestServerInDom();
  const user = await addUser(server.context.store, 'recarga@empresa.test', 'secreto-1');
  anaId = user.id;
  ana = server.client();
  await ana.auth.signInWithPassword({ email: 'recarga@empresa.test', password: 'secreto-1' });
  const { check, warnings } = checkParseResult({ budget, warnings: [] });
  savedId = (
    await createBudget(ana, {
      id: crypto.randomUUID(),
      title: '',
      client: 'Recarga SL',
      code: budget.id,
      sourceName: 'recarga.txt',
      sourceKind: 'txt',
      sourceSize: 1,
      sourceSha256: 'f'.repeat(64),
      model: budget,
      verdict: { check, warnings },
    })
  ).id;
});

afterAll(async () => {
  await server?.stop();
});

beforeEach(() => sessionStorage.clear());

describe('after a reload', () => {
  it('remembers the saved budget shown, and opens it again from the server on the next load', async () => {
    const first: SavedDocument[] = [];
    const { unmount } = render(<Page userId={anaId} openId={savedId} opened={first} />);
    await waitFor(() => expect(remembered(anaId)).toBe(savedId));
    unmount();

    const reloaded: SavedDocument[] = [];
    render(<Page userId={anaId} openId={undefined} opened={reloaded} />);
    await waitFor(() => expect(reloaded).toHaveLength(1));
    expect(reloaded[0]!.origin).toMatchObject({ kind: 'saved', summary: { id: savedId } });
    expect(reloaded[0]!.result.budget.client).toBe('Recarga SL');
    expect(first).toHaveLength(0);
  });

  it('opens it again under StrictMode too, whose doubled effects run the first load twice', async () => {
    sessionStorage.setItem(`presupuestos:presupuesto-abierto:${anaId}`, savedId);
    const reloaded: SavedDocument[] = [];
    render(
      <StrictMode>
        <Page userId={anaId} openId={undefined} opened={reloaded} />
      </StrictMode>,
    );
    await waitFor(() => expect(reloaded).toHaveLength(1));
    expect(reloaded[0]!.origin).toMatchObject({ kind: 'saved', summary: { id: savedId } });
  });

  it('opens nothing for another user, and forgets a budget that no longer exists', async () => {
    sessionStorage.setItem(`presupuestos:presupuesto-abierto:${anaId}`, savedId);
    const other: SavedDocument[] = [];
    render(<Page userId="otra-persona" openId={undefined} opened={other} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other).toHaveLength(0);

    const gone = crypto.randomUUID();
    sessionStorage.setItem(`presupuestos:presupuesto-abierto:${anaId}`, gone);
    const opened: SavedDocument[] = [];
    render(<Page userId={anaId} openId={undefined} opened={opened} />);
    await waitFor(() => expect(remembered(anaId)).toBeNull());
    expect(opened).toHaveLength(0);
  });

  it('forgets the budget once a new reading, not yet saved, is shown instead', async () => {
    const opened: SavedDocument[] = [];
    const { rerender } = render(<Page userId={anaId} openId={savedId} opened={opened} />);
    await waitFor(() => expect(remembered(anaId)).toBe(savedId));
    rerender(<Page userId={anaId} openId={undefined} opened={opened} />);
    await waitFor(() => expect(remembered(anaId)).toBeNull());
    await deleteBudget(ana, savedId);
  });
});
