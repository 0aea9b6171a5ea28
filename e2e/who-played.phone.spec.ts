import { expect, test } from '@playwright/test';
import { apiToken, poster, squadsMatch } from './api';
import { HOME_CAPTURE, captureSquads } from './captures';
import { accounts, loginAs, unique } from './support';

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the form marks who played ('Jugó') and keeps one MVP per team", async ({ page }) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await apiToken(page, accounts.admin)}` };
  const suffix = unique('');
  // Two new teams and their 1–0 match waiting for statistics.
  const { matchId, players } = await squadsMatch(
    poster(page.request, headers),
    { name: `Jugó Local ${suffix}`, squad: ['Ana Goleadora', 'Bruno Defensa', 'Ciro Suplente'] },
    { name: `Jugó Visita ${suffix}`, squad: ['Dario Visita'] },
    [1, 0],
  );
  await loginAs(page, accounts.admin);
  await page.goto(`/partidos/${matchId}`);
  await page.getByRole('button', { name: 'Goles: uno más para Ana Goleadora' }).click();
  await expect(page.getByLabel('Jugó de Ana Goleadora')).toBeChecked();
  await page.getByLabel('Jugó de Bruno Defensa').check();
  await page.getByLabel('MVP de Ana Goleadora').check();
  await page.getByLabel('MVP de Bruno Defensa').check();
  await expect(page.getByLabel('MVP de Ana Goleadora')).not.toBeChecked();
  await page.getByLabel('Jugó de Dario Visita').check();
  await page.getByRole('listitem', { name: 'Ana Goleadora' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('who-played-390.png') });
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  await page.getByRole('button', { name: 'Guardar Estadísticas' }).click();
  await expect(page).toHaveURL('/partidos');
  const saved = (
    await (await page.request.get(`/api/match-statistics?match_id=${matchId}`, { headers })).json()
  ).data as { player_id: { id: number }; played: boolean; mvp: boolean }[];
  const line = (name: string) => saved.find((r) => r.player_id.id === players[name]);
  expect(line('Ana Goleadora')).toMatchObject({ played: true, mvp: false });
  expect(line('Bruno Defensa')).toMatchObject({ played: true, mvp: true });
  expect(line('Ciro Suplente')).toMatchObject({ played: false });
  expect(line('Dario Visita')).toMatchObject({ played: true });
});

test('on a phone a capture of other teams warns, and filling the form asks first', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { authorization: `Bearer ${await apiToken(page, accounts.admin)}` };
  const suffix = unique('');
  // The capture reads 'Atlético Norte - Deportivo Sur'; this match is between two other teams.
  const { matchId } = await squadsMatch(
    poster(page.request, headers),
    { name: `Pampero ${suffix}`, squad: captureSquads.home },
    { name: `Laguna ${suffix}`, squad: captureSquads.away },
    [1, 0],
  );
  await loginAs(page, accounts.admin);
  await page.goto(`/cargar-imagenes/${matchId}`);
  await page.locator('input[type=file]').setInputFiles([HOME_CAPTURE]);
  await page.getByRole('button', { name: 'Analizar' }).click();
  // The title is read as printed, misread letters included (decision 037: 'Atlético “orte' happens): the
  // warning names what was read and the match's own teams.
  await expect(page.getByText(/Esta captura muestra Atlético .orte - Deportivo Sur, no Pampero/)).toBeVisible(
    {
      timeout: 90_000,
    },
  );
  await expect(page.getByRole('button', { name: 'Analizar' })).toBeVisible({ timeout: 90_000 });
  // Rows the matching left uncertain ('Pérez'): the first candidate, as a reviewer would settle them.
  for (const pick of await page.getByLabel(/^Jugador registrado para /).all())
    if ((await pick.inputValue()) === '') await pick.selectOption({ index: 1 });
  const fill = page.getByRole('button', { name: 'Completar formulario del partido' });
  await expect(fill).toBeEnabled();
  await fill.click();
  const dialog = page.getByRole('dialog', { name: 'Los equipos no coinciden' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText(/Atlético .orte - Deportivo Sur/);
  await page.screenshot({ path: test.info().outputPath('teams-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(`/cargar-imagenes/${matchId}`);

  await page.setViewportSize({ width: 1280, height: 800 });
  await fill.click();
  await page.screenshot({ path: test.info().outputPath('teams-dialog-1280.png') });
  await page.getByRole('button', { name: 'Completar igual' }).click();
  await expect(page).toHaveURL(`/partidos/${matchId}`);
  await expect(page.getByText(/Datos propuestos desde las capturas/)).toBeVisible();
});
