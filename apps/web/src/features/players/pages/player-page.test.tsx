import type { Player, PlayerProfile, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { AMATEUR, NORTE, PAMPERO, SUR, makePlayer, makeProfile } from '../test/players.test-kit';
import { textsByRole } from '../../../test/texts.test-kit';

const rival = makeUser({ name: 'Manager Rival', rol: 'Manager Segunda', team: SUR });
const waiting = makeUser({ name: 'En Espera', rol: 'En lista de espera', team: null });

function show(me: User, player: Player, profile: Partial<PlayerProfile> = {}) {
  mockApi({
    'GET /api/user': () => ({ body: me }),
    ...idRoute(`GET /api/players/${player.id}/profile`, () => ({ body: makeProfile(player, profile) })),
  });
  return renderRoute(`/players/${player.id}`, { user: me });
}

describe('/players/{id}: the profile a manager reads (decision 026)', () => {
  it('shows team, manager, CA/PA, value and status, the value chart and every history section', async () => {
    const player = makePlayer({ name: 'Goleador', id_team: NORTE, ca: 150, pa: 170, value: 12_000_000 });
    show(rival, player, {
      manager: { id: 7, name: 'Dueño Norte' },
      value_history: [
        { at: '2026-01-01T00:00:00.000Z', value: 8_000_000 },
        { at: '2026-02-01T00:00:00.000Z', value: 12_000_000 },
      ],
      statistics: [
        {
          season: { id: 59, name: 'Temporada 59' },
          tournament: { id: 3, name: 'Liga Primera' },
          matches: 10,
          goals: 7,
          assists: 2,
          yellow_cards: 1,
          red_cards: 0,
          injuries: 1,
          mvp: 3,
        },
      ],
      transfers: [
        {
          id: 4,
          at: '2026-01-15T12:00:00.000Z',
          team_from: PAMPERO,
          team_to: NORTE,
          budget: 5_000_000,
          with_players: ['Volante'],
        },
      ],
      clauses: [
        {
          id: 9,
          at: '2026-01-20T12:00:00.000Z',
          role: 'target',
          player: { id: player.id, name: 'Goleador' },
          team: NORTE,
          bidder: { id: 8, name: 'Comprador' },
          total_value: 17_000_000,
          confirmed: true,
          confirmed_at: '2026-01-21T12:00:00.000Z',
          active: false,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Goleador' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Deportivo Norte (Primera)' })).toBeTruthy();
    expect(screen.getByText('Dueño Norte')).toBeTruthy();
    expect(screen.getByText('150 / 170')).toBeTruthy();
    // The chart: one dot per value, a diamond where the market paid (the confirmed clause).
    const chart = screen.getByRole('img', {
      name: /de 8\.000\.000 € a 12\.000\.000 €, con 1 cambio y 1 precio pagado/,
    });
    expect(chart).toBeTruthy();
    expect(screen.getAllByTestId('value-point')).toHaveLength(2);
    expect(screen.getAllByTestId('price-point')).toHaveLength(1);
    const stats = screen.getByRole('table', { name: 'Estadísticas por temporada y torneo' });
    expect(within(stats).getByText('Liga Primera · Temporada 59')).toBeTruthy();
    expect(textsByRole(stats, 'cell')).toEqual(expect.arrayContaining(['10', '7', '2', '3']));
    expect(screen.getByText('Atlético Pampero → Deportivo Norte')).toBeTruthy();
    expect(screen.getByText('Volante')).toBeTruthy();
    const clauses = screen.getByRole('table', { name: 'Cláusulas reveladas' });
    expect(within(clauses).getByText('Comprador')).toBeTruthy();
    expect(within(clauses).getByText('Confirmada')).toBeTruthy();
    expect(screen.getByText('No tuvo subastas.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ofertar' }).getAttribute('href')).toBe(
      `/clausula_rescision/${player.id}`,
    );
    // The first test loads the page's chunk: slow on a busy machine.
  }, 15_000);

  it('offers no clause on a blocked player, and says why', async () => {
    show(rival, makePlayer({ id_team: NORTE, status: 'bloqueado' }));
    expect(await screen.findByText('No se puede ofertar: el jugador está bloqueado.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ofertar' })).toBeNull();
  });

  it("a player outside the two divisions gets 'Subasta', or 'Ver subasta' while one is open", async () => {
    const player = makePlayer({ id_team: AMATEUR });
    const first = show(rival, player);
    expect((await screen.findByRole('link', { name: 'Subasta' })).getAttribute('href')).toBe(
      `/crear_subasta/${player.id}`,
    );
    first.unmount();
    show(rival, player, {
      auctions: [
        {
          id: 3,
          status: 'active',
          amount: 6_000_000,
          closes_at: '2026-03-11T15:00:00.000Z',
          confirmed_at: null,
          winner: null,
        },
      ],
    });
    expect((await screen.findByRole('link', { name: 'Ver subasta' })).getAttribute('href')).toBe(
      `/subastas/${player.id}`,
    );
    expect(screen.getByText('Abierta')).toBeTruthy();
  });

  it('a waiting-list account only reads: no action, no form', async () => {
    show(waiting, makePlayer({ id_team: NORTE }));
    expect(await screen.findByText('Evolución del valor')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ofertar' })).toBeNull();
    expect(screen.queryByLabelText('Estado')).toBeNull();
  });
});
