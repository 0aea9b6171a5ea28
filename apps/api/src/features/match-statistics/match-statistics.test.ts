import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad, statisticsCalls } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const { storedRows, statusOf, save } = statisticsCalls(ctx);

const setup = () => matchToLoad(kit);

describe('GET /api/players-teams', () => {
  it('lists the players of both teams with their team', async () => {
    const { home, away } = await setup();
    const user = await ctx.actor('visitante');
    const res = await ctx.request(user.token, {
      method: 'GET',
      url: `/api/players-teams?id_team=${away.team.id},${home.team.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { name: string }) => p.name)).toEqual([
      'Leo Sosa',
      'Pablo Ruiz',
      'Tomás Vera',
      'Hugo Díaz',
      'Iván Gómez',
      'Juan Pérez',
    ]);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'Leo Sosa',
      status: '',
      id_team: { id: away.team.id, name: 'Deportivo Sur' },
    });
    expect(
      (await ctx.request(user.token, { method: 'GET', url: '/api/players-teams?id_team=a,b' })).statusCode,
    ).toBe(422);
  });
});

describe('POST /api/match-statistics by staff', () => {
  it('saves both teams from the whole form and completes the match', async () => {
    const {
      homePlayers: [juan, hugo],
      awayPlayers: [pablo],
      match,
      form,
      t,
    } = await setup();
    const organizer = await ctx.actor('Organizador');
    const res = await save(
      organizer.token,
      form({
        [juan!.id]: { goals: '2', mvp: true, yellow_cards: true },
        [hugo!.id]: { assists: 1 },
        [pablo!.id]: { goals: 1, red_cards: 1, direct_red: 'yes', user_id: 999 },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Estadísticas guardadas correctamente',
      match: { id: match.id, status: 'completed', status_text: 'Estadísticas completadas y cargadas' },
    });
    const rows = await storedRows();
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.userId === organizer.id)).toBe(true);
    const list = await ctx.request(organizer.token, {
      method: 'GET',
      url: `/api/match-statistics?match_id=${match.id}`,
    });
    const pabloRow = list
      .json()
      .data.find((r: { player_id: { id: number } }) => r.player_id.id === pablo!.id);
    expect(pabloRow).toEqual({
      id: expect.any(Number),
      player_id: { id: pablo!.id, name: 'Pablo Ruiz' },
      team_id: pablo!.idTeam,
      tournament_id: { id: t.id, format: 'PD' },
      match_id: { id: match.id, stage: 1 },
      goals: 1,
      assists: 0,
      yellow_cards: 0,
      red_cards: 1,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: false,
      direct_red: 'yes',
      played: true,
    });
    const byTournament = await ctx.request(organizer.token, {
      method: 'GET',
      url: `/api/match-statistics?tournament_id=${t.id}`,
    });
    // Appearances only: the three blank lines of the form are players who did not play (decision 023).
    expect(byTournament.json().data).toHaveLength(3);
    expect(
      (await ctx.request(organizer.token, { method: 'GET', url: '/api/match-statistics' })).json().message,
    ).toBe('Indicá el partido (match_id) o el torneo (tournament_id).');
  });

  it('saves once when two staff members send the statistics at the same moment', async () => {
    const {
      homePlayers: [juan],
      form,
    } = await setup();
    const [admin, organizer] = [await ctx.actor('Admin'), await ctx.actor('Organizador')];
    const results = await Promise.all([
      save(admin.token, form({ [juan!.id]: { goals: 1 } })),
      save(organizer.token, form({ [juan!.id]: { goals: 2 } })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await storedRows()).toHaveLength(6);
  });

  it('replaces the rows after an Admin re-enables the match', async () => {
    const {
      homePlayers: [juan],
      match,
      form,
    } = await setup();
    const admin = await ctx.actor('Admin');
    await save(admin.token, form({ [juan!.id]: { goals: 2 } }));
    const blocked = await save(admin.token, form({ [juan!.id]: { goals: 1 } }));
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe(
      'El partido ya tiene las estadísticas cargadas: un Admin debe habilitarlo para editar.',
    );
    await ctx.request(admin.token, {
      method: 'PUT',
      url: `/api/matches/${match.id}`,
      payload: { status: 'pending' },
    });
    expect((await save(admin.token, form({ [juan!.id]: { goals: 1 } }))).statusCode).toBe(200);
    const rows = await storedRows();
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.playerId === juan!.id)!.goals).toBe(1);
  });
});

describe('POST /api/match-statistics by the managers', () => {
  it('lets each manager load their own team; the match completes once both teams are in', async () => {
    const {
      home,
      away,
      homePlayers: [juan],
      awayPlayers: [pablo],
      match,
      form,
    } = await setup();
    const first = await save(home.token, form({ [juan!.id]: { goals: 2, mvp: 1 } }));
    expect(first.statusCode).toBe(200);
    expect(first.json().match.status).toBe('pending');
    expect((await storedRows()).map((r) => r.teamId)).toEqual([home.team.id, home.team.id, home.team.id]);
    const second = await save(away.token, form({ [pablo!.id]: { goals: 1 } }));
    expect(second.json().match.status).toBe('completed');
    expect(await storedRows()).toHaveLength(6);
    expect(await statusOf(match.id)).toBe('completed');
  });

  it('refuses a manager touching the rival’s players or another match, saving nothing', async () => {
    const {
      home,
      awayPlayers: [pablo],
      match,
      form,
    } = await setup();
    const res = await save(home.token, form({ [pablo!.id]: { yellow_cards: 2 } }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo podés cargar estadísticas de los jugadores de tu equipo.');
    const stranger = await kit.manager('Ajeno FC');
    const other = await save(stranger.token, form({}));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Solo podés cargar estadísticas de partidos de tu equipo.');
    const visitor = await ctx.actor('visitante');
    expect((await save(visitor.token, form({}))).statusCode).toBe(403);
    expect((await save(undefined, form({}))).statusCode).toBe(401);
    expect(await storedRows()).toHaveLength(0);
    expect(await statusOf(match.id)).toBe('pending');
  });
});
