import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matchStatistics, matches } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, leagueMatch, managedLeague } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const allMatches = () => ctx.db.select().from(matches).orderBy(matches.id);
const league = () => managedLeague(kit);

describe('GET /api/matches and /api/games/:id', () => {
  it('lists the active season by tournament, newest round first, with round names', async () => {
    const { season, home, away, third, t } = await league();
    const old = await kit.season({ name: 'Temporada 58', active: false });
    const oldCup = await kit.tournament({
      seasonId: old.id,
      format: 'UCL',
      teamIds: [home.team.id, away.team.id],
    });
    const cup = await kit.tournament({
      seasonId: season.id,
      format: 'UCL',
      name: 'Champions T59',
      teamIds: [home.team.id, away.team.id],
    });
    await kit.match({
      tournamentId: t.id,
      home: home.team.id,
      away: away.team.id,
      stage: 1,
      status: 'completed',
    });
    await kit.match({ tournamentId: t.id, home: away.team.id, away: third.id, stage: 15 });
    await kit.match({ tournamentId: cup.id, home: home.team.id, away: away.team.id, stage: 5 });
    await kit.match({ tournamentId: oldCup.id, home: home.team.id, away: away.team.id, stage: 7 });
    const visitor = await ctx.actor('visitante');
    const res = await ctx.request(visitor.token, { method: 'GET', url: '/api/matches' });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .data.map(
          (m: { tournament: { name: string }; stage_label: string }) =>
            `${m.tournament.name}: ${m.stage_label}`,
        ),
    ).toEqual(['Primera T59: Cuartos', 'Primera T59: Fecha 1', 'Champions T59: Semifinal (ida)']);
    const byTournament = await ctx.request(visitor.token, {
      method: 'GET',
      url: `/api/matches?tournament_id=${oldCup.id}`,
    });
    expect(byTournament.json().data.map((m: { stage_label: string }) => m.stage_label)).toEqual(['Final']);
    const bySeason = await ctx.request(visitor.token, {
      method: 'GET',
      url: `/api/matches?season=${old.id}`,
    });
    expect(bySeason.json().data).toHaveLength(1);
  });

  it('shows one match with its status text, 404 when unknown', async () => {
    const { m } = await leagueMatch(kit, { score: [2, 1], status: 'completed' });
    const user = await ctx.actor('Manager Segunda');
    const res = await ctx.request(user.token, { method: 'GET', url: `/api/games/${m.id}` });
    expect(res.json().data).toMatchObject({
      id: m.id,
      team_home: { name: 'Atlético Norte' },
      score_home: 2,
      status: 'completed',
      status_text: 'Estadísticas completadas y cargadas',
    });
    const missing = await ctx.request(user.token, { method: 'GET', url: '/api/games/4242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Partido no encontrado.');
  });
});

describe('PUT /api/matches/:id', () => {
  const put = (token: string, id: number, payload: object) =>
    ctx.request(token, { method: 'PUT', url: `/api/matches/${id}`, payload });

  it('lets an Admin re-enable a completed match for editing', async () => {
    const { m } = await leagueMatch(kit, { score: [1, 0], status: 'completed' });
    const admin = await ctx.actor('Admin');
    const detail = (await ctx.request(admin.token, { method: 'GET', url: `/api/games/${m.id}` })).json().data;
    const res = await put(admin.token, m.id, { ...detail, status: 'pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Partido habilitado para editar',
      match: { status: 'pending', status_text: 'Pendiente de carga', score_home: 1 },
    });
  });

  it('refuses re-enabling to an Organizador and any edit to managers, changing nothing', async () => {
    const { home, m } = await leagueMatch(kit, { score: [1, 0], status: 'completed' });
    const organizer = await ctx.actor('Organizador');
    const res = await put(organizer.token, m.id, { id: m.id, status: 'pending' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo un Admin puede habilitar la edición del partido.');
    expect((await put(home.token, m.id, { score_home: 5 })).statusCode).toBe(403);
    expect(await allMatches()).toEqual([m]);
  });

  it('lets staff edit score, round and date, re-checking the rules', async () => {
    const { home, away, third, t, m } = await leagueMatch(kit, { score: [2, 0] });
    await kit.match({ tournamentId: t.id, home: third.id, away: away.team.id, stage: 3 });
    const [scorer] = await kit.squad(home.team.id, ['Goleador']);
    await ctx.db
      .insert(matchStatistics)
      .values({ matchId: m.id, tournamentId: t.id, playerId: scorer!.id, teamId: home.team.id, goals: 2 });
    const organizer = await ctx.actor('Organizador');
    const ok = await put(organizer.token, m.id, {
      score_home: 3,
      stage: 4,
      match_date: '2026-05-01T21:00:00-03:00',
    });
    expect(ok.json()).toMatchObject({
      message: 'Partido actualizado correctamente',
      match: { score_home: 3, stage: 4, match_date: '2026-05-02T00:00:00.000Z' },
    });
    const below = await put(organizer.token, m.id, { score_home: 1 });
    expect(below.json().message).toBe(
      'Los goles o asistencias ya cargados de los jugadores superan el nuevo resultado.',
    );
    const busy = await put(organizer.token, m.id, { stage: 3 });
    expect(busy.json().errors).toEqual({ stage: ['El equipo ya tiene otro partido en esta Fecha o Ronda.'] });
    const complete = await put(organizer.token, m.id, { status: 'completed' });
    expect(complete.json().errors).toEqual({
      status: ['Un partido se completa al guardar sus estadísticas.'],
    });
    expect((await put(organizer.token, m.id, { stage: 30 })).statusCode).toBe(422);
    expect((await allMatches()).find((x) => x.id === m.id)).toMatchObject({
      scoreHome: 3,
      stage: 4,
      status: 'pending',
    });
    expect((await put(organizer.token, 4242, { score_home: 1 })).statusCode).toBe(404);
  });
});

describe('match status after loading', () => {
  it('keeps the stored row unchanged on refusals', async () => {
    const { m } = await leagueMatch(kit, { score: [1, 0] });
    const admin = await ctx.actor('Admin');
    await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/matches/${m.id}`,
      payload: { score_home: 'muchos' },
    });
    expect((await ctx.db.select().from(matches).where(eq(matches.id, m.id)))[0]).toEqual(m);
  });
});
