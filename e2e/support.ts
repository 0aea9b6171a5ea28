import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/** Browser helpers every flow shares: the demo accounts, signing in as one of them, reaching a screen. */

export const DEMO_PASSWORD = 'password123';
export const accounts = {
  admin: 'admin@liga.test',
  organizer: 'organizador@liga.test',
  manager1: 'manager1@liga.test',
  manager2: 'manager2@liga.test',
  visitor: 'visitante@liga.test',
} as const;

/**
 * Logs in through the login screen, as a person would. A tab already signed in as someone else is
 * signed out first: its stored token would send /login straight to the dashboard.
 */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  if (await page.evaluate(() => localStorage.length > 0)) {
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login');
  }
  await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Conectate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The one way to reach a screen as a role: sign in through the login screen, then open the path. */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  await loginAs(page, email);
  await page.goto(path);
}

/** A second browser (its own storage), signed in: for two users acting at the same time. */
export async function signedIn(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, email, password);
  return page;
}

/** 'Mi estado' and its budget figure. */
export async function budgetOnDashboard(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  return page.getByTestId('budget');
}

/**
 * The dashboard draws its lower sections (clauses, own auctions, movements) once they are scrolled
 * towards, as a phone's user does (decision 020): once the answer is in, scroll to the end.
 */
export async function scrollToDashboardHistory(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Transferencias pendientes' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
}

/** formatMoney of @liga/domain: 15000000 → '15.000.000', -5 → '-5'. */
export const money = (n: number) =>
  (n < 0 ? '-' : '') +
  Math.abs(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Presses a button of the app's own confirmation dialog (decision 029), named as its title. */
export async function pressInDialog(page: Page, dialog: string, button: string): Promise<void> {
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: button }).click();
}

/** Follows 'Página siguiente' until the row with that text shows (other tests add users). */
export async function findRow(page: Page, name: RegExp): Promise<Locator> {
  const row = page.getByRole('row', { name });
  const pager = page.getByRole('navigation', { name: 'Paginación' });
  const position = pager.getByText(/^\d+ \/ \d+$/);
  const next = pager.getByRole('button', { name: 'Página siguiente' });
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText('CARGANDO...')).toHaveCount(0);
    if ((await row.count()) > 0) return row;
    if ((await next.count()) === 0) break; // the last page, or a single one
    const before = (await position.textContent()) ?? '';
    await next.click();
    // The previous page stays on screen, its pager disabled, until the next one arrives: counting its
    // rows then would miss the row and click past the last page. The position moves at the click, and
    // the pager comes back once the page has arrived.
    await expect(position).not.toHaveText(before);
    await expect(pager.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
  }
  throw new Error(`row ${name} not found`);
}

/** With SHOTS=<folder>, keeps a screenshot of the page at 390 and 1366 px to look at; otherwise nothing. */
export async function shoot(page: Page, name: string): Promise<void> {
  const shots = process.env.SHOTS;
  if (!shots) return;
  for (const [width, height] of [
    [390, 844],
    [1366, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * On a bet opened at the flows' odds (e2e/api.ts createBet), stakes 2.000.000 on the home side through
 * the bet's page, checks the 3.700.000 € payout it shows and confirms twice, as a manager does.
 */
export async function stakeOnHome(page: Page, betId: number): Promise<void> {
  await page.goto(`/apuestas/${betId}`);
  await page.getByLabel('Tipo de apuesta').selectOption('home');
  await page.getByRole('slider').fill('2000000');
  await expect(page.getByTestId('bet-payout')).toHaveText('3.700.000 €');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Apuesta agregada correctamente')).toBeVisible();
}
