import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BetLeaderboard, BetMatch, FixtureMatchDetail } from '@liga/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { emptyBetLists, makeUserBet, matchBet, playerBet } from '../test/bets.test-kit';

const organizer = makeUser({ name: 'Orga', rol: 'Organizador' });
const fixtureMatch: BetMatch = {
  id: 7,
  home: { id: 1, name: 'Atlético Norte' },
  away: { id: 2, name: 'Deportivo Sur' },
  stage: 4,
  tournament: { id: 3, name: 'Primera' },
  kick_off: '2026-08-01T00:00:00.000Z',
  score_home: null,
  score_away: null,
};
const detail: FixtureMatchDetail = {
  match: fixtureMatch,
  title: 'Atlético Norte vs Deportivo Sur',
  odds: { home_odd: '2.12', away_odd: '3.16', draw_odd: '3.35', under: '1.78', over: '1.91' },
  players: [{ id: 40, name: 'Juan Goleador', team: { id: 1, name: 'Atlético Norte' } }],
};

const staffApi = () =>
  mockApi({
    'GET /api/user': () => ({ body: organizer }),
    'GET /api/bets/fixture': () => ({ body: { data: [fixtureMatch] } }),
    'GET /api/bets/fixture/7': () => ({ body: detail }),
    'POST /api/bets': () => ({
      status: 201,
      body: { message: 'Apuesta de partido creada correctamente', bet: matchBet },
    }),
    'POST /api/singlebet': () => ({
      status: 201,
      body: { message: 'Apuesta de jugador creada correctamente', bet: playerBet },
    }),
    ...emptyBetLists,
    'GET /api/bets/leaderboard': () => ({ body: { season: null, data: [] } }),
  });

describe('/apuestas/new from a fixture match', { timeout: 30_000 }, () => {
  it('a match bet takes the match and its suggested odds, which stay editable', async () => {
    const { calls } = staffApi();
    renderRoute('/apuestas/new', { user: organizer });
    const form = within(await screen.findByRole('form', { name: 'Apuesta de partido' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('button', { name: 'Desde un partido' }));
    expect(form.queryByLabelText('Partido')).toBeNull();
    await userEvent.selectOptions(await form.findByLabelText('Partido del fixture'), '7');
    await waitFor(() => expect(form.getByLabelText<HTMLInputElement>('Cuota local').value).toBe('2.12'));
    await userEvent.clear(form.getByLabelText('Cuota local'));
    await userEvent.type(form.getByLabelText('Cuota local'), '1.50');
    await userEvent.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));
    expect(await screen.findByText('Apuesta de partido creada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id_match: 7,
      description: '',
      home_odd: '1.50',
      away_odd: '3.16',
      draw_odd: '3.35',
      under: '1.78',
      over: '1.91',
    });
  });

  it('a player bet names a player of that match', async () => {
    const { calls } = staffApi();
    renderRoute('/apuestas/new', { user: organizer });
    const form = within(await screen.findByRole('form', { name: 'Apuesta de jugador' }, { timeout: 15_000 }));
    await userEvent.click(form.getByRole('button', { name: 'Desde un partido' }));
    await userEvent.selectOptions(await form.findByLabelText('Partido del fixture'), '7');
    await userEvent.selectOptions(await form.findByRole('combobox', { name: 'Jugador' }), '40');
    await userEvent.type(form.getByLabelText('Cuota gol'), '2.50');
    await userEvent.type(form.getByLabelText('Cuota tarjeta'), '4');
    await userEvent.click(form.getByRole('button', { name: 'Crear apuesta de jugador' }));
    expect(await screen.findByText('Apuesta de jugador creada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id_match: 7,
      id_player: 40,
      description: '',
      goal_odd: '2.50',
      card_odd: '4',
    });
  });
});

describe('/apuestas: my bets and the season table', { timeout: 30_000 }, () => {
  it('shows what decided a bet from the fixture, filters won ones, and ranks the profits', async () => {
    const manager = makeUser({ name: 'Beto', rol: 'Manager Primera' });
    const won = makeUserBet({
      outcome: 'won',
      confirmed: 'yes',
      payout: 4_240_000,
      decided_by: { match: { ...fixtureMatch, score_home: 2, score_away: 1 }, player: null },
    });
    const board: BetLeaderboard = {
      season: { id: 1, name: 'Temporada 59' },
      data: [
        {
          user: { id: 201, name: 'Beto' },
          bets: 1,
          won: 1,
          lost: 0,
          open: 0,
          staked: 2_000_000,
          returned: 4_240_000,
          profit: 2_240_000,
        },
      ],
    };
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/bets': () => ({ body: page([]) }),
      'GET /api/singlebet': () => ({ body: page([]) }),
      'GET /api/bet_user/mine': () => ({ body: page([won]) }),
      'GET /api/bets/leaderboard': () => ({ body: board }),
    });
    renderRoute('/apuestas', { user: manager });
    expect(
      (await screen.findAllByText('Atlético Norte 2–1 Deportivo Sur', {}, { timeout: 15_000 })).length,
    ).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ganadas' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('outcome') === 'won')).toBe(true));
    expect(await screen.findByText('Ganancia neta en apuestas, Temporada 59')).toBeTruthy();
    expect(screen.getAllByText('Beto').length).toBeGreaterThan(0);
  });
});
