import type { TransferView } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page, type MockHandlers } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeTransfer, ownTeam, seasons, sellerTeam } from '../../../test/market.test-kit';
import { onPhone } from '../../../test/phone';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });

/** A confirmed transfer from Deportivo Laguna to Atlético Pampero: nobody acts on it any more. */
const transfer = (overrides: Partial<TransferView> = {}) =>
  makeTransfer({
    transferred_players: 'Cristian Aguirre, Leandro Álvarez',
    players: [],
    id_team_from: sellerTeam.id,
    id_team_to: ownTeam.id,
    team_from: { id: sellerTeam.id, name: sellerTeam.name },
    team_to: { id: ownTeam.id, name: ownTeam.name },
    budget: 12_000_000,
    status: 'confirmado',
    confirmed: 'yes',
    can_confirm: false,
    can_reject: false,
    expires_at: null,
    ...overrides,
  });

function setup(handler: MockHandlers['GET /api/traspasos'], extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: manager }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    'GET /api/traspasos': handler,
    ...extra,
  });
  renderRoute('/transferencias', { user: manager });
  return api;
}

describe('/transferencias', () => {
  it('on a phone, shows each transfer as a card: players and money on top, then the teams', async () => {
    onPhone();
    setup(() => ({ body: page([transfer()]) }));
    const list = await screen.findByRole('list', { name: 'Transferencias' });
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(screen.queryByRole('table', { name: 'Transferencias' })).toBeNull();
    expect(card.textContent).toContain('Cristian Aguirre, Leandro Álvarez');
    expect(card.textContent).toContain('12.000.000');
    expect(card.textContent).toContain('Deportivo Laguna');
    expect(card.textContent).toContain('Admin Liga');
  });

  it('shows each team by its whole name and the date in the league zone', async () => {
    setup(() => ({
      body: page([transfer(), transfer({ id: 8, confirmed: 'no', status: 'bloqueado' })]),
    }));
    const table = await screen.findByRole('table', { name: 'Transferencias' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]?.textContent).toContain('Equipo origen - Equipo destino');
    expect(rows[1]?.textContent).toContain('Deportivo Laguna - Atlético Pampero');
    expect(within(rows[1]!).getByTitle('Deportivo Laguna').textContent).toBe('Deportivo Laguna');
    expect(within(rows[1]!).getByTitle('Atlético Pampero').textContent).toBe('Atlético Pampero');
    expect(rows[1]?.textContent).toContain('02-06-2026 15:04');
    expect(rows[1]?.textContent).toContain('12.000.000');
    expect(rows[1]?.textContent).toContain('Admin Liga');
    expect(within(rows[1]!).getByText('Sí')).toBeTruthy();
    expect(within(rows[2]!).getByText('No')).toBeTruthy();
  });

  it('filters by season and reads the league client’s messages', async () => {
    const { calls } = setup((req) =>
      req.query.get('season') === '58' ? { status: 500, body: { message: 'Caído.' } } : { body: page([]) },
    );
    expect(await screen.findByText('No se encontraron transferencias')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Temporada'), '58');
    expect(await screen.findByText('Error al filtrar transferencias por temporada: Caído.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/traspasos').map((c) => c.query.get('season'))).toEqual([
      null,
      '58',
    ]);
  });

  it('reads the league client’s messages when transfers or seasons cannot be loaded', async () => {
    setup(() => ({ status: 500, body: { message: 'Caído.' } }), {
      'GET /api/season': () => ({ status: 500, body: { message: 'Sin temporadas.' } }),
    });
    expect(await screen.findByText('Error al obtener transferencias: Caído.')).toBeTruthy();
    expect(await screen.findByText('Error al obtener temporadas: Sin temporadas.')).toBeTruthy();
  });
});
