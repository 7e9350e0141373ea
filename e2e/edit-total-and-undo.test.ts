/**
 * Issue 22 in Chromium against the product as the README starts it: a corrected quantity
 * becomes the budget (TOTAL, the chapter's subtotal, the Word and the PDF all show the new sum, with no
 * note to the client), and an undo is saved, so reopening the budget from the list shows it.
 */
import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { readBudgetFile } from '../src/budget/read-budget.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { savedEntry } from './support/saved-list.ts';
import { budgetFixture } from './support/budget-files.ts';
import { launchBrowser, signIn, VIEWPORTS } from './support/browser.ts';

const appUrl = inject('appUrl');
const { corrector } = E2E_ACCOUNTS;
const downloads = mkdtempSync(join(tmpdir(), 'presupuestos-edited-'));
const FILE_NAME = 'edita-y-deshace.txt';

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
const totalBox = () => page.getByRole('group', { name: 'TOTAL' });
const saveStatus = () => page.getByRole('status').filter({ hasText: /^(Guardado|Guardando…)$/ });
const saved = () =>
  page
    .getByRole('status')
    .filter({ hasText: /^Guardado$/ })
    .waitFor();
const cents = (euros: number) => Math.round(euros * 100);
const redo = () => page.getByRole('button', { name: 'Rehacer la corrección deshecha (Ctrl+Y)' });

async function downloadWordXml(): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar Presupuesto' }).click(),
  ]);
  const path = join(downloads, download.suggestedFilename());
  await download.saveAs(path);
  const parts = unzipSync(new Uint8Array(readFileSync(path)));
  return strFromU8(parts['word/document.xml']!);
}

/** The branded PDF as the user downloads it, read back by the product's own reader. */
async function downloadPdfReading() {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 120_000 }),
    page.getByRole('button', { name: 'Descargar PDF', exact: true }).click(),
  ]);
  const path = join(downloads, download.suggestedFilename());
  await download.saveAs(path);
  return readBudgetFile(new Uint8Array(readFileSync(path)), download.suggestedFilename());
}

/** The visible text of WordprocessingML, runs joined (a no-break space kept as it is). */
function textOf(xml: string): string {
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join('');
}

describe('the user’s corrections become the budget', () => {
  const fixture = budgetFixture(14, 22);
  const item = fixture.budget.items.find((candidate) => candidate.chapterCode !== undefined)!;
  const chapter = fixture.budget.chapters!.find(
    (candidate) => candidate.code === item.chapterCode,
  )!;
  // 7 units at the item's price, to the cent (prices have at most two decimals).
  const newTotal = (7 * cents(item.precio_unitario)) / 100;
  const delta = cents(newTotal) - cents(item.total);
  const expectedTotal = (cents(fixture.budget.total) + delta) / 100;
  const expectedChapter = (cents(chapter.total) + delta) / 100;

  it('shows the sum of the lines in the TOTAL, the chapter, the Word and the PDF once a quantity is corrected, and no note to the client', async () => {
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: FILE_NAME,
      mimeType: 'text/plain',
      buffer: Buffer.from(fixture.text, 'utf8'),
    });
    await expect.poll(() => verdictStatus().textContent()).toMatch(/^Cuadra/);
    await saved();
    expect(await totalBox().textContent()).toContain(formatMoney(fixture.budget.total));

    const quantity = page.getByTitle(`Cantidad de la partida ${item.codigo}`);
    await quantity.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: `Cantidad de la partida ${item.codigo}` }).fill('7');
    await page.keyboard.press('Enter');

    await expect.poll(() => quantity.textContent()).toBe('7,00');
    await expect.poll(() => totalBox().textContent()).toContain(formatMoney(expectedTotal));
    // The verdict keeps what the document said, in the app alone.
    expect(await verdictStatus().textContent()).toMatch(/^No cuadra/);
    await page.getByText(`El documento decía ${formatMoney(fixture.budget.total)}`).waitFor();
    // "Guardado" only once the server holds the corrected version (it said "Guardado" of the
    // reading before, until the edit's save, so the edit waits for its own save first).
    await page
      .getByRole('status')
      .filter({ hasText: /^Guardando…$/ })
      .waitFor();
    await saved();

    const documentXml = await downloadWordXml();
    const text = textOf(documentXml);
    expect(text).toContain(`TOTAL${formatMoney(expectedTotal)}`);
    expect(text).toContain(`Total ${chapter.code} ${chapter.title}${formatMoney(expectedChapter)}`);
    expect(text).toContain('7,00');
    expect(text).not.toContain('documento original');
    expect(text).not.toContain('Nota:');

    // The chapter's row in the preview adds up its lines as they now stand.
    const chapterRow = page.getByRole('row').filter({ hasText: chapter.title }).first();
    expect(await chapterRow.textContent()).toContain(formatMoney(expectedChapter));

    // The PDF prints the corrected budget: read back, its lines, chapter and total agree.
    const pdf = await downloadPdfReading();
    expect(pdf.budget.total).toBe(expectedTotal);
    expect(pdf.check.status).toBe('reconciled');
    const pdfItem = pdf.budget.items.find((candidate) => candidate.codigo === item.codigo)!;
    expect(pdfItem.total).toBe(newTotal);
    const pdfChapter = pdf.budget.chapters!.find((candidate) => candidate.code === chapter.code)!;
    expect(pdfChapter.statedTotal ?? pdfChapter.total).toBe(expectedChapter);
  });

  it('saves the undo, so reopening the budget from the list shows the undone state', async () => {
    await page.getByRole('button', { name: 'Deshacer la última corrección (Ctrl+Z)' }).click();
    expect(await redo().isDisabled()).toBe(false);
    await expect.poll(() => totalBox().textContent()).toContain(formatMoney(fixture.budget.total));
    // Not "Guardado" of the edited version: the undone one is saved, then said to be.
    await expect.poll(() => saveStatus().textContent()).toBe('Guardado');
    await saved();

    await savedEntry(page, FILE_NAME)
      .first()
      .getByRole('button', { name: /^Abrir / })
      .click();
    // The opened budget starts a new history: nothing to redo once it is on screen.
    await expect.poll(() => redo().isDisabled()).toBe(true);
    expect(await verdictStatus().textContent()).toMatch(/^Cuadra/);
    expect(await totalBox().textContent()).toContain(formatMoney(fixture.budget.total));
    expect(await page.getByTitle(`Cantidad de la partida ${item.codigo}`).textContent()).not.toBe(
      '7,00',
    );

    // And after a new page load, from the server alone.
    await page.reload();
    await savedEntry(page, FILE_NAME)
      .first()
      .getByRole('button', { name: /^Abrir / })
      .click();
    // The opened budget starts a new history: nothing to redo once it is on screen.
    await expect.poll(() => redo().isDisabled()).toBe(true);
    expect(await verdictStatus().textContent()).toMatch(/^Cuadra/);
    expect(await totalBox().textContent()).toContain(formatMoney(fixture.budget.total));
  });
});
