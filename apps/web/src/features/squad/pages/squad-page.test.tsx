import type { Squad } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeSquad } from '../../../test/squad.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const NO_TEAM = 'No tienes equipo asignado. Prueba presionando el botón Cargar plantel';

const players: Squad['players'] = Array.from({ length: 18 }, (_, i) => ({
  id: 900 + i,
  name: `Jugador ${i + 1}`,
  age: i < 3 ? 19 : 27,
  ca: 170 - i,
  pa: 180,
  value: 4_000_000 + i,
  status: i < 12 ? 'registrado' : '',
}));

const squad = makeSquad(
  players,
  {
    average_ca: 162.5,
    over_cap: true,
    registered_average_ca: 164.5,
    counts: { adults: 15, youth: 3, total: 18 },
    registered: { adults: 9, youth: 3, total: 12 },
  },
  {
    warnings: ['La media de CA de tus 16 mejores jugadores (162,5) supera el tope de Primera (160).'],
    season: [
      {
        player_id: 900,
        matches: 3,
        goals: 4,
        assists: 2,
        yellow_cards: 1,
        red_cards: 1,
        mvp: 1,
        suspensions: [
          { tournament: 'Primera División', round: 'Fecha 4', reasons: ['Roja directa (Fecha 3)'] },
        ],
      },
    ],
  },
);

const noTeam = makeSquad([], squad.summary, { team: null });

describe('/plantel', () => {
  it('without a team: the league client’s message as an empty state (no error), and Cargar plantel asks again', async () => {
    let hasTeam = false;
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/plantel': () => ({ body: hasTeam ? squad : noTeam }),
    });
    renderRoute('/plantel', { user: manager });
    expect(await screen.findByText(NO_TEAM)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    const reload = screen.getByRole('button', { name: 'Cargar plantel' });
    expect(reload.getAttribute('aria-describedby')).toBe('squad-reload-hint');
    expect(screen.getByText(/vuelve a pedir tu equipo/).id).toBe('squad-reload-hint');
    hasTeam = true;
    await userEvent.click(screen.getByRole('button', { name: 'Cargar plantel' }));
    expect(await screen.findByText('Atlético Pampero')).toBeTruthy();
    expect(screen.queryByText(NO_TEAM)).toBeNull();
    expect(calls.filter((c) => c.path === '/api/plantel')).toHaveLength(2);
  });

  it('other failures read "Error al obtener equipo:" and the message', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/plantel': () => ({ status: 500, body: { message: 'Error interno.' } }),
    });
    renderRoute('/plantel', { user: manager });
    expect(await screen.findByText('Error al obtener equipo: Error interno.')).toBeTruthy();
  });

  it('shows the players, the average against the cap, the list counts and the warnings', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/plantel': () => ({ body: squad }),
      // The squad's locks panel (docs/rules.md §17): none used yet.
      'GET /api/locks': () => ({ body: { data: [], used: 0, left: 4 } }),
    });
    renderRoute('/plantel', { user: manager });
    expect(await screen.findByText('Atlético Pampero')).toBeTruthy();
    expect(screen.getByTestId('squad-average').textContent).toBe('162,5');
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuemax')).toBe('160');
    expect(bar.getAttribute('aria-valuenow')).toBe('162.5');
    expect(screen.getByText('Supera el tope')).toBeTruthy();
    expect(screen.getByTestId('registered-adults').textContent).toBe('9 / 18');
    expect(screen.getByTestId('registered-youth').textContent).toBe('3 / 6');
    expect(screen.getByTestId('registered-total').textContent).toBe('12 / 24');
    expect(screen.getByRole('alert').textContent).toContain('supera el tope de Primera (160)');
    const table = screen.getByRole('table', { name: 'Jugadores' });
    expect(within(table).getAllByRole('row')).toHaveLength(19);
    expect(within(table).getByText('4.000.017 €')).toBeTruthy();
    const first = within(table).getAllByRole('row')[1]!;
    const cells = within(first)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // PJ, goals, assists, yellow, red, MVP, then the round ahead the player is barred from.
    expect(cells.slice(6, 12)).toEqual(['3', '4', '2', '1', '1', '1']);
    expect(cells[12]).toBe('SuspendidoPrimera División, Fecha 4: Roja directa (Fecha 3)');
    const second = within(table).getAllByRole('row')[2]!;
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(6, 13),
    ).toEqual(['0', '0', '0', '0', '0', '0', '']);
  });
});
