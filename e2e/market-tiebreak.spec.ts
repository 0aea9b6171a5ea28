import { expect } from '@playwright/test';
import { test } from './fixtures';
import { advanceClock, authHeaders, HOUR, me, playerOpenToOffers } from './api';
import { accounts, money, openAs, pressInDialog } from './support';

/**
 * The clause tie-break (decision 022): two managers tie at the reveal, one raises from the offers
 * screen while the other still reads the revealed value, staff cannot confirm until it ends, and then
 * the raised offer wins. The server clock is shared and only moves forward.
 */
test.describe.configure({ timeout: 120_000 });

test('tied offers: the tied bidder raises, sealed, and wins once the tie-break ends', async ({ page }) => {
  const first = await authHeaders(page, accounts.manager1);
  const second = await authHeaders(page, 'primera02@liga.test');
  const staff = await authHeaders(page, accounts.organizer);
  const admin = await authHeaders(page, accounts.admin);
  const [uno, dos] = [await me(page.request, first), await me(page.request, second)];
  const seller = await me(page.request, await authHeaders(page, accounts.manager2));

  // Both must afford the player's value and the raise of 1.000.000.
  const budget = Math.min(uno.profits, dos.profits) - 1_000_000;
  const target = await playerOpenToOffers(page.request, staff, seller.team!.id, budget);
  expect(target, 'a player of manager2 both managers can afford').toBeTruthy();
  const player = target!;
  for (const headers of [first, second]) {
    const res = await page.request.post('/api/clausula_rescision', {
      headers,
      data: { id_player: player.id, id_team: seller.team!.id, value: player.value },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // Just past the reveal: the tie-break runs for 3 h.
  const offers = await (await page.request.get(`/api/clausulas/${player.id}`, { headers: staff })).json();
  const now = (await (await page.request.get('/api/test/clock', { headers: admin })).json()) as {
    now: string;
  };
  await advanceClock(page.request, Date.parse(offers.reveal_at as string) - Date.parse(now.now) + 60_000);

  const raised = player.value + 1_000_000;
  await openAs(page, accounts.manager1, `/offers/${player.id}`);
  await expect(
    page.getByText(/^Empate en el primer puesto: los empatados pueden mejorar su oferta hasta el/),
  ).toBeVisible();
  await expect(
    page.getByText(/Si hay empate, los empatados tienen 3 horas desde la revelación/),
  ).toBeVisible();
  await page.getByLabel('Nuevo efectivo').fill(String(raised));
  await page.getByRole('button', { name: 'Mejorar oferta' }).click();
  await expect(
    page.getByText('Oferta mejorada: queda oculta hasta que termine el desempate.').first(),
  ).toBeVisible();
  await expect(page.getByRole('main')).toContainText(money(raised));
  await page.screenshot({ path: test.info().outputPath('tiebreak-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('tiebreak-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The other tied bidder and staff read the revealed value; staff cannot confirm yet.
  await openAs(page, accounts.organizer, `/offers/${player.id}`);
  await expect(page.getByText('Empate: se confirma cuando termine el desempate.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(money(raised));

  await advanceClock(page.request, 3 * HOUR);
  await page.reload();
  await expect(page.getByText(/^Hubo empate: el desempate terminó el/)).toBeVisible();
  const row = page.getByRole('row', { name: /Manager Uno/ }).filter({ hasText: money(raised) });
  await expect(row.getByText('Ganadora')).toBeVisible();
  await row.getByRole('button', { name: 'Confirmar' }).click();
  await pressInDialog(page, 'Confirmar oferta', 'Confirmar');
  await expect(page.getByText('Oferta confirmada satisfactoriamente').first()).toBeVisible();
});
