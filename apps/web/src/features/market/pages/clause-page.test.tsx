import type { ClauseSaved, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, type MockReply, page } from '../../../test/mock-api';
import { typeAndPress } from '../../../test/forms.test-kit';
import { renderRoute } from '../../../test/render';
import {
  makeOffer,
  ownTeam,
  playerOffers,
  seasons,
  sealed,
  sellerDetail,
  squad,
  target,
  teams,
} from '../../../test/market.test-kit';
import { textsByRole } from '../../../test/texts.test-kit';

const manager = makeUser({
  name: 'Manager Uno',
  rol: 'Manager Primera',
  profits: 50_000_000,
  team: { id: ownTeam.id, name: ownTeam.name, division: ownTeam.division },
});

function setup(me: User = manager, extra: Parameters<typeof mockApi>[0] = {}, path = '/clausula_rescision') {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/teams': () => ({ body: page(teams) }),
    'GET /api/teams/15': () => ({ body: sellerDetail }),
    'GET /api/plantel': () => ({ body: squad }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    'GET /api/clausula_rescision': () => ({ body: page([]) }),
    ...idRoute(`GET /api/clausulas/${target.id}`, () => ({ body: playerOffers([], false, null) })),
    ...extra,
  });
  const utils = renderRoute(path, { user: me });
  return { ...api, ...utils };
}

const chooseTarget = async () => {
  await userEvent.selectOptions(await screen.findByLabelText('Equipo'), 'Deportivo Laguna (Segunda)');
  const player = screen.getByLabelText('Jugador');
  await within(player).findByRole('option', { name: /Cristian Aguirre/ });
  await userEvent.selectOptions(player, String(target.id));
};

describe('/clausula_rescision', () => {
  it('offers only other Primera/Segunda teams and players that are not bloqueado or restringido', async () => {
    setup();
    const team = await screen.findByLabelText('Equipo');
    const names = textsByRole(team, 'option');
    expect(names).toEqual(['Elegí un equipo', 'Deportivo Laguna (Segunda)']);
    await userEvent.selectOptions(team, 'Deportivo Laguna (Segunda)');
    const player = screen.getByLabelText('Jugador');
    await within(player).findByRole('option', { name: /Cristian Aguirre/ });
    const players = within(player)
      .getAllByRole('option')
      .map((o) => o.textContent ?? '');
    expect(players.some((p) => p.includes('Libre Díaz'))).toBe(true);
    expect(players.some((p) => p.includes('Bloqueado'))).toBe(false);
    expect(players.some((p) => p.includes('Restringido'))).toBe(false);
  });

  it('the slider runs from the player value to twice it, and total = value + the offered players', async () => {
    setup();
    await chooseTarget();
    const slider = screen.getByRole('slider', { name: 'Valor de la cláusula' }) as HTMLInputElement;
    expect(slider.min).toBe('30000000');
    expect(slider.max).toBe('60000000');
    expect(slider.value).toBe('30000000');
    expect(screen.getByTestId('total-value').textContent).toBe('30.000.000 €');

    const amount = screen.getByLabelText('Valor de la cláusula (monto)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '45000000');
    expect(slider.value).toBe('45000000');
    await userEvent.click(screen.getByRole('checkbox', { name: /Propio Uno/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Propio Dos/ }));
    expect(screen.getByTestId('extra-value').textContent).toBe('7.500.000 €');
    expect(screen.getByTestId('total-value').textContent).toBe('52.500.000 €');
    expect(screen.queryByText('El valor de la cláusula supera tu presupuesto.')).toBeNull();

    await userEvent.clear(amount);
    await userEvent.type(amount, '55000000');
    expect(screen.getByText('El valor de la cláusula supera tu presupuesto.')).toBeTruthy();
    expect(screen.getByTestId('total-value').textContent).toBe('62.500.000 €');
  });

  it('refuses a value outside the bounds before sending', async () => {
    const { calls } = setup();
    await chooseTarget();
    const amount = screen.getByLabelText('Valor de la cláusula (monto)');
    await userEvent.clear(amount);
    await typeAndPress(amount, '70000000', 'Ejecutar cláusula');
    expect(
      await screen.findByText('El valor de la cláusula debe estar entre 30.000.000 y 60.000.000.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks first, sends the clause and opens the player offers', async () => {
    const { calls, router } = setup(manager, {
      'POST /api/clausula_rescision': () => ({
        status: 201,
        body: { message: 'Ejecución de cláusula enviada', clause: makeOffer({ mine: true }) },
      }),
    });
    await chooseTarget();
    await userEvent.click(screen.getByRole('checkbox', { name: /Propio Dos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Ejecutar cláusula' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar ejecución de cláusula' });
    expect(dialog.textContent).toContain('32.500.000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Ejecutar cláusula' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Ejecución de cláusula enviada')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      id_player: target.id,
      id_team: 15,
      value: 30_000_000,
      other_players: [11],
    });
    await screen.findByRole('heading', { name: 'Ofertas del jugador' });
    expect(router.state.location.pathname).toBe(`/offers/${target.id}`);
  });

  it('shows the server errors under each field, or the generic message', async () => {
    let reply: MockReply<ClauseSaved> = {
      status: 422,
      body: {
        message: 'Presupuesto insuficiente para ejecutar la cláusula.',
        errors: { value: ['Presupuesto insuficiente para ejecutar la cláusula.'] },
      },
    };
    setup(manager, { 'POST /api/clausula_rescision': () => reply });
    await chooseTarget();
    const send = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Ejecutar cláusula' }));
      await userEvent.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
      );
    };
    await send();
    const field = await screen.findByText('Presupuesto insuficiente para ejecutar la cláusula.');
    expect(field.closest('[role="alert"]')).toBeNull();
    reply = { status: 500, body: {} };
    await send();
    expect((await screen.findByRole('alert')).textContent).toContain('Error del servidor (500).');
  });

  it('preselects the team and the player of /clausula_rescision/{playerId}', async () => {
    setup(manager, {}, `/clausula_rescision/${target.id}`);
    const player = (await screen.findByLabelText('Jugador')) as HTMLSelectElement;
    await within(player).findByRole('option', { name: /Cristian Aguirre/ });
    expect((screen.getByLabelText('Equipo') as HTMLSelectElement).value).toBe('15');
    expect(player.value).toBe(String(target.id));
    expect((screen.getByRole('slider') as HTMLInputElement).max).toBe('60000000');
  });

  it('reads the league client’s errors when teams or players cannot be loaded', async () => {
    setup(manager, {
      'GET /api/teams': () => ({ status: 500, body: { message: 'Caído.' } }),
    });
    expect(await screen.findByText('Error al obtener los equipos. Caído.')).toBeTruthy();
  });

  it('player filter failures read the league client’s messages', async () => {
    setup(manager, {
      'GET /api/teams/15': () => ({ status: 500, body: { message: 'Caído.' } }),
      'GET /api/plantel': () => ({ status: 500, body: { message: 'Sin plantel.' } }),
    });
    expect(await screen.findByText('Error al filtrar jugadores por usuario. Sin plantel.')).toBeTruthy();
    await userEvent.selectOptions(await screen.findByLabelText('Equipo'), 'Deportivo Laguna (Segunda)');
    expect(await screen.findByText('Error al filtrar jugadores por equipo. Caído.')).toBeTruthy();
  });

  it("lists the executed clauses with 'Oculto' for sealed values", async () => {
    const { calls } = setup(manager, {
      'GET /api/clausula_rescision': () => ({
        body: page([sealed(), makeOffer({ mine: true, value: 31_000_000, total_value: 31_000_000 })]),
      }),
    });
    const table = await screen.findByRole('table', { name: 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' });
    expect(within(table).getAllByText('Oculto').length).toBeGreaterThanOrEqual(3);
    expect(within(table).getAllByText('31.000.000 €')).toHaveLength(2);
    const list = calls.find((c) => c.path === '/api/clausula_rescision');
    expect(list?.query.get('season')).toBe('59');
    expect(list?.query.get('all')).toBe('true');
  });

  it('a manager without a team reads one calm message, no form and no call for a squad they lack', async () => {
    const { calls } = setup(makeUser({ name: 'Sin Equipo', rol: 'Manager Segunda', team: null }));
    const note = await screen.findByText(
      'Necesitás un equipo asignado para ejecutar cláusulas de rescisión; con un equipo, el formulario aparece en esta página.',
    );
    expect(note.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByLabelText('Equipo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ejecutar cláusula' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/plantel')).toBe(false);
  });
});
