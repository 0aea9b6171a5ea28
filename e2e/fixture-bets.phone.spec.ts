import { expect, test } from '@playwright/test';
import { authHeaders, drawnFixture, poster } from './api';
import { accounts, loginAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// Bets from the fixture settle themselves (docs/rules.md §7.5): nobody confirms the winning stake by hand.
test('a manager bets on a fixture match and sees it won and paid once the Admin loads the result', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const headers = await authHeaders(page, accounts.admin);
  const post = poster(page.request, headers);
  const { teams, match } = await drawnFixture(post, 'Fixture');
  const { bet } = await post('/bets', {
    id_match: match.id,
    home_odd: '2.00',
    away_odd: '3.00',
    draw_odd: '3.20',
    under: '1.80',
    over: '2.00',
  });
  expect(bet.match).toBe(`${match.team_home.name} vs ${match.team_away.name}`);

  await loginAs(page, accounts.manager1);
  await page.goto(`/apuestas/${bet.id}`);
  await expect(page.getByText('Se liquida sola con el resultado del partido.')).toBeVisible();
  await page.getByLabel('Tipo de apuesta').selectOption('home');
  await page.getByLabel('Monto exacto').fill('2000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Apuesta agregada correctamente').first()).toBeVisible();

  // The Admin loads the result (through the API); the manager only opens his bets.
  const saved = await page.request.put(`/api/matches/${match.id}`, {
    headers,
    data: { score_home: 2, score_away: 0 },
  });
  expect(saved.status()).toBe(200);
  await page.goto('/apuestas');
  await page.getByRole('button', { name: 'Ganadas' }).click();
  const mine = page
    .getByRole('list', { name: 'Mis apuestas' })
    .getByRole('listitem')
    .filter({ hasText: teams[0]!.name });
  // The draw picks who plays at home: the score reads home first.
  await expect(mine).toContainText(`${match.team_home.name} 2–0 ${match.team_away.name}`);
  await expect(mine).toContainText('Ganada');
  await expect(mine).toContainText('4.000.000 €');
});
