import { expect, test, type Page } from '@playwright/test';
import { apiToken, authHeaders, movedFor, movements } from './api';
import { accounts, loginAs } from './support';

/**
 * Manager Uno's page as the Admin sees it (Presupuesto actual shown), and the newest of his ledger rows.
 * The flow checks the rows its prize moved, never the whole budget: other flows move the same manager's
 * money at the same time.
 */
async function managerUnoPage(page: Page) {
  const headers = await authHeaders(page, accounts.admin);
  const users = await (await page.request.get('/api/users?all=true', { headers })).json();
  const id: number = users.data.find((u: { email: string }) => u.email === accounts.manager1).id;
  await page.goto(`/users/${id}`);
  await expect(page.getByTestId('current-budget')).toBeVisible();
  const rows = await movements(page.request, headers, id);
  return { id, headers, lastRow: Math.max(0, ...rows.map((m) => m.id)) };
}

test('the Admin loads prizes, sends them once, and the managers’ budgets change', async ({ page }) => {
  // Two visits to the manager's page and his ledger read three times: room on a loaded machine.
  test.setTimeout(120_000);
  await loginAs(page, accounts.admin);
  const before = await managerUnoPage(page);

  await page.goto('/premios');
  const form = page.getByRole('form', { name: 'Agregar premio' });
  await form.getByLabel('Torneo').selectOption({ label: 'Primera División T59' });
  await form.getByRole('button', { name: 'Agregar premio' }).click();
  await expect(form.getByText('Por favor, completa todos los campos obligatorios.')).toBeVisible();
  await expect(form.getByLabel('Equipo').locator('option', { hasText: 'Agentes Libres' })).toHaveCount(0);
  await form.getByLabel('Equipo').selectOption({ label: 'Atlético Pampero (Primera)' });
  await form.getByLabel('Monto').fill('7000000');
  await form.getByLabel('Posición').fill('3');
  await form.getByLabel('Descripción (opcional)').fill('Tercero de la fecha');
  await form.getByRole('button', { name: 'Agregar premio' }).click();
  await expect(page.getByRole('heading', { name: 'Premios por enviar (1 de 14)' })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar premios' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar premios' });
  await expect(dialog).toContainText('7.000.000');
  await dialog.getByRole('button', { name: 'Enviar premios' }).click();
  await expect(page.getByText('Premios enviados correctamente.').first()).toBeVisible();
  await expect(page.getByText('Todavía no agregaste premios.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Premios pagados' })).toContainText('Cobró: Manager Uno');

  const after = await managerUnoPage(page);
  await expect(page.getByText('Premio', { exact: true }).first()).toBeVisible();
  // One new prize row of the amount sent on his ledger (other flows may pay him other prizes).
  const isThisPrize = (m: { id: number; ref_type: string | null; amount: number }) =>
    m.id > before.lastRow && m.ref_type === 'prize' && m.amount === 7_000_000;
  const paidRows = (await movements(page.request, after.headers, after.id)).filter(isThisPrize);
  expect(paidRows).toHaveLength(1);
  const prize = { type: 'prize', id: paidRows[0]!.ref_id! };

  // The same prize sent again (spelled '3°') pays nothing more.
  const token = await apiToken(page, accounts.admin);
  const tournaments = await (
    await page.request.get('/api/tournaments?season=59', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const primera = tournaments.data.find((t: { name: string }) => t.name === 'Primera División T59');
  const teams = await (
    await page.request.get('/api/teams?all=true', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const pampero = teams.data.find((t: { name: string }) => t.name === 'Atlético Pampero');
  const again = await page.request.post('/api/prizes', {
    headers: { authorization: `Bearer ${token}` },
    data: { prizes: [{ tournament_id: primera.id, team_id: pampero.id, amount: 7_000_000, position: '3°' }] },
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).message).toBe('Estos premios ya estaban pagados: no se pagó nada nuevo.');
  expect(await movedFor(page.request, after.headers, after.id, prize)).toBe(7_000_000);
  expect((await movements(page.request, after.headers, after.id)).filter(isThisPrize)).toHaveLength(1);
});

test('the Admin applies a finished tournament’s prize table once', async ({ page }) => {
  await loginAs(page, accounts.admin);
  await page.goto('/crear-premios?season=58');
  const form = page.getByRole('form', { name: 'Crear premios: Segunda División T58' });
  await expect(form.getByLabel('Monto del 1°')).toHaveValue('160.000.000');
  const card = page.locator('div', { has: form }).last();
  await card.getByRole('button', { name: 'Aplicar al final del torneo' }).click();
  const panel = page.getByRole('region', { name: 'Premios de Segunda División T58' });
  await expect(panel.getByText('A pagar', { exact: true }).first()).toBeVisible();
  await expect(panel.getByText(/^1° · /)).toBeVisible();
  await expect(panel.getByText(/^Goleador · /).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Pagar premios' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pagar premios' }).click();
  await expect(page.getByText('Premios enviados correctamente.').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(panel.getByText('No hay nada nuevo para pagar.')).toBeVisible();
  await expect(panel.getByText('Ya pagado').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Pagar premios' })).toBeDisabled();
});

test('prizes and prize tables are the Admin’s: a manager sees neither', async ({ page }) => {
  await loginAs(page, accounts.manager1);
  await expect(
    page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Premios' }),
  ).toHaveCount(0);
  await page.goto('/crear-premios');
  await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
  const token = await apiToken(page, accounts.manager1);
  const res = await page.request.post('/api/prizes', {
    headers: { authorization: `Bearer ${token}` },
    data: { prizes: [{ tournament_id: 1, team_id: 1, amount: 1, position: '1' }] },
  });
  expect(res.status()).toBe(403);
});
