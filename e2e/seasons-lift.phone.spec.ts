import { expect, test } from '@playwright/test';
import { BLANK_LINE, CURRENCY, type LiftOption } from '@liga/domain';
import { authHeaders, me, teamDetail } from './api';
import { accounts, loginAs, money, unique } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * A manager asks to lift a suspension by paying (docs/rules.md §17.4) from 'Mis sanciones' on a phone:
 * one of their players saw a red card in round 1 of a league of their own (so no other flow's matches
 * move), the form names the player, the match, the cause and the price, asks to confirm, and lists the
 * request as pending. Nothing is charged until staff approve.
 */
test('a manager sends a suspension lift request from Mis sanciones', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await authHeaders(page, accounts.admin);
  const managerHeaders = await authHeaders(page, accounts.manager1);
  const call = async (method: 'post' | 'put', url: string, data: object) => {
    const res = await page.request[method](`/api${url}`, { headers: admin, data });
    expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const manager = await me(page.request, managerHeaders);
  const player = (await teamDetail(page.request, admin, manager.team!.id)).players[0]!;
  const rivals = await Promise.all(
    ['Rival Levantar ', 'Otro Levantar ', 'Tercero Levantar '].map(
      async (name) => (await call('post', '/teams', { name: unique(name), division: 'Primera' })).team,
    ),
  );
  const { tournament } = await call('post', '/tournaments', {
    name: unique('Liga Levantar '),
    type: 'PD',
    team_ids: [manager.team!.id, ...rivals.map((r: { id: number }) => r.id)],
  });
  const { matches } = await call('post', `/tournaments/${tournament.id}/fixture`, {});
  const own = (
    matches as { id: number; stage: number; team_home: { id: number }; team_away: { id: number } }[]
  )
    .filter((m) => [m.team_home.id, m.team_away.id].includes(manager.team!.id))
    .sort((a, b) => a.stage - b.stage);
  const [first, next] = own;
  await call('put', `/matches/${first!.id}`, { score_home: 1, score_away: 0 });
  await call('post', '/match-statistics', {
    statistics: [
      {
        player_id: player.id,
        tournament_id: tournament.id,
        match_id: first!.id,
        ...BLANK_LINE,
        red_cards: 1,
      },
    ],
  });
  const options = (await (
    await page.request.get('/api/suspensions/lifts/options', { headers: managerHeaders })
  ).json()) as { data: LiftOption[] };
  const option = options.data.find((o) => o.player.id === player.id && o.match.id === next!.id)!;
  expect(option, `the barred player is offered for the next match: ${JSON.stringify(options)}`).toBeTruthy();
  const cause = option.causes[0]!;
  const price = `${money(cause.price!)} ${CURRENCY}`;

  await loginAs(page, accounts.manager1);
  const form = page.getByRole('region', { name: 'Levantar una suspensión pagando' });
  // One card per player, match and cause, each on its own line (nothing cut at 390 px).
  const choice = form
    .getByRole('group', { name: 'Jugador, partido y suspensión' })
    .locator('label')
    .filter({ hasText: player.name })
    .filter({ hasText: option.match.label })
    .filter({ hasText: `${cause.label} · ${price}` });
  await expect(choice).toHaveCount(1);
  const box = (await choice.boundingBox())!;
  expect(box.x + box.width, 'the card fits the phone').toBeLessThanOrEqual(390);
  await choice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('lift-form-390.png') });
  // The same cards at a laptop's width, for the review of both layouts.
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.screenshot({ path: test.info().outputPath('lift-form-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await choice.getByRole('radio').check();
  await expect(form.getByTestId('lift-price')).toHaveText(
    `Precio: ${price}. Se cobra cuando el staff aprueba el pedido.`,
  );
  await form.getByRole('button', { name: 'Pedir levantar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pedir levantar' });
  await expect(dialog).toContainText(`Cuesta ${price}`);
  await page.screenshot({ path: test.info().outputPath('lift-dialog-390.png') });
  await dialog.getByRole('button', { name: 'Pedir levantar' }).click();
  const mine = form.getByRole('list', { name: 'Tus pedidos pendientes' });
  await expect(mine.getByRole('listitem').filter({ hasText: player.name })).toContainText(
    `${option.match.label} · ${price} · Pendiente`,
  );
  await expect(choice).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('lift-pending-390.png'), fullPage: true });
});
