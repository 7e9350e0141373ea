/**
 * Regenerates the README's screenshots from a synthetic budget (scripts/readme-budget.ts),
 * never from a real sample: a picture of a customer's budget would be a copy of it.
 *
 *   npx tsx scripts/make-readme-screenshots.ts              # builds the app first
 *   npx tsx scripts/make-readme-screenshots.ts --skip-build # the app in dist/ is current
 *
 * - docs/screenshots/preview.png: the product started as the e2e tests start it (`presupuesto
 *   serve`, a throw-away DATA_DIR and account), the budget pasted in headless Chromium at
 *   1440×900, the verdict awaited.
 * - docs/screenshots/word.png: the product's own Word builder, first page through LibreOffice
 *   and pdftoppm.
 * - docs/screenshots/pdf.png: the product's own PDF builder, first page through pdftoppm; if
 *   the builder is not there yet, a warning, and the other two images are still made.
 */
import { Command } from 'commander';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Budget } from '../src/budget/model/budget.ts';
import { buildBudgetDocx } from '../src/budget/export/build-budget-docx.ts';
import { buildBudgetPdf } from '../src/budget/export/pdf/build-budget-pdf.ts';
import { readPdfFonts } from '../src/budget/export/pdf/read-pdf-fonts.ts';
import { companyBranding } from '../src/config/branding.ts';
import { launchBrowser, signIn } from '../e2e/support/browser.ts';
import { buildApp, startProduct } from '../e2e/support/start-product.ts';
import { convertDocxToPdf, hasLibreOffice } from './libreoffice.ts';
import { makeReadmeBudget, README_BUDGET_NUMBER, README_BUDGET_TITLE } from './readme-budget.ts';

const OUTPUT_DIR = resolve('docs/screenshots');
const VIEWPORT = { width: 1440, height: 900 } as const;
/** Width of the document pages in the README: readable, and a page stays under ~150 KB. */
const PAGE_WIDTH_PX = 1400;
/** Room left above the verdict when the page is scrolled to it. */
const VERDICT_MARGIN_PX = 16;
/** A throw-away account in the throw-away database of this run. */
const ACCOUNT = { email: 'capturas@construcciones-ejemplo.test', password: 'capturas-readme-1' };
/** The generation date the documents print, fixed so that a rerun changes nothing. */
const DOCUMENT_DATE = new Date(Date.UTC(2026, 2, 16, 9, 0, 0));

const program = new Command()
  .option('--skip-build', 'usa la aplicación ya compilada en dist/')
  .parse();
const options = program.opts<{ skipBuild?: boolean }>();

function report(path: string): void {
  console.log(`${path} (${Math.round(statSync(path).size / 1024)} KB)`);
}

/** The first page of a PDF, PAGE_WIDTH_PX wide. */
function renderFirstPage(pdfPath: string, pngPath: string): void {
  execFileSync('pdftoppm', [
    '-png',
    '-f',
    '1',
    '-l',
    '1',
    '-scale-to-x',
    String(PAGE_WIDTH_PX),
    '-scale-to-y',
    '-1',
    '-singlefile',
    pdfPath,
    pngPath.replace(/\.png$/, ''),
  ]);
  report(pngPath);
}

/** Waits for every toast to leave, so that none covers a figure in the picture. */
async function waitForToastsToLeave(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await page
    .waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, {
      timeout: 15_000,
    })
    .catch(async () => {
      console.warn(`Aviso: ${await toasts.count()} avisos siguen en pantalla en la captura.`);
    });
}

/** Types a value into one of the preview's editable header fields, if the preview has it. */
async function setHeaderField(page: Page, label: string, value: string): Promise<void> {
  const button = page.getByRole('button', { name: new RegExp(`^${label}: `) });
  if ((await button.count()) === 0) {
    console.warn(`Aviso: la vista previa no tiene el campo «${label}».`);
    return;
  }
  await button.click();
  await page.getByRole('textbox', { name: label }).fill(value);
  await page.keyboard.press('Enter');
  await button.waitFor();
}

async function capturePreview(text: string, pngPath: string): Promise<void> {
  if (!options.skipBuild) buildApp();
  const product = await startProduct([ACCOUNT]);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto(product.appUrl);
    await signIn(page, ACCOUNT.email, ACCOUNT.password);
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    // The budget's number and date come from the browser's clock: the documents' date, so that
    // the preview shows the same date as the Word and PDF, and a rerun the same number.
    await page.clock.setFixedTime(DOCUMENT_DATE);
    await page.getByRole('tab', { name: 'Pegar Contenido' }).click();
    await page.getByLabel('Contenido del presupuesto').fill(text);
    await page.getByRole('button', { name: 'Procesar Presupuesto' }).click();
    const verdict = page
      .getByRole('region', { name: 'Comprobación con el documento' })
      .getByRole('status');
    await verdict.waitFor();
    console.log(`Veredicto: ${(await verdict.textContent())?.trim()}`);
    // The reader does not guess a work's title from a pasted text, and numbers the budget by
    // the clock: the user types both, as here, so that the preview matches the documents.
    await setHeaderField(page, 'Obra', README_BUDGET_TITLE);
    await setHeaderField(page, 'Número de presupuesto', README_BUDGET_NUMBER);
    await waitForToastsToLeave(page);
    // No focus ring left on the title, and the verdict at the top: the picture then holds the
    // verdict, the header and the first rows of the items.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page
      .getByRole('region', { name: 'Comprobación con el documento' })
      .evaluate((region, margin) => {
        region.scrollIntoView({ block: 'start' });
        window.scrollBy(0, -margin);
      }, VERDICT_MARGIN_PX);
    await page.screenshot({ path: pngPath });
    report(pngPath);
  } finally {
    await browser.close();
    await product.stop();
  }
}

async function captureWord(budget: Budget, logo: Uint8Array, pngPath: string): Promise<void> {
  if (!hasLibreOffice()) {
    console.warn('Aviso: faltan soffice o pdftoppm; no se genera word.png.');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'readme-word-'));
  try {
    const docxPath = join(dir, 'presupuesto.docx');
    writeFileSync(
      docxPath,
      await buildBudgetDocx(budget, { branding: companyBranding, logo, now: DOCUMENT_DATE }),
    );
    renderFirstPage(convertDocxToPdf(docxPath, dir), pngPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function capturePdf(budget: Budget, logo: Uint8Array, pngPath: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'readme-pdf-'));
  try {
    const pdfPath = join(dir, 'presupuesto.pdf');
    writeFileSync(
      pdfPath,
      buildBudgetPdf(budget, {
        branding: companyBranding,
        fonts: await readPdfFonts(),
        logo,
        now: DOCUMENT_DATE,
      }),
    );
    renderFirstPage(pdfPath, pngPath);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { budget, text } = makeReadmeBudget();
mkdirSync(OUTPUT_DIR, { recursive: true });
const logo = new Uint8Array(readFileSync(companyBranding.logoFile));
await captureWord(budget, logo, join(OUTPUT_DIR, 'word.png'));
await capturePdf(budget, logo, join(OUTPUT_DIR, 'pdf.png'));
await capturePreview(text, join(OUTPUT_DIR, 'preview.png'));
