import type { Champion, SeasonHistory, TeamDetail, TeamTrophies } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const manager = makeUser({
  rol: 'Manager Primera',
  team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
});
const pampero = { id: 1, name: 'Atlético Pampero' };
const primera58: Champion = {
  kind: 'Primera',
  team: pampero,
  tournament: { id: 5, name: 'Primera División T58', format: 'PD' },
};
const history: SeasonHistory = {
  data: [
    { id: 58, name: 'Temporada 58', closed_at: '2026-06-30T12:00:00.000Z', champions: [primera58] },
    { id: 57, name: 'Temporada 57', closed_at: '2025-12-30T12:00:00.000Z', champions: [] },
  ],
};

describe('/temporadas/historial', { timeout: 20_000 }, () => {
  it('lists the closed seasons with their champions, each opening its summary', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/seasons/history': () => ({ body: history }),
    });
    renderRoute('/temporadas/historial', { user: manager });
    const link = await screen.findAllByRole('link', { name: 'Ver temporada' });
    expect(link.map((l) => l.getAttribute('href'))).toEqual(['/temporadas/58', '/temporadas/57']);
    expect(screen.getByText('Sin títulos registrados.')).toBeTruthy();
    expect(screen.getByText('Atlético Pampero')).toBeTruthy();
  });
});

describe('the trophy cabinet on /teams/{id}', { timeout: 20_000 }, () => {
  const detail: TeamDetail = { ...pampero, division: 'Primera', id_user: null, user: null, players: [] };
  const trophies: TeamTrophies = {
    team: pampero,
    data: [
      {
        id: 3,
        kind: 'Primera',
        season: { id: 58, name: 'Temporada 58' },
        tournament: primera58.tournament,
      },
      { id: 2, kind: 'Primera', season: { id: 57, name: 'Temporada 57' }, tournament: null },
      { id: 1, kind: 'Copa', season: null, tournament: null },
    ],
  };

  it('counts the titles by kind and links each to its season', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/teams/1': () => ({ body: detail }),
      'GET /api/teams/1/trophies': () => ({ body: trophies }),
    });
    renderRoute('/teams/1', { user: manager });
    const cabinet = await screen.findByRole('region', { name: 'Vitrina' });
    expect(await within(cabinet).findByText('3 títulos')).toBeTruthy();
    expect(within(cabinet).getByText('×2')).toBeTruthy();
    expect(within(cabinet).getByRole('link', { name: 'Temporada 57' }).getAttribute('href')).toBe(
      '/temporadas/57',
    );
    expect(within(cabinet).getByText('Antes de la aplicación')).toBeTruthy();
  });

  it('says when the team has no titles', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/teams/1': () => ({ body: detail }),
      'GET /api/teams/1/trophies': () => ({ body: { team: pampero, data: [] } }),
    });
    renderRoute('/teams/1', { user: manager });
    expect(await screen.findByText('Este equipo todavía no ganó títulos.')).toBeTruthy();
  });
});
