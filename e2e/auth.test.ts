import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, afterEach, describe, expect, inject, it } from 'vitest';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  signIn,
  VIEWPORTS,
} from './support/browser.ts';

const appUrl = inject('appUrl');
const { staff } = E2E_ACCOUNTS;

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await browser.newContext({ viewport: VIEWPORTS.desktop, locale: 'es-ES' });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

describe('signing in and out', () => {
  it('shows the login screen to a visitor, accessible and in Spanish', async () => {
    await page.goto(appUrl);
    // Waits as long as Playwright waits for anything: a loaded machine may take over a second.
    await page.getByRole('heading', { name: 'Herramienta de Presupuestos' }).waitFor();
    expect(await page.getByText('Accede para transformar tus presupuestos').isVisible()).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Has olvidado tu contraseña?' }).isVisible(),
    ).toBe(true);
    await screenshot(page, '01-login-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '01-login-phone');
  });

  it('shows the validation messages of the spec', async () => {
    await page.goto(appUrl);
    await page.getByLabel('Email').fill('no-es-un-email');
    await page.getByLabel('Contraseña', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Acceder' }).click();
    await page.getByText('Email inválido').waitFor();
    expect(await page.getByText('La contraseña debe tener al menos 6 caracteres').isVisible()).toBe(
      true,
    );
    await screenshot(page, '02-login-validation');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('refuses a wrong password with the access-error toast', async () => {
    await page.goto(appUrl);
    await signIn(page, staff.email, 'contraseña-equivocada');
    await page.getByText('Error de acceso').waitFor();
    expect(
      await page
        .getByText('Credenciales inválidas. Por favor, verifica tu email y contraseña.')
        .isVisible(),
    ).toBe(true);
    await screenshot(page, '03-login-wrong-password');
    expect(await page.getByRole('button', { name: 'Acceder' }).isVisible()).toBe(true);
  });

  it('asks for the email before sending a recovery link', async () => {
    await page.goto(appUrl);
    await page.getByRole('button', { name: 'Has olvidado tu contraseña?' }).click();
    await page.getByText('Email requerido').waitFor();
    expect(
      await page
        .getByText('Por favor, ingresa tu email antes de solicitar la recuperación.')
        .isVisible(),
    ).toBe(true);
  });

  it('signs in, keeps the session across a reload, and signs out', async () => {
    await page.goto(appUrl);
    await signIn(page, staff.email, staff.password);
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    expect(await page.getByText(staff.email).isVisible()).toBe(true);
    expect(await page.getByText('Transforma tus presupuestos al instante').isVisible()).toBe(true);
    expect(
      await page.getByRole('tab', { name: 'Subir Archivo' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByText('El presupuesto transformado aparecerá aquí').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Descargar Presupuesto' }).isDisabled()).toBe(
      true,
    );
    await screenshot(page, '04-tool-desktop');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize(VIEWPORTS.phone);
    await screenshot(page, '04-tool-phone');
    await page.setViewportSize(VIEWPORTS.desktop);

    await page.reload();
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    expect(await page.getByText(staff.email).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Salir' }).click();
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    expect(await page.getByRole('button', { name: 'Salir' }).count()).toBe(0);
  });

  it('can be used with the keyboard alone, with visible focus', async () => {
    await page.goto(appUrl);
    await page.getByLabel('Email').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    await page.keyboard.type(staff.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(staff.password);
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return {
        text: document.activeElement?.textContent,
        shadow: style.boxShadow,
        outline: style.outlineStyle,
      };
    });
    expect(outline.text).toBe('Acceder');
    // Tailwind's focus ring is a box-shadow; the base style adds an outline.
    expect(outline.shadow !== 'none' || outline.outline !== 'none').toBe(true);
    await screenshot(page, '05-keyboard-focus');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Salir' }).waitFor();
  });
});

describe('recovery mode from the address (spec §4)', () => {
  it('ends with a sign-in, which also removes the query string', async () => {
    await page.goto(new URL('/?type=recovery', appUrl).href);
    // Not signed in: the gate shows the login screen even in recovery mode.
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    await signIn(page, staff.email, staff.password);
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('heading', { name: 'Cambiar Contraseña' }).count()).toBe(0);
  });
});

describe('the 404 page', () => {
  it('says the page was not found, logs the path and links home', async () => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(new URL('/no-existe/ruta', appUrl).href);
    await page.getByText('Oops! Page not found').waitFor();
    expect(errors.some((text) => text.includes('/no-existe/ruta'))).toBe(true);
    await screenshot(page, '06-not-found');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.getByRole('heading', { name: 'Herramienta de Presupuestos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
