import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders, notifiedManager } from './api';
import { accounts, signedIn } from './support';

/**
 * The notification centre on a phone (decisions 036 and 040): a manager has the league open in two
 * tabs of one browser; the Admin adjusts his budget in another browser, and the tab bar's 'Avisos' of
 * both tabs counts it without a reload, although only one of them holds the notification stream.
 */

test.describe.configure({ timeout: 120_000 });

const avisos = (page: Page) =>
  page.getByRole('navigation', { name: 'Accesos rápidos' }).getByRole('link', { name: /Avisos$/ });

test('the tab bar’s Avisos counts a new notification live, in every tab of the browser', async ({
  browser,
}) => {
  const admin = await signedIn(browser, accounts.admin);
  const adminHeaders = await authHeaders(admin, accounts.admin);
  // Start from a clean count: anything earlier is read.
  const { page: first, user: managerUser } = await notifiedManager(
    browser,
    admin,
    adminHeaders,
    'Avisos Tel',
  );
  // A second tab of the same browser (same context: same storage, same Web Locks).
  const second = await first.context().newPage();
  // signedIn's context is the browser's default: both tabs are sized as a phone here.
  for (const tab of [first, second]) await tab.setViewportSize({ width: 390, height: 844 });
  await second.goto('/dashboard');
  await first.goto('/dashboard');
  for (const tab of [first, second]) {
    await expect(avisos(tab)).toBeVisible();
    await expect(avisos(tab).getByTestId('unread-count')).toHaveCount(0);
  }

  const res = await admin.request.put(`/api/users/${managerUser.id}`, {
    headers: adminHeaders,
    data: { adjustment: 500_000, adjustment_note: 'Aviso en el teléfono' },
  });
  expect(res.status(), await res.text()).toBe(200);

  for (const tab of [first, second])
    await expect(avisos(tab).getByTestId('unread-count')).toHaveText('1', { timeout: 15_000 });

  await avisos(second).click();
  await expect(second).toHaveURL(/\/notificaciones$/);
  await expect(second.getByText(/Aviso en el teléfono/).first()).toBeVisible();
  await second.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(avisos(second).getByTestId('unread-count')).toHaveCount(0);
});
