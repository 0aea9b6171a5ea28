import { expect } from '@playwright/test';
import { test } from './fixtures';
import { accounts, openAs, unique } from './support';

test('a newcomer signs up, lands on the dashboard on the waiting list, and logs out', async ({ page }) => {
  const email = `${unique('nuevo')}@liga.test`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Registrate' })).toBeVisible();
  await page.getByLabel('Nombre de usuario').fill('DT Nuevo');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('clave-muy-segura');
  await page.getByLabel('Confirma tu password').fill('clave-muy-segura');
  await page.getByRole('button', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('En lista de espera').first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeTruthy();

  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up shows the first server message under each field', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill('Repetido');
  await page.getByLabel('Email').fill(accounts.admin);
  await page.getByLabel('Password', { exact: true }).fill('clave-muy-segura');
  await page.getByLabel('Confirma tu password').fill('clave-muy-segura');
  await page.getByRole('button', { name: 'Registrate' }).click();
  await expect(page.getByText('El email ya está registrado.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('a wrong password shows the server message and keeps the user out', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.manager1);
  await page.getByLabel('Password').fill('no-es-esta');
  await page.getByRole('button', { name: 'Conectate' }).click();
  await expect(page.getByRole('alert')).toContainText('Email o password incorrectos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('guest pages send a logged-in user to the dashboard; a revoked token sends them to login', async ({
  page,
}) => {
  await openAs(page, accounts.manager2, '/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The server forgets the token (logout elsewhere): the next call answers 401 and the SPA drops it.
  const token = await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'));
  await page.request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
});

test('unknown paths show the 404 page and every menu route resolves', async ({ page }) => {
  await page.goto('/esto-no-existe');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  await openAs(page, accounts.admin, '/otra/ruta/inexistente');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  for (const path of ['/reglamento', '/subastas', '/partidos/1', '/cargar-imagenes/3', '/season-countdown']) {
    await page.goto(path);
    await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
  }
});
