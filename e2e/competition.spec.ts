import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders } from './api';
import { accounts, loginAs, openAs, pressInDialog, unique } from './support';

/** Four Primera teams of the demo league: a small league of 3 rounds with 2 matches each. */
const TEAMS = ['Atlético Pampero', 'Atlético Río Grande', 'Club Ferroviario', 'Deportivo Norte'];

/** A row's cells, retried until they read as expected (the tables load after the page). */
const expectCells = (row: Locator, texts: string[]) => expect(row.locator('td')).toHaveText(texts);

/**
 * A player's cells in the Primera División table of his team's statistics, read in a new tab; a
 * player without a line yet reads as the screen shows one (zeros in the first three columns).
 */
async function seasonLine(page: Page, team: string, player: string): Promise<string[]> {
  const teams = await page.request.get('/api/teams?all=true', {
    headers: await authHeaders(page, accounts.admin),
  });
  const id = ((await teams.json()) as { data: { id: number; name: string }[] }).data.find(
    (t) => t.name === team,
  )!.id;
  const tab = await page.context().newPage();
  await tab.goto(`/estadisticas/${id}`);
  const table = tab.getByRole('table', { name: 'Primera División' });
  await expect(table).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: player });
  const cells = (await row.count()) ? await row.locator('td').allTextContents() : [player, '0', '0', '0'];
  await tab.close();
  return cells;
}

async function createTournamentWithFixture(page: Page, name: string): Promise<void> {
  await page.goto('/torneos');
  await expect(page.getByRole('heading', { name: 'Cargar Torneo' })).toBeVisible();
  await page.getByLabel('Nombre').fill(name);
  await page.getByLabel('Fecha de inicio').fill('2026-12-01');
  await page.getByLabel('Fecha de fin').fill('2026-12-20');
  for (const team of TEAMS)
    await page.getByRole('checkbox', { name: `${team} Primera`, exact: true }).check();
  await expect(page.getByText('4 equipos elegidos')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar Torneo' }).click();
  await expect(page.getByText('Torneo creado correctamente')).toBeVisible();

  const row = page
    .getByRole('list', { name: 'Torneos de la temporada' })
    .getByRole('listitem')
    .filter({ hasText: name });
  await expect(row.getByText('Sin fixture')).toBeVisible();
  // The draw is asked in the app's own dialog (decision 029), not the browser's.
  await row.getByRole('button', { name: 'Generar fixture' }).click();
  await pressInDialog(page, 'Generar fixture', 'Generar fixture');
  await expect(page.getByText(`Fixture generado correctamente (${name}).`)).toBeVisible();
  await expect(row.getByText('0 de 6 partidos jugados')).toBeVisible();
}

test('the Admin draws a fixture, loads a result and its statistics, and the tables, top lists and suspensions follow', async ({
  page,
}) => {
  // A whole match day in one flow (a tournament, its fixture, a result, both teams' lines, four screens):
  // about 25 s alone, over the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const name = unique('Liga E2E ');
  await loginAs(page, accounts.admin);
  await createTournamentWithFixture(page, name);

  // The fixture's first match of Fecha 1, read from the matches screen.
  await page.goto('/partidos');
  const round = page.getByRole('region', { name: `${name} · Fecha 1` });
  const load = round.getByRole('link', { name: /^Cargar datos: / }).first();
  const [home, away] = ((await load.getAttribute('aria-label')) ?? '')
    .replace('Cargar datos: ', '')
    .split(' vs ');
  expect(TEAMS).toContain(home);
  expect(TEAMS).toContain(away);

  // The create-match form fills the fixture's match with the result.
  const form = page.getByRole('form', { name: 'Cargar partido' });
  await form.getByLabel('Torneo').selectOption({ label: name });
  await form.getByLabel('Fecha o Ronda').fill('1');
  await form.getByLabel('Equipo local').selectOption({ label: home! });
  await form.getByLabel('Equipo visitante').selectOption({ label: away! });
  await form.getByLabel('Goles local').fill('1');
  await form.getByLabel('Goles visitante').fill('0');
  page.once('dialog', (dialog) => void dialog.accept());
  await form.getByRole('button', { name: 'Crear partido' }).click();
  await expect(page.getByText('Partido creado correctamente')).toBeVisible();

  // Statistics: the home scorer also sees a yellow card, a team-mate gets a serious injury.
  await round.getByRole('link', { name: `Cargar datos: ${home} vs ${away}` }).click();
  await expect(page.getByText('Pendiente de carga')).toBeVisible();
  await expect(page.getByText('1 - 0')).toBeVisible();
  const homeTable = page.getByRole('region', { name: home });
  // One card per player, named by the player's full name.
  const cards = homeTable.getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const scorer = (await cards.nth(0).getAttribute('aria-label'))!;
  const injured = (await cards.nth(1).getAttribute('aria-label'))!;
  // The demo league already has statistics: the scorer's season line is read first, in another tab.
  const before = await seasonLine(page, home!, scorer);
  await homeTable.getByLabel(`Goles de ${scorer}`).fill('1');
  await homeTable.getByLabel(`Amarilla de ${scorer}`).check();
  await homeTable.getByLabel(`Lesión grave de ${injured}`).check();
  await page.getByRole('button', { name: 'Guardar Estadísticas' }).click();
  await expect(page).toHaveURL(/\/partidos$/);
  await expect(page.getByText('Estadísticas guardadas correctamente')).toBeVisible();
  await expect(round.getByRole('link', { name: `${home} 1 - 0 ${away}` })).toBeVisible();

  // Standings: the winner has played one, won one, three points.
  await page.goto('/tablas');
  await page.getByLabel('Torneo').selectOption({ label: name });
  const table = page.getByRole('table', { name });
  const winner = table.getByRole('row').filter({ has: page.getByRole('link', { name: home, exact: true }) });
  // The position cell names its zone of the rule book's format for screen readers.
  await expectCells(winner, ['1 (Cuartos de final)', home!, '1', '1', '0', '0', '1', '0', '+1', '3']);
  const loser = table.getByRole('row').filter({ has: page.getByRole('link', { name: away, exact: true }) });
  await expectCells(loser, ['4 (Cuartos de final)', away!, '1', '0', '0', '1', '0', '1', '-1', '0']);

  // Top lists: the goal and the injury.
  await page.goto('/estadisticas');
  await page.getByLabel('Torneo').selectOption({ label: name });
  const goals = page.getByRole('region', { name: 'Goles' });
  await expectCells(goals.getByRole('row').filter({ hasText: scorer }), ['1', `${scorer}${home}`, '1']);
  await expect(goals.getByRole('img', { name: 'Gráfico de Goles' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Lesiones' }).getByRole('row').filter({ hasText: injured }),
  ).toBeVisible();

  // Team statistics: a serious injury in Fecha 1 bars rounds 2 and 3.
  await goals.getByRole('link', { name: home, exact: true }).first().click();
  await expect(page).toHaveURL(/\/estadisticas\/\d+/);
  await expect(page.getByRole('heading', { name: `Estadísticas del equipo: ${home}` })).toBeVisible();
  const league = page.getByRole('table', { name: 'Primera División' });
  const injuredRow = league.getByRole('row').filter({ hasText: injured });
  await expect(injuredRow.getByTitle('Lesión grave')).toHaveCount(2);
  await expect(injuredRow).toContainText('2Lesión grave');
  await expect(injuredRow).toContainText('3Lesión grave');
  await expect(page.getByText(`${injured}: 2 (Lesión grave) · 3 (Lesión grave)`)).toBeVisible();
  // His line adds this match to what the demo season had: a goal and a yellow card; the last round
  // he played (column 7) is the later of his demo rounds and this Fecha 1.
  const add = (cell: string, delta: number) => (delta === 0 ? cell : String((Number(cell) || 0) + delta));
  const deltas = [0, 1, 0, 1, 0, 0, 0, 0, 0];
  const expected = deltas.map((d, i) => (i === 0 ? scorer : add(before[i] ?? '', d)));
  expected[7] = String(Math.max(Number(before[7]) || 0, 1));
  await expectCells(league.getByRole('row').filter({ hasText: scorer }), expected);
});

test('a manager cancels a match load and sees the four required-field messages', async ({ page }) => {
  await openAs(page, accounts.manager1, '/partidos');
  const form = page.getByRole('form', { name: 'Cargar partido' });
  await form.getByRole('button', { name: 'Crear partido' }).click();
  for (const message of [
    'Tienes que cargar Fecha o Ronda',
    'Tienes que cargar los equipos',
    'Tienes que cargar los goles',
    'Tienes que cargar el torneo',
  ])
    await expect(form.getByText(message).first()).toBeVisible();

  await form.getByLabel('Torneo').selectOption({ index: 1 });
  await form.getByLabel('Fecha o Ronda').fill('1');
  await form.getByLabel('Equipo local').selectOption({ index: 1 });
  await form.getByLabel('Equipo visitante').selectOption({ index: 2 });
  await form.getByLabel('Goles local').fill('2');
  await form.getByLabel('Goles visitante').fill('2');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await form.getByRole('button', { name: 'Crear partido' }).click();
  await expect(page.getByText('Carga de partido cancelada')).toBeVisible();
  await expect(form.getByLabel('Goles local')).toHaveValue('');
});
