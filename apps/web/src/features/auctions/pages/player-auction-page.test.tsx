import type { PlayerAuction } from '@liga/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/forms.test-kit';
import { renderRoute } from '../../../test/render';
import { makeAuction, makeBid, season } from '../test/auctions.test-kit';

const manager = makeUser({ name: 'Manager Dos', rol: 'Manager Primera' });
const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });

/** A stand-in for the browser's EventSource: tests push server events through `emit`. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  url: string;
  closed = false;
  onerror: (() => void) | null = null;
  onopen: (() => void) | null = null;
  private listeners = new Map<string, Set<() => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.last = this;
  }
  addEventListener(type: string, fn: () => void) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: () => void) {
    this.listeners.get(type)?.delete(fn);
  }
  close() {
    this.closed = true;
  }
  emit(type: string) {
    for (const fn of this.listeners.get(type) ?? []) fn();
  }
}

function setup(
  me = manager,
  state: { current: PlayerAuction | null } = { current: { auction: makeAuction(), data: [makeBid()] } },
) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/season': () => ({ body: { data: [season] } }),
    'POST /api/auctions/events/ticket': () => ({ body: { ticket: 'ticket-1', expires_in: 60 } }),
    'GET /api/auctions/player/44/current': () => ({ body: state.current ?? { auction: null, data: [] } }),
  });
  const utils = renderRoute('/subastas/44', { user: me });
  return { ...api, ...utils, state };
}

describe('/subastas/{id_player}', () => {
  it('refuses a bid under latest + 1.000.000 on the client, without calling the server', async () => {
    const { calls } = setup();
    const input = await screen.findByLabelText('Monto');
    await typeAndPress(input, '5500000', 'Ofertar');
    expect(
      await screen.findByText('La oferta debe ser mayor que la oferta anterior: la mínima es 6.000.000 €.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('tells the leader they already lead instead of sending a raise of their own bid', async () => {
    const mine = makeBid({ id: 2, amount: 6_000_000, bidder: { id: manager.id, name: manager.name } });
    const { calls } = setup(manager, {
      current: { auction: makeAuction({ latest: mine, min_next_bid: 7_000_000 }), data: [makeBid(), mine] },
    });
    await typeAndPress(await screen.findByLabelText('Monto'), '9000000', 'Ofertar');
    expect(
      await screen.findByText('Ya vas ganando esta subasta: no podés superar tu propia oferta.'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the history and the live countdown', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Historial de ofertas' });
    expect(within(table).getByText('5.000.000 €')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('says so when the player has no auction', async () => {
    setup(manager, { current: null });
    expect(await screen.findByText('No hay subastas disponibles para este jugador.')).toBeTruthy();
  });

  it("shows another user's bid as soon as the stream announces it, and closes the stream on leave", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const { state, unmount } = setup();
    await screen.findByRole('table', { name: 'Historial de ofertas' });
    // A single-use ticket in the URL, never the session token (decision 013).
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/api/auctions/events?ticket=ticket-1'));
    const bid = makeBid({ id: 2, amount: 7_000_000, bidder: { id: 301, name: 'Manager Tres' } });
    state.current = {
      auction: makeAuction({ latest: { ...bid }, min_next_bid: 8_000_000 }),
      data: [makeBid(), bid],
    };
    act(() => FakeEventSource.last!.emit('bid'));
    expect((await screen.findAllByText('Manager Tres')).length).toBeGreaterThan(0);
    expect(screen.getByText('Oferta mínima: 8.000.000 €.')).toBeTruthy();
    const source = FakeEventSource.last!;
    unmount();
    expect(source.closed).toBe(true);
  });

  it('tells a bidder when someone bid more than their last bid', async () => {
    const mine = makeBid({ id: 2, amount: 6_000_000, bidder: { id: manager.id, name: manager.name } });
    const top = makeBid({ id: 3, amount: 7_000_000, bidder: { id: 301, name: 'Manager Tres' } });
    const { state } = setup(manager, {
      current: {
        auction: makeAuction({ latest: top, min_next_bid: 8_000_000 }),
        data: [makeBid(), mine, top],
      },
    });
    expect(
      await screen.findByText('Te superaron: otro usuario ofertó más que tu última oferta.'),
    ).toBeTruthy();
    state.current = { auction: makeAuction({ latest: mine }), data: [makeBid(), mine] };
    cleanup();
    setup(manager, state);
    await screen.findByRole('table', { name: 'Historial de ofertas' });
    expect(screen.queryByText(/Te superaron/)).toBeNull();
  });

  it('Admin sees Confirmar ganador', async () => {
    setup(admin);
    expect(await screen.findByRole('button', { name: 'Confirmar ganador' })).toBeTruthy();
  });

  it.each(['En lista de espera', 'visitante'] as const)(
    '%s sees the history but not the bid form',
    async (rol) => {
      setup(makeUser({ rol }));
      await screen.findByRole('table', { name: 'Historial de ofertas' });
      expect(screen.queryByLabelText('Monto')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Ofertar' })).toBeNull();
    },
  );

  it('a manager does not see Confirmar ganador', async () => {
    setup();
    await screen.findByRole('table', { name: 'Historial de ofertas' });
    expect(screen.queryByRole('button', { name: 'Confirmar ganador' })).toBeNull();
  });
});
