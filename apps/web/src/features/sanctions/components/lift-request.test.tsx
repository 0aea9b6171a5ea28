import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { sanctionList } from '../test/sanctions.test-kit';
import { fieldRefusal } from '../../../test/refusal.test-kit';

const me = makeUser({
  rol: 'Manager Primera',
  team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
});
const option = {
  player: { id: 7, name: 'Juan Pérez' },
  match: { id: 30, label: 'Atlético Pampero - Deportivo Sur (Fecha 2)', date: null },
  causes: [
    { cause: 'red_card' as const, label: 'Tarjeta roja', price: 10_000_000 },
    { cause: 'injury' as const, label: 'Lesión', price: null },
  ],
};

// docs/rules.md §17.4: the manager asks from the dashboard, sees the price and confirms before asking.
describe('Levantar una suspensión pagando (dashboard)', () => {
  it('offers each barred player, match and cause with its price, and asks only after the confirmation', async () => {
    const api = mockApi({
      'GET /api/user': () => ({ body: me }),
      'GET /api/sanctions': () => ({ body: sanctionList([]) }),
      'GET /api/suspensions/lifts': () => ({ body: { data: [] } }),
      'GET /api/suspensions/lifts/options': () => ({ body: { data: [option] } }),
      'POST /api/suspensions/lifts': fieldRefusal('cause', 'No te alcanza el presupuesto.'),
    });
    renderRoute('/dashboard', { user: me });
    const group = await screen.findByRole(
      'group',
      { name: 'Jugador, partido y suspensión' },
      { timeout: 15_000 },
    );
    // One card per cause: the player, the match, then the cause and its price on their own lines.
    const injury = within(group).getByRole('radio', { name: /Lesión · no se puede levantar/ });
    expect((injury as HTMLInputElement).disabled).toBe(true);
    const red = within(group).getByRole('radio', {
      name: /^Juan Pérez.*Deportivo Sur \(Fecha 2\).*Tarjeta roja · 10\.000\.000/,
    });
    expect(screen.queryByRole('button', { name: 'Pedir levantar' })).toHaveProperty('disabled', true);
    await userEvent.click(red);
    expect((red as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('lift-price').textContent).toContain('10.000.000');
    await userEvent.click(screen.getByRole('button', { name: 'Pedir levantar' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Juan Pérez (Tarjeta roja)');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pedir levantar' }));
    expect(await screen.findByText('No te alcanza el presupuesto.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      player_id: 7,
      match_id: 30,
      cause: 'red_card',
    });
  }, 60_000);

  it('says so when no player of the team is suspended', async () => {
    mockApi({
      'GET /api/user': () => ({ body: me }),
      'GET /api/sanctions': () => ({ body: sanctionList([]) }),
      'GET /api/suspensions/lifts': () => ({ body: { data: [] } }),
      'GET /api/suspensions/lifts/options': () => ({ body: { data: [] } }),
    });
    renderRoute('/dashboard', { user: me });
    expect(
      await screen.findByText(
        'No tenés jugadores suspendidos para los próximos partidos.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
  }, 60_000);
});
