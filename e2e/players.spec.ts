import { expect } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders, teamDetail } from './api';
import { accounts, openAs } from './support';

/** Atlético Pampero: manager1's Primera team in the demo league. */
const PAMPERO_ID = 1;
/** Deportivo Norte: another Primera team, not manager1's. */
const NORTE_ID = 2;

test('searching a player by name asks /playername and keeps the text in the URL', async ({ page }) => {
  const headers = await authHeaders(page, accounts.manager1);
  const { players } = await teamDetail(page.request, headers, PAMPERO_ID);
  const target = players[0]!;
  await openAs(page, accounts.manager1, '/players');
  await expect(page.getByRole('heading', { name: 'Jugadores' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Página siguiente' })).toBeVisible();

  const search = page.waitForRequest(
    (r) => r.url().includes('/api/playername?') && new URL(r.url()).searchParams.get('name') === target.name,
  );
  await page.getByLabel('Buscar por nombre').fill(target.name);
  await search;
  await expect.poll(() => new URL(page.url()).searchParams.get('name')).toBe(target.name);
  // Every row left is a match, the target among them.
  const bodyRows = page.getByRole('table').locator('tbody tr');
  await expect
    .poll(async () => (await bodyRows.allInnerTexts()).every((t) => t.includes(target.name)))
    .toBe(true);
  await expect(
    bodyRows.filter({ hasText: target.name }).filter({ hasText: 'Atlético Pampero' }).first(),
  ).toBeVisible();
});

test('the owner registers a player: confirm, registrado on the row, stored by the server', async ({
  page,
}) => {
  const headers = await authHeaders(page, accounts.manager1);
  const { players } = await teamDetail(page.request, headers, PAMPERO_ID);
  // The registration list holds 18 over 20 and 6 aged 20 or under: pick a player whose group has room.
  const registered = players.filter((p) => p.status === 'registrado');
  const adults = registered.filter((p) => p.age > 20).length;
  const youth = registered.length - adults;
  const target = players.find((p) => p.status === '' && (p.age > 20 ? adults < 18 : youth < 6));
  expect(target, 'a registrable player in the demo squad').toBeTruthy();

  await openAs(page, accounts.manager1, `/players?name=${encodeURIComponent(target!.name)}`);
  const row = page.getByRole('row').filter({ hasText: target!.name }).filter({ hasText: 'Atlético Pampero' });
  const mine = row.filter({ has: page.getByRole('button', { name: 'Registrar' }) }).first();
  await expect(mine).toBeVisible();
  // Only on the own team: no Ofertar there.
  await expect(mine.getByRole('link', { name: 'Ofertar' })).toHaveCount(0);

  let warned = '';
  page.once('dialog', (dialog) => {
    warned = dialog.message();
    void dialog.accept();
  });
  const sent = page.waitForRequest(
    (r) => r.url().endsWith('/api/registrar_jugador') && r.method() === 'POST',
  );
  await mine.getByRole('button', { name: 'Registrar' }).click();
  expect((await sent).postDataJSON()).toEqual({ id: target!.id });
  expect(warned).toContain('irreversible');
  await expect(page.getByText('Jugador registrado satisfactoriamente').first()).toBeVisible();

  const after = await (await page.request.get(`/api/players/${target!.id}`, { headers })).json();
  expect(after.status).toBe('registrado');
  await expect(
    page.getByRole('row').filter({ hasText: target!.name }).filter({ hasText: 'registrado' }).first(),
  ).toBeVisible();
});

test('Ofertar leads to a release clause in the divisions and to an auction outside them', async ({
  page,
}) => {
  await openAs(page, accounts.manager1, '/players');
  const rival = page
    .getByRole('row')
    .filter({ hasText: 'Primera' })
    .filter({ hasNotText: 'Atlético Pampero' });
  await expect(rival.first().getByRole('link', { name: 'Ofertar' })).toHaveAttribute(
    'href',
    /^\/clausula_rescision\/\d+$/,
  );
  const filtered = page.waitForRequest((r) => r.url().includes('/api/players/filter-by-division'));
  await page.getByLabel('Solo equipos fuera de Primera y Segunda').check();
  await filtered;
  await expect(page).toHaveURL(/outside=1/);
  const outside = page.getByRole('table').getByRole('link', { name: 'Ofertar' });
  await expect
    .poll(async () => {
      const hrefs = await outside.evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
      return hrefs.length > 0 && hrefs.every((h) => /^\/crear_subasta\/\d+$/.test(h));
    })
    .toBe(true);
});

test('the Organizador edits a player', async ({ page }) => {
  const headers = await authHeaders(page, accounts.organizer);
  const { players } = await teamDetail(page.request, headers, NORTE_ID);
  const target = players.find((p) => p.status !== 'registrado') ?? players[0]!;

  await openAs(page, accounts.organizer, `/players/${target.id}`);
  await expect(page.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeEditable();
  await expect(page.getByLabel('Estado').locator('option', { hasText: 'Bloqueado' })).toHaveCount(1);
  // exact: the value chart's description also says 'valor'.
  await page.getByLabel('Valor', { exact: true }).fill('12345678');
  await expect(page.getByLabel('Valor', { exact: true })).toHaveValue('12.345.678');
  await page.getByLabel('Estado').selectOption('restringido');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Jugador actualizado satisfactoriamente').first()).toBeVisible();

  const after = await (await page.request.get(`/api/players/${target.id}`, { headers })).json();
  expect(after).toMatchObject({ value: 12_345_678, status: 'restringido', id_team: { id: NORTE_ID } });
});

test("a manager cannot edit another team's player: a profile without form, 403 from the API", async ({
  page,
}) => {
  const headers = await authHeaders(page, accounts.manager1);
  const { players } = await teamDetail(page.request, headers, NORTE_ID);
  const target = players[0]!;

  await openAs(page, accounts.manager1, `/players/${target.id}`);
  // The player page (decision 026): the profile, and the edit form only for staff.
  await expect(page.getByRole('heading', { name: 'Evolución del valor' })).toBeVisible();
  for (const label of ['Nombre', 'Edad', 'CA', 'PA', 'Valor', 'Equipo', 'Estado'])
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Borrar' })).toHaveCount(0);

  const refused = await page.request.put(`/api/players/${target.id}`, {
    headers,
    data: { ...target, ca: target.ca - 1, status: 'liberado' },
  });
  expect(refused.status()).toBe(403);
  // Even on the own team a manager may not change the staff-only fields.
  const own = (await teamDetail(page.request, headers, PAMPERO_ID)).players[0]!;
  const ownRefused = await page.request.put(`/api/players/${own.id}`, {
    headers,
    data: { value: own.value + 1 },
  });
  expect(ownRefused.status()).toBe(403);
  const after = await (await page.request.get(`/api/players/${target.id}`, { headers })).json();
  expect(after).toMatchObject({ ca: target.ca, status: target.status, id_team: { id: NORTE_ID } });
});

test('the teams page ranks each division with its season objectives', async ({ page }) => {
  const headers = await authHeaders(page, accounts.manager1);
  const objectives = (await (await page.request.get('/api/teams/objectives', { headers })).json()) as {
    data: Array<{ division: string; teams: Array<{ rank: number; name: string; objective: string }> }>;
  };
  await openAs(page, accounts.manager1, '/teams');
  await expect(page.getByRole('heading', { name: 'Equipos' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Equipos' }).getByRole('row', { name: /Atlético Pampero/ }),
  ).toContainText('Manager Uno');
  await expect(page.getByRole('heading', { name: 'Objetivos de la temporada' })).toBeVisible();
  for (const division of objectives.data) {
    const table = page.getByRole('table', { name: `Objetivos de la temporada: ${division.division}` });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(division.teams.length);
    await expect(rows.first()).toContainText(division.teams[0]!.name);
    await expect(rows.first()).toContainText('Campeón');
    await expect(rows.last()).toContainText(division.teams.at(-1)!.objective);
  }
  await expect(page.getByText('Media de CA por equipo frente al tope de Primera (160)')).toBeVisible();
  await expect(page.getByText('Media de CA por equipo frente al tope de Segunda (153)')).toBeVisible();
});

test('the squad page shows the own team against the Primera cap and the list limits', async ({ page }) => {
  const headers = await authHeaders(page, accounts.manager1);
  const { players } = await teamDetail(page.request, headers, PAMPERO_ID);
  await openAs(page, accounts.manager1, '/plantel');
  await expect(page.getByRole('heading', { name: 'Plantel' })).toBeVisible();
  await expect(page.getByText('Atlético Pampero')).toBeVisible();
  await expect(page.getByText('Tope de Primera: 160')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '160');
  await expect(page.getByTestId('registered-total')).toHaveText(/^\d+ \/ 24$/);
  await expect(page.getByTestId('registered-adults')).toHaveText(/^\d+ \/ 18$/);
  await expect(page.getByRole('table', { name: 'Jugadores' }).locator('tbody tr')).toHaveCount(
    players.length,
  );
  const registered = players.filter((p) => p.status === 'registrado').length;
  await expect(page.getByTestId('registered-total')).toHaveText(`${registered} / 24`);
});

test('without a team the squad page shows the league client’s message, and Cargar plantel asks again', async ({
  page,
}) => {
  await openAs(page, accounts.admin, '/plantel');
  await expect(
    page.getByText('No tienes equipo asignado. Prueba presionando el botón Cargar plantel'),
  ).toBeVisible();
  const again = page.waitForRequest((r) => r.url().endsWith('/api/plantel'));
  await page.getByRole('button', { name: 'Cargar plantel' }).click();
  await again;
  await expect(
    page.getByText('No tienes equipo asignado. Prueba presionando el botón Cargar plantel'),
  ).toBeVisible();
});
