import { asc, eq } from 'drizzle-orm';
import { budgetMovements, matches, userBets } from '@liga/db';
import { competitionKit } from '../../test/competition.test-kit';
import type { TestContext } from '../../test/context.test-kit';
import { balanceOf } from '../../test/money.test-kit';

type Who = { token: string };
const HOUR = 3_600_000;

/**
 * A fixture match of the active season (Atlético Norte vs Deportivo Sur, both managed, kick-off in a
 * day, no result), an Admin, and a bettor with 50M whose own team does not play it.
 */
export async function linkedBetKit(ctx: TestContext) {
  const c = competitionKit(ctx);
  const season = await c.season();
  const home = await c.manager('Atlético Norte');
  const away = await c.manager('Deportivo Sur');
  const admin = await ctx.actor('Admin', { name: 'Ana Admin' });
  const bettor = await ctx.actor('Manager Primera', { name: 'Beto Apostador', profits: 50_000_000 });
  const rival = await ctx.actor('Manager Primera', { name: 'Rita Rival', profits: 50_000_000 });
  await c.team({ name: 'Tercero FC', idUser: bettor.id });
  const [striker] = await c.squad(home.team.id, ['Juan Goleador']);
  const t = await c.tournament({ seasonId: season.id, teamIds: [home.team.id, away.team.id] });
  const kickOff = new Date(ctx.clock.now().getTime() + 24 * HOUR);
  const match = await c.match({
    tournamentId: t.id,
    home: home.team.id,
    away: away.team.id,
    stage: 1,
    score: null,
  });
  await ctx.db.update(matches).set({ matchDate: kickOff }).where(eq(matches.id, match.id));

  const request = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    ctx.request(who.token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  const kit = {
    season,
    home,
    away,
    admin,
    bettor,
    rival,
    striker: striker!,
    t,
    match,
    kickOff,
    request,
    /** A match bet on the fixture match, odds as given (the rest suggested); returns its id. */
    matchBet: async (
      odds: object = { home_odd: '2.00', away_odd: '3.00', draw_odd: '3.50', under: '1.80', over: '2.00' },
    ) => {
      const res = await request(admin, 'POST', '/bets', { id_match: match.id, ...odds });
      if (res.statusCode !== 201) throw new Error(`match bet failed: ${res.body}`);
      return res.json().bet.id as number;
    },
    playerBet: async () => {
      const res = await request(admin, 'POST', '/singlebet', {
        id_match: match.id,
        id_player: striker!.id,
        goal_odd: '2.50',
        card_odd: '4.00',
      });
      if (res.statusCode !== 201) throw new Error(`player bet failed: ${res.body}`);
      return res.json().bet.id as number;
    },
    stake: (who: Who, payload: object) => request(who, 'POST', '/apuesta/jugador', payload),
    stakeId: async (who: Who, payload: object) => {
      const res = await kit.stake(who, payload);
      if (res.statusCode !== 201) throw new Error(`stake failed: ${res.body}`);
      return res.json().bet.id as number;
    },
    /** The Admin saves (or corrects) the score through PUT /matches/{id}. */
    saveScore: (home: number, away: number) =>
      request(admin, 'PUT', `/matches/${match.id}`, { score_home: home, score_away: away }),
    balanceOf: (id: number) => balanceOf(ctx.db, id),
    userBets: () =>
      ctx.db
        .select({
          id: userBets.id,
          outcome: userBets.outcome,
          payout: userBets.payout,
          confirmed: userBets.confirmed,
        })
        .from(userBets)
        .orderBy(asc(userBets.id)),
    movements: (reason: string) =>
      ctx.db.select().from(budgetMovements).where(eq(budgetMovements.reason, reason)),
  };
  return kit;
}
export type LinkedBetKit = Awaited<ReturnType<typeof linkedBetKit>>;
