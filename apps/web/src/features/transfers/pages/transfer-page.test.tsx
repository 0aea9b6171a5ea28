import type { User } from '@liga/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeTransfer, seasons, sellerDetail, target, teams } from '../../../test/market.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const HOUR = 3_600_000;

function setup(startDate: string | null, extra: Parameters<typeof mockApi>[0] = {}, me: User = admin) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/seasons/start': () => ({
      body: { id: 59, start_date: '1970-01-01 00:00:00', start_at: startDate },
    }),
    'GET /api/season': () => ({ body: { data: seasons } }),
    'GET /api/teams': () => ({ body: page(teams) }),
    'GET /api/teams/15': () => ({ body: sellerDetail }),
    ...extra,
  });
  return { ...api, ...renderRoute('/transfer', { user: me }) };
}

const fill = async () => {
  await userEvent.selectOptions(await screen.findByLabelText('Equipo origen'), 'Deportivo Laguna (Segunda)');
  await userEvent.selectOptions(screen.getByLabelText('Equipo destino'), 'Atlético Pampero (Primera)');
  await userEvent.click(await screen.findByRole('checkbox', { name: /Cristian Aguirre/ }));
  await userEvent.clear(screen.getByLabelText('Monto'));
  await userEvent.type(screen.getByLabelText('Monto'), '12000000');
};

afterEach(() => vi.useRealTimers());

describe('/transfer market gate', () => {
  it("until 4 h after the season start: 'Acceso restringido…' and a live countdown, no form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-01T10:00:00.000Z'));
    // Started 1 h ago: the market opens in 3 h.
    setup('2026-06-01T09:00:00.000Z');
    expect(await screen.findByText('Acceso restringido. El contenido estará disponible en:')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('03:00:00');
    vi.setSystemTime(new Date('2026-06-01T11:00:00.000Z'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toMatch(/^0[12]:[05]\d:\d\d$/);
    expect(screen.queryByLabelText('Equipo origen')).toBeNull();
  });

  it('opens by itself when the countdown reaches zero', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-06-01T13:59:58.000Z'));
    setup('2026-06-01T10:00:00.000Z');
    expect(await screen.findByText('Acceso restringido. El contenido estará disponible en:')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByLabelText('Equipo origen')).toBeTruthy();
    expect(screen.queryByText('Acceso restringido. El contenido estará disponible en:')).toBeNull();
  });

  it('shows the form once the gate is open, and without a start date', async () => {
    setup(new Date(Date.now() - 5 * HOUR).toISOString());
    expect(await screen.findByLabelText('Equipo origen')).toBeTruthy();
    expect(screen.queryByText(/Acceso restringido/)).toBeNull();
  });

  it('reads the league client’s message when the season cannot be loaded', async () => {
    setup(null, { 'GET /api/seasons/start': () => ({ status: 500, body: { message: 'x' } }) });
    expect(await screen.findByText('Error al cargar la información de la temporada')).toBeTruthy();
  });
});

describe('/transfer form', () => {
  it('defaults to the active season, shows who buys and sells, and sends the transfer', async () => {
    const { calls } = setup(null, {
      'POST /api/transfer': () => ({
        status: 201,
        body: { message: 'Transferencia realizada correctamente', transfer: makeTransfer() },
      }),
    });
    expect(((await screen.findByLabelText('Temporada')) as HTMLSelectElement).value).toBe('59');
    await fill();
    expect(screen.getByTestId('seller').textContent).toContain('Manager Dos');
    expect(screen.getByTestId('buyer').textContent).toContain('Manager Uno');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    expect((await screen.findAllByText('Transferencia realizada correctamente')).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      data: {
        id_season: 59,
        id_team_from: 15,
        id_team_to: 1,
        players: [target.id],
        budget: 12_000_000,
        buy_by: 3,
        sold_by: 17,
      },
    });
  });

  it("a 422 reads 'Error en la Transferencia: ' and the server message", async () => {
    setup(null, {
      'POST /api/transfer': () => ({
        status: 422,
        body: {
          message: 'El comprador no tiene presupuesto suficiente para esta transferencia.',
          errors: { budget: ['El comprador no tiene presupuesto suficiente para esta transferencia.'] },
        },
      }),
    });
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Error en la Transferencia: El comprador no tiene presupuesto suficiente para esta transferencia.×',
    );
  });

  it('checks the fields before sending', async () => {
    const { calls } = setup(null);
    await userEvent.click(await screen.findByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Seleccioná el equipo de origen.')).toBeTruthy();
    expect(screen.getByText('Seleccioná el equipo de destino.')).toBeTruthy();
    expect(screen.getByText('Seleccioná al menos un jugador.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Equipo origen'), 'Deportivo Laguna (Segunda)');
    await userEvent.selectOptions(screen.getByLabelText('Equipo destino'), 'Deportivo Laguna (Segunda)');
    await userEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Los equipos de origen y destino deben ser distintos.')).toBeTruthy();
    expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
