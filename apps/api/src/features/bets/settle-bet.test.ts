import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_BALANCE } from '@liga/domain';
import { budgetMovements, ledgerMessages, userBets } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { raiseBalanceTo } from '../../test/money.test-kit';
import { betKit } from './bets.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, betKit);
let bet: number;
beforeEach(async () => {
  bet = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'home', amount: 10_000_000 }); // odd 1.85
});

const payouts = () => ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'bet_payout'));
const balanceOf = async (id: number) => (await K.state()).balances.find(([u]) => u === id)![1];

describe('GET /api/bet_user', () => {
  it('lists unconfirmed user bets for the Admin, with bettor, bet, odd and potential payout', async () => {
    await K.placeId(K.poor, { id_playerbet: K.playerBet, option: 'goal', amount: 1_000_000 });
    const res = await ctx.request(K.admin.token, { method: 'GET', url: '/api/bet_user?page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ total: 2, last_page: 1 });
    expect(res.json().data).toMatchObject([
      {
        id: bet,
        user: { name: 'Beto Apostador' },
        bet: { title: 'Rojos vs Azules' },
        option: 'home',
        selected_option: '1.85',
        amount: 10_000_000,
        potential_payout: 18_500_000,
      },
      {
        user: { name: 'Pobre' },
        bet: { title: 'Goleador' },
        option: 'goal',
        selected_option: '2.50',
        potential_payout: 2_500_000,
      },
    ]);
    await K.settle(K.admin, bet, 'lost');
    const after = await ctx.request(K.admin.token, { method: 'GET', url: '/api/bet_user' });
    expect(after.json().data).toHaveLength(1);
    expect((await ctx.request(K.organizer.token, { method: 'GET', url: '/api/bet_user' })).statusCode).toBe(
      403,
    );
  });

  it("GET /api/bet_user/mine shows only the caller's bets with their outcome", async () => {
    await K.placeId(K.poor, { id_playerbet: K.playerBet, option: 'goal', amount: 1_000_000 });
    await K.settle(K.admin, bet, 'won');
    const res = await ctx.request(K.bettor.token, { method: 'GET', url: '/api/bet_user/mine' });
    expect(res.json().data).toMatchObject([
      { id: bet, confirmed: 'yes', outcome: 'won', payout: 18_500_000 },
    ]);
  });
});

describe('PUT /api/apuesta/usuario/{id}', () => {
  it('pays a won bet odd × stake exactly once', async () => {
    expect(await balanceOf(K.bettor.id)).toBe(40_000_000);
    const res = await K.settle(K.admin, bet, 'won');
    expect([res.statusCode, res.json().message]).toEqual([200, 'Apuesta confirmada correctamente']);
    expect(await balanceOf(K.bettor.id)).toBe(58_500_000);
    expect(await payouts()).toMatchObject([
      { userId: K.bettor.id, amount: 18_500_000, refType: 'user_bet', refId: bet, createdBy: K.admin.id },
    ]);
    const [row] = await ctx.db.select().from(userBets).where(eq(userBets.id, bet));
    expect(row).toMatchObject({ confirmed: true, outcome: 'won', payout: 18_500_000, settledBy: K.admin.id });
    await ctx.expectLedgerBalanced();

    const before = await K.state();
    await K.expectRefused(await K.settle(K.admin, bet, 'won'), before, 422, 'La apuesta ya fue confirmada.');
    await K.expectRefused(await K.settle(K.admin, bet, 'lost'), before, 422, 'La apuesta ya fue confirmada.');
  });

  it('refuses a payout that would take the budget past the league bound, and settles nothing', async () => {
    await raiseBalanceTo(ctx.db, K.bettor.id, MAX_BALANCE - 18_499_999);
    await K.expectCallRefused(() => K.settle(K.admin, bet, 'won'), 422, ledgerMessages.balanceBound);
    expect(await payouts()).toHaveLength(0);
    expect((await K.settle(K.admin, bet, 'lost')).statusCode).toBe(200);
  });

  it('settles a lost bet without payment', async () => {
    const res = await K.settle(K.admin, bet, 'lost');
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(K.bettor.id)).toBe(40_000_000);
    expect(await payouts()).toHaveLength(0);
    expect((await K.state()).userBets).toEqual([[bet, true, 'lost', 0]]);
    await ctx.expectLedgerBalanced();
  });

  it('needs an outcome, an Admin and an existing bet', async () => {
    const before = await K.state();
    const missing = await K.settle(K.admin, bet);
    await K.expectRefused(
      missing,
      before,
      422,
      'Elegí el resultado de la apuesta: ganada (won) o perdida (lost).',
    );
    expect((await K.settle(K.organizer, bet, 'won')).statusCode).toBe(403);
    expect((await K.settle(K.bettor, bet, 'won')).statusCode).toBe(403);
    await K.expectRefused(
      await K.settle(K.admin, 9999, 'won'),
      before,
      404,
      'Apuesta de usuario no encontrada.',
    );
  });

  it('old route /apuesta/usuario/{id_bet}/{id_user} pays the latest bet of that user on that bet, once', async () => {
    const later = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'draw', amount: 1_000_000 }); // 3.00
    const url = `/api/apuesta/usuario/${K.matchBet}/${K.bettor.id}`;
    const res = await ctx.request(K.admin.token, { method: 'PUT', url });
    expect([res.statusCode, res.json().message]).toEqual([200, 'Apuesta confirmada correctamente']);
    expect((await K.state()).userBets).toEqual([
      [bet, false, 'pending', null],
      [later, true, 'won', 3_000_000],
    ]);
    // The same request again names the same bet: it settles nothing more (decision 013).
    const before = await K.state();
    const again = await ctx.request(K.admin.token, { method: 'PUT', url });
    await K.expectRefused(again, before, 422, 'La apuesta ya fue confirmada.');
    expect(await balanceOf(K.bettor.id)).toBe(39_000_000 + 3_000_000);
  });

  it('never pays two contradicting options of one match bet as won', async () => {
    const away = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'away', amount: 1_000_000 });
    const over = await K.placeId(K.bettor, { id_bet: K.matchBet, option: 'over', amount: 1_000_000 });
    expect((await K.settle(K.admin, bet, 'won')).statusCode).toBe(200); // home won
    await K.expectCallRefused(
      () => K.settle(K.admin, away, 'won'),
      422,
      'Esta apuesta no puede ganar: en este partido ya se pagó como ganada la opción Local.',
    );
    // Another line of the same match can still win, and the contradicting bet can be settled as lost.
    expect((await K.settle(K.admin, over, 'won')).statusCode).toBe(200);
    expect((await K.settle(K.admin, away, 'lost')).statusCode).toBe(200);
    await ctx.expectLedgerBalanced();
  });
});
