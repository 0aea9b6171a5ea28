import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { emptyBetLists, matchBet } from '../test/bets.test-kit';

const organizer = makeUser({ name: 'Orga', rol: 'Organizador' });

describe('/apuestas/new', () => {
  it('checks odds with parseOdd, sends them as typed and goes back to /apuestas', async () => {
    const { calls } = mockApi({
      'GET /api/user': () => ({ body: organizer }),
      'POST /api/bets': () => ({
        status: 201,
        body: { message: 'Apuesta de partido creada correctamente', bet: matchBet },
      }),
      ...emptyBetLists,
    });
    const { router } = renderRoute('/apuestas/new', { user: organizer });
    const form = await screen.findByRole('form', { name: 'Apuesta de partido' });
    const f = within(form);
    await userEvent.type(f.getByLabelText('Partido'), 'Boca vs River');
    await userEvent.type(f.getByLabelText('Cuota local'), '1.234');
    await userEvent.type(f.getByLabelText('Cuota visitante'), '0.99');
    await userEvent.type(f.getByLabelText('Cuota empate'), '3');
    await userEvent.type(f.getByLabelText('Cuota menos de 2,5 goles'), '1,90');
    await userEvent.type(f.getByLabelText('Cuota más de 2,5 goles'), 'uno');
    await userEvent.click(f.getByRole('button', { name: 'Crear apuesta de partido' }));
    expect(await f.findByText('La cuota admite como máximo dos decimales.')).toBeTruthy();
    expect(f.getByText('La cuota debe ser mayor que 1.00.')).toBeTruthy();
    expect(f.getByText('La cuota debe tener el formato x.xx (por ejemplo 1.85).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(f.getByLabelText('Cuota local'));
    await userEvent.type(f.getByLabelText('Cuota local'), '1.85');
    await userEvent.clear(f.getByLabelText('Cuota visitante'));
    await userEvent.type(f.getByLabelText('Cuota visitante'), '2.10');
    await userEvent.clear(f.getByLabelText('Cuota más de 2,5 goles'));
    await userEvent.type(f.getByLabelText('Cuota más de 2,5 goles'), '1.75');
    await userEvent.click(f.getByRole('button', { name: 'Crear apuesta de partido' }));
    expect(await screen.findByText('Apuesta de partido creada correctamente')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/apuestas'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      match: 'Boca vs River',
      description: '',
      home_odd: '1.85',
      away_odd: '2.10',
      draw_odd: '3',
      under: '1,90',
      over: '1.75',
    });
  });

  it('is refused to a manager', async () => {
    const manager = makeUser({ rol: 'Manager Segunda' });
    mockApi({ 'GET /api/user': () => ({ body: manager }) });
    renderRoute('/apuestas/new', { user: manager });
    expect(await screen.findByText('No tenés permiso para crear apuestas.')).toBeTruthy();
  });
});
