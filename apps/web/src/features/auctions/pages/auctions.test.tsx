import type { Team } from '@liga/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/forms.test-kit';
import { renderRoute } from '../../../test/render';
import { makeAuction, makePosted, season } from '../test/auctions.test-kit';
import { textsByRole } from '../../../test/texts.test-kit';

const manager = makeUser({ name: 'Manager Dos', rol: 'Manager Primera' });
const team = (id: number, name: string, division: Team['division']) => ({
  id,
  name,
  division,
  id_user: null,
  user: null,
});

describe('/subastas', () => {
  it('lists the running auctions with leader, amount, countdown and Ofertar', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: { data: [season] } }),
      'GET /api/auctions': () => ({ body: page([makeAuction()]) }),
    });
    renderRoute('/subastas', { user: manager });
    const table = await screen.findByRole('table', { name: 'Subastas' });
    const row = within(table).getByText('Juan Libre').closest('tr')!;
    expect(within(row).getByText('5.000.000 €')).toBeTruthy();
    expect(within(row).getByText('Manager Uno')).toBeTruthy();
    expect(within(row).getByRole('timer')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ofertar' }).getAttribute('href')).toBe('/subastas/44');
    expect(calls.find((c) => c.path === '/api/auctions')?.query.get('season')).toBe('7');
  });

  it("says 'No se encontraron subastas' when none is running", async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: { data: [season] } }),
      'GET /api/auctions': () => ({ body: page([]) }),
    });
    renderRoute('/subastas', { user: manager });
    expect(await screen.findByText('No se encontraron subastas')).toBeTruthy();
  });
});

describe('/crear_subasta', () => {
  const setup = (path: string, startsIn: number | null = null) => {
    const api = mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/seasons/start': () => ({
        body: {
          id: 7,
          start_date: '1970-01-01 00:00:00',
          start_at: startsIn === null ? null : new Date(Date.now() + startsIn).toISOString(),
        },
      }),
      'GET /api/teams': () => ({
        body: page([
          team(1, 'Primera FC', 'Primera'),
          team(2, 'Segunda FC', 'Segunda'),
          team(90, 'Agentes Libres', ''),
        ]),
      }),
      'GET /api/players/44': () => ({ body: makeAuction().player }),
      'GET /api/teams/90': () => ({
        body: {
          ...team(90, 'Agentes Libres', ''),
          players: [
            { id: 44, name: 'Juan Libre', age: 24, ca: 120, pa: 150, value: 10_000_000, status: 'liberado' },
          ],
        },
      }),
      'POST /api/auctions': (req) =>
        (req.body as { amount: number }).amount > 12_000_000
          ? {
              status: 422,
              body: {
                message: 'Datos inválidos',
                errors: { amount: ['Presupuesto insuficiente para esta oferta.'] },
              },
            }
          : {
              status: 201,
              body: makePosted(),
            },
      'GET /api/season': () => ({ body: { data: [season] } }),
      'GET /api/auctions/player/44/current': () => ({ body: { auction: makeAuction(), data: [] } }),
    });
    return { ...api, ...renderRoute(path, { user: manager }) };
  };

  it('is behind the market gate until 4 h after the season start', async () => {
    setup('/crear_subasta', 60_000);
    expect(await screen.findByText('Acceso restringido. El contenido estará disponible en:')).toBeTruthy();
    expect(screen.queryByLabelText('Equipo')).toBeNull();
  });

  it('offers only teams outside Primera/Segunda, preselects the player and checks half his value', async () => {
    const { calls, router } = setup('/crear_subasta/44');
    const teamSelect = (await screen.findByLabelText('Equipo')) as HTMLSelectElement;
    expect(textsByRole(teamSelect, 'option')).toEqual(['Seleccioná un equipo', 'Agentes Libres']);
    expect(teamSelect.value).toBe('90');
    const amount = (await screen.findByLabelText('Valor inicial')) as HTMLInputElement;
    await screen.findByRole('option', { name: /Juan Libre/ });
    expect(amount.value).toBe('10.000.000');
    await userEvent.clear(amount);
    await typeAndPress(amount, '4000000', 'Crear subasta');
    expect(await screen.findByText('La oferta inicial debe ser de al menos 5.000.000 €.')).toBeTruthy();
    await userEvent.clear(amount);
    await typeAndPress(amount, '13000000', 'Crear subasta');
    expect(await screen.findByText('Error al crear la subasta: Datos inválidos')).toBeTruthy();
    expect(screen.getByText('Presupuesto insuficiente para esta oferta.')).toBeTruthy();
    await userEvent.clear(amount);
    await typeAndPress(amount, '6000000', 'Crear subasta');
    expect(await screen.findByText('Subasta creada exitosamente')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/subastas/44'));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      id_player: 44,
      amount: 6_000_000,
    });
  });
});
