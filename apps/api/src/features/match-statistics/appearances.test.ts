import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad, statisticsCalls } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);
const { storedRows, save } = statisticsCalls(ctx);
const setup = () => matchToLoad(kit);

/** Who played ('Jugó') and one MVP per team (decision 023). */
describe('POST /api/match-statistics: who played', () => {
  it('stores the mark as sent and infers it from the events when a client does not send it', async () => {
    const s = await setup();
    const [juan, hugo, ivan] = s.homePlayers;
    const [pablo, tomas] = s.awayPlayers;
    const admin = await ctx.actor('Admin');
    const res = await save(
      admin.token,
      s.form({
        [juan!.id]: { goals: 2 },
        [hugo!.id]: { played: true },
        [pablo!.id]: { goals: 1, played: 'true' },
        [tomas!.id]: { played: false },
      }),
    );
    expect(res.statusCode).toBe(200);
    const played = Object.fromEntries((await storedRows()).map((r) => [r.playerId, r.played]));
    expect(played).toEqual({
      [juan!.id]: true,
      [hugo!.id]: true,
      [ivan!.id]: false,
      [pablo!.id]: true,
      [tomas!.id]: false,
      [s.awayPlayers[2]!.id]: false,
    });

    const get = (url: string) => ctx.request(admin.token, { method: 'GET', url });
    // The match's lines all come back, each with its mark: the form shows who did not play too.
    const lines = (await get(`/api/match-statistics?match_id=${s.match.id}`)).json().data;
    expect(lines).toHaveLength(6);
    expect(lines.find((r: { player_id: { id: number } }) => r.player_id.id === hugo!.id).played).toBe(true);
    // A tournament's or a team's rows are appearances: a client counting them counts matches played.
    const names = (data: { player_id: { name: string } }[]) => data.map((r) => r.player_id.name).sort();
    expect(names((await get(`/api/match-statistics?tournament_id=${s.t.id}`)).json().data)).toEqual([
      'Hugo Díaz',
      'Juan Pérez',
      'Pablo Ruiz',
    ]);
    expect(names((await get(`/api/match-statistics/team/${s.home.team.id}`)).json().data)).toEqual([
      'Hugo Díaz',
      'Juan Pérez',
    ]);
  });

  it('counts PJ in the squad and the last match in the team statistics from the mark', async () => {
    const s = await setup();
    const [juan, hugo, ivan] = s.homePlayers;
    const saved = await save(
      s.home.token,
      s.form({ [juan!.id]: { goals: 1, mvp: true }, [hugo!.id]: { played: true } }),
    );
    expect(saved.statusCode).toBe(200);
    const squad = (await ctx.request(s.home.token, { method: 'GET', url: '/api/plantel' })).json();
    const pj = (id: number) => squad.season.find((l: { player_id: number }) => l.player_id === id)?.matches;
    expect([pj(juan!.id), pj(hugo!.id), pj(ivan!.id)]).toEqual([1, 1, undefined]);

    // The assistant's scouting report counts the same matches.
    const report = async (id: number) =>
      (await ctx.request(s.home.token, { method: 'GET', url: `/api/players/${id}/scouting` })).json().report;
    expect(await report(hugo!.id)).toContain(': 1 partidos, 0 goles');
    expect(await report(ivan!.id)).not.toContain(' partidos, ');

    const summary = await ctx.request(s.home.token, {
      method: 'GET',
      url: `/api/match-statistics/team/${s.home.team.id}/summary`,
    });
    const players = summary.json().data[0].players as {
      player: { name: string };
      last_match_round: number;
    }[];
    expect(players.map((p) => [p.player.name, p.last_match_round])).toEqual([
      ['Hugo Díaz', 1],
      ['Juan Pérez', 1],
    ]);
  });

  it('refuses events for a player marked as not played, and a non-boolean mark, saving nothing', async () => {
    const s = await setup();
    const admin = await ctx.actor('Admin');
    const [juan, hugo] = s.homePlayers;
    const res = await save(
      admin.token,
      s.form({ [juan!.id]: { goals: 1 }, [hugo!.id]: { played: false, mvp: true } }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'statistics.1.played': [
        'Un jugador que no jugó no puede tener goles, asistencias, tarjetas, lesiones ni ser MVP.',
      ],
    });
    const odd = await save(admin.token, s.form({ [juan!.id]: { played: 5 } }));
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toEqual({ 'statistics.0.played': ["'Jugó' debe ser sí o no."] });
    expect(await storedRows()).toHaveLength(0);
  });

  it('refuses a barred player who played without any event; one who did not play is fine', async () => {
    const s = await setup();
    const [juan] = s.homePlayers;
    const admin = await ctx.actor('Admin');
    expect((await save(admin.token, s.form({ [juan!.id]: { red_cards: 1 } }))).statusCode).toBe(200);
    const next = await kit.match({
      tournamentId: s.t.id,
      home: s.home.team.id,
      away: s.away.team.id,
      stage: 2,
      score: [0, 0],
    });
    const barred = await save(admin.token, s.form({ [juan!.id]: { played: true } }, next.id));
    expect(barred.statusCode).toBe(422);
    expect(barred.json().errors['statistics.0.player_id'][0]).toMatch(/^Juan Pérez está suspendido/);
    expect((await save(admin.token, s.form({ [juan!.id]: { played: false } }, next.id))).statusCode).toBe(
      200,
    );
  });

  it('refuses a manager marking a rival as played, even without events', async () => {
    const s = await setup();
    const res = await save(s.home.token, s.form({ [s.awayPlayers[0]!.id]: { played: true } }));
    expect(res.statusCode).toBe(403);
    expect(await storedRows()).toHaveLength(0);
  });
});

describe('POST /api/match-statistics: one MVP per team', () => {
  it('lets each manager name their own MVP, whoever loads first', async () => {
    const s = await setup();
    const first = await save(s.home.token, s.form({ [s.homePlayers[0]!.id]: { goals: 2, mvp: true } }));
    expect(first.statusCode).toBe(200);
    const second = await save(s.away.token, s.form({ [s.awayPlayers[0]!.id]: { goals: 1, mvp: true } }));
    expect(second.statusCode).toBe(200);
    expect(second.json().match.status).toBe('completed');
    expect((await storedRows()).filter((r) => r.mvp)).toHaveLength(2);
  });

  it('lets staff name one MVP on each side in one submission', async () => {
    const s = await setup();
    const admin = await ctx.actor('Admin');
    const res = await save(
      admin.token,
      s.form({ [s.homePlayers[1]!.id]: { mvp: true }, [s.awayPlayers[2]!.id]: { mvp: true } }),
    );
    expect(res.statusCode).toBe(200);
  });
});
