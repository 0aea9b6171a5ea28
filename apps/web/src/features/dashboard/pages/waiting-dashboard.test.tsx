import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const waiting = makeUser({ name: 'Nuevo', rol: 'En lista de espera', team: null, profits: 0 });

describe('/dashboard for a waiting-list account (decision 026)', () => {
  it('shows the place in the queue and what happens next, not a team dashboard of zeros', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: waiting }),
      'GET /api/season': () => ({ body: { data: [] } }),
      'GET /api/dashboard/waiting': () => ({
        body: {
          position: 3,
          total: 5,
          signed_up_at: '2026-01-02T10:00:00.000Z',
          free_teams: 1,
          admins: [{ id: 1, name: 'Admin Liga' }],
        },
      }),
    });
    renderRoute('/dashboard', { user: waiting });
    expect(await screen.findByText('Estás en la lista de espera')).toBeTruthy();
    expect(screen.getByTestId('waiting-position').textContent).toBe('3');
    expect(screen.getByText('Sos el número 3 de 5 en la fila.')).toBeTruthy();
    expect(screen.getByText('2 personas esperan desde antes que vos.')).toBeTruthy();
    expect(screen.getByText('Hay 1 equipo libre en Primera y Segunda.')).toBeTruthy();
    expect(screen.getByText('¿Dudas? Escribile a Admin Liga.')).toBeTruthy();
    expect(screen.getByText('Un Admin asigna los equipos libres en orden de llegada.')).toBeTruthy();
    // No budget, no spending, no team figures.
    expect(screen.queryByText('Presupuesto')).toBeNull();
    expect(screen.queryByTestId('budget')).toBeNull();
    expect(calls.some((c) => c.path === '/api/dashboard/waiting')).toBe(true);
  }, 15_000);
});
