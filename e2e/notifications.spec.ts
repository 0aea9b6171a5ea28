import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders, notifiedManager } from './api';
import { accounts, shoot, signedIn } from './support';

/**
 * The notification centre end to end (decision 036): the Admin adjusts a manager's budget in one
 * browser; in another, the manager's bell counts it without a reload, the centre lists it under
 * 'Hoy' and 'Marcar todas como leídas' clears the count. SHOTS=<folder> keeps screenshots at 390 and
 * 1366 px.
 */

test.describe.configure({ timeout: 120_000 });

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notificaciones/ });

test('a manager sees a staff budget adjustment arrive on the bell without reloading', async ({ browser }) => {
  const admin = await signedIn(browser, accounts.admin);
  const adminHeaders = await authHeaders(admin, accounts.admin);
  // Start from a clean bell: everything earlier is read.
  const { page: manager, user: managerUser } = await notifiedManager(browser, admin, adminHeaders, 'Avisos');
  await expect(bell(manager)).toHaveAccessibleName('Notificaciones');
  await manager.goto('/dashboard');
  await expect(bell(manager)).toHaveAccessibleName('Notificaciones');

  // The Admin, in the other browser, adjusts the manager's budget.
  const res = await admin.request.put(`/api/users/${managerUser.id}`, {
    headers: adminHeaders,
    data: { adjustment: 1_000_000, adjustment_note: 'Premio de prueba e2e' },
  });
  expect(res.status(), await res.text()).toBe(200);

  // The manager's bell counts it, without a reload.
  await expect(bell(manager)).toHaveAccessibleName('Notificaciones: 1 sin leer', { timeout: 15_000 });
  await expect(bell(manager).getByTestId('unread-count')).toHaveText('1');

  await bell(manager).click();
  await expect(manager).toHaveURL(/\/notificaciones$/);
  const today = manager.getByRole('region', { name: 'Hoy' });
  await expect(today.getByText('Ajuste de presupuesto').first()).toBeVisible();
  await expect(today.getByText(/Premio de prueba e2e/).first()).toBeVisible();
  await shoot(manager, 'notifications-list');

  await manager.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(bell(manager)).toHaveAccessibleName('Notificaciones');
  await expect(manager.getByRole('button', { name: 'Marcar todas como leídas' })).toBeHidden();

  await manager.getByRole('link', { name: 'Preferencias' }).click();
  await expect(manager.getByRole('heading', { name: 'Preferencias de notificaciones' })).toBeVisible();
  await expect(manager.getByLabel('Ajuste de presupuesto')).toHaveValue('app');
  await shoot(manager, 'notifications-preferences');
});
