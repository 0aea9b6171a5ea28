import type { Season, SeasonClosePreview } from '@liga/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { refusal } from '../../../test/refusal.test-kit';

const admin = makeUser({ rol: 'Admin' });
const seasons: { data: Season[] } = {
  data: [
    { id: 59, name: 'Temporada 59', start_date: null, active: true },
    { id: 60, name: 'Temporada 60', start_date: null, active: false },
  ],
};
const open: SeasonClosePreview = {
  season: seasons.data[0]!,
  closed: false,
  closed_at: null,
  can_reopen: false,
  pending_matches: 3,
  places: { promotion: 2, relegation: 2 },
  promoted: [{ id: 15, name: 'Unión Sur', from: 'Segunda', to: 'Primera', position: 1 }],
  relegated: [{ id: 2, name: 'Deportivo Sur', from: 'Primera', to: 'Segunda', position: 14 }],
  objectives: [
    {
      team: { id: 1, name: 'Atlético Pampero' },
      user: { id: 4, name: 'Pablo' },
      division: 'Primera',
      rank: 9,
      objective: 'Play-in',
      position: 1,
      result: 'Campeón',
      met: true,
      steps: 4,
      amount: 40_000_000,
    },
    {
      team: { id: 2, name: 'Deportivo Sur' },
      user: null,
      division: 'Primera',
      rank: 1,
      objective: 'Campeón',
      position: 14,
      result: '14.º puesto',
      met: false,
      steps: -7,
      amount: -70_000_000,
    },
  ],
  next_season: {
    name: 'Temporada 60',
    tournaments: [{ name: 'Primera División T60', format: 'PD', teams: 14, matches: 91 }],
  },
};
const closed: SeasonClosePreview = {
  ...open,
  closed: true,
  closed_at: '2026-11-26T12:00:00.000Z',
  can_reopen: true,
};

function setup(preview = open) {
  const calls: string[] = [];
  let current = preview;
  mockApi({
    'GET /api/user': () => ({ body: admin }),
    'GET /api/season': () => ({ body: seasons }),
    'GET /api/seasons/59/close': () => ({ body: current }),
    'POST /api/seasons/59/close': () => {
      calls.push('close');
      current = closed;
      return {
        body: {
          message: 'Temporada cerrada.',
          season: { ...open.season, active: false },
          next_season: seasons.data[1]!,
        },
      };
    },
    'POST /api/seasons/59/reopen': () => {
      calls.push('reopen');
      current = open;
      return { body: { message: 'Temporada reabierta.', season: open.season } };
    },
  });
  renderRoute('/temporadas', { user: admin });
  return calls;
}

describe('/temporadas', { timeout: 20_000 }, () => {
  it('previews the close and runs it only after the confirmation', async () => {
    const calls = setup();
    expect(
      await screen.findByText('Quedan 3 partidos sin resultado: las tablas se congelan como están.'),
    ).toBeTruthy();
    expect(screen.getByText(/Unión Sur/)).toBeTruthy();
    const objectives = screen.getByRole('list', { name: 'Objetivos' });
    expect(within(objectives).getByTestId('objective-amount-1').textContent).toBe('+40.000.000 €');
    expect(within(objectives).getByText('Sin manager: no cobra ni paga')).toBeTruthy();
    expect(screen.getByText('Primera División T60')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar temporada' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cerrar la Temporada 59?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar temporada' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cerrar temporada' }));
    expect(await screen.findByText('Temporada cerrada.')).toBeTruthy();
    expect(calls).toEqual(['close']);
    expect(await screen.findByRole('button', { name: 'Reabrir temporada' })).toBeTruthy();
  });

  it('shows a refusal in Spanish', async () => {
    mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/season': () => ({ body: seasons }),
      'GET /api/seasons/59/close': refusal('Solo se puede cerrar la temporada activa.'),
    });
    renderRoute('/temporadas', { user: admin });
    expect(await screen.findByText('Solo se puede cerrar la temporada activa.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cerrar temporada' })).toBeNull();
  });

  it('tells anyone but an Admin that the page is not theirs, without asking for the preview', async () => {
    const manager = makeUser({ rol: 'Manager Primera' });
    let asked = false;
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/season': () => ({ body: seasons }),
      'GET /api/seasons/59/close': () => {
        asked = true;
        return { status: 403, body: { message: 'No autorizado.' } };
      },
    });
    renderRoute('/temporadas', { user: manager });
    expect(await screen.findByText('No tienes permiso para ver esta página.')).toBeTruthy();
    expect(asked).toBe(false);
  });
});
