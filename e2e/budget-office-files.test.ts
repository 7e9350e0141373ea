import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { uploadTexts, verdictTexts } from '../src/app/texts.ts';
import { makeBudgetDocx } from '../src/budget/extract/testing/make-budget-docx.ts';
import { makeBudgetXlsx } from '../src/budget/extract/testing/make-budget-xlsx.ts';
import { generateBudget } from '../src/budget/testing/generate-budget.ts';
import { convertWithLibreOffice, hasLibreOffice } from '../scripts/libreoffice.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { launchBrowser, signIn, VIEWPORTS } from './support/browser.ts';

/**
 * The files estimators pass around, dropped on the upload area as a user drags
 * them from the desktop: an Excel workbook (with a summary sheet before the
 * budget) and a Word 97-2003 .doc (LibreOffice's export of the project's own
 * .docx). Each must reach the preview with every item and the total verdict.
 */

const appUrl = inject('appUrl');
const { staff } = E2E_ACCOUNTS;
/** LibreOffice's first start on a busy 2-core machine takes tens of seconds. */
const CONVERSION_TIMEOUT_MS = 300_000;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-ES' });
  page = await context.newPage();
  await page.goto(appUrl);
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});
afterAll(async () => {
  await browser.close();
});

/** Drops a file on the upload area the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(name: string, type: string, bytes: Uint8Array): Promise<void> {
  const again = page.getByRole('button', { name: uploadTexts.uploadAnother });
  if (await again.isVisible()) await again.click();
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const content = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], name, { type }));
      return transfer;
    },
    { name, type, base64: Buffer.from(bytes).toString('base64') },
  );
  const area = page.getByText(uploadTexts.dropHere);
  await area.dispatchEvent('dragenter', { dataTransfer });
  await page.getByText(uploadTexts.releaseHere).waitFor();
  await page.getByText(uploadTexts.releaseHere).dispatchEvent('drop', { dataTransfer });
  await page.getByText(uploadTexts.uploaded).waitFor();
}

async function expectPreview(fileName: string, itemCount: number): Promise<void> {
  await page.getByText(`Se han extraído ${itemCount} elementos del presupuesto`).waitFor();
  expect(await page.getByText(fileName).first().isVisible()).toBe(true);
  // The preview opens with the verdict: the generated workbook's totals are reproduced to the cent.
  const verdict = page.getByRole('region', { name: verdictTexts.title });
  expect(await verdict.getByRole('status').textContent()).toMatch(
    /^Cuadra: el total (y (el capítulo|los \d+ capítulos) )?coinciden? al céntimo/,
  );
  await page.getByText(/^Mostrando \d+ de \d+ partidas/).waitFor({ state: 'detached' });
  // The item rows (chapter headings and the header row aside).
  const rows = page
    .getByRole('table', { name: 'Detalle de servicios' })
    .locator('[role="row"][data-item]');
  await expect.poll(() => rows.count()).toBe(itemCount);
  // The next file's toast says the same words: this one must be gone before it is dropped.
  await page
    .getByText(`Se han extraído ${itemCount} elementos del presupuesto`)
    .waitFor({ state: 'detached' });
}

describe('dropping office files on the upload area', () => {
  const budget = generateBudget({ itemCount: 30, seed: 21 });

  it('reads a dropped Excel workbook into the preview with every item and the total verdict', async () => {
    const xlsx = await makeBudgetXlsx(budget, { extraSheets: true });
    await dropFile(
      'presupuesto-obra.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      xlsx,
    );
    await expectPreview('presupuesto-obra.xlsx', budget.items.length);
  });

  it.skipIf(!hasLibreOffice())(
    'reads a dropped Word 97-2003 .doc into the preview with every item and the total verdict',
    async () => {
      const doc = convertWithLibreOffice(
        await makeBudgetDocx(budget),
        'presupuesto-obra.docx',
        'doc:MS Word 97',
      );
      await dropFile('presupuesto-obra.doc', 'application/msword', doc);
      await expectPreview('presupuesto-obra.doc', budget.items.length);
    },
    CONVERSION_TIMEOUT_MS,
  );
});
