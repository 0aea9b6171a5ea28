import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { leagueZone, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
// With a team: the menu offers Transferir only to who has one.
const manager = makeUser({
  name: 'Manager Uno',
  rol: 'Manager Primera',
  team: { id: 1, name: 'Club Uno', division: 'Primera' },
});
const seasons = [{ id: 59, name: 'Temporada 59', start_date: null, active: true }];

function setup(me = manager, start: string | null = null, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    ...leagueZone('America/Argentina/Buenos_Aires'),
    'GET /api/seasons/start': () => ({
      body: { id: 59, start_date: '1970-01-01 00:00:00', start_at: start },
    }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    ...extra,
  });
  return { ...api, ...renderRoute('/season-countdown', { user: me }) };
}

afterEach(() => vi.useRealTimers());

describe('/season-countdown', () => {
  it('counts down to the season start, then shows the season overview', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-01T09:59:58.000Z'));
    setup(manager, '2026-06-01T10:00:00.000Z');
    expect(await screen.findByText('La temporada comienza en:')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:00:02');
    expect(screen.queryByRole('link', { name: 'Transferir' })).toBeTruthy(); // the sidebar only
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(/La temporada está en marcha/)).toBeTruthy();
    expect(screen.getByText('Transferencias y subastas abren en:')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Mercado' })).toBeTruthy();
    expect(screen.queryByLabelText('Inicio de temporada')).toBeNull();
  });

  it('reads the league client’s message when the season cannot be loaded', async () => {
    setup(manager, null, { 'GET /api/seasons/start': () => ({ status: 500, body: { message: 'x' } }) });
    expect(await screen.findByText('Error al cargar la información de la temporada')).toBeTruthy();
  });

  it('an Admin moves the start, typed in the league zone', async () => {
    const { calls } = setup(admin, '2026-06-01T10:00:00.000Z', {
      'PUT /api/seasons/59/start': () => ({
        body: { message: 'Inicio de temporada actualizado', season: { ...seasons[0], start_date: null } },
      }),
    });
    const input = (await screen.findByLabelText('Inicio de temporada')) as HTMLInputElement;
    expect(input.value).toBe('2026-06-01T07:00');
    await userEvent.clear(input);
    await userEvent.type(input, '2026-08-01T21:30');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Inicio de temporada actualizado')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ start_date: '2026-08-02T00:30:00.000Z' });
  });
});
