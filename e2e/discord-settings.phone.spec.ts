import { expect, test, type Page } from '@playwright/test';
import { authHeaders } from './api';
import { accounts, loginAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// An Admin sets the league's Discord webhooks on /configuracion (decision 034): a 422 under its field, then saved.
// The webhooks it saves point nowhere: they are put back as they were, so no later post of the run is
// tried against them (the server logged 'Discord no responde' for the rest of the run).
test('an Admin saves the Discord webhooks on a phone', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, accounts.admin);
  const headers = await authHeaders(page, accounts.admin);
  const before = await page.request.get('/api/settings/discord', { headers });
  expect(before.status()).toBe(200);
  const saved = (await before.json()) as { results: { tournament_id: number; url: string }[] };
  const restore = {
    ...saved,
    results: saved.results.filter((r) => r.url).map(({ tournament_id, url }) => ({ tournament_id, url })),
  };
  try {
    await saveWebhooks(page);
  } finally {
    const put = await page.request.put('/api/settings/discord', { headers, data: restore });
    expect(put.status(), await put.text()).toBe(200);
  }
});

async function saveWebhooks(page: Page) {
  await page.goto('/configuracion');
  await expect(page.getByRole('heading', { name: 'Configuración' })).toBeVisible();
  const clauses = page.getByLabel('Cláusulas confirmadas');
  await clauses.fill('discord.com/api/webhooks/1');
  await page.getByRole('button', { name: 'Guardar webhooks' }).click();
  await expect(page.getByText('La URL debe empezar con http:// o https://.')).toBeVisible();
  await clauses.fill('http://127.0.0.1:9/clausulas');
  await page.getByLabel('Recordatorios').fill('http://127.0.0.1:9/recordatorios');
  await page.getByRole('button', { name: 'Guardar webhooks' }).click();
  await expect(page.getByText('Webhooks de Discord guardados.')).toBeVisible();
  await page.screenshot({ path: 'test-results/discord/configuracion-390.png', fullPage: true });
  await page.reload();
  await expect(page.getByLabel('Recordatorios')).toHaveValue('http://127.0.0.1:9/recordatorios');
}

// A manager offers a player of their squad (decision 034): the switch saves at once and the mark shows.
test('a manager marks a player transferable on the squad screen', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, accounts.manager1);
  await page.goto('/plantel');
  const panel = page.getByRole('region', { name: 'Transferibles' });
  await expect(panel).toBeVisible();
  const first = panel.getByRole('checkbox').first();
  const name = (await first.locator('xpath=..').textContent())!.trim();
  await expect(first).not.toBeChecked();
  await first.check();
  await expect(page.getByText('Jugador marcado como transferible.')).toBeVisible();
  const squad = page.getByRole('list', { name: 'Jugadores' });
  await expect(squad.getByRole('listitem').filter({ hasText: name }).getByText('Transferible')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/discord/plantel-transferible-390.png', fullPage: true });
  await first.uncheck();
  await expect(page.getByText('El jugador ya no está en la lista de transferibles.')).toBeVisible();
});
