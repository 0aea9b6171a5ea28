import { describe, expect, it } from 'vitest';
import {
  matchStatistics,
  prizes,
  seasonClosings,
  seasonFinalStandings,
  teamTrophies,
  type Db,
} from '@liga/db';
import type { Division } from '@liga/domain';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';

const ctx = useTestContext();

const line = (teamId: number, position: number, points: number) => ({
  teamId,
  position,
  played: 2,
  won: points / 3,
  drawn: 0,
  lost: 2 - points / 3,
  goalsFor: points,
  goalsAgainst: 2,
  points,
});

/** Season 58 closed (its table frozen with Norte first), season 59 active with one match played. */
async function twoSeasons(db: Db) {
  const kit = competitionKit(ctx);
  const old = await kit.season({ name: 'Temporada 58', active: false });
  const current = await kit.season({ name: 'Temporada 59' });
  const norte = await kit.manager('Atlético Norte');
  const sur = await kit.team({ name: 'Deportivo Sur' });
  const ascenso = await kit.team({ name: 'Ascenso FC', division: 'Segunda' });
  const [pablo, hugo] = await kit.squad(norte.team.id, ['Pablo Ruiz', 'Hugo Díaz']);
  const [leo] = await kit.squad(sur.id, ['Leo Sosa']);
  const pd58 = await kit.tournament({
    seasonId: old.id,
    name: 'Primera T58',
    teamIds: [norte.team.id, sur.id],
  });
  const cup58 = await kit.tournament({ seasonId: old.id, format: 'CFM', name: 'Copa T58' });
  const pd59 = await kit.tournament({
    seasonId: current.id,
    name: 'Primera T59',
    teamIds: [norte.team.id, sur.id],
  });
  // The matches say Sur won the league; the frozen table (what the close decided) says Norte did.
  const played = await kit.match({
    tournamentId: pd58.id,
    home: norte.team.id,
    away: sur.id,
    stage: 1,
    score: [1, 3],
    status: 'completed',
  });
  const cupFinal = await kit.match({
    tournamentId: cup58.id,
    home: norte.team.id,
    away: sur.id,
    stage: 1,
    score: [2, 0],
    status: 'completed',
  });
  await kit.match({
    tournamentId: pd59.id,
    home: norte.team.id,
    away: sur.id,
    stage: 1,
    score: [0, 1],
    status: 'completed',
  });
  const stat = (
    matchId: number,
    tournamentId: number,
    playerId: number,
    teamId: number,
    goals: number,
    assists: number,
  ) => ({ matchId, tournamentId, playerId, teamId, goals, assists });
  await db
    .insert(matchStatistics)
    .values([
      stat(played.id, pd58.id, pablo!.id, norte.team.id, 1, 0),
      stat(played.id, pd58.id, leo!.id, sur.id, 3, 0),
      stat(cupFinal.id, cup58.id, pablo!.id, norte.team.id, 2, 1),
      stat(cupFinal.id, cup58.id, hugo!.id, norte.team.id, 0, 2),
    ]);
  await db.insert(seasonFinalStandings).values([
    { seasonId: old.id, tournamentId: pd58.id, division: 'Primera', ...line(norte.team.id, 1, 6) },
    { seasonId: old.id, tournamentId: pd58.id, division: 'Primera', ...line(sur.id, 2, 3) },
  ]);
  const team = (t: { id: number; name: string }, from: Division, to: Division) => ({
    id: t.id,
    name: t.name,
    from,
    to,
  });
  await db.insert(seasonClosings).values({
    seasonId: old.id,
    nextSeasonId: current.id,
    promoted: [team(ascenso, 'Segunda', 'Primera')],
    relegated: [team(sur, 'Primera', 'Segunda')],
    objectives: [
      {
        team_id: norte.team.id,
        team_name: 'Atlético Norte',
        user_id: norte.id,
        division: 'Primera',
        objective: 'Playoff',
        result: '1.º',
        steps: 1,
        amount: 10_000_000,
      },
      {
        team_id: sur.id,
        team_name: 'Deportivo Sur',
        user_id: null,
        division: 'Primera',
        objective: 'Playoff',
        result: '2.º',
        steps: -1,
        amount: -10_000_000,
      },
    ],
  });
  await db.insert(teamTrophies).values([
    { teamId: norte.team.id, seasonId: old.id, kind: 'Primera', tournamentId: pd58.id },
    { teamId: norte.team.id, seasonId: old.id, kind: 'Copa', tournamentId: cup58.id },
  ]);
  const paidAt = new Date('2026-01-10T12:00:00Z');
  await db.insert(prizes).values([
    { tournamentId: pd58.id, teamId: norte.team.id, amount: 150_000_000, position: '1°', paidAt },
    { tournamentId: pd58.id, teamId: sur.id, amount: 90_000_000, position: '2°', paidAt, revertedAt: paidAt },
  ]);
  return { old, current, norte, sur, ascenso, pd58, cup58, pd59, pablo: pablo!, hugo: hugo!, leo: leo! };
}

describe('GET /api/seasons/:id/summary', () => {
  it('reads a closed season from what its close froze, with its scorers, prizes and objectives', async () => {
    const w = await twoSeasons(ctx.db);
    const res = await ctx.request(w.norte.token, { method: 'GET', url: `/api/seasons/${w.old.id}/summary` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.season).toMatchObject({ id: w.old.id, name: 'Temporada 58', active: false });
    expect(body.season.closed_at).toEqual(expect.any(String));
    expect(body.tables_source).toBe('frozen');
    expect(body.champions).toEqual([
      {
        kind: 'Primera',
        team: { id: w.norte.team.id, name: 'Atlético Norte' },
        tournament: { id: w.pd58.id, name: 'Primera T58', format: 'PD' },
      },
      {
        kind: 'Copa',
        team: { id: w.norte.team.id, name: 'Atlético Norte' },
        tournament: { id: w.cup58.id, name: 'Copa T58', format: 'CFM' },
      },
    ]);
    expect(body.promoted).toEqual([{ id: w.ascenso.id, name: 'Ascenso FC' }]);
    expect(body.relegated).toEqual([{ id: w.sur.id, name: 'Deportivo Sur' }]);
    expect(body.tables).toHaveLength(1);
    expect(
      body.tables[0].data.map((l: { team: { name: string }; zone: string | null }) => [l.team.name, l.zone]),
    ).toEqual([
      ['Atlético Norte', 'playoff'],
      ['Deportivo Sur', 'playoff'],
    ]);
    expect(body.tables[0].data[0]).toMatchObject({ points: 6, goal_difference: 4, head_to_head: false });
    // Over both tournaments of the season: Pablo 1 + 2 goals, Leo 3 (ties by name); Hugo the assists.
    expect(
      body.top_scorers.map((e: { player: { name: string }; value: number }) => [e.player.name, e.value]),
    ).toEqual([
      ['Leo Sosa', 3],
      ['Pablo Ruiz', 3],
    ]);
    expect(body.top_assisters[0]).toEqual({
      player: { id: w.hugo.id, name: 'Hugo Díaz' },
      team: { id: w.norte.team.id, name: 'Atlético Norte' },
      value: 2,
    });
    expect(body.prizes).toEqual([
      {
        id: expect.any(Number),
        tournament: { id: w.pd58.id, name: 'Primera T58' },
        team: { id: w.norte.team.id, name: 'Atlético Norte' },
        position: '1°',
        amount: 150_000_000,
      },
    ]);
    expect(body.prizes_total).toBe(150_000_000);
    expect(
      body.objectives.map((o: { team: { name: string }; met: boolean; amount: number }) => [
        o.team.name,
        o.met,
        o.amount,
      ]),
    ).toEqual([
      ['Atlético Norte', true, 10_000_000],
      ['Deportivo Sur', false, -10_000_000],
    ]);
  });

  it('shows a visitor the history without the money (docs/rules.md §13.2)', async () => {
    const w = await twoSeasons(ctx.db);
    const visitor = await ctx.actor('visitante');
    const body = (
      await ctx.request(visitor.token, { method: 'GET', url: `/api/seasons/${w.old.id}/summary` })
    ).json();
    expect(body.champions).toHaveLength(2);
    expect(body.prizes[0].amount).toBeNull();
    expect(body.prizes_total).toBeNull();
    expect(body.objectives.map((o: { amount: number | null }) => o.amount)).toEqual([null, null]);
  });

  it('reads a season not closed from its live tables, with no champions yet', async () => {
    const w = await twoSeasons(ctx.db);
    const body = (
      await ctx.request(w.norte.token, { method: 'GET', url: `/api/seasons/${w.current.id}/summary` })
    ).json();
    expect(body).toMatchObject({
      tables_source: 'live',
      champions: [],
      promoted: [],
      relegated: [],
      objectives: [],
      prizes: [],
      prizes_total: 0,
    });
    expect(body.season.closed_at).toBeNull();
    expect(
      body.tables[0].data.map((l: { team: { name: string }; points: number }) => [l.team.name, l.points]),
    ).toEqual([
      ['Deportivo Sur', 3],
      ['Atlético Norte', 0],
    ]);
  });

  it('answers 404 for an unknown season, 422 for a bad id and 401 without a token', async () => {
    const { token } = await ctx.actor('Manager Primera');
    expect((await ctx.request(token, { method: 'GET', url: '/api/seasons/999/summary' })).statusCode).toBe(
      404,
    );
    const bad = await ctx.request(token, { method: 'GET', url: '/api/seasons/abc/summary' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toBeDefined();
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/seasons/1/summary' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/seasons/history and /api/teams/:id/trophies', () => {
  it('lists the closed seasons with their champions; a reopened close is not a closed season', async () => {
    const w = await twoSeasons(ctx.db);
    const kit = competitionKit(ctx);
    const older = await kit.season({ name: 'Temporada 57', active: false });
    await ctx.db.insert(seasonClosings).values({ seasonId: older.id, reopenedAt: new Date() });
    const body = (await ctx.request(w.norte.token, { method: 'GET', url: '/api/seasons/history' })).json();
    expect(body.data).toEqual([
      { id: w.old.id, name: 'Temporada 58', closed_at: expect.any(String), champions: expect.any(Array) },
    ]);
    expect(body.data[0].champions.map((c: { kind: string }) => c.kind)).toEqual(['Primera', 'Copa']);
  });

  it('gives a team’s titles, newest season first, and 404 for an unknown team', async () => {
    const w = await twoSeasons(ctx.db);
    await ctx.db
      .insert(teamTrophies)
      .values({ teamId: w.norte.team.id, seasonId: null, kind: 'Supercopa', source: 'legacy' });
    const res = await ctx.request(w.norte.token, {
      method: 'GET',
      url: `/api/teams/${w.norte.team.id}/trophies`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      team: { id: w.norte.team.id, name: 'Atlético Norte' },
      data: [
        {
          id: expect.any(Number),
          kind: 'Primera',
          season: { id: w.old.id, name: 'Temporada 58' },
          tournament: { id: w.pd58.id, name: 'Primera T58', format: 'PD' },
        },
        {
          id: expect.any(Number),
          kind: 'Copa',
          season: { id: w.old.id, name: 'Temporada 58' },
          tournament: { id: w.cup58.id, name: 'Copa T58', format: 'CFM' },
        },
        { id: expect.any(Number), kind: 'Supercopa', season: null, tournament: null },
      ],
    });
    const sur = await ctx.request(w.norte.token, { method: 'GET', url: `/api/teams/${w.sur.id}/trophies` });
    expect(sur.json().data).toEqual([]);
    expect(
      (await ctx.request(w.norte.token, { method: 'GET', url: '/api/teams/999/trophies' })).statusCode,
    ).toBe(404);
  });
});
