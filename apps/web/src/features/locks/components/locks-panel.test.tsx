import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeSquad, squadPlayer } from '../../../test/squad.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const older = { age: 27, pa: 170, value: 4_000_000 };
const squad = makeSquad([squadPlayer(900, 'Juan Pérez', older), squadPlayer(901, 'Hugo Díaz', older)]);
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

  it('keeps the dialog open with the refusal when the lock is not put', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/plantel': () => ({ body: squad }),
      'GET /api/locks': () => ({ body: { data: [lock], used: 1, left: 3 } }),
      'POST /api/locks': () => ({ status: 422, body: { message: 'Ese jugador ya tiene candado.' } }),
    });
    renderRoute('/plantel', { user: manager });
    const panel = await screen.findByRole('region', { name: 'Candados' }, { timeout: 15_000 });
    await userEvent.selectOptions(await within(panel).findByLabelText('Jugador'), 'Hugo Díaz');
    await userEvent.click(within(panel).getByRole('button', { name: 'Poner candado' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Poner candado' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Ese jugador ya tiene candado.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);
});
