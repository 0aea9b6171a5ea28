import type { PlayerOffers, User } from '@liga/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/forms.test-kit';
import { renderRoute } from '../../../test/render';
import { makeOffer, playerOffers, seasons, sealed, target } from '../../../test/market.test-kit';

const organizer = makeUser({ name: 'Orga', rol: 'Organizador' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });

function setup(me: User, offers: () => PlayerOffers, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    ...idRoute(`GET /api/clausulas/${target.id}`, () => ({ body: offers() })),
    'GET /api/offers': () => ({ body: page([]) }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    ...extra,
  });
  return { ...api, ...renderRoute(`/offers/${target.id}`, { user: me }) };
}

const revealed = () => {
  const winner = makeOffer({
    rank: 1,
    total_value: 55_000_000,
    value: 50_000_000,
    extra_value: 5_000_000,
    created_by: { id: 3, name: 'Manager Uno' },
    confirm_block: null,
  });
  const second = makeOffer({
    rank: 2,
    confirm_block: 'not_winner',
    total_value: 42_000_000,
    value: 42_000_000,
    created_by: { id: 9, name: 'Manager Tres' },
  });
  return { winner, second, body: playerOffers([winner, second], true, '2026-06-02T21:00:00.000Z') };
};

afterEach(() => vi.useRealTimers());

describe('/offers/{id}: the clause tie-break (decision 022)', () => {
  const until = '2026-06-03T00:00:00.000Z';
  const tied = (open = true) => {
    const mine = makeOffer({
      rank: 1,
      value: 42_000_000,
      total_value: 42_000_000,
      mine: true,
      tied: true,
      tiebreak_until: until,
      tiebreak_open: open,
      confirm_block: 'tiebreak',
    });
    const other = makeOffer({
      rank: 2,
      value: 42_000_000,
      total_value: 42_000_000,
      created_by: { id: 9, name: 'Manager Tres' },
      tied: true,
      tiebreak_until: until,
      tiebreak_open: open,
      confirm_block: 'tiebreak',
    });
    return { mine, body: playerOffers([mine, other], true, '2026-06-02T21:00:00.000Z') };
  };

  it('says the rule book’s rule, when the tie-break ends, and lets the tied bidder raise', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-02T22:00:00.000Z'));
    const { mine, body } = tied();
    const { calls } = setup(manager, () => body, {
      ...idRoute(`POST /api/offers/${mine.id}/raise`, () => ({
        body: {
          message: 'Oferta mejorada: queda oculta hasta que termine el desempate.',
          clause: { ...mine, value: 45_000_000, total_value: 45_000_000, raised: true },
        },
      })),
    });
    expect(
      await screen.findByText(
        'Gana la oferta de mayor valor total. Si hay empate, los empatados tienen 3 horas desde la revelación para mejorar el efectivo de su oferta, en secreto; si siguen empatados, gana la oferta hecha primero. Solo se confirma la ganadora.',
      ),
    ).toBeTruthy();
    expect(
      // The end in the league's zone (the tests' default zone here).
      screen.getByText(
        /^Empate en el primer puesto: los empatados pueden mejorar su oferta hasta el 0[23]-06-2026 \d\d:00\. Las mejoras se ven cuando termina el desempate\.$/,
      ),
    ).toBeTruthy();
    // Nobody wins yet: the tied offers say so instead of 'Ganadora'.
    const table = screen.getByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).getAllByText('Empatada')).toHaveLength(2);
    expect(within(table).queryByText('Ganadora')).toBeNull();
    const field = screen.getByLabelText('Nuevo efectivo');
    await typeAndPress(field, '42000000', 'Mejorar oferta');
    expect(
      await screen.findByText('La mejora debe superar el efectivo de tu oferta (42.000.000 €).'),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(field);
    await typeAndPress(field, '45000000', 'Mejorar oferta');
    expect(
      await screen.findByText('Oferta mejorada: queda oculta hasta que termine el desempate.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ value: 45_000_000 });
  });

  it('staff read why Confirmar is absent; nobody raises once it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-03T00:00:00.000Z'));
    const { body } = tied(false);
    setup(organizer, () => body);
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(within(table).getAllByText('Empate: se confirma cuando termine el desempate.')).toHaveLength(2);
    expect(screen.getByText(/^Hubo empate: el desempate terminó el 0[23]-06-2026 \d\d:00\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mejorar oferta' })).toBeNull();
  });
});

describe('/offers/{id}', () => {
  it("before the reveal: 'Oculto', the waiting message, a live countdown and no staff buttons", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-02T20:00:00.000Z'));
    const revealAt = '2026-06-02T21:00:00.000Z';
    setup(organizer, () =>
      playerOffers([sealed({ reveal_at: revealAt }), sealed({ reveal_at: revealAt })], false, revealAt),
    );
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).getAllByText('Oculto').length).toBeGreaterThanOrEqual(6);
    // The reveal the server computed, not a vague '7 u 8 horas'.
    expect(
      screen.getByText('Las ofertas se revelan el 02-06-2026 a las 21:00 (hora de la liga).'),
    ).toBeTruthy();
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^(01:00:00|00:59:\d\d)$/);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^00:5[89]:\d\d$/);
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Ejecutar cláusula' }).getAttribute('href')).toBe(
      `/clausula_rescision/${target.id}`,
    );
  });

  it('when the countdown runs out it asks the server again, which reveals the ranking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-02T20:59:58.000Z'));
    const revealAt = '2026-06-02T21:00:00.000Z';
    let open = false;
    const { body } = revealed();
    const { calls } = setup(organizer, () =>
      open ? body : playerOffers([sealed({ reveal_at: revealAt })], false, revealAt),
    );
    await screen.findByRole('timer');
    open = true;
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText(/Ganadora/)).toBeTruthy();
    expect(calls.filter((c) => c.path === `/api/clausulas/${target.id}`).length).toBeGreaterThanOrEqual(2);
  });

  it('after the reveal: ranked, the winner marked, Confirmar and Cerrar for staff only', async () => {
    const { body } = revealed();
    setup(manager, () => body);
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).queryByText('Oculto')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('Ganadora');
    expect(rows[0]?.textContent).toContain('55.000.000 €');
    expect(rows[1]?.textContent).toContain('Manager Tres');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(screen.queryByText(/Las ofertas se revelan el/)).toBeNull();
  });

  it('staff confirm the winner after a dialog, then go to /offers with the message', async () => {
    const { body, winner } = revealed();
    const { calls, router } = setup(organizer, () => body, {
      ...idRoute(`POST /api/offers/${winner.id}/confirm`, () => ({
        body: { message: 'Oferta confirmada satisfactoriamente' },
      })),
    });
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).getAllByRole('button', { name: 'Confirmar' })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
    const second = within(table).getByText('Manager Tres').closest('tr') as HTMLElement;
    expect(within(second).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(second.textContent).toContain('Solo se confirma la ganadora.');
    const row = within(table).getByText('Manager Uno').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar oferta' });
    expect(dialog.textContent).toContain('Manager Uno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Oferta confirmada satisfactoriamente')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Ofertas' });
    expect(router.state.location.pathname).toBe('/offers');
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/offers/${winner.id}/confirm`)).toBe(
      true,
    );
  });

  it('a refused confirmation reads the league client’s prefix and the 422 messages', async () => {
    const { body, winner } = revealed();
    setup(organizer, () => body, {
      ...idRoute(`POST /api/offers/${winner.id}/confirm`, () => ({
        status: 422,
        body: {
          message: 'Presupuesto insuficiente para ejecutar la cláusula.',
          errors: { offer: ['Presupuesto insuficiente para ejecutar la cláusula.'] },
        },
      })),
    });
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    await userEvent.click(within(table).getAllByRole('button', { name: 'Confirmar' })[0]!);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error al confirmar la oferta: Presupuesto insuficiente para ejecutar la cláusula.',
    );
  });

  it('staff close an offer with a reason, asked in the dialog', async () => {
    const { body, winner } = revealed();
    const { calls } = setup(organizer, () => body, {
      ...idRoute(`POST /api/offers/${winner.id}/close`, () => ({
        body: { message: 'Oferta cerrada satisfactoriamente' },
      })),
    });
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    const row = within(table).getByText('Manager Uno').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Cerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar oferta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(within(dialog).getByText('Escribí el motivo del cierre (entre 3 y 300 caracteres).')).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith('/close'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('Motivo del cierre'), 'Sin fondos');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText('Oferta cerrada satisfactoriamente')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === `/api/offers/${winner.id}/close`);
    expect(sent?.body).toEqual({ reason: 'Sin fondos' });
  });

  it('tells staff why Confirmar is absent: their own offer, a stake, a closed one with its reason', async () => {
    const own = makeOffer({ rank: 1, confirm_block: 'own_offer', mine: true });
    const closed = makeOffer({
      active: 'no',
      confirm_block: 'closed',
      closed_reason: 'El comprador no tiene fondos.',
      created_by: { id: 9, name: 'Manager Tres' },
    });
    setup(organizer, () => playerOffers([own, closed], true, '2026-06-02T21:00:00.000Z'));
    const table = await screen.findByRole('table', { name: 'Ofertas del jugador' });
    expect(within(table).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    expect(table.textContent).toContain('La hiciste vos: debe confirmarla otro miembro del staff.');
    expect(table.textContent).toContain('Motivo: El comprador no tiene fondos.');
  });

  it('without offers: the league client’s empty message and a link to the clause form', async () => {
    setup(manager, () => playerOffers([], false, null));
    expect(
      await screen.findByText('No hay ofertas disponibles para este jugador en este momento.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ejecutar cláusula' })).toBeTruthy();
  });

  it('a failed load reads the league client’s message', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      ...idRoute(`GET /api/clausulas/${target.id}`, () => ({
        status: 404,
        body: { message: 'Jugador no encontrado.' },
      })),
    });
    renderRoute(`/offers/${target.id}`, { user: manager });
    expect(
      await screen.findByText('Error al obtener las ofertas del jugador. Jugador no encontrado.'),
    ).toBeTruthy();
  });
});
