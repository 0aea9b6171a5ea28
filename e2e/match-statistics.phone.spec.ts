import { expect, test } from '@playwright/test';
import { authHeaders } from './api';
import { accounts, loginAs } from './support';

test('on a phone a completed match reads as a card per player, nothing to swipe sideways', async ({
  page,
}) => {
  await loginAs(page, accounts.manager1);
  const headers = await authHeaders(page, accounts.manager1);
  const matches = (await (await page.request.get('/api/matches', { headers })).json()).data as {
    id: number;
    status: string;
  }[];
  const completed = matches.find((m) => m.status === 'completed')!;
  const saved = (
    await (await page.request.get(`/api/match-statistics?match_id=${completed.id}`, { headers })).json()
  ).data as { player_id: { name: string }; goals: number }[];
  const scorer = saved.find((r) => r.goals > 0)!;

  await page.goto(`/partidos/${completed.id}`);
  await expect(page.getByText('Estadísticas completadas y cargadas')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const card = page.getByRole('listitem', { name: scorer.player_id.name });
  await expect(card).toContainText(`Goles ${scorer.goals}`);
  // Every card fits the screen: no table scrolling inside its box, no page wider than the phone.
  const width = page.viewportSize()!.width;
  for (const box of await page
    .getByRole('listitem')
    .evaluateAll((items) => items.map((li) => li.getBoundingClientRect().right)))
    expect(box).toBeLessThanOrEqual(width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});
