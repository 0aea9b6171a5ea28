import { expect, type Page } from '@playwright/test';
import { authHeaders } from './api';
import { test } from './fixtures';
import { accounts, loginAs, unique } from './support';

/** The app shell on a phone (390×844) and on a desktop: tab bar, grouped menu by role, 404 inside. */

const PHONE = { width: 390, height: 844 };

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Accesos rápidos' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Menú' });

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('a manager moves with the tab bar; Más opens the grouped menu, which closes with Escape', async ({
    page,
  }) => {
    await loginAs(page, accounts.manager1);
    const bar = tabBar(page);
    await expect(bar).toBeVisible();
    // 'Avisos' carries the unread count before its name.
    await expect(bar.getByRole('link')).toHaveText(['Mi estado', 'Mercado', 'Partidos', 'Tablas', /Avisos$/]);
    await expect(bar.getByRole('link', { name: 'Mi estado' })).toHaveAttribute('aria-current', 'page');
    // The menu starts closed: no sidebar over the page.
    await expect(menu(page)).toHaveCount(0);

    await bar.getByRole('link', { name: 'Tablas' }).click();
    await expect(page).toHaveURL(/\/tablas$/);
    await expect(bar.getByRole('link', { name: 'Tablas' })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: 'Mercado' }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect(bar.getByRole('link', { name: 'Mercado' })).toHaveAttribute('aria-current', 'page');
    await noHorizontalOverflow(page);

    const more = bar.getByRole('button', { name: 'Más' });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const nav = menu(page);
    await expect(nav).toBeVisible();
    for (const group of ['Liga', 'Mercado', 'Competición', 'Apuestas'])
      await expect(nav.getByRole('list', { name: group })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Administración' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Jugadores' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toHaveCount(0);
    await expect(more).toBeFocused();

    await more.click();
    await menu(page).getByRole('link', { name: 'Reglamento' }).click();
    await expect(page).toHaveURL(/\/reglamento$/);
    await expect(menu(page)).toHaveCount(0);
  });

  test('the tab bar never covers the end of a page', async ({ page }) => {
    await loginAs(page, accounts.manager1);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Managers' })).toBeVisible();
    await expect(page.getByText('CARGANDO...')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const barTop = (await tabBar(page).boundingBox())!.y;
    // The last thing on the page (the pager or the last card) ends above the bar.
    const lastBottom = await page.evaluate(() => {
      const main = document.querySelector('main')!;
      const items = [...main.querySelectorAll('li, button, p, a')];
      return Math.max(...items.map((el) => el.getBoundingClientRect().bottom));
    });
    expect(lastBottom).toBeLessThanOrEqual(barTop);
  });

  test('a visitante is not offered Crear subasta, Cláusula, Transferir nor Plantel', async ({ page }) => {
    await loginAs(page, accounts.visitor);
    await tabBar(page).getByRole('button', { name: 'Más' }).click();
    const nav = menu(page);
    await expect(nav.getByRole('link', { name: 'Jugadores' })).toBeVisible();
    for (const label of ['Crear subasta', 'Cláusula de rescisión', 'Transferir', 'Plantel', 'Mis ofertas'])
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
    await expect(nav.getByRole('list', { name: 'Administración' })).toHaveCount(0);
  });

  test('a manager without a team is not offered what needs one', async ({ page }) => {
    const headers = await authHeaders(page, accounts.admin);
    const email = `${unique('sinequipo')}@liga.test`;
    const res = await page.request.post('/api/users', {
      headers,
      data: {
        name: unique('Sin Equipo '),
        email,
        rol: 'Manager Segunda',
        password: 'clave-muy-segura',
        password_confirmation: 'clave-muy-segura',
        profits: 0,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    await loginAs(page, email, 'clave-muy-segura');
    await tabBar(page).getByRole('button', { name: 'Más' }).click();
    const nav = menu(page);
    await expect(nav.getByRole('link', { name: 'Estado del mercado' })).toBeVisible();
    for (const label of ['Crear subasta', 'Cláusula de rescisión', 'Transferir', 'Plantel'])
      await expect(nav.getByRole('link', { name: label })).toHaveCount(0);
  });

  test('an unknown path shows the 404 inside the shell, tab bar included', async ({ page }) => {
    await loginAs(page, accounts.manager2);
    await page.goto('/no-existe');
    await expect(page.getByRole('main').getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(tabBar(page)).toBeVisible();
    await tabBar(page).getByRole('link', { name: 'Mi estado' }).click();
    await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  });
});

test('on a desktop the sidebar holds the grouped menu, staff see Administración, no tab bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await loginAs(page, accounts.organizer);
  const nav = menu(page);
  await expect(nav.getByRole('list', { name: 'Administración' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Crear apuesta' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Premios' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Mi estado' })).toHaveAttribute('aria-current', 'page');
  await expect(tabBar(page)).toBeHidden();
  // The header's button still collapses the column (a collapsible sidebar).
  await page.getByRole('button', { name: 'Cerrar menú' }).click();
  await expect(menu(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(menu(page)).toBeVisible();
});
