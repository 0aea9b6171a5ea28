import { and, eq, gt } from 'drizzle-orm';
import { matches, tournaments } from '@liga/db';
import { roundRobin } from '@liga/domain';
import type { TestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

/** A league whose regular season is played, and the play-off requests, for the play-off tests. */
export function playoffsKit(ctx: TestContext) {
  const kit = competitionKit(ctx);
  /** A 14-team league whose regular season ends in the order its teams were created. */
  async function playedLeague(format: 'PD' | 'SD', pending = 0) {
    const season = await kit.season();
    const clubs = await kit.teams(14, format === 'PD' ? 'Primera' : 'Segunda');
    const ids = clubs.map((c) => c.id);
    const t = await kit.tournament({ seasonId: season.id, teamIds: ids, format });
    await ctx.db
      .update(tournaments)
      .set({ startDate: '2026-03-02', endDate: '2026-07-01' })
      .where(eq(tournaments.id, t.id));
    const fixtures = roundRobin(ids);
    await ctx.db.insert(matches).values(
      fixtures.map((f, i) => {
        const homeFirst = ids.indexOf(f.home_id) < ids.indexOf(f.away_id);
        const open = i < pending;
        return {
          tournamentId: t.id,
          teamHomeId: f.home_id,
          teamAwayId: f.away_id,
          stage: f.stage,
          status: open ? ('pending' as const) : ('completed' as const),
          scoreHome: open ? null : homeFirst ? 1 : 0,
          scoreAway: open ? null : homeFirst ? 0 : 1,
        };
      }),
    );
    return { t, ids, season };
  }

  const draw = async (id: number, token?: string, path = '') =>
    ctx.request(token ?? (await ctx.actor('Admin')).token, {
      method: 'POST',
      url: `/api/tournaments/${id}/fixture/playoffs${path}`,
    });
  /** 'Generar siguiente ronda'. */
  const drawNext = (id: number, token?: string) => draw(id, token, '/next');

  const playoffRows = (tournamentId: number) =>
    ctx.db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, tournamentId), gt(matches.stage, 13)));

  return { kit, playedLeague, draw, drawNext, playoffRows };
}
