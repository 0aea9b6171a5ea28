import { expect } from '@playwright/test';
import { test } from './fixtures';
import { accounts, openAs } from './support';

test('on a phone the menu starts closed, opens over the page, and the users list stays readable', async ({
  page,
}) => {
  await openAs(page, accounts.admin, '/users');
  await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();
  const menuLink = page.getByRole('link', { name: 'Jugadores' });
  await expect(menuLink).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menuLink).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar menú' }).first().click();
  await expect(page.getByText('Administración').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
