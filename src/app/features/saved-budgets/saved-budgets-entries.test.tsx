// @vitest-environment jsdom
/**
 * 'Mis presupuestos' past a few budgets (issue 22), with a real supabase-js client against the
 * real local server: each entry's name, client, total and verdict; a search that ignores
 * accents and ñ; a row's downloads; and a reading of bytes already saved, which asks.
 */
import '../../testing/setup-dom.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { demolitionBudget } from '../../../budget/testing/demolition-budget.ts';
import { formatMoney } from '../../../budget/model/format-money.ts';
import type { TestServer } from '../../../../server/testing/start-test-server.ts';
import { startTestServerInDom } from '../../testing/start-test-server-in-dom.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { savedBudgetTexts, userBudgetTexts, verdictBadgeTexts } from '../../texts.ts';
import { createBudget, listBudgets } from './budgets-api.ts';
import { DuplicateSourceDialog } from './duplicate-source-dialog.tsx';
import { sha256Hex } from './hash-source.ts';
import { listFacts, type SavedDocument } from './saved-document.ts';
import SavedBudgetsList, { type SavedBudgetDownload } from './saved-budgets-list.tsx';
import { useSavedBudget } from './use-saved-budget.ts';

let server: TestServer;
let ana: SupabaseClient;
let eva: SupabaseClient;

function model(overrides: Partial<Budget> = {}): Budget {
  return demolitionBudget(12345, overrides);
}

async function save(client: SupabaseClient, budget: Budget, sourceName: string, sha = 'c') {
  const { check, warnings } = checkParseResult({ budget, warnings: [] });
  return createBudget(client, {
    id: crypto.randomUUID(),
    title: '',
    ...listFacts(budget),
    sourceName,
    sourceKind: 'pdf',
    sourceSize: 10,
    sourceSha256: sha.repeat(64),
    model: budget,
    verdict: { check, warnings },
  });
}

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, 'secreto-1');
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'secreto-1' });
  expect(error).toBeNull();
  return client;
}

function renderList(client: SupabaseClient) {
  const downloaded: Array<{ format: string; id: string }> = [];
  const downloads: SavedBudgetDownload[] = [
    [savedBudgetTexts.formatWord, true] as const,
    [savedBudgetTexts.formatBc3, false] as const,
    [savedBudgetTexts.formatExcel, false] as const,
  ].map(([format, confirmWithoutPrices]) => ({
    format,
    confirmWithoutPrices,
    download: async (budget) => {
      downloaded.push({ format, id: budget.id });
    },
  }));
  render(
    <SavedBudgetsList
      client={client}
      onOpen={() => undefined}
      downloads={downloads}
      onSaveFile={() => undefined}
    />,
  );
  return { downloaded };
}

const entries = () =>
  within(screen.getByRole('list', { name: savedBudgetTexts.listTitle })).getAllByRole('listitem');

beforeAll(async () => {
  server = await startTestServerInDom();
  ana = await signedIn('ana.entradas@empresa.test');
  eva = await signedIn('eva.entradas@empresa.test');
  await save(
    ana,
    model({ title: 'URBANIZACIÓN LAS LOMAS', client: 'Ayto. de Peñaranda', statedTotal: 12345 }),
    'grupo-rg-platform__P030326_URBANIZACION_LAS_LOMAS_FASE_2.pdf',
  );
  await save(ana, model({ client: 'Comunidad Sol', id: 'PRE-2026-002' }), 'sol.pdf');
  await save(ana, model({ id: 'PRE-2026-003' }), 'P030326 PRESUPUESTO ALBAÑILERIA.pdf');
});

afterAll(async () => {
  await server?.stop();
});

describe('each entry of Mis presupuestos', () => {
  it('names it by its work title, else its client, else its file, with its total and verdict, last saved first', async () => {
    renderList(ana);
    await screen.findByRole('list', { name: savedBudgetTexts.listTitle });
    const [masonry, sol, urbanization] = entries();
    expect(within(urbanization!).getByTitle('URBANIZACIÓN LAS LOMAS')).toBeInTheDocument();
    expect(urbanization).toHaveTextContent('Ayto. de Peñaranda');
    // formatMoney puts a no-break space before €; the matcher reads it as a space.
    expect(formatMoney(12345).replace(/\s/g, ' ')).toBe('12.345,00 €');
    expect(urbanization).toHaveTextContent('12.345,00 €');
    expect(
      within(urbanization!).getByLabelText(verdictBadgeTexts.label('Cuadra')),
    ).toHaveTextContent('Cuadra');
    expect(within(sol!).getByTitle('Comunidad Sol')).toBeInTheDocument();
    expect(
      within(sol!).getByLabelText(verdictBadgeTexts.label('Sin comprobar')),
    ).toBeInTheDocument();
    // No title, no client ("Cliente no identificado" is none): the file's name, whole.
    expect(within(masonry!).getByTitle('P030326 PRESUPUESTO ALBAÑILERIA')).toBeInTheDocument();
    expect(masonry).not.toHaveTextContent('Cliente no identificado');
  });

  it('lets a long file name wrap after its separators, never mid-word', async () => {
    renderList(ana);
    await screen.findByRole('list', { name: savedBudgetTexts.listTitle });
    const urbanization = entries()[2]!;
    const file = within(urbanization).getByText(
      (_, element) =>
        element?.tagName === 'SPAN' &&
        element.textContent === 'grupo-rg-platform__P030326_URBANIZACION_LAS_LOMAS_FASE_2.pdf',
    );
    expect(file.querySelectorAll('wbr').length).toBeGreaterThan(5);
  });

  it('finds URBANIZACIÓN from "urbanizacion" and ALBAÑILERIA from "albanileria"', async () => {
    const user = userEvent.setup();
    renderList(ana);
    const search = await screen.findByLabelText(savedBudgetTexts.searchLabel);
    await user.type(search, 'urbanizacion');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]).toHaveTextContent('URBANIZACIÓN LAS LOMAS');
    await user.clear(search);
    await user.type(search, 'albanileria');
    await waitFor(() => expect(entries()[0]).toHaveTextContent('P030326 PRESUPUESTO ALBAÑILERIA'));
    expect(entries()).toHaveLength(1);
    await user.clear(search);
    await user.type(search, 'PENARANDA');
    await waitFor(() => expect(entries()).toHaveLength(1));
  });

  it('downloads the .bc3 and the Excel from the row, and a Word without prices only once confirmed', async () => {
    const user = userEvent.setup();
    const unpriced = model({
      id: 'PRE-SIN-PRECIOS',
      client: 'Sin precios SL',
      availableColumns: ['CÓDIGO', 'RESUMEN', 'CANTIDAD'],
      items: [{ ...model().items[0]!, precio_unitario: 0, total: 0 }],
      total: 0,
    });
    await save(eva, unpriced, 'mediciones.txt');
    const { downloaded } = renderList(eva);
    const name = 'Sin precios SL';
    await user.click(
      await screen.findByRole('button', {
        name: savedBudgetTexts.downloadFormatLabel(savedBudgetTexts.formatBc3, name),
      }),
    );
    await user.click(
      screen.getByRole('button', {
        name: savedBudgetTexts.downloadFormatLabel(savedBudgetTexts.formatExcel, name),
      }),
    );
    await waitFor(() => expect(downloaded).toHaveLength(2));
    expect(downloaded.map((entry) => entry.format)).toEqual(['.bc3', 'Excel']);

    await user.click(screen.getByRole('button', { name: savedBudgetTexts.downloadLabel(name) }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(userBudgetTexts.noPricesMessage);
    await user.click(within(dialog).getByRole('button', { name: userBudgetTexts.noPricesCancel }));
    expect(downloaded).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: savedBudgetTexts.downloadLabel(name) }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: userBudgetTexts.noPricesConfirm,
      }),
    );
    await waitFor(() => expect(downloaded).toHaveLength(3));
    expect(downloaded[2]).toEqual({ format: 'Word', id: 'PRE-SIN-PRECIOS' });
  });
});

function reading(budget: Budget): CheckedParseResult {
  return checkParseResult({ budget, warnings: [] });
}

/** The page's part: the saver, the question, and what the page shows after the answer. */
function DuplicateHarness({ document }: { document: SavedDocument }) {
  const [shown, setShown] = useState(document);
  const saved = useSavedBudget(eva, shown);
  return (
    <>
      <p data-testid="shown">{shown.origin.kind}</p>
      <p data-testid="status">{saved.status.state}</p>
      <DuplicateSourceDialog
        duplicate={saved.duplicate}
        onChoose={(choice) =>
          void saved.resolveDuplicate(choice).then((next) => next && setShown(next))
        }
      />
    </>
  );
}

describe('a file already saved, uploaded again', () => {
  const bytes = new TextEncoder().encode('CÓDIGO RESUMEN\n01.01 m2 Demolición de tabique\n');
  const file = () =>
    new NodeFile([bytes], 'repetido.txt', { type: 'text/plain' }) as unknown as File;
  let first: Awaited<ReturnType<typeof save>>;

  beforeAll(async () => {
    first = await save(eva, model({ client: 'Repetido SA' }), 'repetido.txt', '0');
    // The row as the app saves it: with the hash of the file's bytes.
    await eva
      .from('budgets')
      .update({ source_sha256: await sha256Hex(bytes.buffer) })
      .eq('id', first.id);
  });

  it('asks, saves nothing meanwhile, and opens the saved budget when the user says so', async () => {
    const user = userEvent.setup();
    render(
      <DuplicateHarness
        document={{ origin: { kind: 'import', source: file() }, result: reading(model()) }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(savedBudgetTexts.duplicateTitle(true));
    expect(dialog).toHaveTextContent('«Repetido SA»');
    expect(await listBudgets(eva, 'repetido.txt')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: savedBudgetTexts.duplicateOpen }));
    await waitFor(() => expect(screen.getByTestId('shown')).toHaveTextContent('saved'));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('saved'));
    expect(await listBudgets(eva, 'repetido.txt')).toHaveLength(1);
  });

  it('keeps both when the user says so: a second budget from the same file', async () => {
    const user = userEvent.setup();
    render(
      <DuplicateHarness
        document={{ origin: { kind: 'import', source: file() }, result: reading(model()) }}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(
      within(dialog).getByRole('button', { name: savedBudgetTexts.duplicateKeepBoth }),
    );
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('saved'));
    expect(screen.getByTestId('shown')).toHaveTextContent('import');
    expect(await listBudgets(eva, 'repetido.txt')).toHaveLength(2);
  });
});
