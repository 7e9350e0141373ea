import type { Locator, Page } from 'playwright-core';

/** 'Mis presupuestos', the list. */
export function savedList(page: Page): Locator {
  return page.getByRole('list', { name: 'Mis presupuestos' });
}

/**
 * The entry read from `fileName`, whatever it is called: the list names a budget by its
 * work title, else its client, else its file, and every entry shows its file's name.
 */
export function savedEntry(page: Page, fileName: string): Locator {
  return savedList(page).getByRole('listitem').filter({ hasText: fileName });
}
