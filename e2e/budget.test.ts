import { unzipSync, strFromU8 } from 'fflate';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatMoney } from '../src/budget/model/format-money.ts';
import { readBudgetFile } from '../src/budget/read-budget.ts';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import {
  budgetDocx,
  budgetFixture,
  TAMPERED_DIFFERENCE,
  tamperedFixture,
  windows1252,
} from './support/budget-files.ts';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  signIn,
  VIEWPORTS,
} from './support/browser.ts';

const appUrl = inject('appUrl');
const { staff } = E2E_ACCOUNTS;
/** A real budget exported by Presto (see ../shared/samples/SOURCES.md); read, never copied. */
const BC3_SAMPLE = '../shared/samples/fparra00-bc3-webapp__pres_parking_presto23.bc3';
const downloads = mkdtempSync(join(tmpdir(), 'presupuestos-downloads-'));

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: VIEWPORTS.desktop,
    acceptDownloads: true,
    locale: 'es-ES',
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  page = await context.newPage();
  await page.goto(appUrl);
  await signIn(page, staff.email, staff.password);
  await page.getByRole('button', { name: 'Salir' }).waitFor();
});
afterAll(async () => {
  await browser.close();
});

/** The reading's verdict at the top of the preview. */
const verdict = () => page.getByRole('region', { name: 'Comprobación con el documento' });

/** Rows of the preview table once every slice has rendered. */
async function previewRowCount(): Promise<number> {
  await page.getByText(/^Mostrando \d+ de \d+ partidas/).waitFor({ state: 'detached' });
  // The item rows (chapter headings and the header row aside).
  return page
    .getByRole('table', { name: 'Detalle de servicios' })
    .locator('[role="row"][data-item]')
    .count();
}

async function uploadFile(name: string, mimeType: string, buffer: Buffer): Promise<void> {
  const again = page.getByRole('button', { name: 'Subir otro archivo' });
  if (await again.isVisible()) await again.click();
  await page.getByLabel('Archivo de presupuesto').setInputFiles({ name, mimeType, buffer });
  await page.getByText('Subiendo archivo...').waitFor();
  await page.getByText('Archivo subido con éxito!').waitFor();
}

describe('turning a budget into a branded preview and a Word file', () => {
  const docxFixture = budgetFixture(40, 11);

  it('reads an uploaded .docx into the preview with every item and the total', async () => {
    await uploadFile(
      'presupuesto-obra.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      await budgetDocx(docxFixture.text),
    );
    await page.getByText('Archivo procesado correctamente').waitFor();
    const count = docxFixture.budget.items.length;
    expect(
      await page.getByText(`Se han extraído ${count} elementos del presupuesto`).isVisible(),
    ).toBe(true);
    expect(await page.getByText('presupuesto-obra.docx').first().isVisible()).toBe(true);
    // The preview renders in a transition, a moment after the toast.
    await page.getByRole('heading', { name: 'PRESUPUESTO', exact: true }).waitFor();
    await expect.poll(previewRowCount).toBe(count);
    const firstCode = docxFixture.budget.items[0]!.codigo;
    expect(await page.getByRole('cell', { name: firstCode, exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('group', { name: 'TOTAL' }).textContent()).toContain(
      formatMoney(docxFixture.budget.total),
    );
    // The preview opens with the verdict: this document's totals are reproduced to the cent.
    expect(await verdict().getByRole('status').textContent()).toMatch(
      /^Cuadra: el total y los \d+ capítulos coinciden al céntimo/,
    );
    expect(await page.getByText('Los totales no cuadran con el documento').count()).toBe(0);
    expect(await page.getByText('Este presupuesto es válido durante 30 días').isVisible()).toBe(
      true,
    );
    await screenshot(page, '08-preview-docx-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    // Blocks of rows out of view are not painted (content-visibility), so bring them into view.
    await page.getByRole('table', { name: 'Detalle de servicios' }).scrollIntoViewIfNeeded();
    await screenshot(page, '08-preview-docx-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it('downloads the budget as presupuesto_{id}.docx with the items inside, proved by reading it back', async () => {
    const number = await page.getByText(/^Nº PRE-\d{4}-\d{3}$/).textContent();
    const id = number!.replace('Nº ', '');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar Presupuesto' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`presupuesto_${id}.docx`);
    const path = join(downloads, download.suggestedFilename());
    await download.saveAs(path);
    await page.getByText('Presupuesto descargado').waitFor();
    expect(
      await page
        .getByText(
          'El archivo Word se ha descargado correctamente: comprobado al volver a leerlo (mismas partidas, importes y total).',
        )
        .isVisible(),
    ).toBe(true);

    const parts = unzipSync(new Uint8Array(readFileSync(path)));
    const documentXml = strFromU8(parts['word/document.xml']!);
    expect(documentXml).toContain(docxFixture.budget.items[0]!.codigo);
    expect(documentXml).toContain(docxFixture.budget.items.at(-1)!.codigo);
    expect(Object.keys(parts).some((name) => name.startsWith('word/media/'))).toBe(true);
    const read = await readBudgetFile(new Uint8Array(readFileSync(path)), path);
    expect(read.budget.items.map((item) => item.codigo)).toEqual(
      docxFixture.budget.items.map((item) => item.codigo),
    );
    expect(read.budget.total).toBe(docxFixture.budget.total);
  });

  it('downloads the .bc3 and the Excel sheet, each built and read back in a Web Worker of its own, to the same total', async () => {
    const workers: string[] = [];
    const onWorker = (worker: { url(): string }) => workers.push(worker.url());
    page.on('worker', onWorker);
    const id = (await page.getByText(/^Nº PRE-\d{4}-\d{3}$/).textContent())!.replace('Nº ', '');
    for (const [button, extension] of [
      ['Descargar .bc3', 'bc3'],
      ['Descargar Excel', 'xlsx'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`presupuesto_${id}.${extension}`);
      const path = join(downloads, download.suggestedFilename());
      await download.saveAs(path);
      const read = await readBudgetFile(new Uint8Array(readFileSync(path)), path);
      expect(read.budget.items).toHaveLength(docxFixture.budget.items.length);
      expect(read.budget.total).toBe(docxFixture.budget.total);
    }
    await page.getByText('Archivo descargado').first().waitFor();
    page.off('worker', onWorker);
    expect(workers.filter((url) => url.includes('export-budget.worker'))).toHaveLength(2);
  });

  it('reads a Windows-1252 .txt with its accents intact', async () => {
    const fixture = budgetFixture(12, 23);
    await uploadFile('mediciones.txt', 'text/plain', windows1252(fixture.text));
    await page
      .getByText(`Se han extraído ${fixture.budget.items.length} elementos del presupuesto`)
      .waitFor();
    // The preview renders in a transition, a moment after the toast.
    await expect.poll(previewRowCount).toBe(fixture.budget.items.length);
    const accented = fixture.budget.items
      .map((item) => item.resumen.split('\n')[0]!)
      .find((title) => /[áéíóúñÁÉÍÓÚÑ]/.test(title));
    expect(accented).toBeDefined();
    expect(await page.getByText(accented!, { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText('�').count()).toBe(0);
  });

  it('warns, instead of the success toast, when the totals do not match the document', async () => {
    const fixture = tamperedFixture(20, 41);
    await uploadFile('descuadrado.txt', 'text/plain', Buffer.from(fixture.text));
    await page.getByText('Los totales no coinciden con el documento').waitFor();
    const toast = page.locator('[data-sonner-toast]', {
      hasText: 'Los totales no coinciden con el documento',
    });
    expect(await toast.getAttribute('data-type')).toBe('warning');
    expect(await toast.textContent()).toContain(`capítulo ${fixture.chapterCode}`);
    await expect
      .poll(() => verdict().getByRole('status').textContent())
      .toBe('No cuadra con el documento: revisa estas diferencias antes de descargar.');
    const chapter = fixture.budget.chapters!.find((read) => read.code === fixture.chapterCode)!;
    const row = verdict().getByRole('row', { name: new RegExp(`^Capítulo ${chapter.code} `) });
    const rowText = await row.textContent();
    expect(rowText).toContain(formatMoney(chapter.statedTotal!));
    expect(rowText).toContain(formatMoney(chapter.total));
    expect(rowText).toContain(formatMoney(-TAMPERED_DIFFERENCE));
    // The document's own total is the one shown; the items' sum is a note beside it.
    expect(await page.getByRole('group', { name: 'TOTAL' }).textContent()).toContain(
      formatMoney(fixture.budget.statedTotal!),
    );
    // Download stays possible, with the warning beside the button.
    const download = page.getByRole('button', { name: 'Descargar Presupuesto' });
    expect(await download.isEnabled()).toBe(true);
    expect(await page.getByText('Los totales no cuadran con el documento').isVisible()).toBe(true);
    await screenshot(page, '12-preview-verdict-mismatch');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it.skipIf(!existsSync(BC3_SAMPLE))('reads a real FIEBDC-3 .bc3 file', async () => {
    const before = await page.getByText(/^Nº PRE-/).textContent();
    await uploadFile('presupuesto.bc3', 'application/octet-stream', readFileSync(BC3_SAMPLE));
    await page.getByText('Procesando archivo y extrayendo datos...').waitFor({ state: 'detached' });
    // A new budget number: this file's preview replaced the previous one.
    await expect.poll(() => page.getByText(/^Nº PRE-/).textContent()).not.toBe(before);
    expect(await page.getByText('Error al procesar archivo').count()).toBe(0);
    await expect.poll(previewRowCount).toBeGreaterThan(0);
    expect(
      await page.getByText('No se pudieron cargar los elementos del presupuesto').count(),
    ).toBe(0);
    await screenshot(page, '11-preview-bc3');
  });

  it('refuses a file of another type with the spec message', async () => {
    await page.getByRole('button', { name: 'Subir otro archivo' }).click();
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    });
    await page.getByText('Tipo de archivo no soportado. Use archivos DOCX o TXT.').waitFor();
  });

  it('reads a file while its progress bar runs, but tells of a damage only once it is handed over', async () => {
    const again = page.getByRole('button', { name: 'Subir otro archivo' });
    if (await again.isVisible()) await again.click();
    await page.getByLabel('Archivo de presupuesto').setInputFiles({
      name: 'presupuesto-danado.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      // A zip's signature with nothing behind it: read (and refused) in milliseconds.
      buffer: Buffer.from('PK\x03\x04 sin nada detrás'),
    });
    const damaged = page.locator('[data-sonner-toast]', {
      hasText: 'El archivo Word está dañado o incompleto',
    });
    // Half-way through the spec's 2 s bar the reading is long over, yet nothing is said.
    await page.getByRole('progressbar', { name: 'Progreso de la subida' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText('Subiendo archivo...').isVisible()).toBe(true);
    expect(await damaged.count()).toBe(0);
    await page.getByText('Archivo subido con éxito!').waitFor();
    await damaged.waitFor();
    expect(await damaged.textContent()).toContain('Error al procesar archivo');
  });

  it('reads pasted text from the clipboard', async () => {
    const fixture = budgetFixture(8, 31);
    await page.getByRole('tab', { name: 'Pegar Contenido' }).click();
    await page.getByRole('heading', { name: 'Pegar Contenido del Presupuesto' }).waitFor();
    const process = page.getByRole('button', { name: 'Procesar Presupuesto' });
    expect(await process.isDisabled()).toBe(true);
    await page.evaluate((text) => navigator.clipboard.writeText(text), fixture.text);
    await page.getByRole('button', { name: 'Pegar desde portapapeles' }).click();
    await expect
      .poll(() => page.getByLabel('Contenido del presupuesto').inputValue())
      .toBe(fixture.text);
    await screenshot(page, '09-paste');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await process.click();
    await page.getByText('Contenido procesado correctamente').waitFor();
    // The preview renders in a transition, a moment after the toast.
    await expect.poll(previewRowCount).toBe(fixture.budget.items.length);
    expect(await page.getByRole('group', { name: 'TOTAL' }).textContent()).toContain(
      formatMoney(fixture.budget.total),
    );
  });

  it('says why a too-short paste cannot be processed', async () => {
    await page.getByLabel('Contenido del presupuesto').fill('corto');
    await page.getByRole('button', { name: 'Procesar Presupuesto' }).click();
    await page.getByText('Error al procesar contenido').waitFor();
    expect(await page.getByText('El texto está vacío o es demasiado corto').isVisible()).toBe(true);
    await screenshot(page, '10-paste-error');
  });
});
