import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import {
  launchBrowser,
  screenshot,
  seriousA11yViolations,
  signIn,
  VIEWPORTS,
} from './support/browser.ts';

const appUrl = inject('appUrl');
const inboxUrl = inject('inboxUrl');
const { forgetful } = E2E_ACCOUNTS;
const NEW_PASSWORD = 'clave-nueva-2';

interface CaughtEmail {
  to: Array<{ address: string }>;
  text: string;
  html: string;
}

/** Reads the mail catcher's JSON inbox until a message for `address` arrives. */
async function recoveryLinkFor(address: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(new URL('/email', inboxUrl));
    const emails = (await response.json()) as CaughtEmail[];
    const email = emails.find((entry) => entry.to.some((to) => to.address === address));
    if (email) {
      const link = /https?:\/\/[^\s"'<>]+verify[^\s"'<>]*/.exec(email.text || email.html)?.[0];
      if (!link) throw new Error(`no recovery link in the email:\n${email.text}`);
      return link.replaceAll('&amp;', '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no email for ${address} arrived`);
}

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: VIEWPORTS.desktop })).newPage();
});
afterAll(async () => {
  await browser.close();
});

describe('password recovery through the mail catcher', () => {
  it('sends the recovery email', async () => {
    await page.goto(appUrl);
    await page.getByLabel('Email').fill(forgetful.email);
    await page.getByRole('button', { name: 'Has olvidado tu contraseña?' }).click();
    await page.getByText('Email enviado').waitFor();
    expect(
      await page
        .getByText(
          'Se ha enviado un enlace de recuperación a tu email. Revisa tu bandeja de entrada.',
        )
        .isVisible(),
    ).toBe(true);
  });

  it('opens the link on the change-password screen and changes the password', async () => {
    const link = await recoveryLinkFor(forgetful.email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Cambiar Contraseña' }).waitFor();
    await screenshot(page, '07-change-password');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
    await page.getByLabel('Confirmar contraseña').fill('otra-distinta');
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();

    await page.getByLabel('Confirmar contraseña').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await page.getByText('Contraseña actualizada').waitFor();
    expect(await page.getByText('Tu contraseña se ha cambiado exitosamente.').isVisible()).toBe(
      true,
    );
    // After the change the user reaches the tool.
    await page.getByRole('button', { name: 'Salir' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Subir Archivo' }).isVisible()).toBe(true);
  });

  it('signs in with the new password only', async () => {
    await page.getByRole('button', { name: 'Salir' }).click();
    await signIn(page, forgetful.email, forgetful.password);
    await page.getByText('Error de acceso').waitFor();
    await signIn(page, forgetful.email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salir' }).waitFor();
  });
});
