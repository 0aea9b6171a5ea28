import type { PrizesPaidAnswer } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PRIMERA_T59, SEASONS, TEAMS, paidPrize } from '../test/prizes.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });

function setup(me = admin, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [PRIMERA_T59] } }),
    'GET /api/teams': () => ({ body: page(TEAMS) }),
    'GET /api/prizes': () => ({ body: page([]) }),
    ...extra,
  });
  renderRoute('/premios', { user: me });
  return api;
}

async function add(values: { team?: string; amount?: string; position?: string }) {
  const form = await screen.findByRole('form', { name: 'Agregar premio' });
  await userEvent.selectOptions(within(form).getByLabelText('Torneo'), 'Primera División T59');
  if (values.team) await userEvent.selectOptions(within(form).getByLabelText('Equipo'), values.team);
  if (values.amount) await userEvent.type(within(form).getByLabelText('Monto'), values.amount);
  if (values.position) await userEvent.type(within(form).getByLabelText('Posición'), values.position);
  await userEvent.click(within(form).getByRole('button', { name: 'Agregar premio' }));
}

describe('/premios (docs/rules.md §11)', () => {
  it('offers only Primera and Segunda teams, and asks for every required field', async () => {
    setup();
    const form = await screen.findByRole('form', { name: 'Agregar premio' });
    const teams = within(within(form).getByLabelText('Equipo'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(teams).toEqual(['Elegí un equipo', 'Atlético Pampero (Primera)', 'Deportivo Laguna (Segunda)']);
    await add({ team: 'Atlético Pampero (Primera)' });
    expect(within(form).getByRole('alert').textContent).toContain(
      'Por favor, completa todos los campos obligatorios.',
    );
    expect(within(form).getAllByText('Obligatorio.')).toHaveLength(2);
  });

  it('says there is nothing to send, and stops at 14 prizes', async () => {
    setup();
    await screen.findByRole('form', { name: 'Agregar premio' });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar premios' }));
    expect(await screen.findByText('No hay premios para enviar.')).toBeTruthy();
    for (let i = 1; i <= 14; i++)
      await add({ team: 'Atlético Pampero (Primera)', amount: '1', position: String(i) });
    expect(screen.getByRole('heading', { name: 'Premios por enviar (14 de 14)' })).toBeTruthy();
    await add({ team: 'Atlético Pampero (Primera)', amount: '1', position: '15' });
    expect(await screen.findByText('No puedes agregar más de 14 premios.')).toBeTruthy();
  }, 30_000);

  it('sends the list as the league client’s call after a confirmation, then empties it and shows what was paid', async () => {
    const answer: PrizesPaidAnswer = {
      message: 'Premios enviados correctamente. 1 ya estaba pagado y no se volvió a pagar.',
      paid: [
        paidPrize({
          id: 91,
          team: { id: 15, name: 'Deportivo Laguna', division: 'Segunda' },
          position: 'Goleador',
          amount: 10_000_000,
        }),
      ],
      already_paid: [paidPrize()],
    };
    const { calls } = setup(admin, { 'POST /api/prizes': () => ({ body: answer }) });
    await add({ team: 'Atlético Pampero (Primera)', amount: '150000000', position: '1' });
    await add({ team: 'Deportivo Laguna (Segunda)', amount: '10000000', position: 'Goleador' });
    expect(screen.getByText('150.000.000 €', { selector: 'span' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar premios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar premios' });
    expect(dialog.textContent).toContain('Se pagarán 2 premios por 160.000.000 €');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar premios' }));
    expect(await screen.findByText('Todavía no agregaste premios.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      prizes: [
        { tournament_id: 7, team_id: 1, amount: 150_000_000, position: '1°', description: '' },
        { tournament_id: 7, team_id: 15, amount: 10_000_000, position: 'Goleador', description: '' },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Ya estaban pagados (no se pagaron de nuevo)' })).toBeTruthy();
  });

  it('reverts a paid prize with a reason', async () => {
    const { calls } = setup(admin, {
      'GET /api/prizes': () => ({ body: page([paidPrize()]) }),
      ...idRoute('POST /api/prizes/90/revert', () => ({
        body: { message: 'Premio revertido', prize: paidPrize() },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Revertir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revertir premio' });
    expect(dialog.textContent).toContain(
      'Se descontarán 150.000.000 € del presupuesto de DT Atlético Pampero',
    );
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Error de carga');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Premio revertido')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/prizes/90/revert')?.body).toEqual({ reason: 'Error de carga' });
  });

  it('is for the Admin only', async () => {
    const { calls } = setup(makeUser({ rol: 'Manager Primera' }));
    expect(await screen.findByText('No tienes permiso para ver esta página.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/prizes')).toBe(false);
  });
});
