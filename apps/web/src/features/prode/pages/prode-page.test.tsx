import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProdeLeaderboard, ProdeRoundAnswer } from '@liga/domain';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { fieldRefusal } from '../../../test/refusal.test-kit';

const ana = makeUser({
  id: 5,
  name: 'Ana',
  rol: 'Manager Primera',
  team: { id: 1, name: 'Norte', division: 'Primera' },
});
const norte = { id: 1, name: 'Norte' };
const sur = { id: 2, name: 'Sur' };
const oeste = { id: 3, name: 'Oeste' };

const round = (overrides: Partial<ProdeRoundAnswer> = {}): ProdeRoundAnswer => ({
  season: { id: 59, name: 'Temporada 59' },
  tournaments: [{ id: 9, name: 'Primera T59', format: 'PD' }],
  tournament: { id: 9, name: 'Primera T59', format: 'PD' },
  rounds: [
    { round: 1, label: 'Fecha 1' },
    { round: 2, label: 'Fecha 2' },
  ],
  round: { round: 1, label: 'Fecha 1' },
  scoring: { exact: 3, outcome: 1 },
  can_predict: true,
  finished: false,
  matches: [
    {
      id: 11,
      team_home: norte,
      team_away: sur,
      match_date: '2026-03-14T21:00:00.000Z',
      score_home: null,
      score_away: null,
      locked: false,
      mine: null,
      predictions: [],
      predicted: 1,
    },
    {
      id: 12,
      team_home: oeste,
      team_away: norte,
      match_date: '2026-03-13T21:00:00.000Z',
      score_home: 2,
      score_away: 0,
      locked: true,
      mine: { home: 2, away: 0, points: 3 },
      predictions: [
        { user: { id: 5, name: 'Ana' }, home: 2, away: 0, points: 3 },
        { user: { id: 6, name: 'Beto' }, home: 0, away: 1, points: 0 },
      ],
      predicted: 2,
    },
  ],
  table: [
    { position: 1, user: { id: 5, name: 'Ana' }, points: 3, exact: 1, outcome: 0, scored: 1 },
    { position: 2, user: { id: 6, name: 'Beto' }, points: 0, exact: 0, outcome: 0, scored: 1 },
  ],
  winners: [],
  prize: { amount: 0, paid: [], payable: false },
  ...overrides,
});
const board: ProdeLeaderboard = {
  season: { id: 59, name: 'Temporada 59' },
  scoring: { exact: 3, outcome: 1 },
  data: [
    { position: 1, user: { id: 5, name: 'Ana' }, points: 7, exact: 2, outcome: 1, scored: 4, rounds_won: 1 },
  ],
};

describe('/prode', { timeout: 30_000 }, () => {
  it('sends the open match with the steppers and shows the closed one with everyone and the tables', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: ana }),
      'GET /api/prode': () => ({ body: round() }),
      'GET /api/prode/leaderboard': () => ({ body: board }),
      'PUT /api/prode/predictions': () => ({
        body: { message: 'Pronósticos guardados.', predictions: [{ id_match: 11, home: 2, away: 0 }] },
      }),
    });
    renderRoute('/prode', { user: ana });
    const open = within(await screen.findByRole('listitem', { name: 'Norte - Sur' }, { timeout: 10_000 }));
    await userEvent.click(open.getByRole('button', { name: 'Un gol más para Norte' }));
    await userEvent.click(open.getByRole('button', { name: 'Un gol más para Norte' }));
    await userEvent.click(open.getByRole('button', { name: 'Un gol más para Sur' }));
    await userEvent.click(open.getByRole('button', { name: 'Un gol menos para Sur' }));
    expect(open.getByLabelText<HTMLInputElement>('Goles de Norte').value).toBe('2');
    expect(open.getByLabelText<HTMLInputElement>('Goles de Sur').value).toBe('0');
    expect(open.getByText('1 pronóstico (oculto hasta el comienzo)')).toBeTruthy();

    const closed = within(screen.getByRole('listitem', { name: 'Oeste - Norte' }));
    expect(closed.getByText('Resultado 2 - 0')).toBeTruthy();
    expect(closed.queryByRole('button', { name: /Un gol más/ })).toBeNull();
    expect(closed.getByText('Beto')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar pronósticos' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([{ id_match: 11, home: 2, away: 0 }]),
    );
    expect(await screen.findByText('Pronósticos guardados.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Tabla de la fecha: Fecha 1' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Tabla de la temporada' })).toBeTruthy();
  });

  it('shows the refusal under the match it concerns', async () => {
    mockApi({
      'GET /api/user': () => ({ body: ana }),
      'GET /api/prode': () => ({ body: round() }),
      'GET /api/prode/leaderboard': () => ({ body: board }),
      'PUT /api/prode/predictions': fieldRefusal(
        '0.id_match',
        'El partido ya empezó: el pronóstico quedó cerrado.',
      ),
    });
    renderRoute('/prode', { user: ana });
    const open = within(await screen.findByRole('listitem', { name: 'Norte - Sur' }, { timeout: 10_000 }));
    await userEvent.type(open.getByLabelText('Goles de Norte'), '1');
    await userEvent.type(open.getByLabelText('Goles de Sur'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar pronósticos' }));
    expect(await open.findByText('El partido ya empezó: el pronóstico quedó cerrado.')).toBeTruthy();
  });

  it('shows the prode without the form to someone without a team', async () => {
    const visitor = makeUser({ id: 8, name: 'Vera', rol: 'visitante' });
    mockApi({
      'GET /api/user': () => ({ body: visitor }),
      'GET /api/prode': () => ({ body: round({ can_predict: false }) }),
      'GET /api/prode/leaderboard': () => ({ body: board }),
    });
    renderRoute('/prode', { user: visitor });
    expect(
      await screen.findByText(
        'Juegan al prode los managers con equipo: podés mirar las tablas.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Guardar pronósticos' })).toBeNull();
  });
});
