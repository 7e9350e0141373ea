/**
 * Builds the app and starts the product as the README does, with the test
 * accounts, for the e2e project; stops it at teardown. Set E2E_SKIP_BUILD=1
 * to reuse an existing dist/ while iterating on the tests.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { E2E_ACCOUNTS } from './support/accounts.ts';
import { buildApp, startProduct } from './support/start-product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    apiUrl: string;
    inboxUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) buildApp();
  const product = await startProduct(Object.values(E2E_ACCOUNTS));
  project.provide('appUrl', product.appUrl);
  project.provide('apiUrl', product.apiUrl);
  project.provide('inboxUrl', product.inboxUrl);
  return product.stop;
}
