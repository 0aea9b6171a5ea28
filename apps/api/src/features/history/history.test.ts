import { describe, expect, it } from 'vitest';
import { seasonClosings, teamTrophies } from '@liga/db';
import { competitionKit } from '../../test/competition.test-kit';
import { useTestContext } from '../../test/context.test-kit';
import { twoSeasons } from './history.test-kit';

const ctx = useTestContext();

describe('GET /api/seasons/:id/summary', () => {
  it('reads a closed season from what its close froze, with its scorers, prizes and objectives', async () => {
    const w = await twoSeasons(ctx);
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
    const w = await twoSeasons(ctx);
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
    const w = await twoSeasons(ctx);
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
    const w = await twoSeasons(ctx);
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
    const w = await twoSeasons(ctx);
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
