import { describe, expect, it } from 'vitest';
import { matches } from '@liga/db';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, managedLeague } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const allMatches = () => ctx.db.select().from(matches).orderBy(matches.id);

const league = () => managedLeague(kit);

const create = (token: string | undefined, payload: object) =>
  ctx.request(token, { method: 'POST', url: '/api/matches', payload });

describe('POST /api/matches', () => {
  it('asks for every missing field with the league client’s messages', async () => {
    const admin = await ctx.actor('Admin');
    const res = await create(admin.token, { team_home_id: '', score_home: null });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'Tienes que cargar Fecha o Ronda',
      errors: {
        stage: ['Tienes que cargar Fecha o Ronda'],
        team_home_id: ['Tienes que cargar los equipos'],
        team_away_id: ['Tienes que cargar los equipos'],
        score_home: ['Tienes que cargar los goles'],
        score_away: ['Tienes que cargar los goles'],
        tournament_id: ['Tienes que cargar el torneo'],
      },
    });
    expect(await allMatches()).toHaveLength(0);
  });

  it('lets staff create a match from form values, pending its statistics', async () => {
    const { home, away, t } = await league();
    ctx.clock.set(new Date('2026-04-10T23:30:00Z'));
    const organizer = await ctx.actor('Organizador');
    const res = await create(organizer.token, {
      team_home_id: String(home.team.id),
      team_away_id: away.team.id,
      tournament_id: t.id,
      score_home: '2',
      score_away: 0,
      stage: '3',
      user_id: 999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Partido creado correctamente',
      match: {
        id: expect.any(Number),
        tournament_id: t.id,
        team_home: { id: home.team.id, name: 'Atlético Norte' },
        team_away: { id: away.team.id, name: 'Deportivo Sur' },
        score_home: 2,
        score_away: 0,
        match_date: expect.stringMatching(/^2026-04-10T23:30:0/),
        status: 'pending',
        status_text: 'Pendiente de carga',
        stage: 3,
        stage_label: 'Fecha 3',
        group: null,
        tournament: { id: t.id, name: 'Primera T59', format: 'PD' },
      },
    });
    expect((await allMatches())[0]!.createdBy).not.toBe(999);
  });

  it('lets a manager create a match of their own team, reading a date without offset as league time', async () => {
    const { home, third, t } = await league();
    const res = await create(home.token, {
      team_home_id: third.id,
      team_away_id: home.team.id,
      tournament_id: t.id,
      score_home: 1,
      score_away: 1,
      stage: 1,
      match_date: '2026-04-10T21:00',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().match.match_date).toBe('2026-04-11T00:00:00.000Z');
  });

  it('refuses a manager whose team does not play, and roles that load no matches', async () => {
    const { home, away, third, t } = await league();
    const payload = {
      team_home_id: away.team.id,
      team_away_id: third.id,
      tournament_id: t.id,
      score_home: 1,
      score_away: 0,
      stage: 1,
    };
    const res = await create(home.token, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Solo podés cargar partidos de tu equipo.');
    const visitor = await ctx.actor('visitante');
    expect((await create(visitor.token, payload)).statusCode).toBe(403);
    expect((await create(undefined, payload)).statusCode).toBe(401);
    expect(await allMatches()).toHaveLength(0);
  });

  it.each([
    [
      'the same team twice',
      (ids: Ids) => ({ team_away_id: ids.home }),
      'team_away_id',
      'Un equipo no puede jugar contra sí mismo.',
    ],
    [
      'a team outside the tournament',
      (ids: Ids) => ({ team_away_id: ids.outsider }),
      'team_away_id',
      'El equipo no participa en este torneo.',
    ],
    [
      'an unknown team',
      () => ({ team_home_id: 4242 }),
      'team_home_id',
      'El equipo no participa en este torneo.',
    ],
    ['an unknown tournament', () => ({ tournament_id: 4242 }), 'tournament_id', 'El torneo no existe.'],
    [
      'a round after the Final (18 is the Playout, docs/rules.md §10.4)',
      () => ({ stage: 19 }),
      'stage',
      'La Fecha o Ronda debe estar entre 1 y 17 en este torneo.',
    ],
    [
      'a score over 99',
      () => ({ score_home: 100 }),
      'score_home',
      'Los goles deben ser un número entero entre 0 y 99.',
    ],
    [
      'negative goals',
      () => ({ score_away: -1 }),
      'score_away',
      'Los goles deben ser un número entero entre 0 y 99.',
    ],
    ['a bad date', () => ({ match_date: 'mañana' }), 'match_date', 'La fecha del partido no es válida.'],
  ])('refuses %s with a per-field 422, creating nothing', async (_label, change, field, message) => {
    const { home, away, t } = await league();
    const outsider = await kit.team({ name: 'Ajeno', division: 'Segunda' });
    const admin = await ctx.actor('Admin');
    const ids: Ids = { home: home.team.id, outsider: outsider.id };
    const res = await create(admin.token, {
      team_home_id: home.team.id,
      team_away_id: away.team.id,
      tournament_id: t.id,
      score_home: 1,
      score_away: 0,
      stage: 2,
      ...change(ids),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await allMatches()).toHaveLength(0);
  });

  it('refuses a team playing twice in one round and a result loaded twice', async () => {
    const { home, away, third, t } = await league();
    const admin = await ctx.actor('Admin');
    const base = { tournament_id: t.id, score_home: 1, score_away: 0, stage: 5 };
    expect(
      (await create(admin.token, { ...base, team_home_id: home.team.id, team_away_id: away.team.id }))
        .statusCode,
    ).toBe(201);
    const twice = await create(admin.token, {
      ...base,
      team_home_id: away.team.id,
      team_away_id: home.team.id,
    });
    expect(twice.json().errors).toEqual({ stage: ['Ese partido ya fue cargado en esta Fecha o Ronda.'] });
    const busy = await create(admin.token, { ...base, team_home_id: third.id, team_away_id: away.team.id });
    expect(busy.json().errors).toEqual({
      team_away_id: ['El equipo ya tiene otro partido en esta Fecha o Ronda.'],
    });
    expect(await allMatches()).toHaveLength(1);
  });

  it('creates one match when the same result is sent twice at the same moment', async () => {
    const { home, away, t } = await league();
    const payload = {
      team_home_id: home.team.id,
      team_away_id: away.team.id,
      tournament_id: t.id,
      score_home: 1,
      score_away: 0,
      stage: 6,
    };
    const results = await Promise.all([create(home.token, payload), create(away.token, payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(await allMatches()).toHaveLength(1);
  });

  it('fills the generated fixture match instead of duplicating it, in the fixture’s orientation', async () => {
    const { home, away, t } = await league();
    const slot = await kit.match({
      tournamentId: t.id,
      home: away.team.id,
      away: home.team.id,
      stage: 4,
      score: null,
    });
    const res = await create(home.token, {
      team_home_id: home.team.id,
      team_away_id: away.team.id,
      tournament_id: t.id,
      score_home: 3,
      score_away: 1,
      stage: 4,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().match).toMatchObject({
      id: slot.id,
      team_home: { id: away.team.id },
      score_home: 1,
      score_away: 3,
    });
    expect(await allMatches()).toHaveLength(1);
  });

  it('puts a Champions League group match in the group both teams share', async () => {
    const season = await kit.season();
    const [a, b] = await kit.teams(2, null);
    const t = await kit.tournament({
      seasonId: season.id,
      format: 'UCL',
      teamIds: [a!.id, b!.id],
      groups: { [a!.id]: 'C', [b!.id]: 'C' },
    });
    const admin = await ctx.actor('Admin');
    const res = await create(admin.token, {
      team_home_id: a!.id,
      team_away_id: b!.id,
      tournament_id: t.id,
      score_home: 0,
      score_away: 0,
      stage: 2,
    });
    expect(res.json().match).toMatchObject({ group: 'C', stage_label: '2' });
  });
});

type Ids = { home: number; outsider: number };
