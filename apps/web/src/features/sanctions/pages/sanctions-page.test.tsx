import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { TEAMS, sanction, sanctionList } from '../test/sanctions.test-kit';
import { fieldRefusal } from '../../../test/refusal.test-kit';

const organizer = makeUser({ name: 'Oscar Organizador', rol: 'Organizador' });

function setup(me = organizer, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/teams': () => ({ body: page(TEAMS) }),
    'GET /api/sanctions': () => ({ body: sanctionList([sanction()]) }),
    'GET /api/suspensions/lifts': () => ({ body: { data: [] } }),
    ...extra,
  });
  renderRoute('/sanciones', { user: me });
  return api;
}

describe('/sanciones (docs/rules.md §17)', () => {
  it('is for staff only', async () => {
    setup(makeUser({ rol: 'Manager Primera' }));
    expect(await screen.findByText(/No tienes permiso/, {}, { timeout: 15_000 })).toBeTruthy();
  }, 30_000);

  it("lists the season's sanctions with each team's standing and the empty lifts", async () => {
    setup();
    expect(await screen.findByText('Retiro · Atlético Pampero', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Pierde el lugar')).toBeTruthy();
    expect(screen.getByText('3 amonestaciones (6 advertencias)', { exact: false })).toBeTruthy();
    expect(screen.getByText('No hay pedidos pendientes.')).toBeTruthy();
  }, 30_000);

  it('shows the server’s per-field refusal under the field', async () => {
    const api = setup(organizer, {
      'POST /api/sanctions': fieldRefusal('match_id', 'Esta sanción va con un partido.'),
    });
    const form = await screen.findByRole('form', { name: 'Registrar sanción' }, { timeout: 15_000 });
    await within(form).findByRole('option', { name: 'Atlético Pampero' });
    await userEvent.selectOptions(within(form).getByLabelText('Equipo'), 'Atlético Pampero');
    await userEvent.selectOptions(within(form).getByLabelText('Tipo'), 'Retiro');
    await userEvent.click(within(form).getByLabelText('El equipo avisó el retiro'));
    await userEvent.type(within(form).getByLabelText('Motivo'), 'No se presentó');
    await userEvent.click(within(form).getByRole('button', { name: 'Registrar' }));
    expect(await within(form).findByText('Esta sanción va con un partido.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/api/sanctions')?.body).toMatchObject({
      team_id: '1',
      kind: 'withdrawal',
      notified: false,
      reason: 'No se presentó',
    });
  }, 30_000);

  it('reverts after a confirmation, sending the reason', async () => {
    const api = setup(organizer, {
      ...idRoute('DELETE /api/sanctions/5', () => ({
        body: {
          message: 'Sanción revertida.',
          sanction: sanction({ reverted_at: '2026-03-11T00:00:00.000Z' }),
        },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revertir' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/se le devuelven/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Motivo de la reversión'), 'Cargada por error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Sanción revertida.')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ reason: 'Cargada por error' });
  }, 30_000);
});
