import type { AuctionStatus, Dashboard } from '@liga/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeOffer, makeTransfer, seasons, sealed } from '../../../test/market.test-kit';

const manager = makeUser({
  name: 'Manager Dos',
  rol: 'Manager Segunda',
  profits: 1,
  team: { id: 15, name: 'Deportivo Laguna', division: 'Segunda' },
});

const movements = [
  {
    id: 3,
    amount: -4_000_000,
    reason: 'transfer_payment',
    ref_type: null,
    ref_id: null,
    balance_after: 196_000_000,
    note: null,
    created_by: null,
    created_at: '2026-06-03T00:00:00.000Z',
  },
  {
    id: 1,
    amount: 200_000_000,
    reason: 'admin_adjustment',
    ref_type: null,
    ref_id: null,
    balance_after: 200_000_000,
    note: 'Presupuesto inicial',
    created_by: null,
    created_at: '2026-06-01T00:00:00.000Z',
  },
];

const inThreeHours = new Date(Date.now() + 3 * 3_600_000 + 60_000).toISOString();

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  season: { id: 59, name: 'Temporada 59', start_date: null },
  team: { id: 15, name: 'Deportivo Laguna', division: 'Segunda' },
  budget: 196_000_000,
  budget_spent: 4_000_000,
  pending_transfers: [],
  own_auctions: [],
  executed_clauses: [],
  received_clauses: [],
  recent_movements: movements,
  ...overrides,
});

function setup(first: Dashboard, extra: Parameters<typeof mockApi>[0] = {}, after?: Dashboard) {
  let confirmed = false;
  const api = mockApi({
    'GET /api/user': () => ({ body: manager }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    'GET /api/dashboard': () => ({ body: confirmed && after ? after : first }),
    ...idRoute(`GET /api/users/${manager.id}/movements`, () => ({ body: page(movements) })),
    'POST /api/transferencia_confirmada/7': () => {
      confirmed = true;
      return { body: { message: 'Transferencia confirmada correctamente' } };
    },
    ...extra,
  });
  return { ...api, ...renderRoute('/dashboard', { user: manager }) };
}

describe('/dashboard', () => {
  it('shows the season budget, the computed spending, the chart and the movements', async () => {
    setup(dashboard());
    expect(await screen.findByRole('heading', { name: 'Mi estado' })).toBeTruthy();
    // The figures show '…' until the dashboard answers: wait for the numbers, not the element.
    await waitFor(() => expect(screen.getByTestId('budget-spent').textContent).toBe('4.000.000'));
    expect(screen.getByTestId('budget').textContent).toBe('196.000.000');
    expect(screen.getByTestId('budget').parentElement?.textContent).toBe('196.000.000 €');
    expect(screen.getAllByTestId('balance-point')).toHaveLength(2);
    // The axis runs from near the lowest balance (196 M), labelled in compact amounts, not from 0.
    expect(screen.getAllByTestId('chart-tick').map((t) => t.textContent)).toEqual([
      '196,0 M €',
      '198,0 M €',
      '200,0 M €',
    ]);
    expect(
      screen.getByRole('img', {
        name: 'Evolución del presupuesto en los últimos 2 movimientos: de 200.000.000 € a 196.000.000 €, entre 196.000.000 € y 200.000.000 €.',
      }),
    ).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Movimientos de presupuesto' })).toBeTruthy();
    expect((screen.getByLabelText('Temporada') as HTMLSelectElement).value).toBe('59');
  });

  it('Confirmar on a pending transfer asks, confirms and removes the row', async () => {
    const { calls } = setup(
      dashboard({
        pending_transfers: [
          makeTransfer(),
          makeTransfer({ id: 8, can_confirm: false, transferred_players: 'Otro Jugador' }),
        ],
      }),
      {},
      dashboard({
        pending_transfers: [makeTransfer({ id: 8, can_confirm: false, transferred_players: 'Otro Jugador' })],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Transferencias pendientes' });
    const row = within(table).getByText('Propio Uno').closest('tr') as HTMLElement;
    const other = within(table).getByText('Otro Jugador').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar transferencia' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    expect(await screen.findByText('Transferencia confirmada correctamente')).toBeTruthy();
    expect(within(table).queryByText('Propio Uno')).toBeNull();
    expect(within(table).getByText('Otro Jugador')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/transferencia_confirmada/7')).toBe(true);
  });

  it('Rechazar asks and rejects a proposal; the creator gets Cancelar instead of Confirmar', async () => {
    const { calls } = setup(
      dashboard({
        pending_transfers: [
          makeTransfer({ expires_at: inThreeHours }),
          makeTransfer({
            id: 8,
            can_confirm: false,
            can_reject: false,
            can_cancel: true,
            transferred_players: 'Mi Propuesta',
          }),
        ],
      }),
      {
        'POST /api/transferencia_rechazada/7': () => ({ body: { message: 'Transferencia rechazada' } }),
      },
    );
    const table = await screen.findByRole('table', { name: 'Transferencias pendientes' });
    const mine = within(table).getByText('Mi Propuesta').closest('tr') as HTMLElement;
    expect(within(mine).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    const row = within(table).getByText('Propio Uno').closest('tr') as HTMLElement;
    // The deadline reads relative, the exact moment (no seconds) on hover.
    const expires = within(row).getByText('Vence en 3 h');
    expect(expires.getAttribute('title')).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    await userEvent.click(within(row).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar transferencia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Transferencia rechazada')).toBeTruthy();
    expect(within(table).queryByText('Propio Uno')).toBeNull();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/transferencia_rechazada/7')).toBe(true);
  });

  it("executed and received clauses, with 'Oculto' while sealed", async () => {
    setup(
      dashboard({
        executed_clauses: [
          makeOffer({ mine: true, revealed: false, value: 33_000_000, total_value: 33_000_000 }),
        ],
        received_clauses: [
          sealed({ id_team: 15, team: { id: 15, name: 'Deportivo Laguna', division: 'Segunda' } }),
        ],
      }),
    );
    const executed = await screen.findByRole('table', { name: 'Cláusulas ejecutadas' });
    expect(within(executed).getAllByText('33.000.000 €')).toHaveLength(2);
    const received = screen.getByRole('table', { name: 'Cláusulas recibidas' });
    expect(within(received).getAllByText('Oculto').length).toBeGreaterThanOrEqual(3);
  });

  it('own auctions say their status in words, not the API code', async () => {
    const auction = (id: number, status: AuctionStatus) => ({
      id,
      id_player: 40 + id,
      player: `Jugador ${id}`,
      amount: 5_000_000,
      my_bid: 5_000_000,
      status,
      closes_at: inThreeHours,
      created_at: '2026-06-01 00:00:00',
      id_season: 59,
      created_by: { id: manager.id, name: manager.name },
    });
    setup(dashboard({ own_auctions: [auction(1, 'active'), auction(2, 'confirmed')] }));
    const table = await screen.findByRole('table', { name: 'Mis subastas' }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(['Abierta', 'Confirmada']);
    expect(table.textContent).not.toMatch(/active|confirmed/);
  });

  it('asks for the chosen season', async () => {
    const { calls } = setup(dashboard());
    await screen.findByRole('option', { name: 'Temporada 58' });
    await userEvent.selectOptions(screen.getByLabelText('Temporada'), '58');
    await screen.findByText('No tenés transferencias pendientes.');
    expect(calls.filter((c) => c.path === '/api/dashboard').map((c) => c.query.get('season'))).toEqual([
      null,
      '58',
    ]);
  });
});
