/**
 * 'Mis presupuestos' in Chromium against the product as the README starts it:
 * a read budget is saved for its user, is there after signing out and in
 * again, opens, renames and deletes, and another account never sees it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { budgetFixture } from './support/budget-files.ts';
import { launchBrowser, signIn, VIEWPORTS } from './support/browser.ts';

const appUrl = inject('appUrl');
const { keeper, stranger } = E2E_ACCOUNTS;
const FILE_NAME = 'reforma-archivada.txt';

let browser: Browser;
let page: Page;

const savedList = () => page.getByRole('list', { name: 'Mis presupuestos' });

async function signInAs(account: { email: string; password: string }): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('button', { name: 'Acceder' }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-ES' });
  page = await context.newPage();
  await page.goto(appUrl);
});
afterAll(async () => {
  await browser.close();
});

describe('Mis presupuestos', () => {
  const fixture = budgetFixture(12, 21);

  it('saves a read budget and finds it again after signing out and in', async () => {
    await signInAs(keeper);
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: FILE_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from(fixture.text, 'utf8'),
    });
    await page
      .getByRole('status')
      .filter({ hasText: /^Guardado$/ })
      .waitFor();
    await savedList().getByText('reforma-archivada', { exact: true }).waitFor();

    await signOut();
    await signInAs(keeper);
    await savedList().getByText('reforma-archivada', { exact: true }).waitFor();
    expect(await savedList().getByRole('listitem').count()).toBe(1);
  });

  it('opens the saved budget in the preview with its total', async () => {
    await page.getByRole('button', { name: 'Abrir reforma-archivada' }).click();
    await page.getByText(formatMoney(fixture.budget.total)).first().waitFor();
  });

  it('finds it by file name and renames it from the keyboard', async () => {
    await page.getByLabel('Buscar por cliente, código o archivo').fill('archivada.txt');
    await savedList().getByText('reforma-archivada', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Renombrar reforma-archivada' }).click();
    const field = page.getByLabel('Nuevo nombre');
    await field.fill('Reforma del ático');
    await field.press('Enter');
    await savedList().getByText('Reforma del ático', { exact: true }).waitFor();
    await page.getByLabel('Buscar por cliente, código o archivo').fill('');
  });

  it('a second account sees none of these budgets', async () => {
    await signOut();
    await signInAs(stranger);
    await page.getByText('Aún no hay presupuestos guardados.').waitFor();
    await page.getByLabel('Buscar por cliente, código o archivo').fill('reforma');
    await page.getByText('Ningún presupuesto coincide con la búsqueda.').waitFor();
    await signOut();
  });

  it('deletes the budget after confirming', async () => {
    await signInAs(keeper);
    await page.getByRole('button', { name: 'Eliminar Reforma del ático' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Aún no hay presupuestos guardados.').waitFor();
    await page.reload();
    await page.getByText('Aún no hay presupuestos guardados.').waitFor();
  });
});
