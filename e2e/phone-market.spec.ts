import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';
import { authHeaders, createBet, teamDetail } from './api';
import { accounts, loginAs, money, scrollToDashboardHistory, unique } from './support';

/**
 * The market on a 390×844 phone: a manager bets from a card that shows every
 * odd and Apostar, and bids in an auction whose history reads as cards; being outbid is said on the
 * auction and in Mis subastas. No screen scrolls sideways.
 */

const PHONE = { width: 390, height: 844 };
const FREE_AGENT_TEAM_ID = 61;

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** Nothing wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'ancho de la página').toBeLessThanOrEqual(PHONE.width);
}

/** The control is laid out inside the screen's width (no swipe needed to reach it). */
async function expectInsideScreen(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

test('on a phone a manager bets from a card with every odd and Apostar in view', async ({ page }) => {
  const admin = await authHeaders(page, accounts.admin);
  const match = unique('Partido Móvil ');
  await createBet(page.request, admin, { match, description: 'Apuesta desde el teléfono' });

  await loginAs(page, accounts.manager1);
  await page.goto('/apuestas');
  const cards = page.getByRole('list', { name: 'Apuestas de partidos' });
  const card = cards.getByRole('listitem').filter({ hasText: match });
  await expect(card).toHaveCount(1);
  for (const odd of ['1.85', '3.00', '2.10', '1.90', '1.75'])
    await expectInsideScreen(card.getByRole('definition').filter({ hasText: odd }));
  const apostar = card.getByRole('link', { name: 'Apostar' });
  await expectInsideScreen(apostar);
  await expectNoSidewaysScroll(page);

  await apostar.click();
  await page.getByLabel('Tipo de apuesta').selectOption('home');
  const typed = page.getByLabel('Monto exacto');
  await typed.fill('2500000');
  await expect(typed).toHaveValue('2.500.000');
  await expect(page.getByTestId('bet-payout')).toHaveText('4.625.000 €');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Apuesta agregada correctamente').first()).toBeVisible();

  // The Admin's settlement list: the stake, the payout and both actions on the card.
  await loginAs(page, accounts.admin);
  await page.goto('/apuestas/usuarios');
  const pending = page
    .getByRole('list', { name: 'Confirmar apuestas ganadas' })
    .getByRole('listitem')
    .filter({ hasText: match });
  await expect(pending).toContainText('2.500.000 €');
  await expectInsideScreen(pending.getByRole('button', { name: 'Pagar (ganada)' }));
  await expectInsideScreen(pending.getByRole('button', { name: 'Perdida' }));
  await expectNoSidewaysScroll(page);
});

test('on a phone a manager bids, reads the history as cards and learns when outbid', async ({ page }) => {
  const uno = await authHeaders(page, accounts.manager1);
  const team = await teamDetail(page.request, uno, FREE_AGENT_TEAM_ID);
  const running = await (
    await page.request.get('/api/auctions?status=active&all=true', { headers: uno })
  ).json();
  const busy = new Set((running.data as Array<{ id_player: number }>).map((a) => a.id_player));
  const player = team.players.filter((p) => !busy.has(p.id)).sort((a, b) => a.value - b.value)[0]!;
  const opened = await page.request.post('/api/auctions', {
    headers: uno,
    data: { id_player: player.id, amount: player.value },
  });
  expect(opened.status()).toBe(201);
  const auctionId = (await opened.json()).auction.id as number;

  // Manager Dos bids on the phone, the amount formatted as typed.
  await loginAs(page, accounts.manager2);
  await page.goto(`/subastas/${player.id}`);
  const amount = page.getByLabel('Monto');
  const bid = player.value + 1_000_000;
  await amount.fill(String(bid));
  await expect(amount).toHaveValue(money(bid));
  await expectInsideScreen(page.getByRole('button', { name: 'Ofertar' }));
  await page.getByRole('button', { name: 'Ofertar' }).click();
  const history = page.getByRole('list', { name: 'Historial de ofertas' });
  await expect(history.getByRole('listitem').first()).toContainText(`${money(bid)} €`);
  await expect(history.getByRole('listitem').first()).toContainText('Manager Dos');
  await expectNoSidewaysScroll(page);

  // Manager Uno outbids him: the auction and Mis subastas say so.
  const top = bid + 1_000_000;
  const raised = await page.request.post(`/api/auctions/${auctionId}/bids`, {
    headers: uno,
    data: { amount: top },
  });
  expect(raised.status()).toBe(201);
  await expect(page.getByText('Te superaron: otro usuario ofertó más que tu última oferta.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(`${money(top)} €`);

  await page.goto('/dashboard');
  await scrollToDashboardHistory(page);
  const mine = page
    .getByRole('list', { name: 'Mis subastas' })
    .getByRole('listitem')
    .filter({ hasText: player.name });
  await expect(mine.getByText('Te superaron')).toBeVisible();
  // The server clock of the suite runs ahead of the browser's: only the wording is checked.
  await expect(mine).toContainText(/cierra en \d+ (h|min|días?)/);
  await expectNoSidewaysScroll(page);
});
