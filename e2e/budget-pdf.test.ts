/**
 * Issue 22: the branded PDF beside the Word download, in Chromium. The PDF is built and read
 * back in the export worker (jsPDF, the DejaVu fonts fetched by the page as assets), and saved as
 * presupuesto_{id}.pdf only once it gives back the same items and total. The page keeps
 * answering meanwhile: built on the main thread, a 2,000-item PDF was one 3.9 s task.
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

/** Collects in `window.longTasks` every main-thread task over 50 ms ('longtask' entries) from now on. */
function watchLongTasks(): void {
  const seen: number[] = [];
  const scope = window as { longTasks?: number[]; longTaskObserver?: PerformanceObserver };
  scope.longTaskObserver?.disconnect();
  scope.longTasks = seen;
  scope.longTaskObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(entry.duration);
  });
  scope.longTaskObserver.observe({ type: 'longtask' });
}

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
    expect(text).toContain('Conforme el cliente');
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

  it('keeps the page answering while a 2,000-item PDF and Word document are built: no main-thread task over 200 ms', async () => {
    const large = budgetFixture(2000, 23);
    const number = page.getByText(/^Nº PRE-\d{4}-\d{3}$/);
    const before = await number.textContent();
    await page.getByRole('button', { name: 'Subir otro archivo' }).click();
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'presupuesto-grande.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(large.text, 'utf8'),
    });
    await page.getByText('Archivo subido con éxito!').waitFor({ timeout: 60_000 });
    await expect.poll(() => number.textContent(), { timeout: 60_000 }).not.toBe(before);
    await page
      .getByRole('status')
      .filter({ hasText: /^Guardado$/ })
      .waitFor({ timeout: 60_000 });
    // The observer sees a task of the page's own: 250 ms of work is reported (headless Chromium too).
    await page.evaluate(watchLongTasks);
    // A task of the page's own (a timer's), not the test's evaluate, which Chromium does not count.
    await page.evaluate(() => {
      setTimeout(() => {
        const end = performance.now() + 250;
        while (performance.now() < end);
      }, 0);
    });
    await expect
      .poll(() =>
        page.evaluate(() => Math.max(0, ...(window as { longTasks?: number[] }).longTasks!)),
      )
      .toBeGreaterThanOrEqual(250);
    for (const [button, done] of [
      ['Descargar PDF', 'PDF descargado'],
      ['Descargar Presupuesto', 'Presupuesto descargado'],
    ] as const) {
      await page.evaluate(watchLongTasks);
      const started = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 120_000 }),
        page.getByRole('button', { name: button, exact: true }).click(),
      ]);
      const took = Date.now() - started;
      const longTasks = await page.evaluate(() => (window as { longTasks?: number[] }).longTasks);
      console.log(
        `${button}: ${download.suggestedFilename()} en ${took} ms; tareas largas del hilo principal: ${JSON.stringify(longTasks?.map(Math.round))}`,
      );
      expect(Math.max(0, ...longTasks!)).toBeLessThan(200);
      await page.getByText(done).first().waitFor();
    }
  }, 300_000);
});
