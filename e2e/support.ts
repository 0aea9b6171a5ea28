import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'password123';
export const accounts = {
  admin: 'admin@liga.test',
  organizer: 'organizador@liga.test',
  manager1: 'manager1@liga.test',
  manager2: 'manager2@liga.test',
  visitor: 'visitante@liga.test',
} as const;

/** Logs in through the login screen, as a person would. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Conectate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A token straight from the API, for checks the UI hides (refusals the server must enforce). */
export async function apiToken(page: Page, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await page.request.post('/api/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Follows 'Página siguiente' until the row with that text shows (other tests add users). */
export async function findRow(page: Page, name: RegExp): Promise<Locator> {
  const row = page.getByRole('row', { name });
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText('CARGANDO...')).toHaveCount(0);
    if ((await row.count()) > 0) return row;
    await page.getByRole('button', { name: 'Página siguiente' }).click();
  }
  throw new Error(`row ${name} not found`);
}
