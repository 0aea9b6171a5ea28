import { describe, expect, it } from 'vitest';
import { matchStatistics } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

/** Atlético Norte (Juan Pérez, Hugo Díaz) plays Deportivo Sur every round of a league and a cup. */
async function setup() {
  const season = await kit.season();
  const home = await kit.manager('Atlético Norte');
  const rival = await kit.team({ name: 'Deportivo Sur' });
  const [juan, hugo] = await kit.squad(home.team.id, ['Juan Pérez', 'Hugo Díaz']);
  const league = await kit.tournament({ seasonId: season.id, teamIds: [home.team.id, rival.id] });
  const cup = await kit.tournament({ seasonId: season.id, format: 'UCL', teamIds: [home.team.id, rival.id] });
  const play = async (tournamentId: number, stage: number, lines: Record<number, object>) => {
    const match = await kit.match({ tournamentId, home: home.team.id, away: rival.id, stage, score: [1, 0] });
    const statistics = Object.entries(lines).map(([playerId, extra]) => ({
      player_id: Number(playerId),
      tournament_id: tournamentId,
      match_id: match.id,
      ...extra,
    }));
    return ctx.request(home.token, { method: 'POST', url: '/api/match-statistics', payload: { statistics } });
  };
  const teamStats = async () =>
    (
      await ctx.request(home.token, {
        method: 'GET',
        url: `/api/match-statistics/team/${home.team.id}/summary`,
      })
    ).json();
  return { season, home, juan: juan!, hugo: hugo!, league, cup, play, teamStats };
}

const barredOf = (
  stats: { data: { format: string; players: { player: { name: string }; barred: unknown[] }[] }[] },
  format: string,
  name: string,
) => stats.data.find((f) => f.format === format)?.players.find((p) => p.player.name === name)?.barred;

describe('suspensions', () => {
  it('appear after the third yellow and block the next round’s statistics', async () => {
    const { juan, hugo, league, play, teamStats } = await setup();
    expect(
      (await play(league.id, 1, { [juan.id]: { yellow_cards: 1 }, [hugo.id]: { goals: 1 } })).statusCode,
    ).toBe(200);
    expect((await play(league.id, 2, { [juan.id]: { yellow_cards: 1 } })).statusCode).toBe(200);
    expect(barredOf(await teamStats(), 'PD', 'Juan Pérez')).toEqual([]);
    expect((await play(league.id, 3, { [juan.id]: { yellow_cards: 1, assists: 1 } })).statusCode).toBe(200);

    const stats = await teamStats();
    expect(stats.team).toEqual({ id: expect.any(Number), name: 'Atlético Norte' });
    expect(stats.data[0]).toMatchObject({ format: 'PD', label: 'Primera División' });
    expect(
      stats.data[0].players.find((p: { player: { name: string } }) => p.player.name === 'Juan Pérez'),
    ).toEqual({
      player: { id: juan.id, name: 'Juan Pérez' },
      goals: 0,
      assists: 1,
      yellow_cards: 3,
      red_card_round: null,
      injury_round: null,
      serious_injury_round: null,
      last_match_round: 3,
      barred: [{ stage: 4, label: '4', reasons: ['Acumulación de amarillas (3)'] }],
    });

    const before = await ctx.db.select().from(matchStatistics);
    const refused = await play(league.id, 4, {
      [juan.id]: { goals: 0, assists: 1 },
      [hugo.id]: { goals: 1 },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'Juan Pérez está suspendido en esta fecha: Acumulación de amarillas (3)',
      errors: {
        'statistics.0.player_id': ['Juan Pérez está suspendido en esta fecha: Acumulación de amarillas (3)'],
      },
    });
    expect(await ctx.db.select().from(matchStatistics)).toEqual(before);

    // Listed with nothing on the line (the form shows the whole squad), he did not play: accepted.
    expect((await play(league.id, 5, { [hugo.id]: { goals: 1 }, [juan.id]: {} })).statusCode).toBe(200);
  });

  it('bars two rounds after a direct red and after a serious injury, shown by round name', async () => {
    const { juan, hugo, league, play, teamStats } = await setup();
    await play(league.id, 13, {
      [juan.id]: { red_cards: 1, direct_red: 'yes' },
      [hugo.id]: { serious_injuries: 1 },
    });
    const stats = await teamStats();
    expect(barredOf(stats, 'PD', 'Juan Pérez')).toEqual([
      { stage: 14, label: 'Playin', reasons: ['Roja directa'] },
      { stage: 15, label: 'Cuartos de Final', reasons: ['Roja directa'] },
    ]);
    expect(barredOf(stats, 'PD', 'Hugo Díaz')).toHaveLength(2);
    const refused = await play(league.id, 15, { [hugo.id]: { goals: 1 } });
    expect(refused.json().message).toBe('Hugo Díaz está suspendido en esta fecha: Lesión grave');
  });

  it('count per format: cup cards do not bar league rounds', async () => {
    const { juan, league, cup, play, teamStats } = await setup();
    await play(cup.id, 1, { [juan.id]: { yellow_cards: 2 } });
    expect((await play(league.id, 2, { [juan.id]: { goals: 1 } })).statusCode).toBe(200);
    const refused = await play(cup.id, 2, { [juan.id]: { goals: 1 } });
    expect(refused.json().message).toBe(
      'Juan Pérez está suspendido en esta fecha: Acumulación de amarillas (2)',
    );
    const stats = await teamStats();
    expect(stats.data.map((f: { format: string }) => f.format)).toEqual(['PD', 'UCL']);
    expect(barredOf(stats, 'UCL', 'Juan Pérez')).toEqual([
      { stage: 2, label: '2', reasons: ['Acumulación de amarillas (2)'] },
    ]);
  });

  it('reads other seasons only when asked, and 404s an unknown team', async () => {
    const { home, juan, league, play } = await setup();
    await play(league.id, 1, { [juan.id]: { goals: 1 } });
    const old = await kit.season({ name: 'Temporada 58', active: false });
    const res = await ctx.request(home.token, {
      method: 'GET',
      url: `/api/match-statistics/team/${home.team.id}/summary?season=${old.id}`,
    });
    expect(res.json()).toMatchObject({ season_id: old.id, data: [] });
    const missing = await ctx.request(home.token, {
      method: 'GET',
      url: '/api/match-statistics/team/4242/summary',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Equipo no encontrado.');
  });
});
