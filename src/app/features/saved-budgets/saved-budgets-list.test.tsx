// @vitest-environment jsdom
/**
 * 'Mis presupuestos' and the save status with a real supabase-js client
 * against the real local server: the policies decide what the list shows.
 */
import '../../testing/setup-dom.ts';
import type { SupabaseClient } from '@supabase/supabase-js';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { Toaster } from 'sonner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParseResult, type CheckedParseResult } from '../../../budget/check/judge-reading.ts';
import type { Budget } from '../../../budget/model/budget.ts';
import { demolitionBudget } from '../../../budget/testing/demolition-budget.ts';
import {
  NODE_CLIENT_OPTIONS,
  type TestServer,
} from '../../../../server/testing/start-test-server.ts';
import { startTestServerInDom } from '../../testing/start-test-server-in-dom.ts';
import { createClient } from '@supabase/supabase-js';
import {
  startOutageProxy,
  type OutageProxy,
} from '../../../../server/testing/start-outage-proxy.ts';
import { addUser } from '../../../../server/users/user-admin.ts';
import { originalFileTexts, savedBudgetTexts } from '../../texts.ts';
import { getOriginalFile, getStorageUsage, keepOriginalFile } from './budget-files-api.ts';
import { createBudget, getBudget, listBudgets } from './budgets-api.ts';
import { KEPT_ORIGINAL_MAX_BYTES } from './original-file-limits.ts';
import { OriginalStatusLine } from './original-status.tsx';
import { SaveStatusLine } from './save-status.tsx';
import type { SavedDocument } from './saved-document.ts';
import SavedBudgetsList, { type SavedBudgetDownload } from './saved-budgets-list.tsx';
import { useSavedBudget } from './use-saved-budget.ts';

const PASSWORD = 'secreto-1';
let server: TestServer;
let ana: SupabaseClient;
let luis: SupabaseClient;
/** A server down for good: every request fails as it does offline. */
let unreachable: OutageProxy;

function reading(client: string, code: string, total: number): CheckedParseResult {
  const budget = demolitionBudget(total, {
    id: code,
    client,
    source: { format: 'txt', fileName: 'obra.txt' },
  });
  return checkParseResult({ budget, warnings: [] });
}

async function save(client: SupabaseClient, title: string, owner: string, code: string) {
  const { budget, check, warnings } = reading(owner, code, 100);
  return createBudget(client, {
    id: crypto.randomUUID(),
    title,
    client: owner,
    code,
    sourceName: `${title}.txt`,
    sourceKind: 'txt',
    sourceSize: 10,
    sourceSha256: 'c'.repeat(64),
    model: budget,
    verdict: { check, warnings },
  });
}

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, PASSWORD);
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return client;
}

function renderList(client: SupabaseClient, opened: SavedDocument[] = []) {
  const downloads: Budget[] = [];
  const exports: Array<{ format: string; id: string }> = [];
  const files: Array<{ name: string; bytes: Uint8Array }> = [];
  const formats: SavedBudgetDownload[] = [
    {
      format: savedBudgetTexts.formatWord,
      confirmWithoutPrices: true,
      download: async (budget) => {
        downloads.push(budget);
      },
    },
    ...[savedBudgetTexts.formatBc3, savedBudgetTexts.formatExcel].map((format) => ({
      format,
      confirmWithoutPrices: false,
      download: async (budget: Budget) => {
        exports.push({ format, id: budget.id });
      },
    })),
  ];
  render(
    <>
      <SavedBudgetsList
        client={client}
        onOpen={(document) => opened.push(document)}
        downloads={formats}
        onSaveFile={(bytes, name) => files.push({ name, bytes })}
      />
      <Toaster />
    </>,
  );
  return { downloads, exports, files };
}

function rowTitles(): string[] {
  const list = screen.getByRole('list', { name: savedBudgetTexts.listTitle });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

beforeAll(async () => {
  server = await startTestServerInDom();
  unreachable = await startOutageProxy();
  ana = await signedIn('ana@empresa.test');
  luis = await signedIn('luis@empresa.test');
  await save(ana, 'Reforma de cocina', 'CALLE TENERIFE', 'PRE-2026-001');
  await save(ana, 'Baño planta baja', 'COMUNIDAD SOL', 'PRE-2026-002');
  await save(luis, 'Obra de Luis', 'CALLE LUIS', 'PRE-2026-900');
});

afterAll(async () => {
  await unreachable?.close();
  await server?.stop();
});

describe('Mis presupuestos', () => {
  it("lists only the user's own budgets, newest first", async () => {
    renderList(ana);
    await screen.findByRole('list', { name: savedBudgetTexts.listTitle });
    expect(rowTitles()).toEqual(['Baño planta baja', 'Reforma de cocina']);
  });

  it('searches by client on the server', async () => {
    const user = userEvent.setup();
    renderList(ana);
    await screen.findByRole('list', { name: savedBudgetTexts.listTitle });
    await user.type(screen.getByLabelText(savedBudgetTexts.searchLabel), 'tenerife');
    await waitFor(() => expect(rowTitles()).toEqual(['Reforma de cocina']));
    await user.clear(screen.getByLabelText(savedBudgetTexts.searchLabel));
    await user.type(screen.getByLabelText(savedBudgetTexts.searchLabel), 'de Luis');
    expect(await screen.findByText(savedBudgetTexts.noMatches)).toBeInTheDocument();
  });

  it('opens a budget with its model and verdict, and downloads its Word from the row', async () => {
    const user = userEvent.setup();
    const opened: SavedDocument[] = [];
    const { downloads } = renderList(ana, opened);
    await user.click(
      await screen.findByRole('button', { name: savedBudgetTexts.openLabel('Reforma de cocina') }),
    );
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]!.origin.kind).toBe('saved');
    expect(opened[0]!.result.budget.client).toBe('CALLE TENERIFE');
    expect(opened[0]!.result.check.parsed).toBe(100);
    await user.click(
      screen.getByRole('button', { name: savedBudgetTexts.downloadLabel('Baño planta baja') }),
    );
    await waitFor(() => expect(downloads.map((budget) => budget.id)).toEqual(['PRE-2026-002']));
  });

  it('renames a budget from the keyboard and deletes one only after confirming', async () => {
    const user = userEvent.setup();
    const target = await save(ana, 'Borrador', 'CLIENTE TEMPORAL', 'PRE-2026-777');
    renderList(ana);
    await screen.findByRole('list', { name: savedBudgetTexts.listTitle });
    screen.getByRole('button', { name: savedBudgetTexts.renameLabel('Borrador') }).focus();
    await user.keyboard('{Enter}');
    const field = screen.getByLabelText(savedBudgetTexts.renameInputLabel);
    await user.clear(field);
    await user.type(field, 'Ático definitivo{Enter}');
    await waitFor(() => expect(rowTitles()).toContain('Ático definitivo'));
    expect((await getBudget(ana, target.id))?.title).toBe('Ático definitivo');

    await user.click(
      screen.getByRole('button', { name: savedBudgetTexts.deleteLabel('Ático definitivo') }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: savedBudgetTexts.cancel }));
    expect(await getBudget(ana, target.id)).not.toBeNull();

    await user.click(
      screen.getByRole('button', { name: savedBudgetTexts.deleteLabel('Ático definitivo') }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: savedBudgetTexts.deleteConfirm,
      }),
    );
    await waitFor(() => expect(rowTitles()).not.toContain('Ático definitivo'));
    expect(await getBudget(ana, target.id)).toBeNull();
    expect((await listBudgets(luis)).map((budget) => budget.title)).toEqual(['Obra de Luis']);
  });

  it('says in Spanish when the server cannot be reached', async () => {
    const offline = createClient(unreachable.origin, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...NODE_CLIENT_OPTIONS,
    });
    renderList(offline);
    // supabase-js itself retries a failed read a few times before it answers.
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      savedBudgetTexts.loadErrorTitle,
    );
    expect(screen.getByRole('button', { name: savedBudgetTexts.retry })).toBeInTheDocument();
  });
});

function SavedBudgetHarness({
  client,
  document,
  keepOriginal = false,
}: {
  client: SupabaseClient;
  document: SavedDocument;
  keepOriginal?: boolean;
}) {
  const saved = useSavedBudget(client, document, keepOriginal);
  return (
    <>
      <SaveStatusLine
        status={saved.status}
        onReload={() => undefined}
        onSaveAsCopy={saved.saveAsCopy}
      />
      <OriginalStatusLine status={saved.original} />
    </>
  );
}

describe('saving the budget on the page', () => {
  it('saves a new reading with its file facts and says Guardado', async () => {
    // jsdom's File cannot be read as bytes; a browser's (and Node's) can.
    const file = new NodeFile(['CÓDIGO RESUMEN\n01.01 Demolición'], 'garaje.txt', {
      type: 'text/plain',
    }) as unknown as File;
    const document: SavedDocument = {
      origin: { kind: 'import', source: file },
      result: reading('GARAJE NORTE', 'PRE-2026-321', 50),
    };
    render(<SavedBudgetHarness client={ana} document={document} />);
    expect(await screen.findByText(savedBudgetTexts.saved)).toBeInTheDocument();
    const [row] = await listBudgets(ana, 'garaje.txt');
    const stored = await getBudget(ana, row!.id);
    expect(stored).toMatchObject({
      sourceName: 'garaje.txt',
      sourceKind: 'txt',
      sourceSize: file.size,
    });
    // sha256sum of the same bytes.
    const expected = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
    expect(stored?.sourceSha256).toBe(Buffer.from(expected).toString('hex'));
  });

  it('saves every state the user reaches, an undo included, and says Guardado only once the server holds it', async () => {
    const origin: SavedDocument['origin'] = { kind: 'import', source: 'PRE pegado deshacer' };
    const asRead = reading('DESHACER EN PÁGINA', 'PRE-2026-707', 100);
    const edited = reading('DESHACER EN PÁGINA', 'PRE-2026-707', 150);
    const { rerender } = render(
      <SavedBudgetHarness client={ana} document={{ origin, result: asRead }} />,
    );
    expect(await screen.findByText(savedBudgetTexts.saved)).toBeInTheDocument();
    const [row] = await listBudgets(ana, 'DESHACER EN PÁGINA');

    // The edit: not "Guardado" until the server acknowledged this version.
    rerender(<SavedBudgetHarness client={ana} document={{ origin, result: edited }} />);
    expect(screen.queryByText(savedBudgetTexts.saved)).toBeNull();
    expect(
      await screen.findByText(savedBudgetTexts.saved, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect((await getBudget(ana, row!.id))?.model.total).toBe(150);

    // The undo, back to the version first saved: saved again, and said only then.
    rerender(<SavedBudgetHarness client={ana} document={{ origin, result: asRead }} />);
    expect(screen.queryByText(savedBudgetTexts.saved)).toBeNull();
    expect(
      await screen.findByText(savedBudgetTexts.saved, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect((await getBudget(ana, row!.id))?.model.total).toBe(100);
  });

  it('keeps the budget and says it is retrying while the server cannot be reached', async () => {
    const offline = createClient(unreachable.origin, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      ...NODE_CLIENT_OPTIONS,
    });
    const document: SavedDocument = {
      origin: { kind: 'import', source: 'PRE pegado' },
      result: reading('SIN RED', 'PRE-2026-404', 10),
    };
    render(
      <>
        <SavedBudgetHarness client={offline} document={document} />
        <Toaster />
      </>,
    );
    expect(
      await screen.findByText(savedBudgetTexts.retrying(savedBudgetTexts.reasonNetwork)),
    ).toBeInTheDocument();
    expect(await screen.findByText(savedBudgetTexts.saveFailedTitle)).toBeInTheDocument();
  });
});

describe('keeping the original file', () => {
  it('keeps the file once the budget is saved, when the user chose to', async () => {
    const bytes = new Uint8Array(4_096).map((_, index) => (index * 13) % 256);
    const file = new NodeFile([bytes], 'original-sótano.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    const document: SavedDocument = {
      origin: { kind: 'import', source: file },
      result: reading('SÓTANO', 'PRE-2026-555', 70),
    };
    render(<SavedBudgetHarness client={ana} document={document} keepOriginal />);
    expect(await screen.findByText(originalFileTexts.kept)).toBeInTheDocument();
    const [row] = await listBudgets(ana, 'original-sótano');
    expect(await getOriginalFile(ana, row!.id)).toEqual({ name: 'original-sótano.pdf', bytes });
  });

  it('keeps a new file with its own budget, never with the budget shown before it', async () => {
    const first: SavedDocument = {
      origin: { kind: 'import', source: 'PRE pegado antes del archivo' },
      result: reading('ANTERIOR', 'PRE-2026-560', 10),
    };
    const { rerender } = render(<SavedBudgetHarness client={ana} document={first} keepOriginal />);
    expect(await screen.findByText(savedBudgetTexts.saved)).toBeInTheDocument();
    const [before] = await listBudgets(ana, 'ANTERIOR');

    const bytes = new Uint8Array([1, 2, 3, 4]);
    const second: SavedDocument = {
      origin: {
        kind: 'import',
        source: new NodeFile([bytes], 'siguiente.bc3') as unknown as File,
      },
      result: reading('SIGUIENTE', 'PRE-2026-561', 20),
    };
    rerender(<SavedBudgetHarness client={ana} document={second} keepOriginal />);
    expect(await screen.findByText(originalFileTexts.kept)).toBeInTheDocument();
    const [after] = await listBudgets(ana, 'siguiente.bc3');
    expect(await getOriginalFile(ana, after!.id)).toEqual({ name: 'siguiente.bc3', bytes });
    expect(await getOriginalFile(ana, before!.id)).toBeNull();
  });

  it('keeps only the budget when the user did not choose to', async () => {
    const file = new NodeFile(['01.01 Zanja'], 'sin-original.txt', {
      type: 'text/plain',
    }) as unknown as File;
    const document: SavedDocument = {
      origin: { kind: 'import', source: file },
      result: reading('SIN ORIGINAL', 'PRE-2026-556', 10),
    };
    render(<SavedBudgetHarness client={ana} document={document} />);
    expect(await screen.findByText(savedBudgetTexts.saved)).toBeInTheDocument();
    const [row] = await listBudgets(ana, 'sin-original');
    expect(await getOriginalFile(ana, row!.id)).toBeNull();
    expect(screen.queryByText(originalFileTexts.kept)).not.toBeInTheDocument();
  });

  it('saves the budget without a file over the size limit, and says why in Spanish', async () => {
    const file = new NodeFile([new Uint8Array(KEPT_ORIGINAL_MAX_BYTES + 1)], 'enorme.pdf', {
      type: 'application/pdf',
    }) as unknown as File;
    const document: SavedDocument = {
      origin: { kind: 'import', source: file },
      result: reading('ENORME', 'PRE-2026-557', 10),
    };
    render(
      <>
        <SavedBudgetHarness client={ana} document={document} keepOriginal />
        <Toaster />
      </>,
    );
    expect(await screen.findByText(savedBudgetTexts.saved)).toBeInTheDocument();
    expect(
      await screen.findByText(originalFileTexts.tooLargeMessage('10'), { exact: false }),
    ).toBeInTheDocument();
    const [row] = await listBudgets(ana, 'enorme.pdf');
    expect(await getOriginalFile(ana, row!.id)).toBeNull();
  });

  it("shows 'Descargar original' only where a file is kept, downloads its bytes, and shows the space used", async () => {
    const user = userEvent.setup();
    const kept = await save(ana, 'Con su archivo', 'CLIENTE ARCHIVO', 'PRE-2026-558');
    const bytes = new Uint8Array(300_000).map((_, index) => (index * 7) % 256);
    await keepOriginalFile(ana, kept.id, { name: 'planos.pdf', bytes });
    const usage = await getStorageUsage(ana);
    const { files } = renderList(ana);
    // The kept files are asked for after the list shows; a busy machine may take a few seconds.
    const button = await screen.findByRole(
      'button',
      { name: originalFileTexts.downloadLabel('Con su archivo') },
      { timeout: 10_000 },
    );
    expect(
      screen.queryByRole('button', { name: originalFileTexts.downloadLabel('Reforma de cocina') }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(
        originalFileTexts.storageUsed(
          new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(
            usage.usedBytes / 1024 / 1024,
          ),
          '50',
        ),
      ),
    ).toBeInTheDocument();
    await user.click(button);
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('planos.pdf');
    expect(files[0]!.bytes).toEqual(bytes);
  });
});

describe('the state of the original, as shown', () => {
  it('says in Spanish that the space is full and the budget is saved anyway', () => {
    render(<OriginalStatusLine status={{ state: 'refused', reason: 'quota-exceeded' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(originalFileTexts.quotaExceededTitle);
    expect(originalFileTexts.quotaExceededMessage('50')).toContain(
      'El presupuesto sí se ha guardado',
    );
  });
});
