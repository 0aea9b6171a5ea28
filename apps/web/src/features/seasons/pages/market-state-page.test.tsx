import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const me = makeUser({ rol: 'Manager Segunda' });
const SEASON = { id: 59, name: 'Temporada 59', active: true };

function setup(start: string | null, user = me) {
  const api = mockApi({
    'GET /api/user': () => ({ body: user }),
    'GET /api/seasons/start': () => ({
      body: { id: 59, start_date: '1970-01-01 00:00:00', start_at: start },
    }),
    'GET /api/season': () => ({ body: { data: [{ ...SEASON, start_date: start }] } }),
  });
  renderRoute('/protected', { user });
  return api;
}

describe('/protected: the market’s state', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to the 4-hour gate and to the next offer reveal, in league time', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T12:30:00Z') });
    setup('2026-03-02T10:00:00Z');
    expect(await screen.findByRole('heading', { name: 'Estado del mercado' })).toBeTruthy();
    expect(screen.getByText('Comenzó el 02-03-2026 10:00')).toBeTruthy();
    expect(screen.getByText('Acceso restringido. El contenido estará disponible en:')).toBeTruthy();
    const timers = screen.getAllByRole('timer').map((t) => t.textContent);
    // The gate opens at 14:00 (1:30:00 left); an offer made at 12:30 reveals at 18:00 (5:30:00 left).
    expect(timers).toEqual(['01:30:00', '05:30:00']);
    expect(screen.getByText('Una oferta hecha ahora se abre a las 18:00:')).toBeTruthy();
  });

  it('before the season starts, shows its countdown and the market closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T23:00:00Z') });
    setup('2026-03-02T00:00:00Z');
    expect(await screen.findByText('La temporada comienza en:')).toBeTruthy();
    expect(screen.getByText('Se abren con el inicio de la temporada.')).toBeTruthy();
    expect(screen.getAllByRole('timer')[0]!.textContent).toBe('01:00:00');
  });

  it('is guarded: a visitor reads why, and the market is not asked for', async () => {
    const { calls } = setup('2026-03-02T10:00:00Z', makeUser({ rol: 'visitante' }));
    expect(
      await screen.findByText(
        'El estado del mercado es para los miembros de la liga que compran y venden jugadores.',
      ),
    ).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/seasons/start')).toBe(false);
  });
});
