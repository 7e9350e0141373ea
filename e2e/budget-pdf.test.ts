/**
 * Issue 22: the branded PDF beside the Word download, in Chromium. The PDF is built in the
 * browser (jsPDF, the DejaVu fonts fetched as assets), read back in a worker, and saved as
 * presupuesto_{id}.pdf only once it gives back the same items and total.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { budgetDocx, budgetFixture } from './support/budget-files.ts';
import { launchBrowser, signIn, VIEWPORTS } from './support/browser.ts';

const appUrl = inject('appUrl');
const { staff } = E2E_ACCOUNTS;
const downloads = mkdtempSync(join(tmpdir(), 'presupuestos-pdf-downloads-'));

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    acceptDownloads: true,
    locale: 'es-ES',
  });
  page = await context.newPage();
  await page.goto(appUrl);
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});
afterAll(async () => {
  await browser.close();
});

describe('the branded PDF', () => {
  const fixture = budgetFixture(40, 11);

  it('downloads presupuesto_{id}.pdf, proved, with every code and the total inside', async () => {
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'presupuesto-obra.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: await budgetDocx(fixture.text),
    });
    await page.getByRole('heading', { name: 'PRESUPUESTO', exact: true }).waitFor();
    const number = await page.getByText(/^Nº PRE-\d{4}-\d{3}$/).textContent();
    const id = number!.replace('Nº ', '');
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Descargar PDF', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`presupuesto_${id}.pdf`);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    await page.getByText('PDF descargado').waitFor();

    const text = spawnSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).stdout;
    for (const item of fixture.budget.items) expect(text).toContain(item.codigo);
    expect(text.replace(/\u00a0/g, ' ')).toContain(
      formatMoney(fixture.budget.total).replace(/\u00a0/g, ' '),
    );
    expect(text).toContain('Aceptación del cliente');
    const fonts = spawnSync('pdffonts', [path], { encoding: 'utf8' }).stdout;
    expect(fonts).toContain('DejaVuSans');
    expect(fonts).not.toContain('Helvetica');
    spawnSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      path,
      join(downloads, 'page-1'),
    ]);
    console.log(`PDF y PNG en ${downloads}`);
  }, 180_000);
});
