/**
 * 'Mis presupuestos' in Chromium against the product as the README starts it:
 * a read budget is saved for its user, is there after signing out and in
 * again, shows its name, total and verdict, is found by a search that ignores
 * accents, opens, survives a reload, asks before the same file is saved twice,
 * leaves a file with no budget in it unsaved, renames and deletes, and another account never sees it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { budgetFixture } from './support/budget-files.ts';
import { launchBrowser, screenshot, signIn, VIEWPORTS } from './support/browser.ts';
import { savedEntry, savedList } from './support/saved-list.ts';

const appUrl = inject('appUrl');
const { keeper, stranger } = E2E_ACCOUNTS;
const FILE_NAME = 'reforma-archivada.txt';
const SECOND_FILE = 'P030326 PRESUPUESTO ALBAÑILERIA.txt';
const SEARCH_LABEL = 'Buscar por obra, cliente, número o archivo';

let browser: Browser;
let page: Page;

const list = () => savedList(page);
const entry = (fileName = FILE_NAME) => savedEntry(page, fileName);
const saveStatus = () => page.getByRole('status').filter({ hasText: /^Guardado$/ });

async function signInAs(account: { email: string; password: string }): Promise<void> {
  await signIn(page, account.email, account.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
}

async function signOut(): Promise<void> {
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('button', { name: 'Acceder' }).waitFor();
}

async function upload(name: string, text: string): Promise<void> {
  const again = page.getByRole('button', { name: 'Subir otro archivo' });
  if (await again.isVisible()) await again.click();
  await page.getByLabel('Archivo de presupuesto').setInputFiles({
    name,
    mimeType: 'text/plain',
    buffer: Buffer.from(text, 'utf8'),
  });
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
  const second = budgetFixture(6, 24);
  // The report prints the work's title on the line under PRESUPUESTO: the entry is named by it.
  const workTitle = fixture.text.split('\n')[1]!;

  it('saves a read budget and finds it again after signing out and in', async () => {
    await signInAs(keeper);
    await upload(FILE_NAME, fixture.text);
    await saveStatus().waitFor();
    await entry().waitFor();

    await signOut();
    await signInAs(keeper);
    await entry().waitFor();
    expect(await list().getByRole('listitem').count()).toBe(1);
  });

  it('shows each entry’s name, client, total and verdict, the last saved first', async () => {
    // The work title read from the document names it; the client, total and verdict are the preview's.
    await entry().getByTitle(workTitle, { exact: true }).waitFor();
    expect(await entry().textContent()).toContain(fixture.budget.client);
    expect(await entry().textContent()).toContain(formatMoney(fixture.budget.total));
    expect(await entry().getByLabel('Comprobación: Cuadra').textContent()).toBe('Cuadra');

    await upload(SECOND_FILE, second.text);
    await saveStatus().waitFor();
    await entry(SECOND_FILE).waitFor();
    expect(await list().getByRole('listitem').first().textContent()).toContain(SECOND_FILE);
    expect(await list().getByRole('listitem').first().textContent()).toContain('Actualizado');
  });

  it('opens the saved budget in the preview with its total, and a reload keeps it open', async () => {
    await entry()
      .getByRole('button', { name: /^Abrir / })
      .click();
    const totalBox = page.getByRole('group', { name: 'TOTAL' });
    await expect.poll(() => totalBox.textContent()).toContain(formatMoney(fixture.budget.total));
    await expect.poll(() => entry().getAttribute('aria-current')).toBe('true');
    await saveStatus().waitFor();

    await page.reload();
    await expect.poll(() => totalBox.textContent()).toContain(formatMoney(fixture.budget.total));
    await saveStatus().waitFor();
    expect(await entry().getAttribute('aria-current')).toBe('true');
  });

  it('finds URBANIZACIÓN LAS LOMAS from "urbanizacion lomas" once the work title is changed, and ALBAÑILERIA from "albanileria"', async () => {
    await page.getByRole('button', { name: `Obra: ${workTitle}` }).click();
    await page.getByRole('textbox', { name: 'Obra' }).fill('URBANIZACIÓN LAS LOMAS');
    await page.keyboard.press('Enter');
    await saveStatus().waitFor();
    await entry().getByTitle('URBANIZACIÓN LAS LOMAS').waitFor();

    const search = page.getByLabel(SEARCH_LABEL);
    // Both budgets' titles say URBANIZACIÓN; only one says LAS LOMAS.
    await search.fill('urbanizacion lomas');
    await expect.poll(() => list().getByRole('listitem').count()).toBe(1);
    await entry().getByTitle('URBANIZACIÓN LAS LOMAS').waitFor();
    await search.fill('albanileria');
    await entry(SECOND_FILE).waitFor();
    await expect.poll(() => list().getByRole('listitem').count()).toBe(1);
    await search.fill('');
    await expect.poll(() => list().getByRole('listitem').count()).toBe(2);
    await screenshot(page, 'saved-budgets-list-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await list().scrollIntoViewIfNeeded();
    await screenshot(page, 'saved-budgets-list-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('asks before saving the same file twice, and opens the saved one by default', async () => {
    await upload('otra-vez.txt', fixture.text);
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('Este archivo ya está en Mis presupuestos').waitFor();
    expect(await dialog.textContent()).toContain('«URBANIZACIÓN LAS LOMAS»');
    await dialog.getByRole('button', { name: 'Abrir el guardado' }).click();
    await expect.poll(() => entry().getAttribute('aria-current')).toBe('true');
    await page.getByRole('button', { name: 'Obra: URBANIZACIÓN LAS LOMAS' }).waitFor();
    expect(await list().getByRole('listitem').count()).toBe(2);

    await upload('otra-vez.txt', fixture.text);
    await dialog.getByRole('button', { name: 'Guardar los dos' }).click();
    await saveStatus().waitFor();
    await entry('otra-vez.txt').waitFor();
    expect(await list().getByRole('listitem').count()).toBe(3);
    await entry('otra-vez.txt')
      .getByRole('button', { name: /^Eliminar / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await entry('otra-vez.txt').waitFor({ state: 'detached' });
  });

  it('saves nothing of a file with no budget in it, nor says so, until the user makes an item of it', async () => {
    const count = await list().getByRole('listitem').count();
    await upload('carta.txt', 'Querido amigo:\nte escribo unas líneas sin ninguna partida.\n');
    await page.getByText('No se ha encontrado ninguna partida').first().waitFor();
    // Long enough for a save to land, were one made: the page saved the budgets above in less.
    await page.waitForTimeout(2000);
    expect(await saveStatus().count()).toBe(0);
    expect(await entry('carta.txt').count()).toBe(0);
    expect(await list().getByRole('listitem').count()).toBe(count);

    // Corrected by hand (an unplaced line made an item), it is a budget like any other.
    await page.getByText('2 líneas sin colocar').click();
    await page.getByRole('button', { name: 'Crear partida nueva' }).first().click();
    await saveStatus().waitFor();
    await entry('carta.txt').waitFor();
    await entry('carta.txt')
      .getByRole('button', { name: /^Eliminar / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await entry('carta.txt').waitFor({ state: 'detached' });
  });

  it('finds it by file name and renames it from the keyboard', async () => {
    await page.getByLabel(SEARCH_LABEL).fill('archivada.txt');
    await entry().waitFor();
    await entry()
      .getByRole('button', { name: /^Renombrar / })
      .click();
    const field = page.getByLabel('Nuevo nombre');
    await field.fill('Reforma del ático');
    await field.press('Enter');
    await list().getByTitle('Reforma del ático', { exact: true }).waitFor();
    await page.getByLabel(SEARCH_LABEL).fill('');
  });

  it('a second account sees none of these budgets', async () => {
    await signOut();
    await signInAs(stranger);
    await page.getByText('Aún no hay presupuestos guardados.').waitFor();
    await page.getByLabel(SEARCH_LABEL).fill('reforma');
    await page.getByText('Ningún presupuesto coincide con la búsqueda.').waitFor();
    await signOut();
  });

  it('deletes the budget after confirming', async () => {
    await signInAs(keeper);
    await page.getByRole('button', { name: 'Eliminar Reforma del ático' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await entry().waitFor({ state: 'detached' });
    await page.reload();
    await entry(SECOND_FILE).waitFor();
    expect(await entry().count()).toBe(0);
  });
});
