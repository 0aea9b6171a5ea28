import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

type Row = {
  position: number;
  team: { name: string };
  played: number;
  points: number;
  goal_difference: number;
  group: string | null;
};
const table = (rows: Row[]) =>
  rows.map(
    (r) =>
      `${r.group ?? '-'}${r.position} ${r.team.name} ${r.played}pj ${r.points}pts ${r.goal_difference}dg`,
  );

type Ref = { id: number };
const get = (who: { token: string } | undefined, url: string) =>
  ctx.request(who?.token, { method: 'GET', url });
/** A completed match of tournament t: home against away in round `stage`, in a group if one is named. */
const play = (t: Ref, home: Ref, away: Ref, stage: number, score: [number, number], group?: string) =>
  kit.match({ tournamentId: t.id, home: home.id, away: away.id, stage, score, status: 'completed', group });

describe('GET /api/standings', () => {
  it('computes the league table from completed league rounds only, up to date after each load', async () => {
    const season = await kit.season();
    const [a, b, c, d] = await kit.teams(4);
    const t = await kit.tournament({ seasonId: season.id, teamIds: [a!.id, b!.id, c!.id, d!.id] });
    await play(t, a!, b!, 1, [2, 0]);
    await play(t, c!, d!, 1, [1, 1]);
    await play(t, a!, c!, 2, [1, 0]);
    const pending = await kit.match({
      tournamentId: t.id,
      home: b!.id,
      away: d!.id,
      stage: 2,
      score: [5, 0],
    });
    await play(t, b!, a!, 14, [3, 0]);
    const user = await ctx.actor('visitante');
    const standings = async () => (await get(user, `/api/standings?tournament_id=${t.id}`)).json().data;

    const rows = await standings();
    // C and D level on points and drawn between them: overall goal difference puts D ahead (docs/rules.md §10).
    expect(table(rows)).toEqual([
      '-1 Primera 01 2pj 6pts 3dg',
      '-2 Primera 04 1pj 1pts 0dg',
      '-3 Primera 03 2pj 1pts -1dg',
      '-4 Primera 02 1pj 0pts -2dg',
    ]);
    expect(rows[0]).toEqual({
      id: a!.id,
      position: 1,
      tournament: { id: t.id },
      team: { id: a!.id, name: 'Primera 01' },
      played: 2,
      won: 2,
      drawn: 0,
      lost: 0,
      goals_for: 3,
      goals_against: 0,
      goal_difference: 3,
      points: 6,
      group: null,
    });
    // Read again with nothing changed: the cached answer (lib/derived-cache.ts), until the load below.
    const hits = ctx.app.derived.hits;
    expect(await standings()).toEqual(rows);
    expect(ctx.app.derived.hits).toBe(hits + 1);

    const [scorer] = await kit.squad(b!.id, ['Nueve']);
    const admin = await ctx.actor('Admin');
    const saved = await ctx.request(admin.token, {
      method: 'POST',
      url: '/api/match-statistics',
      payload: {
        statistics: [{ player_id: scorer!.id, tournament_id: t.id, match_id: pending.id, goals: 5 }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(table(await standings())[1]).toBe('-2 Primera 02 2pj 3pts 3dg');
  });

  it('shows the Champions League group by group', async () => {
    const season = await kit.season();
    const [a, b, c, d] = await kit.teams(4, null);
    const groups = { [a!.id]: 'A', [b!.id]: 'A', [c!.id]: 'B', [d!.id]: 'B' };
    const t = await kit.tournament({
      seasonId: season.id,
      format: 'UCL',
      teamIds: [a!.id, b!.id, c!.id, d!.id],
      groups,
    });
    await play(t, a!, b!, 1, [0, 1], 'A');
    await play(t, c!, d!, 1, [3, 1], 'B');
    await play(t, b!, c!, 4, [0, 4]);
    const user = await ctx.actor('visitante');
    const res = await get(user, `/api/standings?tournament_id=${t.id}`);
    expect(table(res.json().data)).toEqual([
      'A1 Club 02 1pj 3pts 1dg',
      'A2 Club 01 1pj 0pts -1dg',
      'B1 Club 03 1pj 3pts 2dg',
      'B2 Club 04 1pj 0pts -2dg',
    ]);
  });

  it('needs a known tournament', async () => {
    const user = await ctx.actor('visitante');
    const missing = await get(user, '/api/standings?tournament_id=4242');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Torneo no encontrado.');
    const none = await get(user, '/api/standings');
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.tournament_id).toEqual(['Tenés que elegir el torneo.']);
  });
});

describe('GET /api/standings/table (/tablas)', () => {
  it('marks each line with its zone of the rule book and where the head-to-head decided, the league client’s call unchanged', async () => {
    const season = await kit.season();
    const teams = await kit.teams(14);
    const t = await kit.tournament({ seasonId: season.id, teamIds: teams.map((x) => x.id) });
    const [one, two, three, four, five] = teams;
    // Primera 01 and 02 end on 4 points; 02 has the better goal difference, 01 won their match.
    await play(t, one!, two!, 1, [1, 0]);
    await play(t, two!, three!, 2, [5, 0]);
    await play(t, one!, four!, 2, [0, 0]);
    await play(t, two!, five!, 3, [0, 0]);

    const user = await ctx.actor('visitante');
    const res = await get(user, `/api/standings/table?tournament_id=${t.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tournament).toEqual({ id: t.id, name: t.name, format: 'PD' });
    expect(
      body.zones.map((z: { kind: string; from: number; to: number }) => `${z.kind} ${z.from}-${z.to}`),
    ).toEqual(['playoff 1-6', 'playin 7-10', 'playout 11-12', 'relegation 13-14']);
    const line = (position: number) => body.data[position - 1];
    expect([line(1).team.name, line(1).head_to_head, line(1).zone]).toEqual(['Primera 01', true, 'playoff']);
    expect([line(2).team.name, line(2).head_to_head]).toEqual(['Primera 02', true]);
    expect(line(3).head_to_head).toBe(false);
    expect(line(7).zone).toBe('playin');
    expect(line(11).zone).toBe('playout');
    expect(line(14).zone).toBe('relegation');

    // The league client's call draws from the same computation: a cache hit, nothing computed again.
    const { hits, misses } = ctx.app.derived;
    const spec = (await get(user, `/api/standings?tournament_id=${t.id}`)).json();
    expect([ctx.app.derived.hits, ctx.app.derived.misses]).toEqual([hits + 1, misses]);
    expect(Object.keys(spec.data[0]).sort()).toEqual([
      'drawn',
      'goal_difference',
      'goals_against',
      'goals_for',
      'group',
      'id',
      'lost',
      'played',
      'points',
      'position',
      'team',
      'tournament',
      'won',
    ]);
    expect(spec.data.map((r: { team: { name: string } }) => r.team.name)).toEqual(
      body.data.map((r: { team: { name: string } }) => r.team.name),
    );
  });

  it('needs a known tournament and a token', async () => {
    const user = await ctx.actor('Manager Primera');
    const missing = await get(user, '/api/standings/table?tournament_id=4242');
    expect(missing.statusCode).toBe(404);
    expect((await get(undefined, '/api/standings/table?tournament_id=1')).statusCode).toBe(401);
  });
});
