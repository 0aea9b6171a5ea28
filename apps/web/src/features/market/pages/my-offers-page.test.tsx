import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeOffer, seasons, target } from '../../../test/market.test-kit';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });

describe('/misofertas', () => {
  it('lists the own offers with time in the league zone and a link to the player offers', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: { data: seasons } }),
      'GET /api/misofertas': (req) =>
        req.query.get('season') === '58'
          ? { body: page([]) }
          : {
              body: page([
                makeOffer({
                  mine: true,
                  value: 31_000_000,
                  extra_value: 5_000_000,
                  total_value: 36_000_000,
                  other_players: [{ id: 10, name: 'Propio Uno', value: 5_000_000 }],
                  created_at: '2026-06-02T15:04:05.000Z',
                }),
              ]),
            },
    });
    renderRoute('/misofertas', { user: manager });
    const table = await screen.findByRole('table', { name: 'Mis ofertas' });
    const row = within(table).getAllByRole('row')[1]!;
    for (const text of [
      'Cristian Aguirre',
      'Deportivo Laguna',
      '31.000.000 €',
      '5.000.000 €',
      '36.000.000',
      'Manager Uno',
      '02-06-2026 15:04',
      'Propio Uno',
    ])
      expect(row.textContent).toContain(text);
    expect(within(row).getByRole('link', { name: 'Ver ofertas' }).getAttribute('href')).toBe(
      `/offers/${target.id}`,
    );
    expect(screen.getByRole('link', { name: 'Ejecutar cláusula' }).getAttribute('href')).toBe(
      '/clausula_rescision',
    );
    expect(calls.find((c) => c.path === '/api/misofertas')?.query.get('season')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Temporada'), '58');
    expect(await screen.findByText('No tienes ofertas realizadas en esta temporada')).toBeTruthy();
  });

  it('without offers and without a season: the plain empty message', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: { data: seasons } }),
      'GET /api/misofertas': () => ({ body: page([]) }),
    });
    renderRoute('/misofertas', { user: manager });
    expect((await screen.findByText(/^No tienes ofertas realizadas/)).textContent).toBe(
      'No tienes ofertas realizadas',
    );
  });
});

describe('/ofertas-confirmadas', () => {
  it('is for Admin only', async () => {
    const { calls } = mockApi({ 'GET /api/user': () => ({ body: manager }) });
    renderRoute('/ofertas-confirmadas', { user: manager });
    expect(await screen.findByText('No tienes permiso para ver esta página.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/ofertas-confirmadas')).toBe(false);
  });

  it('lists the confirmed offers of the active season sorted by creator name', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/season': () => ({ body: { data: seasons } }),
      'GET /api/ofertas-confirmadas': () => ({
        body: page([
          makeOffer({ confirmed: 'yes', active: 'no', created_by: { id: 2, name: 'zeta' } }),
          makeOffer({ confirmed: 'yes', active: 'no', created_by: { id: 3, name: 'Álvaro' } }),
          makeOffer({ confirmed: 'yes', active: 'no', created_by: { id: 4, name: 'Manager Uno' } }),
        ]),
      }),
    });
    renderRoute('/ofertas-confirmadas', { user: admin });
    const table = await screen.findByRole('table', { name: 'Traspasos confirmados' });
    const creators = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td')?.textContent ?? '');
    expect(creators.map((c) => c.split('Atlético')[0])).toEqual(['Álvaro', 'Manager Uno', 'zeta']);
    expect(calls.find((c) => c.path === '/api/ofertas-confirmadas')?.query.get('season')).toBe('59');
  });
});
