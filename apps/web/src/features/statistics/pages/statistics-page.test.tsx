import type { TeamStatistics } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { NORTE, PAMPERO, SEASONS, makeTournament } from '../../../test/competition.test-kit';

const user = makeUser();
const primera = makeTournament({ id: 1, name: 'Primera División T59' });
const entry = (id: number, name: string, team: typeof PAMPERO, value: number) => ({
  player: { id, name },
  team,
  value,
});

function setup(path: string, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: user }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': () => ({ body: { data: [primera] } }),
    'GET /api/statistics/top': () => ({
      body: {
        goals: [entry(11, 'Goleador Uno', PAMPERO, 7), entry(21, 'Goleador Dos', NORTE, 4)],
        assists: [entry(12, 'Asistidor', PAMPERO, 3)],
        mvp: [],
        injuries: [entry(21, 'Goleador Dos', NORTE, 1)],
      },
    }),
    ...extra,
  });
  renderRoute(path, { user });
  return api;
}

describe('/estadisticas', () => {
  it('four lists with a chart each; team names open the team page', async () => {
    setup('/estadisticas');
    const goals = await screen.findByRole('region', { name: 'Goles' });
    const rows = within(within(goals).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '1Goleador UnoAtlético Pampero7',
      '2Goleador DosClub Norte4',
    ]);
    expect(within(goals).getByRole('img', { name: 'Gráfico de Goles' })).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Club Norte' })).toHaveProperty(
      'pathname',
      '/estadisticas/2',
    );
    for (const name of ['Asistencias', 'MVP', 'Lesiones'])
      expect(screen.getByRole('region', { name })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'MVP' })).getByText('Todavía no hay datos.'),
    ).toBeTruthy();
  });
});

describe('/estadisticas/{team_id}', () => {
  const stats: TeamStatistics = {
    team: PAMPERO,
    season_id: 59,
    data: [
      {
        format: 'PD',
        label: 'Primera División',
        players: [
          {
            player: { id: 11, name: 'Goleador Uno' },
            goals: 7,
            assists: 2,
            yellow_cards: 3,
            red_card_round: null,
            injury_round: null,
            serious_injury_round: 15,
            last_match_round: 15,
            barred: [
              { stage: 16, label: 'Semifinal', reasons: ['Acumulación de amarillas (3)', 'Lesión grave'] },
              { stage: 17, label: 'Final', reasons: ['Lesión grave'] },
            ],
          },
        ],
      },
    ],
  };

  it('per format, per player, with barred rounds by stage name and their reasons', async () => {
    const { calls } = setup('/estadisticas/1', {
      'GET /api/match-statistics/team/1/summary': () => ({ body: stats }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Estadísticas del equipo: Atlético Pampero' }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Primera División' });
    const cells = [...within(table).getAllByRole('row')[1]!.querySelectorAll('td')].map(
      (td) => td.textContent,
    );
    expect(cells.slice(0, 8)).toEqual([
      'Goleador Uno',
      '7',
      '2',
      '3',
      '',
      '',
      'Cuartos de Final',
      'Cuartos de Final',
    ]);
    const semi = within(table).getByText('Semifinal').closest('li') as HTMLElement;
    expect(semi.getAttribute('title')).toBe('Acumulación de amarillas (3), Lesión grave');
    expect(within(table).getByText('Final')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/match-statistics/team/1/summary')?.query.get('season')).toBe(
      '59',
    );
  });
});
