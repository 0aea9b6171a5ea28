import type { SeasonHistory, SeasonSummary, StandingTable } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const manager = makeUser({
  rol: 'Manager Primera',
  team: { id: 1, name: 'Atlético Pampero', division: 'Primera' },
});
const visitor = makeUser({ rol: 'visitante' });

const line = (id: number, name: string, position: number, points: number): StandingTable['data'][number] => ({
  id,
  position,
  tournament: { id: 5 },
  team: { id, name },
  played: 26,
  won: points / 3,
  drawn: 0,
  lost: 26 - points / 3,
  goals_for: 40,
  goals_against: 30,
  goal_difference: 10,
  points,
  group: null,
  zone: position === 1 ? 'playoff' : position === 14 ? 'relegation' : null,
  head_to_head: false,
});

const pampero = { id: 1, name: 'Atlético Pampero' };
const sur = { id: 2, name: 'Deportivo Sur' };
const closed: SeasonSummary = {
  season: { id: 58, name: 'Temporada 58', active: false, closed_at: '2026-06-30T12:00:00.000Z' },
  tables_source: 'frozen',
  champions: [
    { kind: 'Primera', team: pampero, tournament: { id: 5, name: 'Primera División T58', format: 'PD' } },
  ],
  promoted: [{ id: 15, name: 'Unión Sur' }],
  relegated: [sur],
  tables: [
    {
      tournament: { id: 5, name: 'Primera División T58', format: 'PD' },
      zones: [
        { kind: 'playoff', from: 1, to: 6, label: 'Cuartos de final' },
        { kind: 'relegation', from: 13, to: 14, label: 'Descenso' },
      ],
      data: [line(1, 'Atlético Pampero', 1, 60), line(2, 'Deportivo Sur', 14, 10)],
    },
  ],
  top_scorers: [{ player: { id: 9, name: 'Leo Sosa' }, team: pampero, value: 21 }],
  top_assisters: [],
  prizes: [
    {
      id: 1,
      tournament: { id: 5, name: 'Primera División T58' },
      team: pampero,
      position: '1°',
      amount: 150_000_000,
    },
  ],
  prizes_total: 150_000_000,
  objectives: [
    {
      team: pampero,
      division: 'Primera',
      objective: 'Playoff',
      result: '1.º',
      steps: 2,
      met: true,
      amount: 20_000_000,
    },
    {
      team: sur,
      division: 'Primera',
      objective: 'Evitar el descenso',
      result: '14.º',
      steps: -1,
      met: false,
      amount: -10_000_000,
    },
  ],
};
const history: SeasonHistory = {
  data: [
    { id: 58, name: 'Temporada 58', closed_at: '2026-06-30T12:00:00.000Z', champions: closed.champions },
    { id: 57, name: 'Temporada 57', closed_at: '2025-12-30T12:00:00.000Z', champions: [] },
  ],
};

function setup(me = manager, summary: SeasonSummary = closed, path = '/temporadas/58') {
  mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/seasons/history': () => ({ body: history }),
    [`GET /api/seasons/${summary.season.id}/summary`]: () => ({ body: summary }),
  });
  return renderRoute(path, { user: me });
}

// The first visit loads the page's chunk with the standings table and the top lists' charts.
describe('/temporadas/{id}', { timeout: 20_000 }, () => {
  it('shows a closed season: champions, moves, the frozen table, scorers, prizes and objectives', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Temporada 58' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const champions = screen.getByRole('region', { name: 'Campeones' });
    expect(within(champions).getByRole('link', { name: 'Atlético Pampero' }).getAttribute('href')).toBe(
      '/teams/1',
    );
    const moves = screen.getByRole('region', { name: 'Ascensos y descensos' });
    expect(moves.textContent).toContain('Unión Sur');
    expect(moves.textContent).toContain('Deportivo Sur');
    const table = screen.getByRole('table', { name: 'Primera División T58' });
    expect(within(table).getAllByRole('row')[2]!.querySelector('td')!.textContent).toBe('14 (Descenso)');
    expect(screen.getByRole('region', { name: 'Goleadores' }).textContent).toContain('Leo Sosa');
    const prizes = screen.getByRole('region', { name: 'Premios pagados' });
    expect(prizes.textContent).toContain('150.000.000');
    expect(prizes.textContent).toContain('Total pagado');
    const objectives = screen.getByRole('region', { name: 'Objetivos' });
    expect(objectives.textContent).toContain('1 de 2 equipos cumplieron su objetivo.');
    expect(objectives.textContent).toContain('No cumplido');
    expect(screen.queryByText(/no está cerrada/)).toBeNull();
  });

  it('hides the money from a visitor', async () => {
    const hidden: SeasonSummary = {
      ...closed,
      prizes: closed.prizes.map((p) => ({ ...p, amount: null })),
      prizes_total: null,
      objectives: closed.objectives.map((o) => ({ ...o, amount: null })),
    };
    setup(visitor, hidden);
    const prizes = await screen.findByRole('region', { name: 'Premios pagados' });
    expect(prizes.textContent).toContain('Oculto');
    expect(prizes.textContent).not.toContain('Total pagado');
    expect(screen.getByRole('region', { name: 'Objetivos' }).textContent).not.toContain('€');
  });

  it('says when a season is not closed yet and shows its live tables', async () => {
    setup(
      manager,
      {
        ...closed,
        season: { id: 59, name: 'Temporada 59', active: true, closed_at: null },
        tables_source: 'live',
        champions: [],
        promoted: [],
        relegated: [],
        objectives: [],
      },
      '/temporadas/59',
    );
    expect(await screen.findByText(/no está cerrada/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Tablas' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ascensos y descensos' })).toBeNull();
  });

  it('shows the API’s error for an unknown season', async () => {
    mockApi({
      'GET /api/user': () => ({ body: manager }),
      'GET /api/seasons/history': () => ({ body: history }),
      'GET /api/seasons/999/summary': () => ({ status: 404, body: { message: 'La temporada no existe.' } }),
    });
    renderRoute('/temporadas/999', { user: manager });
    expect((await screen.findByRole('alert')).textContent).toContain('La temporada no existe.');
  });
});
