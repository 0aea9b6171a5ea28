import { asc } from 'drizzle-orm';
import { matchBets, playerBets, userBets } from '@liga/db';
import { callRefusalCheck, refusalCheck, type TestContext } from '../../test/context.test-kit';
import { balancePairs, movementCount } from '../../test/money.test-kit';

type Who = { token: string };

/** Staff, two bettors (50M and 3M) and one match bet and one player bet, as staff would create them. */
export async function betKit(ctx: TestContext) {
  const admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  const organizer = await ctx.actor('Organizador', { name: 'Oscar Organizador' });
  const bettor = await ctx.actor('Manager Primera', { name: 'Beto Apostador', profits: 50_000_000 });
  const poor = await ctx.actor('Manager Segunda', { name: 'Pobre', profits: 3_000_000 });
  const createMatch = (who: Who, payload: Record<string, unknown> = {}) =>
    ctx.request(who.token, {
      method: 'POST',
      url: '/api/bets',
      payload: {
        match: 'Rojos vs Azules',
        description: 'Fecha 3',
        home_odd: '1.85',
        away_odd: '2,10',
        draw_odd: 3,
        under: '1.5',
        over: '2.45',
        ...payload,
      },
    });
  const matchRes = await createMatch(admin);
  const playerRes = await ctx.request(organizer.token, {
    method: 'POST',
    url: '/api/singlebet',
    payload: { name: 'Goleador', description: 'Marca o no', goal_odd: '2.50', card_odd: '4.00' },
  });
  const state = async () => ({
    balances: await balancePairs(ctx.db),
    userBets: (await ctx.db.select().from(userBets).orderBy(asc(userBets.id))).map((b) => [
      b.id,
      b.confirmed,
      b.outcome,
      b.payout,
    ]),
    matchBets: (await ctx.db.select().from(matchBets).orderBy(asc(matchBets.id))).map((b) => [
      b.id,
      b.active,
    ]),
    playerBets: (await ctx.db.select().from(playerBets)).length,
    movements: await movementCount(ctx.db),
  });
  const kit = {
    admin,
    organizer,
    bettor,
    poor,
    matchBet: matchRes.json().bet.id as number,
    playerBet: playerRes.json().bet.id as number,
    createMatch,
    state,
    place: (who: Who, payload: Record<string, unknown>) =>
      ctx.request(who.token, { method: 'POST', url: '/api/apuesta/jugador', payload }),
    /** Places a bet that must succeed and returns its id. */
    placeId: async (who: Who, payload: Record<string, unknown>) => {
      const res = await kit.place(who, payload);
      if (res.statusCode !== 201) throw new Error(`bet failed: ${res.body}`);
      return res.json().bet.id as number;
    },
    settle: (who: Who, id: number, outcome?: string) =>
      ctx.request(who.token, { method: 'PUT', url: `/api/apuesta/usuario/${id}`, payload: { outcome } }),
    /** A refusal answers status + message and changes no balance, bet or ledger row. */
    expectRefused: refusalCheck(ctx, state),
    expectCallRefused: callRefusalCheck(ctx, state),
  };
  return kit;
}
export type BetKit = Awaited<ReturnType<typeof betKit>>;
