import type { Squad, SquadPlayer } from '@liga/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeSquad } from '../../../test/squad.test-kit';
import { makeAuction, makeBid, season } from '../test/auctions.test-kit';

const team: NonNullable<Squad['team']> = { id: 11, name: 'Los Pumas', division: 'Primera' };
const admin = makeUser({ name: 'Admin Liga', rol: 'Admin', profits: 30_000_000, team });
// The auction's player, bought: blocked in the buyer's squad.
const { id_team: _seller, ...bought } = makeAuction().player;
const won: SquadPlayer = { ...bought, status: 'bloqueado' };

const squad = (players: SquadPlayer[]) =>
  makeSquad(
    players,
    {
      average_ca: 120,
      registered_average_ca: 0,
      counts: { adults: players.length, youth: 0, total: players.length },
      registered: { adults: 0, youth: 0, total: 0 },
    },
    { team },
  );

const dashboard = (budget: number) => ({
  season: { id: season.id, name: season.name, start_date: null },
  team,
  budget,
  budget_spent: 30_000_000 - budget,
  pending_transfers: [],
  own_auctions: [],
  executed_clauses: [],
  received_clauses: [],
  recent_movements: [],
});

/**
 * Confirming an auction moves money and a player at once. With the app's own cache lifetimes
 * (30 s), the squad and the dashboard visited before must not come back from the cache: the
 * confirmation invalidates every view of budgets and players (lib/invalidate).
 */
describe('Confirmar ganador refreshes what the confirmation changed', () => {
  it('the squad shows the player and the dashboard the budget after paying', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    let confirmed = false;
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: confirmed ? { ...admin, profits: 20_000_000 } : admin }),
      'GET /api/season': () => ({ body: { data: [season] } }),
      'GET /api/plantel': () => ({ body: squad(confirmed ? [won] : []) }),
      'GET /api/dashboard': () => ({ body: dashboard(confirmed ? 20_000_000 : 30_000_000) }),
      ...idRoute(`GET /api/users/${admin.id}/movements`, () => ({ body: page([]) })),
      'GET /api/auctions/player/44/current': () => ({
        body: {
          auction: makeAuction({ open: false, closes_at: '2026-03-11T12:00:00.000Z' }),
          data: [makeBid({ bidder: { id: admin.id, name: admin.name } })],
        },
      }),
      'POST /api/auctions/30/confirm': () => {
        confirmed = true;
        return { body: { message: 'Subasta confirmada' } };
      },
    });
    const { router } = renderRoute('/plantel', { user: admin, queryClient: createQueryClient() });
    expect(await screen.findByText('Los Pumas', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Juan Libre')).toBeNull();
    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(screen.getByTestId('budget').textContent).toBe('30.000.000'));

    await act(() => router.navigate('/subastas/44'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar ganador' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auctions/30/confirm')).toBe(true));

    await act(() => router.navigate('/dashboard'));
    await waitFor(() => expect(screen.getByTestId('budget').textContent).toBe('20.000.000'));
    await act(() => router.navigate('/plantel'));
    // The player's row and its transferable switch both name him.
    expect((await screen.findAllByText('Juan Libre')).length).toBeGreaterThan(0);
    // The session user (its budget) was asked for again after the confirmation.
    const confirmAt = calls.findIndex((c) => c.path === '/api/auctions/30/confirm');
    expect(calls.slice(confirmAt).some((c) => c.path === '/api/user')).toBe(true);
    // Four screens rendered in turn: more than a single screen's default 5 s on a busy machine.
  }, 30_000);
});
