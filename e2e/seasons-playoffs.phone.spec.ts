import { expect, test } from '@playwright/test';
import type { MatchList, Tournament } from '@liga/domain';
import { authHeaders } from './api';
import { accounts, loginAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * An Admin draws the play-offs on a phone (docs/rules.md §10.4): the demo's season 58 has its Primera's
 * thirteen rounds played and no play-offs, so no other flow's league is touched. The dialog says what is
 * drawn; the Playin (7.º v 10.º, 8.º v 9.º) and the Playout (11.º v 12.º) appear, and the button leaves.
 */
test('an Admin generates the play-offs on /torneos after the confirmation dialog', async ({ page }) => {
  test.setTimeout(60_000);
  await loginAs(page, accounts.admin);
  await page.goto('/torneos?season=58');
  const row = page
    .getByRole('list', { name: 'Torneos de la temporada' })
    .getByRole('listitem')
    .filter({ hasText: 'Primera División T58' });
  await row.getByRole('button', { name: 'Generar play-offs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generar play-offs' });
  await expect(dialog).toContainText('¿Generar los play-offs de Primera División T58 con la tabla final?');
  await page.screenshot({ path: test.info().outputPath('playoffs-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Generar play-offs' }).click();
  await expect(
    page.getByText('Play-offs y playout creados correctamente (Primera División T58).'),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Generar play-offs' })).toHaveCount(0);
  await expect(row).toContainText('91 de 94 partidos jugados');
  await page.screenshot({ path: test.info().outputPath('playoffs-drawn-390.png'), fullPage: true });

  const headers = await authHeaders(page, accounts.admin);
  const tournaments = (await (await page.request.get('/api/tournaments?season=58', { headers })).json()) as {
    data: Tournament[];
  };
  const primera = tournaments.data.find((t) => t.name === 'Primera División T58')!;
  const list = (await (
    await page.request.get(`/api/matches?tournament_id=${primera.id}`, { headers })
  ).json()) as MatchList;
  expect(
    list.data
      .filter((m) => m.stage > 13)
      .map((m) => m.stage_label)
      .sort(),
  ).toEqual(['Playin', 'Playin', 'Playout']);
});
