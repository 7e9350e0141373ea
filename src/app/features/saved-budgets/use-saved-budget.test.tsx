// @vitest-environment jsdom
/**
 * What the page's saver saves, with a real supabase-js client against the real local server:
 * a reading with no item (spec §5's ERROR item alone, or none) is no budget, so it leaves no
 * entry in 'Mis presupuestos' and no "Guardado" under the preview, until the user makes an
 * item of it.
 */
import '../../testing/setup-dom.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { demolitionBudget } from '../../../budget/testing/demolition-budget.ts';
import { makeErrorBudget } from '../../../budget/parse/make-error-budget.ts';
import type { TestServer } from '../../../../server/testing/start-test-server.ts';
import { startTestServerInDom } from '../../testing/start-test-server-in-dom.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { listBudgets } from './budgets-api.ts';
import type { SavedDocument } from './saved-document.ts';
import { useSavedBudget } from './use-saved-budget.ts';

let server: TestServer;

function itemBudget(): Budget {
  return demolitionBudget(120, { id: 'PRE-2026-002' });
}

function reading(budget: Budget): CheckedParseResult {
  return checkParseResult({ budget, warnings: [] });
}

function file(name: string, text: string): File {
  return new NodeFile([new TextEncoder().encode(text)], name, {
    type: 'text/plain',
  }) as unknown as File;
}

/**
 * The page's part: the document on screen, with the box to keep originals ticked. As on the
 * page, whose corrections hook adjusts its state during render, a new document first renders
 * (in a pass React discards) with the previous document's result.
 */
function Harness({ client, document }: { client: SupabaseClient; document: SavedDocument }) {
  const [corrected, setCorrected] = useState(document);
  if (corrected !== document) setCorrected(document);
  const saved = useSavedBudget(client, { origin: document.origin, result: corrected.result }, true);
  return (
    <>
      <p data-testid="status">{saved.status.state}</p>
      <p data-testid="open">{saved.openId ?? 'none'}</p>
      <p data-testid="original">{saved.original.state}</p>
    </>
  );
}

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, 'secreto-1');
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'secreto-1' });
  expect(error).toBeNull();
  return client;
}

/** A save on a busy machine (two cores, many test runs) takes more than waitFor's second. */
const SAVE_WAIT = { timeout: 8000 };

/** Long enough for a save to have started and landed: the saver waits a paint, then hashes. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

beforeAll(async () => {
  server = await startTestServerInDom();
});

afterAll(async () => {
  await server?.stop();
});

const nothingReadings: Array<[string, () => Budget]> = [
  [
    "spec §5's ERROR item alone",
    () =>
      makeErrorBudget(
        'No se han podido extraer elementos específicos. Revise el formato.',
        'Cliente no identificado',
        { format: 'text', fileName: 'carta.txt' },
      ),
  ],
  ['no item at all', () => ({ ...itemBudget(), items: [], total: 0 })],
];

describe('a reading with no item', () => {
  it.each(nothingReadings)(
    '(%s) is not saved, nor its file kept, and says nothing of the budget saved before it',
    async (_, nothing) => {
      const client = await signedIn(`nada.${nothing().items.length}@empresa.test`);
      const first: SavedDocument = {
        origin: { kind: 'import', source: file('obra.txt', 'CÓDIGO RESUMEN\n01.01 m2 Tabique\n') },
        result: reading(itemBudget()),
      };
      const { rerender } = render(<Harness client={client} document={first} />);
      await waitFor(
        () => expect(screen.getByTestId('status')).toHaveTextContent('saved'),
        SAVE_WAIT,
      );
      await waitFor(
        () => expect(screen.getByTestId('original')).toHaveTextContent('kept'),
        SAVE_WAIT,
      );
      expect(await listBudgets(client)).toHaveLength(1);

      const empty: SavedDocument = {
        origin: { kind: 'import', source: file('carta.txt', 'Querido amigo: te escribo') },
        result: reading(nothing()),
      };
      rerender(<Harness client={client} document={empty} />);
      // From its first render: no "Guardado" of the budget before, no row marked as open.
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(screen.getByTestId('open')).toHaveTextContent('none');
      await settle();
      expect(screen.getByTestId('status')).toHaveTextContent('idle');
      expect(screen.getByTestId('original')).toHaveTextContent('idle');
      expect((await listBudgets(client)).map((budget) => budget.sourceName)).toEqual(['obra.txt']);
    },
  );

  it('is saved once the user makes an item of it, as one budget', async () => {
    const client = await signedIn('corrige@empresa.test');
    const origin: SavedDocument['origin'] = {
      kind: 'import',
      source: 'Querido amigo: te escribo para contarte',
    };
    const { rerender } = render(
      <Harness client={client} document={{ origin, result: reading(nothingReadings[0]![1]()) }} />,
    );
    await settle();
    expect(await listBudgets(client)).toHaveLength(0);

    // The same document, corrected by hand: it now holds an item.
    rerender(<Harness client={client} document={{ origin, result: reading(itemBudget()) }} />);
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('saved'), SAVE_WAIT);
    const saved = await listBudgets(client);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.total).toBe(120);
  });
});
