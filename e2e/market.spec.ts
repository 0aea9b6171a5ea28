import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import {
  advanceClock,
  authHeaders,
  HOUR,
  me,
  movedFor,
  movements,
  pendingPlayerIds,
  playerOpenToOffers,
  teamDetail,
  type Headers,
} from './api';
import {
  accounts,
  budgetOnDashboard,
  loginAs,
  money,
  openAs,
  pressInDialog,
  scrollToDashboardHistory,
} from './support';

/**
 * The market end to end: a sealed release clause confirmed by staff after the reveal, and an admin
 * transfer confirmed by the other party from the dashboard, with the money each moved on both managers'
 * ledgers. Other specs run beside these on the same server and move the same managers' money, and the
 * server clock is shared: players are picked by what the API says now, the clock only ever moves
 * forward, and a flow checks its own ledger rows, never a whole budget before and after.
 */

/** The newest ledger row id of a user: the rows a flow adds come after it. */
async function lastRowOf(page: Page, headers: Headers, userId: number): Promise<number> {
  return Math.max(0, ...(await movements(page.request, headers, userId)).map((m) => m.id));
}

/**
 * The newest ledger row of a kind and amount a user got after `since`, as the reference movedFor reads
 * (other flows may add rows of the same kind meanwhile).
 */
async function newRef(
  page: Page,
  headers: Headers,
  userId: number,
  row: { type: string; amount: number; since: number },
) {
  const found = (await movements(page.request, headers, userId)).find(
    (m) => m.id > row.since && m.ref_type === row.type && m.amount === row.amount,
  );
  expect(found, `a ${row.type} row of ${row.amount} on user ${userId}'s ledger`).toBeTruthy();
  return { type: row.type, id: found!.ref_id! };
}

/** The dashboard shows the budget the server has (read again until both agree: other flows move it). */
async function dashboardShowsBudget(page: Page, headers: Headers): Promise<void> {
  const shown = await budgetOnDashboard(page);
  await expect
    .poll(async () => (await shown.textContent()) === money((await me(page.request, headers)).profits))
    .toBe(true);
}

// Several users, a clock move, a confirmation and the ledger reads per test: room on a slow machine.
test.describe.configure({ timeout: 150_000 });

test('a sealed release clause: executed through the form, hidden, revealed and confirmed by staff', async ({
  page,
}) => {
  const buyerHeaders = await authHeaders(page, accounts.manager1);
  const sellerHeaders = await authHeaders(page, accounts.manager2);
  const staffHeaders = await authHeaders(page, accounts.organizer);
  const adminHeaders = await authHeaders(page, accounts.admin);
  const buyer = await me(page.request, buyerHeaders);
  const seller = await me(page.request, sellerHeaders);
  expect(buyer.team && seller.team).toBeTruthy();
  const buyerSince = await lastRowOf(page, adminHeaders, buyer.id);

  // A seller's player that can take an offer now: not blocked, not in a transfer, no open round, affordable.
  const target = await playerOpenToOffers(page.request, staffHeaders, seller.team!.id, buyer.profits);
  expect(target, 'a player of manager2 that can receive a clause').toBeTruthy();
  const player = target!;

  // manager1 executes the clause through the form, paying the player's value in cash.
  await openAs(page, accounts.manager1, '/clausula_rescision');
  await page.getByLabel('Equipo').selectOption(String(seller.team!.id));
  await page.getByLabel('Jugador').selectOption(String(player.id));
  const slider = page.getByRole('slider', { name: 'Valor de la cláusula' });
  await expect(slider).toHaveAttribute('min', String(player.value));
  await expect(slider).toHaveAttribute('max', String(player.value * 2));
  await expect(page.getByTestId('total-value')).toHaveText(`${money(player.value)} €`);
  await page.getByRole('button', { name: 'Ejecutar cláusula' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar ejecución de cláusula' });
  await expect(dialog).toContainText(player.name);
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Ejecución de cláusula enviada').first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/offers/${player.id}$`));
  // The buyer sees their own offer in full.
  await expect(page.getByRole('main')).toContainText(money(player.value));

  // Anyone else, staff included, sees it sealed: 'Oculto', the countdown and no Confirmar yet.
  await openAs(page, accounts.organizer, `/offers/${player.id}`);
  await expect(
    page.getByText(/^Las ofertas se revelan el \d\d-\d\d-\d{4} a las \d\d:00 \(hora de la liga\)\.$/),
  ).toBeVisible();
  await expect(page.getByText('Oculto').first()).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);

  // Past the reveal (a window lasts at most 9 h), the Organizador confirms the winning offer.
  await advanceClock(page.request, 10 * HOUR);
  await page.reload();
  const row = page.getByRole('row', { name: /Manager Uno/ });
  await expect(row.getByText('Ganadora')).toBeVisible();
  await expect(page.getByText('Oculto')).toHaveCount(0);
  await expect(page.getByText(/Gana la oferta de mayor valor total/)).toBeVisible();
  await row.getByRole('button', { name: 'Confirmar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar oferta' });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Oferta confirmada satisfactoriamente').first()).toBeVisible();
  await expect(page).toHaveURL(/\/offers$/);

  // The clause moved the value from the buyer to the seller, once; both dashboards show their budget.
  const clause = await newRef(page, adminHeaders, buyer.id, {
    type: 'release_clause',
    amount: -player.value,
    since: buyerSince,
  });
  expect(await movedFor(page.request, adminHeaders, buyer.id, clause)).toBe(-player.value);
  expect(await movedFor(page.request, adminHeaders, seller.id, clause)).toBe(player.value);
  await loginAs(page, accounts.manager1);
  await dashboardShowsBudget(page, buyerHeaders);
  await scrollToDashboardHistory(page);
  const executed = page.getByRole('region', { name: 'Cláusulas ejecutadas' });
  await expect(executed.getByText(player.name).first()).toBeVisible();
  await expect(executed.getByText('Confirmada').first()).toBeVisible();

  await loginAs(page, accounts.manager2);
  await dashboardShowsBudget(page, sellerHeaders);
  await scrollToDashboardHistory(page);
  const received = page.getByRole('region', { name: 'Cláusulas recibidas' });
  await expect(received.getByText(player.name).first()).toBeVisible();
});

test('an admin transfer, confirmed by the other party from the dashboard', async ({ page }) => {
  const adminHeaders = await authHeaders(page, accounts.admin);
  const sellerHeaders = await authHeaders(page, accounts.manager1);
  const buyerHeaders = await authHeaders(page, accounts.manager2);
  const seller = await me(page.request, sellerHeaders);
  const buyer = await me(page.request, buyerHeaders);
  const held = await pendingPlayerIds(page.request, adminHeaders);
  // The weakest free player: under the market entry cap and below the buyer's best 16, so the signing
  // caps (docs/rules.md §17) are not what this flow meets.
  const player = (await teamDetail(page.request, sellerHeaders, seller.team!.id)).players
    .filter((p) => p.status !== 'bloqueado' && !held.has(p.id))
    .sort((a, b) => a.ca - b.ca)[0];
  expect(player, 'a player of manager1 free to transfer').toBeTruthy();
  const budget = 3_000_000;
  const buyerSince = await lastRowOf(page, adminHeaders, buyer.id);

  await openAs(page, accounts.admin, '/transfer');
  await expect(page.getByRole('heading', { name: 'Transferir' })).toBeVisible();
  await page.getByLabel('Equipo origen').selectOption(String(seller.team!.id));
  await page.getByLabel('Equipo destino').selectOption(String(buyer.team!.id));
  await expect(page.getByTestId('seller')).toContainText('Manager Uno');
  await expect(page.getByTestId('buyer')).toContainText('Manager Dos');
  await page.getByRole('checkbox', { name: new RegExp(`#${player!.id} `) }).check();
  await page.getByLabel('Monto').fill(String(budget));
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Transferencia realizada correctamente').first()).toBeVisible();

  // The history lists it unconfirmed, with the teams' whole names (decision 029).
  await page.goto('/transferencias');
  const historyRow = page.getByRole('row', { name: new RegExp(player!.name) }).first();
  await expect(historyRow).toContainText(`${seller.team!.name} - ${buyer.team!.name}`);
  await expect(historyRow).toContainText(money(budget));

  // manager2 (the buyer, not its creator) confirms it from 'Mi estado'; the row leaves the list.
  await loginAs(page, accounts.manager2);
  await budgetOnDashboard(page);
  const pending = page.getByRole('table', { name: 'Transferencias pendientes' });
  const row = pending.getByRole('row', { name: new RegExp(player!.name) });
  await row.getByRole('button', { name: 'Confirmar' }).click();
  await pressInDialog(page, 'Confirmar transferencia', 'Confirmar');
  await expect(page.getByText('Transferencia confirmada correctamente').first()).toBeVisible();
  await expect(pending.getByRole('row', { name: new RegExp(player!.name) })).toHaveCount(0);

  // The transfer moved its amount from the buyer to the seller, once.
  const transfer = await newRef(page, adminHeaders, buyer.id, {
    type: 'transfer',
    amount: -budget,
    since: buyerSince,
  });
  expect(await movedFor(page.request, adminHeaders, buyer.id, transfer)).toBe(-budget);
  expect(await movedFor(page.request, adminHeaders, seller.id, transfer)).toBe(budget);
  await dashboardShowsBudget(page, buyerHeaders);
  await loginAs(page, accounts.manager1);
  await dashboardShowsBudget(page, sellerHeaders);
});
