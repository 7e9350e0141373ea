import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { formatReportNumber } from '../src/budget/testing/generate-budget.ts';
import { misprintItemPrice } from '../src/budget/testing/misprint-item-price.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  signIn,
  VIEWPORTS,
} from './support/browser.ts';

const appUrl = inject('appUrl');
const { corrector } = E2E_ACCOUNTS;
const downloads = mkdtempSync(join(tmpdir(), 'presupuestos-corrected-'));

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
  await signIn(page, corrector.email, corrector.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});
afterAll(async () => {
  await browser.close();
});

const verdictStatus = () =>
  page.getByRole('region', { name: 'Comprobación con el documento' }).getByRole('status');

describe('correcting a misread budget before downloading it', () => {
  // One item prints its price a euro too high; the chapter totals and the total are the true ones.
  const misprinted = misprintItemPrice(30, 53);
  const item = misprinted.budget.items[misprinted.index]!;

  it('corrects the misread price with the keyboard, the verdict reconciles, and the Word file has the corrected figure', async () => {
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'precio-mal-leido.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(misprinted.text),
    });
    await expect
      .poll(() => verdictStatus().textContent())
      .toBe('No cuadra con el documento: revisa estas diferencias antes de descargar.');

    const price = page.getByTitle(`Precio unitario de la partida ${item.codigo}`);
    expect(await price.textContent()).toBe(formatMoney(misprinted.wrongPrice));
    await price.focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('textbox', {
      name: `Precio unitario de la partida ${item.codigo}`,
    });
    await field.fill(formatReportNumber(misprinted.truePrice));
    await page.keyboard.press('Enter');

    await expect.poll(() => verdictStatus().textContent()).toMatch(/^Cuadra: el total y /);
    expect(await page.getByText('Los totales no cuadran con el documento').count()).toBe(0);
    const row = page.getByRole('row').filter({ has: price });
    expect(await row.textContent()).toContain(formatMoney(item.total));

    // The header is the user's to set: the client, with the keyboard too.
    await page.getByRole('button', { name: /^Cliente: / }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Cliente' }).fill('Ayuntamiento de Arona');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Cliente: Ayuntamiento de Arona' }).waitFor();

    await screenshot(page, '14-preview-corrected');
    expect(await seriousA11yViolations(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Presupuesto' }).click(),
    ]);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    const parts = unzipSync(new Uint8Array(readFileSync(path)));
    const documentXml = strFromU8(parts['word/document.xml']!);
    expect(documentXml).toContain(formatMoney(item.total));
    expect(documentXml).toContain(formatMoney(misprinted.truePrice));
    expect(documentXml).not.toContain(formatMoney(misprinted.wrongPrice));
    const headerXml = Object.entries(parts)
      .filter(([name]) => /^word\/header\d*\.xml$/.test(name))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(headerXml).toContain('Ayuntamiento de Arona');
  });

  it('undoes the corrections with Ctrl+Z, newest first, and the verdict says so again', async () => {
    await page.getByTitle(`Precio unitario de la partida ${item.codigo}`).focus();
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => page.getByRole('button', { name: /^Cliente: / }).textContent())
      .not.toBe('Ayuntamiento de Arona');
    expect(await verdictStatus().textContent()).toMatch(/^Cuadra/);
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => verdictStatus().textContent())
      .toBe('No cuadra con el documento: revisa estas diferencias antes de descargar.');
  });
});
