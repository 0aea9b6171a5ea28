import type { Squad } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const player = (id: number, name: string): Squad['players'][number] => ({
  id,
  name,
  age: 27,
  ca: 150,
  pa: 170,
  value: 4_000_000,
  status: 'registrado',
});
const squad: Squad = {
  team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
  players: [player(900, 'Juan Pérez'), player(901, 'Hugo Díaz')],
  summary: {
    average_ca: 150,
    ca_cap: 160,
    over_cap: false,
    registered_average_ca: 150,
    counts: { adults: 2, youth: 0, total: 2 },
    registered: { adults: 2, youth: 0, total: 2 },
    limits: { adults: 18, youth: 6, total: 24 },
  },
  warnings: [],
  transferable: [],
  season: [],
};
const lock = {
  id: 3,
  player: { id: 900, name: 'Juan Pérez' },
  team_id: 1,
  created_at: '2026-03-10T00:00:00.000Z',
};

// The squad screen's locks (docs/rules.md §17.1).
describe('Candados on /plantel', () => {
  it('shows the locks used and locks another player after a confirmation', async () => {
    const api = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/plantel': () => ({ body: squad }),
      'GET /api/locks': () => ({ body: { data: [lock], used: 1, left: 3 } }),
      'POST /api/locks': () => ({
        body: {
          message: 'Candado puesto.',
          lock: { ...lock, id: 4, player: { id: 901, name: 'Hugo Díaz' } },
        },
      }),
    });
    renderRoute('/plantel', { user: manager });
    const panel = await screen.findByRole('region', { name: 'Candados' }, { timeout: 15_000 });
    expect(await within(panel).findByText('Usaste 1 de 4 candados esta temporada.')).toBeTruthy();
    // A locked player is not offered again.
    const options = within(within(panel).getByLabelText('Jugador'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Elegí un jugador', 'Hugo Díaz']);
    await userEvent.selectOptions(within(panel).getByLabelText('Jugador'), 'Hugo Díaz');
    await userEvent.click(within(panel).getByRole('button', { name: 'Poner candado' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poner candado' }));
    expect(await screen.findByText('Candado puesto.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ player_id: 901 });
  }, 30_000);
});
