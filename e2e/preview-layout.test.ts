/**
 * Issue 22: the preview shaped like the budget. At 1,280 × 800 the first item's CANTIDAD,
 * P. UNIT. and TOTAL are in the window as the preview opens, with no scrolling by the user
 * (neither the page nor the table sideways); on a 390 × 844 phone an item's figures are in
 * view; chapters fold and the search unfolds them.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { budgetFixture } from './support/budget-files.ts';
import { launchBrowser, screenshot, seriousA11yViolations, signIn } from './support/browser.ts';

const appUrl = inject('appUrl');
const { reader } = E2E_ACCOUNTS;
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: LAPTOP, locale: 'es-ES' });
  await page.goto(appUrl);
  await signIn(page, reader.email, reader.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});
afterAll(async () => {
  await browser.close();
});

const table = () => page.getByRole('table', { name: 'Detalle de servicios' });
const itemRow = (index: number) => table().locator(`[role="row"][data-item="${index}"]`);

/** The row's CANTIDAD, P. UNIT. and TOTAL cells: the last three of the row. */
function figureCells(row: Locator): Locator[] {
  return [
    row.locator('[role="cell"]').nth(-3),
    row.locator('[role="cell"]').nth(-2),
    row.locator('[role="cell"]').nth(-1),
  ];
}

/** Waits until the page stops moving (the smooth scroll to the preview). */
async function settle(): Promise<void> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.scrollY);
        const still = now === last;
        last = now;
        return still;
      },
      { interval: 150 },
    )
    .toBe(true);
}

async function expectInside(cell: Locator, viewport: { width: number; height: number }) {
  const box = await cell.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

describe('the preview shaped like the budget', () => {
  // Measurement lines give every item Long., Anch., Alt. and PARCIALES: the widest table.
  const fixture = budgetFixture(80, 22, { measurements: true });
  const first = fixture.budget.items[0]!;
  const chapter = fixture.budget.chapters!.find((entry) => entry.code === first.chapterCode)!;

  it('shows the first item’s CANTIDAD, P. UNIT. and TOTAL at 1,280 × 800 as the preview opens, with its chapter’s subtotal', async () => {
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'presupuesto-con-mediciones.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(fixture.text),
    });
    await itemRow(0).waitFor();
    await settle();
    // The view moved to the preview by itself.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const [quantity, price, total] = figureCells(itemRow(0));
    for (const cell of [quantity!, price!, total!]) await expectInside(cell, LAPTOP);
    expect(await price!.textContent()).toContain(formatMoney(first.precio_unitario));
    expect(await total!.textContent()).toContain(formatMoney(first.total));
    const region = page.getByRole('region', { name: 'Detalle de servicios' });
    expect(await region.evaluate((element) => element.scrollLeft)).toBe(0);
    expect(await table().locator(`[data-chapter="${chapter.code}"]`).textContent()).toContain(
      formatMoney(chapter.total),
    );
    await screenshot(page, '22-preview-1280');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('folds every chapter, and the search unfolds the one holding the item it finds', async () => {
    await page.getByRole('button', { name: 'Plegar todo', exact: true }).click();
    await expect.poll(() => table().locator('[data-item]').count()).toBe(0);
    const last = fixture.budget.items.at(-1)!;
    await page.getByRole('searchbox', { name: 'Buscar partida' }).fill(last.codigo);
    await expect.poll(() => table().locator('[data-item]').count()).toBeGreaterThan(0);
    const found = table().locator('[role="row"][aria-current="true"]');
    expect(await found.textContent()).toContain(last.codigo);
    expect(await found.isVisible()).toBe(true);
    await page.getByRole('searchbox', { name: 'Buscar partida' }).fill('');
    await page.getByRole('button', { name: 'Desplegar todo', exact: true }).click();
  });

  it('stacks an item on a 390 × 844 phone with its figures and its whole title in view', async () => {
    // A title as long as real ones (the generated ones are short), corrected in place.
    const longTitle =
      'DEMOLICIÓN Y LEVANTADO DE BORDILLO DE HORMIGÓN SOBRE SOLERA CON MEDIOS MECÁNICOS';
    await page.getByTitle(`Resumen de la partida ${first.codigo}`).first().focus();
    await page.keyboard.press('Enter');
    await page
      .getByRole('textbox', { name: `Resumen de la partida ${first.codigo}` })
      .fill(longTitle);
    await page.keyboard.press('Enter');
    await page.setViewportSize(PHONE);
    const row = itemRow(0);
    await row.scrollIntoViewIfNeeded();
    const [quantity, price, total] = figureCells(row);
    for (const cell of [quantity!, price!, total!]) {
      expect(await cell.isVisible()).toBe(true);
      await expectInside(cell, PHONE);
    }
    // Each figure under its own label.
    expect(await total!.textContent()).toBe(`TOTAL${formatMoney(first.total)}`);
    // The title wraps rather than being cut with an ellipsis after its first words.
    const title = row.locator(`span[title="${longTitle}"]`);
    expect(await title.textContent()).toContain(longTitle);
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    await expectInside(title, PHONE);
    // No figure runs past its cell, and a chapter's title wraps whole as an item's does.
    for (const cell of [quantity!, price!, total!])
      expect(await cell.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
        true,
      );
    // `01 SEÑALIZACIÓN EN CALLE BADAJOZ` and its subtotal do not fit one line at 390 px.
    const chapterTitle = table()
      .locator('[role="row"][data-chapter="01"] button span')
      .filter({ hasText: /CALLE/ });
    expect(
      await chapterTitle.evaluate((element) => element.scrollWidth <= element.clientWidth),
    ).toBe(true);
    await expectInside(chapterTitle, PHONE);
    await screenshot(page, '22-preview-390');
    await page.setViewportSize(LAPTOP);
  });
});
