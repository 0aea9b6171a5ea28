import { expect, test as base, type Page } from '@playwright/test';

/**
 * Console errors a screen must never print: uncaught exceptions and CSP violations ("Refused to …")
 * above all (decision 013). Refused requests (401/403/422) are part of the flows under test and
 * print "Failed to load resource"; those are left to the assertions on the answers themselves.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Playwright's `test` whose `page` fails the test when a screen printed a console error. */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors = collectConsoleErrors(page);
    await use(page);
    expect(errors, 'errores en la consola del navegador').toEqual([]);
  },
});
