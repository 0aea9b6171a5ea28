import { describe, expect, it } from 'vitest';
import { matchStatistics } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

describe('GET /api/statistics/top', () => {
  it('gives the top 20 of goals, assists, MVPs and injuries, ties by name, team of the latest match', async () => {
    const season = await kit.season();
    const [a, b] = await kit.teams(2);
    const t = await kit.tournament({ seasonId: season.id, teamIds: [a!.id, b!.id] });
    const other = await kit.tournament({ seasonId: season.id, format: 'UCL', teamIds: [a!.id, b!.id] });
    const m1 = await kit.match({
      tournamentId: t.id,
      home: a!.id,
      away: b!.id,
      stage: 1,
      status: 'completed',
    });
    const m2 = await kit.match({
      tournamentId: t.id,
      home: b!.id,
      away: a!.id,
      stage: 2,
      status: 'completed',
    });
    const cupMatch = await kit.match({
      tournamentId: other.id,
      home: a!.id,
      away: b!.id,
      stage: 1,
      status: 'completed',
    });
    const squad = await kit.squad(
      a!.id,
      Array.from({ length: 25 }, (_, i) => `Jugador ${String.fromCharCode(65 + i)}`),
    );
    const row = (matchId: number, tournamentId: number, playerId: number, teamId: number, extra: object) => ({
      matchId,
      tournamentId,
      playerId,
      teamId,
      ...extra,
    });
    await ctx.db.insert(matchStatistics).values([
      ...squad.map((p, i) => row(m1.id, t.id, p.id, a!.id, { goals: Math.min(i, 21), mvp: i === 3 })),
      // Jugador Y moved to the other team before the second match: shown with it.
      row(m2.id, t.id, squad[24]!.id, b!.id, {
        goals: 1,
        assists: 2,
        simpleInjuries: 1,
        seriousInjuries: 1,
        mvp: true,
      }),
      row(cupMatch.id, other.id, squad[0]!.id, a!.id, { goals: 50 }),
    ]);
    const user = await ctx.actor('visitante');
    const res = await ctx.request(user.token, {
      method: 'GET',
      url: `/api/statistics/top?tournament_id=${t.id}`,
    });
    expect(res.statusCode).toBe(200);
    const { goals, assists, mvp, injuries } = res.json();
    expect(goals).toHaveLength(20);
    expect(
      goals
        .slice(0, 5)
        .map((g: { player: { name: string }; value: number }) => `${g.player.name}=${g.value}`),
    ).toEqual(['Jugador Y=22', 'Jugador V=21', 'Jugador W=21', 'Jugador X=21', 'Jugador U=20']);
    expect(goals[0].team).toEqual({ id: b!.id, name: b!.name });
    expect(goals.some((g: { player: { name: string } }) => g.player.name === 'Jugador A')).toBe(false);
    expect(assists).toEqual([
      { player: { id: squad[24]!.id, name: 'Jugador Y' }, team: { id: b!.id, name: b!.name }, value: 2 },
    ]);
    expect(
      mvp.map((m: { player: { name: string }; value: number }) => `${m.player.name}=${m.value}`),
    ).toEqual(['Jugador D=1', 'Jugador Y=1']);
    expect(injuries.map((m: { value: number }) => m.value)).toEqual([2]);
    expect(
      (await ctx.request(user.token, { method: 'GET', url: '/api/statistics/top?tournament_id=4242' }))
        .statusCode,
    ).toBe(404);
  });
});
