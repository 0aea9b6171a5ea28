import { expect, test } from '@playwright/test';
import { BLANK_LINE, type MatchList, type Tournament } from '@liga/domain';
import { authHeaders, teamDetail } from './api';
import { accounts, loginAs } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * An Admin draws the play-offs on a phone (docs/rules.md §10.4): the demo's season 58 has its Primera's
 * thirteen rounds played and no play-offs, so no other flow's league is touched. The dialog says what is
 * drawn; the Playin (7.º v 10.º, 8.º v 9.º) and the Playout (11.º v 12.º) appear, and the button leaves.
 * With their results loaded, 'Generar siguiente ronda' draws the Cuartos.
 */
test('an Admin generates the play-offs, then their next round, on /torneos after each dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  const drawn = list.data.filter((m) => m.stage > 13);
  expect(drawn.map((m) => m.stage_label).sort()).toEqual(['Playin', 'Playin', 'Playout']);

  // The first round's results (home wins), then 'Generar siguiente ronda' (decision 038): Primera's
  // 1.º–6.º join the two Playin winners in the Cuartos.
  // Staff saving a match's lines completes it; a line of a player who did not play is enough.
  for (const m of drawn) {
    const scored = await page.request.put(`/api/matches/${m.id}`, {
      headers,
      data: { score_home: 2, score_away: 1 },
    });
    expect(scored.ok(), await scored.text()).toBe(true);
    const [player] = (await teamDetail(page.request, headers, m.team_home.id)).players;
    const line = { player_id: player!.id, tournament_id: primera.id, match_id: m.id };
    const saved = await page.request.post('/api/match-statistics', {
      headers,
      data: { statistics: [{ ...line, ...BLANK_LINE, played: false }] },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.reload();
  await expect(row).toContainText('94 de 94 partidos jugados');
  await row.getByRole('button', { name: 'Generar siguiente ronda' }).click();
  const next = page.getByRole('dialog', { name: 'Generar siguiente ronda' });
  await expect(next).toContainText(
    '¿Generar la siguiente ronda de los play-offs de Primera División T58 con los resultados de la última?',
  );
  await page.screenshot({ path: test.info().outputPath('next-round-dialog-390.png') });
  await next.getByRole('button', { name: 'Generar siguiente ronda' }).click();
  await expect(page.getByText('Siguiente ronda creada correctamente: Cuartos')).toBeVisible();
  await expect(row).toContainText('94 de 98 partidos jugados');
  await expect(row.getByRole('button', { name: 'Generar siguiente ronda' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('next-round-drawn-390.png'), fullPage: true });
  const after = (await (
    await page.request.get(`/api/matches?tournament_id=${primera.id}`, { headers })
  ).json()) as MatchList;
  const cuartos = after.data.filter((m) => m.stage_label === 'Cuartos');
  expect(cuartos).toHaveLength(4);
  // The Playin's winners (the home sides) are in the Cuartos, its losers are not.
  const inCuartos = cuartos.flatMap((m) => [m.team_home.id, m.team_away.id]);
  for (const m of drawn.filter((d) => d.stage_label === 'Playin')) {
    expect(inCuartos).toContain(m.team_home.id);
    expect(inCuartos).not.toContain(m.team_away.id);
  }
});
