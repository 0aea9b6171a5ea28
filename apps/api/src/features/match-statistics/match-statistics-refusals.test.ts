import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../test/context.test-kit';
import { competitionKit, matchToLoad, statisticsCalls } from '../../test/competition.test-kit';

const ctx = useTestContext();
const kit = competitionKit(ctx);

const { storedRows, statusOf, save } = statisticsCalls(ctx);
const setup = () => matchToLoad(kit);
describe('POST /api/match-statistics refusals', () => {
  type Setup = Awaited<ReturnType<typeof setup>>;
  it.each<[string, (s: Setup) => Promise<object[]> | object[], number, string]>([
    [
      'goals above the team’s score',
      (s) => s.form({ [s.awayPlayers[0]!.id]: { goals: 2 } }),
      422,
      'Los goles de los jugadores de Deportivo Sur superan su resultado (1).',
    ],
    [
      'assists above the team’s score',
      (s) => s.form({ [s.homePlayers[0]!.id]: { assists: 2 }, [s.homePlayers[1]!.id]: { assists: 1 } }),
      422,
      'Las asistencias de los jugadores de Atlético Norte superan sus goles (2).',
    ],
    [
      'two MVPs of one team',
      (s) => s.form({ [s.homePlayers[0]!.id]: { mvp: true }, [s.homePlayers[2]!.id]: { mvp: true } }),
      422,
      'Solo puede haber un MVP por equipo: Atlético Norte tiene 2.',
    ],
    [
      'a player of another team',
      async (s) => [
        ...s.form({}),
        s.line((await kit.squad((await kit.team({ name: 'Otro' })).id, ['Ajeno Total']))[0]!.id),
      ],
      422,
      'Ajeno Total no juega en ninguno de los dos equipos del partido.',
    ],
    [
      'a player twice',
      (s) => [s.line(s.homePlayers[0]!.id), s.line(s.homePlayers[0]!.id)],
      422,
      'El jugador aparece más de una vez.',
    ],
    [
      'another tournament',
      (s) => [s.line(s.homePlayers[0]!.id, { tournament_id: 4242 })],
      422,
      'El torneo no corresponde al partido.',
    ],
    [
      'two matches',
      async (s) => [s.line(s.homePlayers[0]!.id), s.line(s.homePlayers[1]!.id, {}, 4242)],
      422,
      'Todas las estadísticas deben ser del mismo partido.',
    ],
    ['an unknown match', (s) => [s.line(s.homePlayers[0]!.id, {}, 4242)], 404, 'Partido no encontrado.'],
    [
      'three yellow cards',
      (s) => [s.line(s.homePlayers[0]!.id, { yellow_cards: 3 })],
      422,
      'Las amarillas debe ser un número entero entre 0 y 2.',
    ],
    ['no lines', () => [], 422, 'Tenés que cargar al menos un jugador.'],
  ])('refuses %s and saves nothing', async (_label, build, status, message) => {
    const s = await setup();
    const admin = await ctx.actor('Admin');
    const res = await save(admin.token, await build(s));
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await storedRows()).toHaveLength(0);
    expect(await statusOf(s.match.id)).toBe('pending');
  });

  it('refuses a match without a result', async () => {
    const s = await setup();
    const unplayed = await kit.match({
      tournamentId: s.t.id,
      home: s.home.team.id,
      away: s.away.team.id,
      stage: 2,
      score: null,
    });
    const admin = await ctx.actor('Admin');
    const res = await save(admin.token, [s.line(s.homePlayers[0]!.id, {}, unplayed.id)]);
    expect(res.json()).toMatchObject({
      message: 'Primero cargá el resultado del partido.',
      errors: { match_id: ['Primero cargá el resultado del partido.'] },
    });
  });
});
