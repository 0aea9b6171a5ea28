import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { advanceClock, authHeaders, createBet, HOUR, me, movedFor, teamDetail } from './api';
import { accounts, money, signedIn, stakeOnHome, unique } from './support';

/**
 * Auctions and bets end to end: two managers bid on a free agent in two browsers and each sees the
 * other's bid live (SSE), the clock passes the 24 h close and the Admin confirms the winner; then a
 * manager places a bet that the Admin pays. The server clock is shared and only moves forward.
 */

const FREE_AGENT_TEAM_ID = 61;

test.describe.configure({ timeout: 120_000 });

test('two managers bid live on a free agent and the Admin confirms the winner', async ({ browser }) => {
  const uno = await signedIn(browser, accounts.manager1);
  const dos = await signedIn(browser, accounts.manager2);
  const headers = await authHeaders(uno, accounts.manager1);

  // A free agent without a running auction, the cheapest one.
  const team = await teamDetail(uno.request, headers, FREE_AGENT_TEAM_ID);
  const running = await (await uno.request.get('/api/auctions?status=active&all=true', { headers })).json();
  const busy = new Set((running.data as Array<{ id_player: number }>).map((a) => a.id_player));
  const player = team.players.filter((p) => !busy.has(p.id)).sort((a, b) => a.value - b.value)[0]!;

  await uno.goto(`/crear_subasta/${player.id}`);
  await expect(uno.getByLabel('Valor inicial')).toHaveValue(money(player.value));
  await uno.getByRole('button', { name: 'Crear subasta' }).click();
  await expect(uno).toHaveURL(new RegExp(`/subastas/${player.id}$`));
  await expect(uno.getByText('Subasta creada exitosamente')).toBeVisible();
  const history = (page: Page) => page.getByRole('table', { name: 'Historial de ofertas' });
  await expect(history(uno).getByText(money(player.value))).toBeVisible();

  // Manager Dos bids; Manager Uno sees it without reloading.
  await dos.goto(`/subastas/${player.id}`);
  await expect(history(dos).getByText(money(player.value))).toBeVisible();
  const bid2 = player.value + 1_000_000;
  await dos.getByLabel('Monto').fill(String(player.value + 500_000));
  await dos.getByRole('button', { name: 'Ofertar' }).click();
  const low = `La oferta debe ser mayor que la oferta anterior: la mínima es ${money(bid2)} €.`;
  await expect(dos.getByText(low)).toBeVisible();
  await dos.getByLabel('Monto').fill(String(bid2));
  await dos.getByRole('button', { name: 'Ofertar' }).click();
  await expect(history(uno).getByText(money(bid2))).toBeVisible({ timeout: 3_000 });
  await expect(history(uno).getByText('Manager Dos')).toBeVisible();

  // And the other way round.
  const bid3 = bid2 + 1_000_000;
  await uno.getByLabel('Monto').fill(String(bid3));
  await uno.getByRole('button', { name: 'Ofertar' }).click();
  await expect(history(dos).getByText(money(bid3))).toBeVisible({ timeout: 3_000 });
  await expect(dos.getByText(`Oferta mínima: ${money(bid3 + 1_000_000)} €.`)).toBeVisible();

  // 25 h later the auction is closed; the Admin confirms Manager Uno as the winner.
  await advanceClock(uno.request, 25 * HOUR);
  const admin = await signedIn(browser, accounts.admin);
  admin.on('dialog', (d) => void d.accept());
  await admin.goto(`/subastas/${player.id}`);
  await expect(admin.getByText('Subasta cerrada')).toBeVisible();
  await admin.getByRole('button', { name: 'Confirmar ganador' }).click();
  await expect(admin.getByText('Subasta confirmada y jugador transferido.').first()).toBeVisible();
  const winner = await me(uno.request, headers);
  const moved = await (await uno.request.get(`/api/players/${player.id}`, { headers })).json();
  expect(moved.id_team.id).toBe(winner.team!.id);
});

test('a manager places a bet and the Admin pays it', async ({ browser }) => {
  const admin = await signedIn(browser, accounts.admin);
  const adminHeaders = await authHeaders(admin, accounts.admin);
  const match = unique('Partido E2E ');
  const betId = await createBet(admin.request, adminHeaders, { match, description: 'e2e' });

  const uno = await signedIn(browser, accounts.manager1);
  const headers = await authHeaders(uno, accounts.manager1);
  const manager = await me(uno.request, headers);
  await stakeOnHome(uno, betId);
  await expect(uno).toHaveURL(/\/apuestas$/);
  // The manager's own stake on this bet, found by the bet: the phone project's flows stake the same
  // amount for the same manager meanwhile. The checks read that stake's ledger rows only (the season
  // close and the sanctions of the phone project may move this budget too).
  const mine = await uno.request.get('/api/bet_user/mine?per_page=50', { headers });
  expect(mine.status()).toBe(200);
  const stakes = ((await mine.json()) as { data: { id: number; id_bet: number | null }[] }).data.filter(
    (b) => b.id_bet === betId,
  );
  expect(stakes, 'one stake on this bet').toHaveLength(1);
  const bet = { type: 'user_bet', id: stakes[0]!.id };
  expect(await movedFor(uno.request, adminHeaders, manager.id, bet)).toBe(-2_000_000);

  await admin.goto('/apuestas/usuarios');
  const row = admin.getByRole('row', { name: new RegExp(match) });
  await row.getByRole('button', { name: 'Pagar (ganada)' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Pagar (ganada)' }).click();
  await expect(admin.getByText('Apuesta confirmada correctamente')).toBeVisible();
  expect(await movedFor(uno.request, adminHeaders, manager.id, bet)).toBe(-2_000_000 + 3_700_000);
});
