/**
 * 'Mis presupuestos' past a few budgets (issue 22), through the real supabase-js against the
 * real local server and the migration *_budget_list_facts.sql: each row carries its work
 * title, shown total and verdict status without its model; the search ignores case, accents
 * and ñ; the list is ordered by the last save; a source's hash finds the budget read from it.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkParseResult } from '../../src/budget/check/judge-reading.ts';
import type { Budget } from '../../src/budget/model/budget.ts';
import { demolitionBudget } from '../../src/budget/testing/demolition-budget.ts';
import {
  createBudget,
  findBudgetBySource,
  listBudgets,
  updateBudget,
  type NewBudget,
} from '../../src/app/features/saved-budgets/budgets-api.ts';
import { foldSearchText } from '../../src/app/features/saved-budgets/fold-search-text.ts';
import { startTestServer, type TestServer } from '../testing/start-test-server.ts';
import { addUser } from '../users/user-admin.ts';

let server: TestServer;
let ana: SupabaseClient;
let luis: SupabaseClient;

function budgetModel(overrides: Partial<Budget> = {}): Budget {
  return demolitionBudget(150, overrides);
}

function newBudget(model: Budget, overrides: Partial<NewBudget> = {}): NewBudget {
  const { check, warnings } = checkParseResult({ budget: model, warnings: [] });
  return {
    id: crypto.randomUUID(),
    title: '',
    client: model.client,
    code: model.id,
    sourceName: 'obra.txt',
    sourceKind: 'txt',
    sourceSize: 10,
    sourceSha256: crypto.randomUUID().replaceAll('-', '').repeat(2),
    model,
    verdict: { check, warnings },
    ...overrides,
  };
}

async function signedIn(email: string): Promise<SupabaseClient> {
  await addUser(server.context.store, email, 'secreto-1');
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email, password: 'secreto-1' });
  expect(error).toBeNull();
  return client;
}

const ids = (budgets: Array<{ id: string }>) => budgets.map((budget) => budget.id);

beforeAll(async () => {
  server = await startTestServer();
  ana = await signedIn('ana.lista@empresa.test');
  luis = await signedIn('luis.lista@empresa.test');
});

afterAll(async () => {
  await server?.stop();
});

describe('the list of saved budgets', () => {
  it('reads each budget’s work title, shown total and verdict without its model', async () => {
    const stated = budgetModel({ title: 'Obra del SECTOR 4', statedTotal: 150 });
    const created = await createBudget(ana, newBudget(stated));
    const [row] = (await listBudgets(ana)).filter((budget) => budget.id === created.id);
    expect(row).toMatchObject({ workTitle: 'Obra del SECTOR 4', total: 150, status: 'reconciled' });

    // An edited line makes the total the sum of the lines and the verdict "No cuadra".
    const edited = budgetModel({
      title: 'Obra del SECTOR 4',
      statedTotal: 150,
      linesEdited: true,
      total: 180,
      items: [{ ...stated.items[0]!, cantidad: '12', total: 180 }],
    });
    const { check, warnings } = checkParseResult({ budget: edited, warnings: [] });
    await updateBudget(ana, created.id, created.updatedAt, {
      model: edited,
      verdict: { check, warnings },
    });
    const [after] = (await listBudgets(ana)).filter((budget) => budget.id === created.id);
    expect(after).toMatchObject({ total: 180, status: 'mismatch' });
  });

  it('shows the document’s stated total as read, as the preview does', async () => {
    const model = budgetModel({ statedTotal: 149.99 });
    const created = await createBudget(ana, newBudget(model));
    const [row] = (await listBudgets(ana)).filter((budget) => budget.id === created.id);
    expect(row?.total).toBe(149.99);
    expect(row?.status).toBe('rounding');
  });

  it('finds URBANIZACIÓN from urbanizacion and ALBAÑILERIA from albanileria, and the other way round', async () => {
    const urbanization = await createBudget(
      ana,
      newBudget(budgetModel({ title: 'Proyecto de URBANIZACIÓN' })),
    );
    const masonry = await createBudget(
      ana,
      newBudget(budgetModel({ client: 'Peña y Muñoz' }), {
        client: 'Peña y Muñoz',
        sourceName: 'P030326 PRESUPUESTO ALBAÑILERIA.pdf',
        sourceKind: 'pdf',
      }),
    );
    const plain = await createBudget(
      ana,
      newBudget(budgetModel(), { title: 'Reforma cocina', code: 'OB-PENA-7' }),
    );
    expect(ids(await listBudgets(ana, 'urbanizacion'))).toEqual([urbanization.id]);
    expect(ids(await listBudgets(ana, 'Urbanización'))).toEqual([urbanization.id]);
    expect(ids(await listBudgets(ana, 'albanileria'))).toEqual([masonry.id]);
    expect(ids(await listBudgets(ana, 'ALBAÑILERÍA'))).toEqual([masonry.id]);
    expect(ids(await listBudgets(ana, 'muñoz'))).toEqual([masonry.id]);
    // ñ folds to n both ways: "peña" finds the client Peña and the code OB-PENA-7.
    expect(new Set(ids(await listBudgets(ana, 'peña')))).toEqual(new Set([masonry.id, plain.id]));
    // Every word must appear, in any column.
    expect(ids(await listBudgets(ana, 'presupuesto muñoz'))).toEqual([masonry.id]);
    expect(ids(await listBudgets(ana, 'cocina ob-pena'))).toEqual([plain.id]);
    expect(await listBudgets(ana, 'cocina urbanizacion')).toEqual([]);
    // Another user's budgets are never found.
    expect(await listBudgets(luis, 'urbanizacion')).toEqual([]);
  });

  it('folds every accented Latin letter as the app folds what the user types', async () => {
    const letters = 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿ';
    const created = await createBudget(ana, newBudget(budgetModel(), { client: `X${letters}X` }));
    expect(ids(await listBudgets(ana, foldSearchText(letters)))).toEqual([created.id]);
    expect(ids(await listBudgets(ana, letters))).toEqual([created.id]);
    expect(ids(await listBudgets(ana, letters.toUpperCase()))).toEqual([created.id]);
  });

  it('searches LIKE wildcards and PostgREST’s reserved characters as text', async () => {
    const created = await createBudget(
      ana,
      newBudget(budgetModel(), { title: 'Hotel 100% (Mar), fase_2' }),
    );
    expect(ids(await listBudgets(ana, '100%'))).toEqual([created.id]);
    expect(ids(await listBudgets(ana, '(mar),'))).toEqual([created.id]);
    expect(ids(await listBudgets(ana, 'fase_2'))).toEqual([created.id]);
    expect(await listBudgets(ana, 'fase%2')).toEqual([]);
    expect(await listBudgets(ana, 'a,b)"\\')).toEqual([]);
  });

  it('lists the budget saved last first, whenever it was created', async () => {
    const older = await createBudget(ana, newBudget(budgetModel()));
    const newer = await createBudget(ana, newBudget(budgetModel()));
    let order = ids(await listBudgets(ana));
    expect(order.indexOf(newer.id)).toBeLessThan(order.indexOf(older.id));
    await updateBudget(ana, older.id, older.updatedAt, { model: budgetModel({ id: 'PRE-9' }) });
    order = ids(await listBudgets(ana));
    expect(order[0]).toBe(older.id);
  });

  it('finds the budget read from the same bytes, the last saved of several, and only the user’s', async () => {
    const hash = 'd'.repeat(64);
    const first = await createBudget(ana, newBudget(budgetModel(), { sourceSha256: hash }));
    const second = await createBudget(ana, newBudget(budgetModel(), { sourceSha256: hash }));
    expect((await findBudgetBySource(ana, hash))?.id).toBe(second.id);
    await updateBudget(ana, first.id, first.updatedAt, { title: 'Primera' });
    expect((await findBudgetBySource(ana, hash))?.id).toBe(first.id);
    expect(await findBudgetBySource(ana, 'e'.repeat(64))).toBeNull();
    expect(await findBudgetBySource(luis, hash)).toBeNull();
  });
});
