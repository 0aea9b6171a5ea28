import { expect, type Locator } from '@playwright/test';
import { authHeaders, matchToLoad, me, poster } from './api';
import { test } from './fixtures';
import { accounts, loginAs, unique } from './support';

// The statistics entry of /partidos/{id} on a phone, at 390×844.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const LONG = 'Maximiliano Rodríguez Larreta';

/** Every target a thumb presses is at least 44 px tall and wide. */
async function expectThumbSized(target: Locator) {
  const box = await target.boundingBox();
  expect(box, 'visible target').not.toBeNull();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
}

test('a manager fills their team’s statistics on a phone with steppers and toggles, full names, no sideways scroll', async ({
  page,
}) => {
  const admin = await authHeaders(page, accounts.admin);
  const manager = await me(page.request, await authHeaders(page, accounts.manager1));
  const ownTeam = manager.team!;
  const post = poster(page.request, admin);
  const suffix = unique('');
  const rival = (await post('/teams', { name: `Rival ${suffix}`, division: 'Primera' })).team;
  const scorer = (
    await post('/players', { name: LONG, age: 24, ca: 120, pa: 140, value: 1_000_000, id_team: ownTeam.id })
  ).player;
  const match = await matchToLoad(post, `Copa del teléfono ${suffix}`, [ownTeam.id, rival.id], [2, 0]);

  await loginAs(page, accounts.manager1);
  await page.goto(`/partidos/${match.id}`);
  const own = page.getByRole('region', { name: ownTeam.name });
  const card = own.getByRole('listitem', { name: LONG });
  // The full name, not the read-only tables' 15-character cut.
  await expect(card.getByText(LONG, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: rival.name })).toContainText(
    'Solo lectura: lo carga el rival o la organización.',
  );

  const plusGoal = card.getByRole('button', { name: `Goles: uno más para ${LONG}` });
  await expectThumbSized(plusGoal);
  await expectThumbSized(card.getByRole('button', { name: `Goles: uno menos para ${LONG}` }));
  await plusGoal.click();
  await plusGoal.click();
  await plusGoal.click();
  await card.getByRole('button', { name: `Goles: uno menos para ${LONG}` }).click();
  await expect(card.getByLabel(`Goles de ${LONG}`)).toHaveValue('2');
  await card.getByRole('button', { name: `Asistencias: uno más para ${LONG}` }).click();

  const yellow = card.locator('label').filter({ hasText: 'Amarilla' });
  await expectThumbSized(yellow);
  await yellow.click();
  await card.locator('label').filter({ hasText: 'MVP' }).click();
  await expect(card.getByLabel(`Amarilla de ${LONG}`)).toBeChecked();
  await expect(card.getByLabel(`MVP de ${LONG}`)).toBeChecked();
  await expect(card.getByLabel(`Roja directa de ${LONG}`)).toHaveCount(0);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Guardar Estadísticas' }).click();
  await expect(page.getByText('Estadísticas guardadas correctamente')).toBeVisible();
  await expect(page).toHaveURL(/\/partidos$/);

  const saved = await page.request.get(`/api/match-statistics?match_id=${match.id}`, { headers: admin });
  const line = ((await saved.json()).data as { player_id: { id: number }; [k: string]: unknown }[]).find(
    (r) => r.player_id.id === scorer.id,
  );
  expect(line).toMatchObject({ goals: 2, assists: 1, yellow_cards: 1, red_cards: 0, mvp: true });
});
