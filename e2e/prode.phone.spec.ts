import { expect, test } from '@playwright/test';
import { authHeaders, drawnFixture, me, poster } from './api';
import { accounts, loginAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// The prode scores itself from the saved result (decision 028): nobody settles a round by hand.
test('a manager predicts a round and sees the prode table once the Admin loads the result', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const headers = await authHeaders(page, accounts.admin);
  const post = poster(page.request, headers);
  const { tournament, match } = await drawnFixture(post, 'Prode');
  const manager = await me(page.request, await authHeaders(page, accounts.manager1));

  await loginAs(page, accounts.manager1);
  await page.goto(`/prode?tournament=${tournament.id}&round=${match.stage}`);
  const card = page.getByRole('listitem', { name: `${match.team_home.name} - ${match.team_away.name}` });
  await card.getByRole('button', { name: `Un gol más para ${match.team_home.name}` }).click();
  await card.getByRole('button', { name: `Un gol más para ${match.team_home.name}` }).click();
  await card.getByRole('button', { name: `Un gol más para ${match.team_away.name}` }).click();
  await page.getByRole('button', { name: 'Guardar pronósticos' }).click();
  await expect(page.getByText('Pronósticos guardados.').first()).toBeVisible();

  // The Admin loads the result (through the API); the manager only opens the prode again.
  const saved = await page.request.put(`/api/matches/${match.id}`, {
    headers,
    data: { score_home: 2, score_away: 1 },
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(card).toContainText('Resultado 2 - 1');
  await expect(card).toContainText('3 puntos');
  await expect(page.getByText(`Ganó la fecha: ${manager.name}`)).toBeVisible();
});
