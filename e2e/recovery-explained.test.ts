/**
 * Recovery as a new user meets it (issue 24), in headless Chromium against the
 * product: a mistyped password's toast goes with the right sign-in; a second
 * request too soon says how long to wait; the inbox's button opens the link in
 * a new tab, where the password is changed; the spent link, opened again,
 * says so and how to get another.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { launchBrowser, screenshot, signIn, VIEWPORTS } from './support/browser.ts';

const appUrl = inject('appUrl');
const inboxUrl = inject('inboxUrl');
const { lost } = E2E_ACCOUNTS;
const NEW_PASSWORD = 'clave-recordada-2';

interface CaughtEmail {
  to: Array<{ address: string }>;
  text: string;
}

async function linkFor(address: string): Promise<string> {
  const emails = (await (await fetch(new URL('/email', inboxUrl))).json()) as CaughtEmail[];
  const email = emails.find((entry) => entry.to.some((to) => to.address === address));
  const link = email && /https?:\/\/[^\s"'<>]+verify[^\s"'<>]*/.exec(email.text)?.[0];
  if (!link) throw new Error(`no recovery email for ${address}`);
  return link;
}

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.desktop });
  page = await context.newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('recovery that explains itself', () => {
  it('dismisses the sign-in error toast when the right password follows', async () => {
    await page.goto(appUrl);
    await signIn(page, lost.email, 'no-es-esta');
    await page.getByText('Error de acceso').waitFor();
    await signIn(page, lost.email, lost.password);
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    await page.getByText('Error de acceso').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Salir' }).click();
  });

  it('says how long to wait when a second link is asked for too soon', async () => {
    await page.getByLabel('Email').fill(lost.email);
    await page.getByRole('button', { name: 'Has olvidado tu contraseña?' }).click();
    await page.getByText('Email enviado').waitFor();
    await page.getByRole('button', { name: 'Has olvidado tu contraseña?' }).click();
    await page.getByText('Ya te hemos enviado un enlace').waitFor();
    const wait = await page
      .getByText(/Para pedir otro enlace, espera \d+ segundos?\./)
      .textContent();
    const seconds = Number(/espera (\d+)/.exec(wait ?? '')?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    await screenshot(page, 'recovery-wait');
  });

  it('opens the inbox button in a new tab, where the password is changed', async () => {
    const inbox = await context.newPage();
    await inbox.goto(inboxUrl);
    const button = inbox
      .locator('article', { hasText: lost.email })
      .first()
      .frameLocator('iframe')
      .getByRole('link', { name: 'Elegir una contraseña nueva' });
    const [tab] = await Promise.all([context.waitForEvent('page'), button.click()]);
    // A top-level tab, not the inbox's frame: the app refuses to be framed.
    expect(tab.mainFrame().parentFrame()).toBeNull();
    await tab
      .getByRole('heading', { name: 'Cambiar Contraseña' })
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}\nat ${tab.url()}:\n${await tab.locator('body').innerText()}`,
        );
      });
    await tab.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await tab.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await tab.getByText('Contraseña actualizada').waitFor();
    await tab.getByRole('button', { name: 'Salir' }).click();
    await tab.close();
    await inbox.close();
  });

  it('says a spent link has expired or been used, and how to ask for another', async () => {
    const fresh = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
    await fresh.goto(await linkFor(lost.email));
    await fresh
      .getByText('El enlace de recuperación ha caducado o ya se ha usado')
      .waitFor({ timeout: 10_000 })
      .catch(async (error: unknown) => {
        throw new Error(
          `${String(error)}\nat ${fresh.url()}:\n${await fresh.locator('body').innerText()}`,
        );
      });
    expect(
      await fresh.getByText('Para recibir uno nuevo, escribe tu email y pulsa').isVisible(),
    ).toBe(true);
    // Gone from the address: a reload does not show it again.
    expect(fresh.url()).not.toContain('error_code');
    await screenshot(fresh, 'recovery-link-expired');
    await signIn(fresh, lost.email, NEW_PASSWORD);
    await fresh.getByRole('button', { name: 'Salir' }).waitFor();
  });
});
