import { describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { matches, tournaments } from '@liga/db';
import { roundRobin } from '@liga/domain';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
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

const draw = async (id: number, token?: string) =>
  ctx.request(token ?? (await ctx.actor('Admin')).token, {
    method: 'POST',
    url: `/api/tournaments/${id}/fixture/playoffs`,
  });

const playoffRows = (tournamentId: number) =>
  ctx.db
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, tournamentId), gt(matches.stage, 13)));

describe('POST /api/tournaments/:id/fixture/playoffs', () => {
  it('Primera: the Playin (7.º v 10.º, 8.º v 9.º) and the Playout (11.º v 12.º), dated with round 14; once', async () => {
    const { t, ids } = await playedLeague('PD');
    const res = await draw(t.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Play-offs y playout creados correctamente');
    const shown = res
      .json()
      .matches.map((m: { stage_label: string; team_home: { id: number }; team_away: { id: number } }) => [
        m.stage_label,
        ids.indexOf(m.team_home.id) + 1,
        ids.indexOf(m.team_away.id) + 1,
      ]);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['Playin', 7, 10],
        ['Playin', 8, 9],
        ['Playout', 11, 12],
      ]),
    );
    expect(shown).toHaveLength(3);
    const rows = await playoffRows(t.id);
    const dates = new Set(rows.map((m) => m.matchDate?.toISOString()));
    expect(dates.size).toBe(1);

    const again = await draw(t.id);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Los play-offs ya fueron creados.');
    expect(await playoffRows(t.id)).toHaveLength(3);
  });

  it('Segunda: the top eight play the Cuartos, no Playout', async () => {
    const { t, ids } = await playedLeague('SD');
    const res = await draw(t.id);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await playoffRows(t.id);
    expect(
      rows.map((m) => [m.stage, ids.indexOf(m.teamHomeId!) + 1, ids.indexOf(m.teamAwayId!) + 1]).sort(),
    ).toEqual([
      [14, 1, 8],
      [14, 2, 7],
      [14, 3, 6],
      [14, 4, 5],
    ]);
  });

  it('refuses while a regular match is pending, a cup, and anyone but an Admin; draws nothing', async () => {
    const { t, season } = await playedLeague('PD', 2);
    const res = await draw(t.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'La fase regular no terminó: faltan 2 partidos por completar.',
      errors: { id: ['La fase regular no terminó: faltan 2 partidos por completar.'] },
    });
    const organizer = await ctx.actor('Organizador');
    expect((await draw(t.id, organizer.token)).statusCode).toBe(403);
    const cup = await kit.tournament({ seasonId: season.id, format: 'CFM' });
    const refused = await draw(cup.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('Solo las ligas (Primera y Segunda) tienen play-offs.');
    expect(await playoffRows(t.id)).toHaveLength(0);
  });
});
