import { expect } from '@playwright/test';
import { test } from './fixtures';
import { apiToken } from './api';
import { accounts, findRow, loginAs, openAs, unique } from './support';

test('the Admin pages through the users list, with the page sent to the server', async ({ page }) => {
  await loginAs(page, accounts.admin);
  const firstPage = page.waitForRequest((r) => r.url().includes('/api/users?') && r.url().includes('page=1'));
  await page.goto('/users');
  await firstPage;
  await expect(page.getByRole('heading', { name: 'Managers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página anterior' })).toHaveCount(0);
  const secondPage = page.waitForRequest(
    (r) => r.url().includes('/api/users?') && r.url().includes('page=2'),
  );
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await secondPage;
  await expect(page.getByRole('button', { name: 'Página anterior' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nuevo Usuario' })).toBeVisible();
});

test('the Admin creates a user, adjusts their budget, and deletes them', async ({ page }) => {
  const email = `${unique('alta')}@liga.test`;
  await openAs(page, accounts.admin, '/users/new');
  await page.getByLabel('Nombre').fill('Zeta Creado');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Rol').selectOption('Manager Segunda');
  await page.getByLabel('Password', { exact: true }).fill('clave-muy-segura');
  await page.getByLabel('Confirma tu password').fill('clave-muy-segura');
  await page.getByLabel('Presupuesto inicial').fill('30000000');
  await page.getByRole('button', { name: 'Crear usuario' }).click();
  await expect(page).toHaveURL(/\/users\?message=/);
  await expect(page.getByText('Usuario creado satisfactoriamente').first()).toBeVisible();

  const token = await apiToken(page, accounts.admin);
  const all = await (
    await page.request.get('/api/users?all=true', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const created = all.data.find((u: { email: string }) => u.email === email);
  expect(created.profits).toBe(30_000_000);

  await page.goto(`/users/${created.id}`);
  await page.getByLabel('Ajustar presupuesto').fill('-5000000');
  await page.getByLabel('Nota del ajuste (opcional)').fill('Multa por aplazamiento');
  await expect(page.getByText('25.000.000').first()).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Usuario actualizado satisfactoriamente').first()).toBeVisible();
  await expect(page.getByText('Multa por aplazamiento').first()).toBeVisible();
  const after = await (
    await page.request.get(`/api/users/${created.id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(after.profits).toBe(25_000_000);

  await page.goto('/users');
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Estás seguro que quieres borrar este usuario??');
    void dialog.accept();
  });
  const row = await findRow(page, /Zeta Creado/);
  await row.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByText('Usuario eliminado satisfactoriamente').first()).toBeVisible();
  await expect(page.getByRole('row', { name: /Zeta Creado/ })).toHaveCount(0);
});

test('a manager sees only their own Editar and Vincula Discord, and can change only their password', async ({
  page,
}) => {
  await openAs(page, accounts.manager1, '/users');
  await expect(page.getByRole('link', { name: 'Nuevo Usuario' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Borrar' })).toHaveCount(0);
  const own = await findRow(page, /Manager Uno/);
  await expect(own.getByRole('link', { name: 'Editar' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Vincula Discord' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Editar' })).toHaveCount(1);

  await own.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByLabel('Rol')).toHaveCount(0);
  await expect(page.getByLabel('Ajustar presupuesto')).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('the server refuses what the screen hides from a manager', async ({ page }) => {
  const token = await apiToken(page, accounts.manager2);
  const headers = { authorization: `Bearer ${token}` };
  const me = await (await page.request.get('/api/user', { headers })).json();
  const promote = await page.request.put(`/api/users/${me.id}`, { headers, data: { ...me, rol: 'Admin' } });
  expect(promote.status()).toBe(403);
  expect((await promote.json()).message).toBe('Solo un Admin puede cambiar el rol.');
  const money = await page.request.put(`/api/users/${me.id}`, {
    headers,
    data: { adjustment: 1_000_000 },
  });
  expect(money.status()).toBe(403);
  // A profits sent with the user is ignored, never written (decision 012).
  const stale = await page.request.put(`/api/users/${me.id}`, {
    headers,
    data: { ...me, profits: me.profits + 1_000_000 },
  });
  expect(stale.status()).toBe(200);
  const create = await page.request.post('/api/users', {
    headers,
    data: { name: 'x', email: 'x@x.co', password: '12345678', password_confirmation: '12345678' },
  });
  expect(create.status()).toBe(403);
  const after = await (await page.request.get('/api/user', { headers })).json();
  expect(after).toMatchObject({ rol: me.rol, profits: me.profits });

  await openAs(page, accounts.manager2, '/users/1');
  await expect(page.getByText('No tenés permiso para editar este usuario.')).toBeVisible();
});
