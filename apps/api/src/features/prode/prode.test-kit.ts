import { eq } from 'drizzle-orm';
import { matches, prizeTables } from '@liga/db';
import { competitionKit } from '../../test/competition.test-kit';
import type { TestContext } from '../../test/context.test-kit';

export const KICKOFF = new Date('2026-03-14T21:00:00.000Z');
export const HOUR = 3_600_000;

/**
 * A round of three teams' league: Ana (Norte) and Beto (Sur) manage, Caro manages Oeste; round 1 has
 * Norte–Sur at KICKOFF and Oeste–Norte an hour later; round 2 has Sur–Oeste a week later.
 */
export async function prodeLeague(ctx: TestContext) {
  const kit = competitionKit(ctx);
  const season = await kit.season();
  const ana = await kit.manager('Norte');
  const beto = await kit.manager('Sur');
  const caro = await kit.manager('Oeste');
  const t = await kit.tournament({ seasonId: season.id, name: 'Primera T59' });
  const match = async (home: number, away: number, stage: number, at: Date) => {
    const row = await kit.match({ tournamentId: t.id, home, away, stage, score: null });
    await ctx.db.update(matches).set({ matchDate: at }).where(eq(matches.id, row.id));
    return row;
  };
  const m1 = await match(ana.team.id, beto.team.id, 1, KICKOFF);
  const m2 = await match(caro.team.id, ana.team.id, 1, new Date(KICKOFF.getTime() + HOUR));
  const m3 = await match(beto.team.id, caro.team.id, 2, new Date(KICKOFF.getTime() + 168 * HOUR));
  const admin = await ctx.actor('Admin');
  const visitor = await ctx.actor('visitante');

  const predict = (token: string, lines: object) =>
    ctx.request(token, { method: 'PUT', url: '/api/prode/predictions', payload: lines });
  const round = (token: string, stage = 1) =>
    ctx.request(token, { method: 'GET', url: `/api/prode?tournament=${t.id}&round=${stage}` });
  const result = (matchId: number, home: number, away: number) =>
    ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/matches/${matchId}`,
      payload: { score_home: home, score_away: away },
    });
  const setRoundPrize = (amount: number) =>
    ctx.db
      .insert(prizeTables)
      .values({ tournamentId: t.id, prodeRoundPrize: amount })
      .onConflictDoUpdate({ target: prizeTables.tournamentId, set: { prodeRoundPrize: amount } });
  const beforeKickoff = () => ctx.clock.set(new Date(KICKOFF.getTime() - HOUR));
  return {
    kit,
    season,
    ana,
    beto,
    caro,
    admin,
    visitor,
    t,
    m1,
    m2,
    m3,
    predict,
    round,
    result,
    setRoundPrize,
    beforeKickoff,
  };
}
export type ProdeLeague = Awaited<ReturnType<typeof prodeLeague>>;
