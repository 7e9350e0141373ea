/**
 * Keeping the original file in Chromium against the product as the README
 * starts it: the user ticks 'Guardar también el archivo original', drops a
 * Word file, finds the budget in 'Mis presupuestos' after reloading, and
 * downloads the very same bytes; deleting the budget frees the space.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { savedEntry } from './support/saved-list.ts';
import { budgetDocx, budgetFixture } from './support/budget-files.ts';
import { launchBrowser, screenshot, signIn, VIEWPORTS } from './support/browser.ts';

const appUrl = inject('appUrl');
const { archivist } = E2E_ACCOUNTS;
const KEPT_NAME = 'obra-con-original.docx';
const PLAIN_NAME = 'obra-sin-original.txt';
const UPLOAD_ANOTHER = 'Subir otro archivo';

let browser: Browser;
let page: Page;
let original: Buffer;
const downloads = mkdtempSync(join(tmpdir(), 'presupuestos-originals-'));

// The list names a budget by its work title or client: its entry is found by its file's name.
const kept = () => savedEntry(page, KEPT_NAME);
const plain = () => savedEntry(page, PLAIN_NAME);
const keepBox = () => page.getByRole('checkbox', { name: 'Guardar también el archivo original' });

async function waitForSaved(): Promise<void> {
  await page
    .getByRole('status')
    .filter({ hasText: /^Guardado$/ })
    .waitFor();
}

beforeAll(async () => {
  original = await budgetDocx(budgetFixture(9, 31).text);
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    locale: 'es-ES',
    acceptDownloads: true,
  });
  page = await context.newPage();
  await page.goto(appUrl);
  await signIn(page, archivist.email, archivist.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});

afterAll(async () => {
  await browser.close();
  rmSync(downloads, { recursive: true, force: true });
});

describe('keeping the original file', () => {
  it('keeps the dropped file with the budget when the box is ticked', async () => {
    expect(await keepBox().isChecked()).toBe(false);
    await keepBox().check();
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: KEPT_NAME,
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: original,
    });
    await waitForSaved();
    await page.getByRole('status').filter({ hasText: 'Archivo original guardado' }).waitFor();
    await kept().waitFor();
    await page.getByText('Espacio usado: 0,1 MB de 50 MB').waitFor();
    await screenshot(page, 'saved-originals-kept');
  });

  it('keeps only the budget once the box is unticked', async () => {
    await keepBox().uncheck();
    await page.getByRole('button', { name: UPLOAD_ANOTHER }).click();
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: PLAIN_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from(budgetFixture(5, 32).text, 'utf8'),
    });
    await waitForSaved();
    await plain().waitFor();
    expect(
      await plain()
        .getByRole('button', { name: /^Descargar original de / })
        .count(),
    ).toBe(0);
  });

  it("finds it in 'Mis presupuestos' after reloading and downloads the same bytes", async () => {
    await page.reload();
    await kept().waitFor();
    // The choice was the user's last one: unticked.
    expect(await keepBox().isChecked()).toBe(false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      kept()
        .getByRole('button', { name: /^Descargar original de / })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(KEPT_NAME);
    const path = join(downloads, KEPT_NAME);
    await download.saveAs(path);
    expect(readFileSync(path).equals(original)).toBe(true);
  });

  it('frees the space when the budget is deleted with its original', async () => {
    await kept()
      .getByRole('button', { name: /^Eliminar / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
    await kept().waitFor({ state: 'detached' });
    // The space counts saved budgets too (*_storage_quota.sql): obra-sin-original's few KB
    // remain, shown as the smallest figure, 0,1 MB.
    await page.getByText('Espacio usado: 0,1 MB de 50 MB').waitFor();
  });
});
