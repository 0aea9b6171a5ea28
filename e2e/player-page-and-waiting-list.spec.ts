import { expect } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders } from './api';
import { accounts, loginAs, openAs, shoot, unique } from './support';

// Decision 026. SHOTS=<folder> keeps a screenshot of each new screen at 390 and 1366 px to look at.

test("a manager reads a rival player's page: value history, market, and the Ofertar action", async ({
  page,
}) => {
  const staff = await authHeaders(page, accounts.organizer);
  const players = await (
    await page.request.get('/api/players?division=Primera&page=1&per_page=40', { headers: staff })
  ).json();
  const mine = await (
    await page.request.get('/api/user', { headers: await authHeaders(page, accounts.manager1) })
  ).json();
  const target = players.data.find(
    (p: { id_team: { id: number }; status: string }) =>
      p.id_team.id !== mine.team.id && !['bloqueado', 'restringido'].includes(p.status),
  );
  // Staff change his value twice: the chart draws the start and both changes.
  for (const value of [target.value + 1_000_000, target.value + 3_000_000])
    expect(
      (await page.request.put(`/api/players/${target.id}`, { headers: staff, data: { value } })).status(),
    ).toBe(200);

  await openAs(page, accounts.manager1, `/players/${target.id}`);
  await expect(page.getByRole('heading', { name: target.name })).toBeVisible();
  await expect(page.getByText('Evolución del valor')).toBeVisible();
  await expect(page.getByTestId('value-point')).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Estadísticas por temporada y torneo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cláusulas reveladas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ofertar' })).toHaveAttribute(
    'href',
    `/clausula_rescision/${target.id}`,
  );
  // The edit form is staff's.
  await expect(page.getByLabel('Nombre')).toHaveCount(0);
  await shoot(page, 'player-page');
});

test('a new account sees its place in the queue; an Admin assigns it a free team in one step', async ({
  page,
  browser,
}) => {
  const email = `${unique('espera')}@liga.test`;
  const name = unique('Aspirante ');
  await page.goto('/signup');
  await page.getByLabel('Nombre de usuario').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('clave-muy-segura-9');
  await page.getByLabel('Confirma tu password').fill('clave-muy-segura-9');
  await page.getByRole('button', { name: 'Registrate' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Estás en la lista de espera')).toBeVisible();
  // Last in the queue: after the demo's Aspirante and whoever the other flows signed up before.
  const place = Number(await page.getByTestId('waiting-position').textContent());
  expect(place).toBeGreaterThanOrEqual(2);
  await expect(page.getByText(`Sos el número ${place} de ${place} en la fila.`)).toBeVisible();
  await expect(page.getByTestId('budget')).toHaveCount(0);
  await shoot(page, 'waiting-dashboard');

  const adminPage = await (await browser.newContext()).newPage();
  const admin = await authHeaders(adminPage, accounts.admin);
  const club = unique('Club Libre ');
  expect(
    (
      await adminPage.request.post('/api/teams', {
        headers: admin,
        data: { name: club, division: 'Segunda' },
      })
    ).status(),
  ).toBe(201);
  await loginAs(adminPage, accounts.admin);
  await adminPage.goto('/users/lista-de-espera');
  const row = adminPage.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await shoot(adminPage, 'waiting-list');
  await adminPage.setViewportSize({ width: 1366, height: 800 });
  await row.getByLabel(`Equipo para ${name}`).selectOption({ label: `${club} (Segunda)` });
  await row.getByRole('button', { name: 'Asignar' }).click();
  await expect(adminPage.getByText(`${name} ahora dirige ${club} como Manager Segunda.`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  await expect(page.getByText(`${club} (Segunda)`)).toBeVisible();
  await expect(page.getByText('Estás en la lista de espera')).toHaveCount(0);
});
