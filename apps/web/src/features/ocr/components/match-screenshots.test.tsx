import type { Screenshot } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { makeMatch, makeTournament } from '../../../test/competition.test-kit';

const match = makeMatch(makeTournament({ id: 1 }), { score_home: 1, score_away: 0 });
const uploader = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const shot = (id: number, over: Partial<Screenshot> = {}): Screenshot => ({
  id,
  match_id: match.id,
  filename: `captura-${id}.jpg`,
  type: 'player_ratings',
  size: 2.4 * 1024 * 1024,
  width: 1280,
  height: 720,
  uploaded_by: { id: uploader.id, name: uploader.name },
  created_at: '2026-11-21T20:00:00.000Z',
  ...over,
});

function setup(
  me = uploader,
  shots = [shot(1), shot(2, { type: 'match_statistics', uploaded_by: null, size: 30_000 })],
) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    [`GET /api/games/${match.id}`]: () => ({ body: { data: match } }),
    'GET /api/players-teams': () => ({ body: { data: [] } }),
    'GET /api/match-statistics': () => ({ body: { data: [] } }),
    'GET /api/ocr/screenshots': () => ({ body: { data: shots } }),
    ...idRoute('DELETE /api/ocr/screenshots/1', () => ({ body: { message: 'Captura borrada.' } })),
  });
  renderRoute(`/partidos/${match.id}`, { user: me });
  return api;
}

describe('the captures kept with a match, on its page', () => {
  it('lists each capture with its kind, size, uploader and date', async () => {
    setup();
    const region = within(await screen.findByRole('region', { name: 'Capturas del partido' }));
    expect(region.getByText('captura-1.jpg')).toBeTruthy();
    expect(region.getByText('Valoraciones de jugadores · 2,4 MB')).toBeTruthy();
    expect(region.getByText('Estadísticas del partido · < 0,1 MB')).toBeTruthy();
    expect(region.getByText('Subida por Manager Uno')).toBeTruthy();
    expect(region.getAllByText('21-11-2026 20:00')).toHaveLength(2);
  });

  it('the uploader deletes their own capture after confirming; not one of another', async () => {
    const { calls } = setup();
    const region = within(await screen.findByRole('region', { name: 'Capturas del partido' }));
    expect(region.getAllByRole('button', { name: 'Borrar' })).toHaveLength(1);
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await userEvent.click(region.getByRole('button', { name: 'Borrar' }));
    expect(await screen.findByText('Captura borrada.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/ocr/screenshots/1')).toBe(true);
  });

  it('says when there are none, and offers the analysis only to who may load', async () => {
    setup(makeUser({ rol: 'visitante' }), []);
    expect(await screen.findByText('No hay capturas guardadas para este partido.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cargar desde capturas' })).toBeNull();
  });
});
