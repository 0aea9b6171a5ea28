import { expect, test } from '@playwright/test';
import type { Season, SeasonClosePreview, UserEntry } from '@liga/domain';
import { authHeaders } from './api';
import { accounts, loginAs, money, scrollToDashboardHistory } from './support';

// Its own demo league (playwright.config.ts): while this season is closed, the flows beside it would
// create their tournaments in the next one, which the reopen then removes.
const baseURL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}`;
test.use({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * An Admin closes the demo league's season on a phone (decision 024); a manager whose objective moved
 * money then sees the team's new division and that money on their dashboard. The close is undone at
 * the end, so the flows after this one find season 59 as the demo left it.
 */
test('an Admin closes the season on a phone; a manager sees the new division and the objective money', async ({
  page,
}) => {
  // Two sign-ins and a close that writes the next season's fixtures: ~15 s alone, more on a loaded machine.
  test.setTimeout(90_000);
  const headers = await authHeaders(page, accounts.admin);
  const seasons = (await (await page.request.get('/api/season', { headers })).json()) as { data: Season[] };
  const active = seasons.data.find((s) => s.active)!;
  const preview = (await (
    await page.request.get(`/api/seasons/${active.id}/close`, { headers })
  ).json()) as SeasonClosePreview;
  // A manager whose objective pays or charges something, and where their team plays next season.
  const paid = preview.objectives.find((o) => o.amount !== 0 && o.user)!;
  const moved = [...preview.promoted, ...preview.relegated].find((t) => t.id === paid.team.id);
  const division = moved ? moved.to : paid.division;
  const manager = (await (
    await page.request.get(`/api/users/${paid.user!.id}`, { headers })
  ).json()) as UserEntry;

  try {
    await loginAs(page, accounts.admin);
    await page.goto('/temporadas');
    await expect(page.getByRole('heading', { name: 'Cierre de temporada' })).toBeVisible();
    await expect(page.getByTestId(`objective-amount-${paid.team.id}`)).toContainText(money(paid.amount));
    await page.getByRole('button', { name: 'Cerrar temporada' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar temporada' }).click();
    await expect(page.getByText('Temporada cerrada.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reabrir temporada' })).toBeVisible();

    await loginAs(page, manager.email!);
    await expect(page.getByText(`${paid.team.name} (${division})`)).toBeVisible();
    await scrollToDashboardHistory(page);
    const line = page.getByRole('listitem').filter({ hasText: 'Objetivo de temporada' }).first();
    await expect(line).toContainText(money(Math.abs(paid.amount)));
  } finally {
    const after = await page.request.get(`/api/seasons/${active.id}/close`, { headers });
    if (((await after.json()) as SeasonClosePreview).closed) {
      const reopen = await page.request.post(`/api/seasons/${active.id}/reopen`, { headers });
      expect(reopen.status(), await reopen.text()).toBe(200);
    }
  }
});
