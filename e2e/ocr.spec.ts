import { expect, test } from '@playwright/test';
import { apiToken, poster, squadsMatch } from './api';
import { AWAY_CAPTURE, HOME_CAPTURE, captureSquads } from './captures';
import { accounts, loginAs, unique } from './support';

test('the Admin reads two captures, settles the one uncertain player, reviews the filled form and saves it', async ({
  page,
}) => {
  // Each capture is read twice (decision 037): the flow takes longer on a loaded machine.
  test.setTimeout(180_000);
  const token = await apiToken(page, accounts.admin);
  const headers = { authorization: `Bearer ${token}` };
  // Both teams of the captures with their registered squads, and their 2–1 match.
  const suffix = unique('');
  const { matchId, players } = await squadsMatch(
    poster(page.request, headers),
    { name: `Atlético Norte ${suffix}`, squad: captureSquads.home },
    { name: `Deportivo Sur ${suffix}`, squad: captureSquads.away },
    [2, 1],
    `Copa capturas ${suffix}`,
  );
  await loginAs(page, accounts.admin);

  await page.goto(`/partidos/${matchId}`);
  await page.getByRole('link', { name: 'Cargar desde capturas' }).click();
  await expect(page).toHaveURL(`/cargar-imagenes/${matchId}`);
  await expect(page.getByRole('heading', { name: 'Cargar imágenes' })).toBeVisible();

  await page.locator('input[type=file]').setInputFiles([HOME_CAPTURE, AWAY_CAPTURE]);
  await expect(page.getByText('37-pair-home-1280x720.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Analizar' }).click();
  await expect(
    page.getByRole('progressbar', { name: 'Progreso de 37-pair-home-1280x720.jpg' }),
  ).toBeVisible();

  // Both captures read; 'Pérez' could be Juan or Tomás: the one row the user must settle.
  await expect(page.getByText('Falta elegir 1 jugador.')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Analizar' })).toBeVisible({ timeout: 90_000 });
  const fill = page.getByRole('button', { name: 'Completar formulario del partido' });
  await expect(fill).toBeDisabled();
  await expect(page.getByRole('table', { name: 'Valoraciones de jugadores' })).toHaveCount(2);
  await page.getByLabel('Jugador registrado para Pérez').selectOption({ label: 'Tomás Pérez' });
  await expect(page.getByText('Falta elegir 1 jugador.')).toHaveCount(0);
  await fill.click();

  // The form holds the proposal for review; nothing is saved yet.
  await expect(page).toHaveURL(`/partidos/${matchId}`);
  await expect(page.getByText(/Datos propuestos desde las capturas/)).toBeVisible();
  await expect(page.getByLabel('Goles de Tomás Pérez')).toHaveValue('1');
  await expect(page.getByLabel('Goles de Julián Muñoz')).toHaveValue('1');
  await expect(page.getByLabel('Goles de Cristian Herrera')).toHaveValue('1');
  await expect(page.getByLabel('Roja directa de Federico Cáceres')).toBeChecked();
  const before = await page.request.get(`/api/match-statistics?match_id=${matchId}`, { headers });
  expect((await before.json()).data).toEqual([]);

  // Quintero's 9.8 is the best rating of both captures: he is proposed as the MVP.
  await expect(page.getByLabel('MVP de Matías Quintero')).toBeChecked();
  // The reviewer corrects one line before saving.
  await page.getByLabel('Asistencias de Juan Pérez').fill('1');
  await page.getByLabel('Asistencias de Andrés Zárate').fill('');
  await page.getByRole('button', { name: 'Guardar Estadísticas' }).click();
  await expect(page.getByText('Estadísticas guardadas correctamente')).toBeVisible();
  await expect(page).toHaveURL('/partidos');

  const saved = (
    await (await page.request.get(`/api/match-statistics?match_id=${matchId}`, { headers })).json()
  ).data as {
    player_id: { id: number };
    goals: number;
    assists: number;
    red_cards: number;
    direct_red: string;
    mvp: boolean;
  }[];
  const line = (name: string) => saved.find((r) => r.player_id.id === players[name])!;
  expect(line('Tomás Pérez')).toMatchObject({ goals: 1 });
  expect(line('Juan Pérez')).toMatchObject({ goals: 0, assists: 1 });
  expect(line('Andrés Zárate')).toMatchObject({ assists: 0 });
  expect(line('Federico Cáceres')).toMatchObject({ red_cards: 1, direct_red: 'yes' });
  expect(line('Matías Quintero')).toMatchObject({ mvp: true });

  // The captures stay with the match as evidence.
  await page.goto(`/partidos/${matchId}`);
  await expect(page.getByText('Estadísticas completadas y cargadas')).toBeVisible();
  const norte = page.getByRole('region', { name: /^Atlético Norte/ });
  await expect(
    norte
      .getByRole('row', { name: /Tomás Pérez/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText('1');
  await expect(
    norte
      .getByRole('row', { name: /Juan Pérez/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('1');
  const evidence = page.getByRole('region', { name: 'Capturas del partido' });
  await expect(evidence.getByRole('button', { name: /^Ver / })).toHaveCount(2);
  await evidence.getByRole('button', { name: 'Ver 37-pair-home-1280x720.jpg' }).click();
  await expect(page.getByRole('img', { name: '37-pair-home-1280x720.jpg' })).toBeVisible();
});
