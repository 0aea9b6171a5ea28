import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { budgetMovements, matchBets, playerBets, userBets } from '@liga/db';
import { useKit, useTestContext } from '../../test/context.test-kit';
import { betKit, type BetKit } from './bets.test-kit';

const ctx = useTestContext();
const K = useKit(ctx, betKit);

const balance = async (K: BetKit, id: number) =>
  (await K.state()).balances.find(([userId]) => userId === id)![1];

describe('POST /api/apuesta/jugador', () => {
  it('takes the chosen odd of the league client (selected_option: 1.85) as the option paying it', async () => {
    const res = await K.place(K.bettor, {
      id_user: K.poor.id,
      id_bet: K.matchBet,
      id_playerbet: null,
      amount: 1_000_000,
      selected_option: 1.85,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bet).toMatchObject({ id_user: K.bettor.id, option: 'home', selected_option: '1.85' });
    const onPlayer = await K.place(K.bettor, {
      id_playerbet: K.playerBet,
      amount: 1_000_000,
      selected_option: '4.00',
    });
    expect(onPlayer.json().bet).toMatchObject({ option: 'card', selected_option: '4.00' });
    expect(await balance(K, K.bettor.id)).toBe(48_000_000);
  });

  it('refuses an odd no option pays, or one two options share without an option, changing nothing', async () => {
    const shared = await K.createMatch(K.admin, { home_odd: '2.00', away_odd: '2.00' });
    const sharedId = shared.json().bet.id as number;
    const before = await K.state();
    const none = await K.place(K.bettor, { id_bet: K.matchBet, amount: 1_000_000, selected_option: 1.86 });
    expect([none.statusCode, none.json().errors]).toEqual([
      422,
      { selected_option: ['Ninguna opción de esta apuesta paga esa cuota.'] },
    ]);
    const two = await K.place(K.bettor, { id_bet: sharedId, amount: 1_000_000, selected_option: 2 });
    expect(two.json().errors).toEqual({
      selected_option: ['Dos opciones de esta apuesta pagan esa cuota: elegí la opción.'],
    });
    expect(await K.state()).toEqual(before);
    const named = await K.place(K.bettor, {
      id_bet: sharedId,
      amount: 1_000_000,
      selected_option: 2,
      option: 'away',
    });
    expect(named.json().bet).toMatchObject({ option: 'away', selected_option: '2.00' });
  });

  it('with both bets named (the league client keeps both selects) stakes on the bet paying the odd', async () => {
    const both = { id_user: K.poor.id, id_bet: K.matchBet, id_playerbet: K.playerBet, amount: 5_000_000 };
    const onMatch = await K.place(K.bettor, { ...both, selected_option: 1.85 });
    expect(onMatch.statusCode, onMatch.body).toBe(201);
    expect(onMatch.json().bet).toMatchObject({
      id_user: K.bettor.id,
      id_bet: K.matchBet,
      id_playerbet: null,
      kind: 'match',
      option: 'home',
      selected_option: '1.85',
    });
    const onPlayer = await K.place(K.bettor, { ...both, selected_option: '2.50' });
    expect(onPlayer.json().bet).toMatchObject({
      id_bet: null,
      id_playerbet: K.playerBet,
      kind: 'player',
      option: 'goal',
    });
    const byOption = await K.place(K.bettor, { ...both, option: 'card' });
    expect(byOption.json().bet).toMatchObject({ id_playerbet: K.playerBet, option: 'card' });
    expect(await balance(K, K.bettor.id)).toBe(35_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('refuses an odd both named bets pay, or none, changing nothing', async () => {
    const rival = await K.createMatch(K.admin, { away_odd: '4.00' });
    const both = { id_bet: rival.json().bet.id, id_playerbet: K.playerBet, amount: 1_000_000 };
    const before = await K.state();
    await K.expectRefused(
      await K.place(K.bettor, { ...both, selected_option: '4.00' }),
      before,
      422,
      'La apuesta de partido y la de jugador pagan esa cuota: elegí una sola apuesta.',
    );
    await K.expectRefused(
      await K.place(K.bettor, { ...both, selected_option: '7.00' }),
      before,
      422,
      'Ninguna opción de esta apuesta paga esa cuota.',
    );
    await K.expectRefused(
      await K.place(K.bettor, { ...both, id_playerbet: 9999, selected_option: '1.85' }),
      before,
      404,
      'Apuesta no encontrada.',
    );
  });

  it("takes the stake from the caller's budget with the database odd, whatever the client sends", async () => {
    const res = await K.place(K.bettor, {
      id_bet: K.matchBet,
      option: 'away',
      amount: 2_000_000,
      id_user: K.poor.id,
      selected_option: '999.00',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Apuesta agregada correctamente');
    expect(res.json().bet).toMatchObject({
      id_user: K.bettor.id,
      user: { id: K.bettor.id, name: 'Beto Apostador' },
      id_bet: K.matchBet,
      id_playerbet: null,
      kind: 'match',
      bet: { id: K.matchBet, title: 'Rojos vs Azules', description: 'Fecha 3' },
      option: 'away',
      option_label: 'Visitante',
      selected_option: '2.10',
      amount: 2_000_000,
      potential_payout: 4_200_000,
      confirmed: 'no',
      outcome: 'pending',
      payout: null,
    });
    expect(await balance(K, K.bettor.id)).toBe(48_000_000);
    expect(await balance(K, K.poor.id)).toBe(3_000_000);
    const [row] = await ctx.db.select().from(userBets);
    expect(row!.selectedOption).toBe(210);
    expect(
      await ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, 'bet_stake')),
    ).toMatchObject([
      {
        userId: K.bettor.id,
        amount: -2_000_000,
        refType: 'user_bet',
        refId: row!.id,
        balanceAfter: 48_000_000,
      },
    ]);
    await ctx.expectLedgerBalanced();
  });

  it('takes bets on player bets too', async () => {
    const res = await K.place(K.poor, { id_playerbet: K.playerBet, option: 'card', amount: '3000000' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().bet).toMatchObject({
      kind: 'player',
      bet: { title: 'Goleador' },
      selected_option: '4.00',
    });
    expect(await balance(K, K.poor.id)).toBe(0);
    await ctx.expectLedgerBalanced();
  });

  it.each([
    [999_999, 'El monto debe ser un número entero entre 1.000.000 y 15.000.000.'],
    [15_000_001, 'El monto debe ser un número entero entre 1.000.000 y 15.000.000.'],
    [1_500_000.5, 'El monto debe ser un número entero entre 1.000.000 y 15.000.000.'],
  ])('refuses a stake of %s', async (amount, message) => {
    await K.expectCallRefused(
      () => K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount }),
      422,
      message,
    );
  });

  it('accepts the limits 1.000.000 and 15.000.000', async () => {
    for (const amount of [1_000_000, 15_000_000])
      expect((await K.place(K.bettor, { id_bet: K.matchBet, option: 'home', amount })).statusCode).toBe(201);
    expect(await balance(K, K.bettor.id)).toBe(34_000_000);
    await ctx.expectLedgerBalanced();
  });

  it('refuses a stake above the budget', async () => {
    const before = await K.state();
    const res = await K.place(K.poor, { id_bet: K.matchBet, option: 'draw', amount: 3_000_001 });
    await K.expectRefused(res, before, 422, 'Presupuesto insuficiente para esta apuesta.');
  });

  it('refuses inactive bets, wrong options, unknown bets and callers without a token', async () => {
    await ctx.db.update(matchBets).set({ active: false });
    await ctx.db.update(playerBets).set({ active: false });
    const before = await K.state();
    const stake = { option: 'home', amount: 1_000_000 };
    const inactive = 'Esta apuesta ya no acepta jugadas.';
    await K.expectRefused(await K.place(K.bettor, { id_bet: K.matchBet, ...stake }), before, 422, inactive);
    const onPlayer = { id_playerbet: K.playerBet, option: 'goal', amount: 1_000_000 };
    await K.expectRefused(await K.place(K.bettor, onPlayer), before, 422, inactive);
    const mismatch = await K.place(K.bettor, { id_playerbet: K.playerBet, ...stake });
    await K.expectRefused(mismatch, before, 422, 'La opción no corresponde a este tipo de apuesta.');
    const both = await K.place(K.bettor, {
      id_bet: K.matchBet,
      id_playerbet: K.playerBet,
      amount: 1_000_000,
    });
    await K.expectRefused(both, before, 422, 'Elegí una apuesta de partido o de jugador, no ambas.');
    const onInactive = {
      id_bet: K.matchBet,
      id_playerbet: K.playerBet,
      selected_option: 4,
      amount: 1_000_000,
    };
    await K.expectRefused(await K.place(K.bettor, onInactive), before, 422, inactive);
    await K.expectRefused(
      await K.place(K.bettor, { id_bet: 9999, ...stake }),
      before,
      404,
      'Apuesta no encontrada.',
    );
    const anonymous = await ctx.request(undefined, {
      method: 'POST',
      url: '/api/apuesta/jugador',
      payload: stake,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await K.state()).toEqual(before);
  });
});
