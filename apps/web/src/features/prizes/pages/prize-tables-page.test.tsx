import type { PrizePreview } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { PRIMERA_T59, SEASONS, TABLE } from '../test/prizes.test-kit';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const preview: PrizePreview = {
  tournament: TABLE.tournament,
  finished: true,
  not_finished_reason: null,
  lines: [
    {
      kind: 'position',
      position: '1°',
      amount: 150_000_000,
      team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
      manager: { id: 101, name: 'Manager Uno' },
      detail: '30 pts, DG +12',
      status: 'payable',
    },
    {
      kind: 'scorer',
      position: 'Goleador',
      amount: 10_000_000,
      team: { id: 2, name: 'Sin DT', division: 'Primera' },
      manager: null,
      detail: 'Juan (9 goles)',
      status: 'no_manager',
    },
  ],
  total_payable: 150_000_000,
  fingerprint: 'abc',
};

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: admin }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [PRIMERA_T59] } }),
    'GET /api/create-prizes': () => ({ body: { data: [TABLE] } }),
    ...extra,
  });
  renderRoute('/crear-premios', { user: admin });
  return api;
}

describe('/crear-premios', () => {
  it('loads GET /create-prizes and saves an edited table', async () => {
    const { calls } = setup({
      ...idRoute('PUT /api/create-prizes/7', (req) => ({
        body: {
          message: 'Tabla de premios guardada.',
          table: { ...TABLE, ...(req.body as object), saved: true },
        },
      })),
    });
    const form = await screen.findByRole('form', { name: 'Crear premios: Primera División T59' });
    expect(within(form).getByText('Montos del reglamento (sin guardar)')).toBeTruthy();
    expect((within(form).getByLabelText('Monto del 1°') as HTMLInputElement).value).toBe('150.000.000');
    await userEvent.click(within(form).getByRole('button', { name: 'Agregar posición' }));
    await userEvent.type(within(form).getByLabelText('Monto del 2°'), '90000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar tabla' }));
    expect(await screen.findByText('Tabla de premios guardada.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      positions: [
        { position: 1, amount: 150_000_000 },
        { position: 2, amount: 90_000_000 },
      ],
      scorer_bonus: 10_000_000,
      assists_bonus: 10_000_000,
      prode_round_prize: 0,
    });
  });

  it('shows who gets what and pays the previewed lines after a confirmation', async () => {
    const { calls } = setup({
      ...idRoute('GET /api/create-prizes/7/preview', () => ({ body: preview })),
      ...idRoute('POST /api/create-prizes/7/apply', () => ({
        body: { message: 'Premios enviados correctamente.', paid: [], already_paid: [] },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar al final del torneo' }));
    const panel = await screen.findByRole('region', { name: 'Premios de Primera División T59' });
    expect(await within(panel).findByText('A pagar:', { exact: false })).toBeTruthy();
    expect(within(panel).getByText('Sin manager')).toBeTruthy();
    await userEvent.click(within(panel).getByRole('button', { name: 'Pagar premios' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Se pagará 1 premio por 150.000.000 €');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pagar premios' }));
    expect(await screen.findByText('Premios enviados correctamente.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ fingerprint: 'abc' });
  });

  it('does not pay before the tournament ends', async () => {
    setup({
      ...idRoute('GET /api/create-prizes/7/preview', () => ({
        body: {
          ...preview,
          finished: false,
          not_finished_reason: 'El torneo todavía no terminó: faltan 3 partidos por jugar.',
        },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar al final del torneo' }));
    expect(await screen.findByText(/faltan 3 partidos por jugar/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar premios' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
