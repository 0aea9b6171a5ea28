import type { User } from '@liga/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeUserBet, matchBet, playerBet } from '../test/bets.test-kit';
import { onPhone } from '../../../test/phone';
import { textsByRole } from '../../../test/texts.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera', profits: 20_000_000 });
const visitor = makeUser({ name: 'Visita', rol: 'visitante' });

function setup(me: User, path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/bets': () => ({ body: page([matchBet]) }),
    'GET /api/singlebet': () => ({ body: page([playerBet]) }),
    'GET /api/bet_user/mine': () => ({ body: page([]) }),
    'GET /api/bets/4': () => ({ body: { data: matchBet } }),
    'GET /api/singlebet/8': () => ({ body: { data: playerBet } }),
    ...extra,
  });
  renderRoute(path, { user: me });
  return api;
}

const headers = (table: HTMLElement) => textsByRole(table, 'columnheader');

describe('/apuestas', () => {
  it('a visitor sees both tables without the action column', async () => {
    const { calls } = setup(visitor, '/apuestas');
    const matches = await screen.findByRole('table', { name: 'Apuestas de partidos' });
    expect(headers(matches)).not.toContain('Acción');
    // Under/over with their goal line, never the bare English words.
    expect(headers(matches)).toEqual(expect.arrayContaining(['Menos 2,5', 'Más 2,5']));
    expect(headers(matches)).not.toContain('Under');
    expect(within(matches).queryAllByRole('button')).toHaveLength(0);
    expect(textsByRole(matches, 'link')).toEqual(['Boca vs River']);
    const players = await screen.findByRole('table', { name: 'Apuestas de jugadores' });
    expect(headers(players)).not.toContain('Acción');
    expect(screen.queryByRole('link', { name: 'Nueva apuesta' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/bet_user/mine')).toBe(false);
  });

  it('the waiting list, like a visitor, gets no Apostar (role policy: placeBet)', async () => {
    const { calls } = setup(makeUser({ rol: 'En lista de espera' }), '/apuestas');
    const matches = await screen.findByRole('table', { name: 'Apuestas de partidos' });
    expect(headers(matches)).not.toContain('Acción');
    expect(screen.queryByRole('link', { name: 'Apostar' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/bet_user/mine')).toBe(false);
  });

  it('Admin: Apostar and Desactivar on match bets, Nueva apuesta, player bets link with ?tipo=jugador', async () => {
    setup(admin, '/apuestas');
    const matches = await screen.findByRole('table', { name: 'Apuestas de partidos' });
    expect(headers(matches)).toContain('Acción');
    expect(within(matches).getByRole('button', { name: 'Desactivar' })).toBeTruthy();
    const players = await screen.findByRole('table', { name: 'Apuestas de jugadores' });
    expect(within(players).getByRole('link', { name: 'Apostar' }).getAttribute('href')).toBe(
      '/apuestas/8?tipo=jugador',
    );
    expect(within(players).queryByRole('button', { name: 'Desactivar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nueva apuesta' })).toBeTruthy();
  });
});

describe('/apuestas: a bet linked to a match that has kicked off', () => {
  const closed = { ...matchBet, id_match: 31, open: false, kick_off: '2026-11-20 21:00:00' };
  const closedPlayer = { ...playerBet, id_match: 31, id_player: 9, open: false };
  const extra = {
    'GET /api/bets': () => ({ body: page([closed]) }),
    'GET /api/singlebet': () => ({ body: page([closedPlayer]) }),
  };

  it("says 'Cerrada' instead of Apostar in both tables", async () => {
    setup(manager, '/apuestas', extra);
    const matches = await screen.findByRole('table', { name: 'Apuestas de partidos' });
    expect(within(matches).getByText('Cerrada')).toBeTruthy();
    const players = await screen.findByRole('table', { name: 'Apuestas de jugadores' });
    expect(within(players).getByText('Cerrada')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Apostar' })).toBeNull();
  });

  it("says 'Cerrada' on the phone's cards", async () => {
    onPhone();
    setup(manager, '/apuestas', extra);
    const matches = await screen.findByRole('list', { name: 'Apuestas de partidos' });
    expect(within(matches).getByText('Cerrada')).toBeTruthy();
    await screen.findByRole('list', { name: 'Apuestas de jugadores' });
    expect(screen.queryByRole('link', { name: 'Apostar' })).toBeNull();
  });
});

describe('/apuestas on a phone', () => {
  it('one card per bet with every odd and Apostar, no table to swipe', async () => {
    onPhone();
    setup(manager, '/apuestas');
    const matches = await screen.findByRole('list', { name: 'Apuestas de partidos' });
    expect(screen.queryByRole('table', { name: 'Apuestas de partidos' })).toBeNull();
    const card = within(matches).getAllByRole('listitem')[0]!;
    const odds = textsByRole(card, 'definition');
    expect(odds).toEqual(['1.85', '3.00', '2.10', '1.90', '1.75']);
    expect(within(card).getByText('Local')).toBeTruthy();
    expect(within(card).getByText('Menos 2,5')).toBeTruthy();
    expect(within(card).getByText('Más 2,5')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Apostar' }).getAttribute('href')).toBe('/apuestas/4');
    const players = await screen.findByRole('list', { name: 'Apuestas de jugadores' });
    expect(within(players).getByRole('link', { name: 'Apostar' }).getAttribute('href')).toBe(
      '/apuestas/8?tipo=jugador',
    );
    expect(textsByRole(players, 'definition')).toEqual(['2.50', '4.00']);
  });

  it('a visitor reads the odds without Apostar', async () => {
    onPhone();
    setup(visitor, '/apuestas');
    const matches = await screen.findByRole('list', { name: 'Apuestas de partidos' });
    expect(within(matches).getAllByRole('definition')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Apostar' })).toBeNull();
  });

  it('/apuestas/usuarios: the amount, the payout and both actions on each card', async () => {
    onPhone();
    const pending = makeUserBet({ id_user: manager.id, user: { id: manager.id, name: 'Manager Uno' } });
    setup(admin, '/apuestas/usuarios', { 'GET /api/bet_user': () => ({ body: page([pending]) }) });
    const list = await screen.findByRole('list', { name: 'Confirmar apuestas ganadas' });
    const card = within(list).getByRole('listitem');
    expect(card.textContent).toContain('Manager Uno');
    expect(card.textContent).toContain('2.000.000 €');
    expect(within(card).getByRole('button', { name: 'Pagar (ganada)' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Perdida' })).toBeTruthy();
  });
});

describe('/apuestas/{id}', () => {
  it('the exact amount is typed with separators; one outside 1.000.000–15.000.000 cannot be sent', async () => {
    const { calls } = setup(manager, '/apuestas/4', {
      'POST /api/apuesta/jugador': () => ({
        status: 201,
        body: { message: 'Apuesta agregada correctamente', bet: makeUserBet() },
      }),
    });
    const typed = (await screen.findByLabelText('Monto exacto')) as HTMLInputElement;
    await userEvent.clear(typed);
    await userEvent.type(typed, '3200000');
    expect(typed.value).toBe('3.200.000');
    expect(screen.getByTestId('bet-payout').textContent).toBe('5.920.000 €');
    await userEvent.type(typed, '0');
    expect(screen.getByText('El monto debe estar entre 1.000.000 € y 15.000.000 €.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveProperty('disabled', true);
    await userEvent.type(typed, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Apuesta agregada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ id_bet: 4, amount: 3_200_000 });
  });

  it('slider from 1.000.000 to 15.000.000 in steps of 500.000, payout = odd × amount', async () => {
    const { calls } = setup(manager, '/apuestas/4', {
      'POST /api/apuesta/jugador': () => ({
        status: 201,
        body: { message: 'Apuesta agregada correctamente', bet: makeUserBet({ option: 'draw' }) },
      }),
    });
    const slider = (await screen.findByRole('slider')) as HTMLInputElement;
    expect([slider.min, slider.max, slider.step, slider.value]).toEqual([
      '1000000',
      '15000000',
      '500000',
      '1000000',
    ]);
    expect(screen.getByTestId('bet-payout').textContent).toBe('1.850.000 €');
    expect(screen.getByTestId('bet-budget').textContent).toBe('20.000.000 €');
    fireEvent.change(slider, { target: { value: '2500000' } });
    expect(textsByRole(screen.getByLabelText('Tipo de apuesta'), 'option')).toEqual([
      'Local (1.85)',
      'Visitante (2.10)',
      'Empate (3.00)',
      'Menos de 2,5 goles (1.90)',
      'Más de 2,5 goles (1.75)',
    ]);
    await userEvent.selectOptions(screen.getByLabelText('Tipo de apuesta'), 'draw');
    expect(screen.getByTestId('bet-payout').textContent).toBe('7.500.000 €');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Apuesta agregada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id_bet: 4,
      option: 'draw',
      amount: 2_500_000,
    });
  });

  it('a player bet (?tipo=jugador) offers goal and card with their odds', async () => {
    setup(manager, '/apuestas/8?tipo=jugador');
    const select = await screen.findByLabelText('Tipo de apuesta');
    expect(textsByRole(select, 'option')).toEqual(['Gol (2.50)', 'Tarjeta (4.00)']);
  });

  it("shows 'Error al cargar la apuesta' when the bet cannot be read", async () => {
    setup(manager, '/apuestas/99');
    expect(await screen.findByText('Error al cargar la apuesta')).toBeTruthy();
  });
});

describe('/apuestas/usuarios', () => {
  it("says 'No hay apuestas por confirmar' when the list is empty", async () => {
    setup(admin, '/apuestas/usuarios', { 'GET /api/bet_user': () => ({ body: page([]) }) });
    expect(await screen.findByText('No hay apuestas por confirmar')).toBeTruthy();
  });

  it('pays a won bet after the confirm dialog', async () => {
    const pending = makeUserBet({ id_user: manager.id, user: { id: manager.id, name: 'Manager Uno' } });
    const { calls } = setup(admin, '/apuestas/usuarios', {
      'GET /api/bet_user': () => ({ body: page([pending]) }),
      'PUT /api/apuesta/usuario/12': () => ({ body: { message: 'Apuesta confirmada correctamente' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pagar (ganada)' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/3\.700\.000/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pagar (ganada)' }));
    expect(await screen.findByText('Apuesta confirmada correctamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ outcome: 'won' });
  });
});
