import type { MatchPlayer, StatisticRow, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { idRoute, type MockHandlers } from '../../test/mock-api';
import { NORTE, PAMPERO, PRIMERA_T59, makeMatch, pamperoManager } from '../../test/competition.test-kit';
import { openMatchPage, statisticLine } from '../../test/match-page.test-kit';
import { onPhone } from '../../test/phone';
import { fieldRefusal } from '../../test/refusal.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const manager = pamperoManager();
const pending = makeMatch(PRIMERA_T59, { stage: 4, score_home: 1, score_away: 0 });
const completed = makeMatch(PRIMERA_T59, { stage: 3, status: 'completed', score_home: 2, score_away: 0 });

const LONG = 'Maximiliano Rodríguez Larreta';
const players: MatchPlayer[] = [
  { id: 11, name: LONG, id_team: PAMPERO, status: 'registrado' },
  { id: 12, name: 'Juan Paz', id_team: PAMPERO, status: '' },
  { id: 21, name: 'Pedro Norte', id_team: NORTE, status: 'registrado' },
];

const row = (player: { id: number; name: string }, team: number, over: Partial<StatisticRow> = {}) =>
  statisticLine(player, team, completed, over);

const setup = (me: User, match = pending, routes: MockHandlers = {}) =>
  openMatchPage({ me, match, matches: [pending, completed], players, routes });

const table = async (team: string) => within(await screen.findByRole('region', { name: team }));
const playerRow = async (team: string, shown: string) =>
  (await table(team)).getByText(shown).closest('tr') as HTMLElement;
const card = async (team: string, player: string) =>
  within((await table(team)).getByRole('listitem', { name: player }));

// A whole form of cards per player: generous time on a loaded machine.
describe('/partidos/{id} pending: the statistics form', { timeout: 20_000 }, () => {
  it('shows the match, Cargando jugadores..., then one card per player with the full name, by registered list', async () => {
    setup(admin);
    expect(await screen.findByText('Pendiente de carga')).toBeTruthy();
    expect(screen.getByText('1 - 0')).toBeTruthy();
    // The league zone of the mocked /config is UTC; no seconds.
    expect(screen.getByText('21-11-2026 00:00')).toBeTruthy();
    expect(await screen.findByText('Cargando jugadores...')).toBeTruthy();
    expect(await screen.findByText(LONG)).toBeTruthy();
    expect(screen.queryByText('Maximiliano Rod...')).toBeNull();
    const pampero = await table(PAMPERO.name);
    const lists = pampero.getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-label'))).toEqual([
      `${PAMPERO.name} · Lista de buena fe (registrados)`,
      `${PAMPERO.name} · Fuera de la lista`,
    ]);
    expect(within(lists[0]!).getByRole('listitem', { name: LONG })).toBeTruthy();
    expect(within(lists[1]!).getByRole('listitem', { name: 'Juan Paz' })).toBeTruthy();
  });

  it('steppers count goals and assists; the minus stops at zero', async () => {
    setup(admin);
    const juan = await card(PAMPERO.name, 'Juan Paz');
    const goals = juan.getByLabelText('Goles de Juan Paz');
    expect(juan.getByRole('button', { name: 'Goles: uno menos para Juan Paz' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(juan.getByRole('button', { name: 'Goles: uno más para Juan Paz' }));
    await userEvent.click(juan.getByRole('button', { name: 'Goles: uno más para Juan Paz' }));
    expect(goals).toHaveProperty('value', '2');
    await userEvent.click(juan.getByRole('button', { name: 'Goles: uno menos para Juan Paz' }));
    expect(goals).toHaveProperty('value', '1');
    await userEvent.click(juan.getByRole('button', { name: 'Asistencias: uno más para Juan Paz' }));
    expect(juan.getByLabelText('Asistencias de Juan Paz')).toHaveProperty('value', '1');
  });

  it('a manager gets cards for their own team only; the rival reads', async () => {
    setup(manager);
    const own = await card(PAMPERO.name, 'Juan Paz');
    expect(own.getByLabelText('Goles de Juan Paz')).toBeTruthy();
    expect(own.getByLabelText('MVP de Juan Paz')).toBeTruthy();
    const rival = await card(NORTE.name, 'Pedro Norte');
    expect(rival.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(rival.queryAllByRole('checkbox')).toHaveLength(0);
    expect(rival.getByText('Sin datos cargados')).toBeTruthy();
    expect(screen.getByText('Solo lectura: lo carga el rival o la organización.')).toBeTruthy();
  });

  it('roja directa appears with red; saving sends the own lines and goes to /partidos', async () => {
    const { calls, router } = setup(manager, pending, {
      'POST /api/match-statistics': () => ({
        body: { message: 'Estadísticas guardadas correctamente', match: pending },
      }),
    });
    await userEvent.type(await screen.findByLabelText('Goles de Juan Paz'), '1');
    await userEvent.click(screen.getByLabelText('Amarilla de Juan Paz'));
    expect(screen.queryByLabelText('Roja directa de Juan Paz')).toBeNull();
    await userEvent.click(screen.getByLabelText('Roja de Juan Paz'));
    await userEvent.click(screen.getByLabelText('Roja directa de Juan Paz'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Estadísticas' }));
    expect(await screen.findByText('Estadísticas guardadas correctamente')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/partidos'));
    const sent = (calls.find((c) => c.method === 'POST')?.body as { statistics: unknown[] }).statistics;
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual({
      player_id: 12,
      tournament_id: 1,
      match_id: pending.id,
      goals: 1,
      assists: 0,
      yellow_cards: 1,
      red_cards: 1,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: false,
      direct_red: 'yes',
      played: true,
    });
  });

  it("puts the server's per-line error on that player's card", async () => {
    const message = 'Juan Paz está suspendido en esta fecha: Acumulación de amarillas (3)';
    setup(admin, pending, {
      'POST /api/match-statistics': fieldRefusal('statistics.1.player_id', message),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar Estadísticas' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]!.textContent).toContain('Error al guardar estadísticas');
    const own = await card(PAMPERO.name, 'Juan Paz');
    expect(own.getByRole('alert').textContent).toBe(message);
  });

  it('Error al obtener jugadores when the squads fail', async () => {
    setup(admin, pending, { 'GET /api/players-teams': () => ({ status: 500, body: { message: 'x' } }) });
    expect(await screen.findByText('Error al obtener jugadores')).toBeTruthy();
  });
});

describe('/partidos/{id} of a fixture match without a score', () => {
  const fixture = makeMatch(PRIMERA_T59, { stage: 5, score_home: null, score_away: null });

  it('explains that the score comes first and loads it into the fixture match', async () => {
    const { calls } = setup(manager, fixture, {
      'POST /api/matches': () => ({
        status: 201,
        body: { message: 'Partido creado correctamente', match: fixture },
      }),
    });
    expect(await screen.findByText(/Primero cargá los goles de cada equipo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar Estadísticas' })).toBeNull();
    await userEvent.type(screen.getByLabelText(`Goles de ${fixture.team_home.name}`), '2');
    await userEvent.type(screen.getByLabelText(`Goles de ${fixture.team_away.name}`), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Cargar resultado' }));
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      stage: 5,
      team_home_id: fixture.team_home.id,
      team_away_id: fixture.team_away.id,
      score_home: 2,
      score_away: 1,
    });
  });

  it('tells a visitor who loads it', async () => {
    setup(makeUser({ name: 'Visita', rol: 'visitante' }), fixture);
    expect(
      await screen.findByText(/primero lo cargan los equipos del partido o la organización/),
    ).toBeTruthy();
  });
});

describe('/partidos/{id} completed', () => {
  const stats = [
    row(players[0]!, PAMPERO.id, { goals: 2, yellow_cards: 1, mvp: true }),
    row(players[1]!, PAMPERO.id),
    row(players[2]!, NORTE.id, { red_cards: 1, direct_red: 'yes', serious_injuries: 1 }),
  ];

  it('reads per player with zero values blank', async () => {
    setup(manager, completed, { 'GET /api/match-statistics': () => ({ body: { data: stats } }) });
    expect(await screen.findByText('Estadísticas completadas y cargadas')).toBeTruthy();
    const scorer = await playerRow(PAMPERO.name, 'Maximiliano Rod...');
    expect([...scorer.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'Maximiliano Rod...',
      '2',
      '',
      '1',
      '',
      '',
      '',
      '✓',
    ]);
    const blank = await playerRow(PAMPERO.name, 'Juan Paz');
    expect([...blank.querySelectorAll('td')].slice(1).every((td) => td.textContent === '')).toBe(true);
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Habilitar edición' })).toBeNull();
  });

  it('reads as a card per player on a phone, full names and what happened in words', async () => {
    onPhone();
    setup(manager, completed, { 'GET /api/match-statistics': () => ({ body: { data: stats } }) });
    const home = await screen.findByRole('list', { name: PAMPERO.name });
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${LONG}Goles 2 · Amarilla · MVP`, 'Juan PazSin goles, asistencias, tarjetas ni lesiones']);
    const away = screen.getByRole('list', { name: NORTE.name });
    expect(within(away).getByRole('listitem').textContent).toBe('Pedro NorteRoja directa · Lesión grave');
  });

  it('an Admin re-enables editing', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = setup(admin, completed, {
      'GET /api/match-statistics': () => ({ body: { data: stats } }),
      ...idRoute(`PUT /api/matches/${completed.id}`, () => ({
        body: { message: 'Partido habilitado para editar', match: { ...completed, status: 'pending' } },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Habilitar edición' }));
    expect(await screen.findByText('Partido habilitado para editar')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'pending' });
  });

  it('Error al obtener estadísticas when they fail', async () => {
    setup(admin, completed, { 'GET /api/match-statistics': () => ({ status: 500, body: {} }) });
    expect(await screen.findByText('Error al obtener estadísticas')).toBeTruthy();
  });
});
