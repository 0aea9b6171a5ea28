import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit } from '../../test/competition.test-kit';
import { leagueKit } from '../../test/league.test-kit';

const ctx = useTestContext();
const kit = leagueKit(ctx);
const comp = competitionKit(ctx);

describe('GET /api/plantel', () => {
  it('shows the caller’s own squad with its figures and warnings', async () => {
    const owner = await ctx.actor('Manager Primera');
    const team = await kit.team({ name: 'Deportivo Norte', idUser: owner.id });
    await kit.players(19, { idTeam: team.id, age: 25, ca: 161, pa: 170, status: 'registrado' });
    await kit.players(2, { idTeam: team.id, age: 19, ca: 100, status: '' });
    const crack = {
      name: 'Crack',
      age: 20,
      ca: 180,
      pa: 195,
      value: 40_000_000,
      status: 'restringido',
    } as const;
    await kit.player({ idTeam: team.id, ...crack });
    const other = await kit.team({ name: 'Ajeno' });
    await kit.player({ idTeam: other.id });

    const res = await ctx.request(owner.token, { method: 'GET', url: '/api/plantel' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.team).toEqual({ id: team.id, name: 'Deportivo Norte', division: 'Primera' });
    expect(body.players).toHaveLength(22);
    expect(body.players[0]).toEqual({ id: expect.any(Number), ...crack });
    expect(body.summary).toEqual({
      average_ca: 162.19,
      ca_cap: 160,
      over_cap: true,
      registered_average_ca: 161,
      counts: { adults: 19, youth: 3, total: 22 },
      registered: { adults: 19, youth: 0, total: 19 },
      limits: { adults: 18, youth: 6, total: 24 },
    });
    expect(body.warnings).toEqual([
      'La media de CA de tus 16 mejores jugadores (162,19) supera el tope de Primera (160).',
      'Tenés 19 jugadores mayores de 20 años registrados; el máximo es 18.',
    ]);
  });

  it('shows an empty squad of a team with no players', async () => {
    const owner = await ctx.actor('Manager Segunda');
    await kit.team({ division: 'Segunda', idUser: owner.id });
    const res = await ctx.request(owner.token, { method: 'GET', url: '/api/plantel' });
    expect(res.json()).toMatchObject({
      players: [],
      summary: { average_ca: 0, ca_cap: 153, over_cap: false },
      warnings: [expect.stringMatching(/^No tenés jugadores registrados/)],
    });
  });

  it.each(['Admin', 'Organizador', 'Manager Primera', 'visitante'] as const)(
    'answers %s with no team an empty squad, not an error',
    async (rol) => {
      const caller = await ctx.actor(rol);
      await kit.team();
      const res = await ctx.request(caller.token, { method: 'GET', url: '/api/plantel' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ team: null, players: [], warnings: [], season: [] });
    },
  );

  it('adds up each player’s season over every competition and lists the rounds ahead they are barred from', async () => {
    const season = await comp.season();
    const home = await comp.manager('Atlético Norte');
    const rival = await comp.team({ name: 'Deportivo Sur' });
    const [juan, hugo, idle] = await comp.squad(home.team.id, ['Juan Pérez', 'Hugo Díaz', 'Sin Minutos']);
    const league = await comp.tournament({
      seasonId: season.id,
      name: 'Liga',
      teamIds: [home.team.id, rival.id],
    });
    const cup = await comp.tournament({
      seasonId: season.id,
      format: 'UEL',
      name: 'Copa',
      teamIds: [home.team.id, rival.id],
    });
    const play = async (tournamentId: number, stage: number, lines: Record<number, object>) => {
      const match = await comp.match({
        tournamentId,
        home: home.team.id,
        away: rival.id,
        stage,
        score: [2, 0],
      });
      const statistics = Object.entries(lines).map(([id, extra]) => ({
        player_id: Number(id),
        tournament_id: tournamentId,
        match_id: match.id,
        ...extra,
      }));
      const res = await ctx.request(home.token, {
        method: 'POST',
        url: '/api/match-statistics',
        payload: { statistics },
      });
      expect(res.statusCode).toBe(200);
    };
    await play(league.id, 1, {
      [juan!.id]: { goals: 2, assists: 0, mvp: true },
      [hugo!.id]: { assists: 1, yellow_cards: 1 },
    });
    await play(league.id, 2, {
      [juan!.id]: { goals: 1 },
      [hugo!.id]: { assists: 1, red_cards: 1, direct_red: 'yes' },
    });
    await play(cup.id, 1, { [juan!.id]: { goals: 1, assists: 1 } });

    const body = (await ctx.request(home.token, { method: 'GET', url: '/api/plantel' })).json();
    const line = (id: number) => body.season.find((s: { player_id: number }) => s.player_id === id);
    expect(line(juan!.id)).toEqual({
      player_id: juan!.id,
      matches: 3,
      goals: 4,
      assists: 1,
      yellow_cards: 0,
      red_cards: 0,
      mvp: 1,
      suspensions: [],
    });
    // The direct red of Fecha 2 bars the next two league rounds; the cup is another competition.
    expect(line(hugo!.id)).toMatchObject({ matches: 2, assists: 2, yellow_cards: 1, red_cards: 1, mvp: 0 });
    expect(line(hugo!.id).suspensions).toEqual([
      { tournament: 'Liga', round: 'Fecha 3', reasons: [expect.any(String)] },
      { tournament: 'Liga', round: 'Fecha 4', reasons: [expect.any(String)] },
    ]);
    expect(line(idle!.id)).toBeUndefined();
  });

  it('needs a token', async () => {
    expect((await ctx.request(undefined, { method: 'GET', url: '/api/plantel' })).statusCode).toBe(401);
  });
});
