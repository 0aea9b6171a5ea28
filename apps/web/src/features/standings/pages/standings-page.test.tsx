import type { StandingTable } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SEASONS, makeTournament } from '../../../test/competition.test-kit';

const user = makeUser({ team: { id: 77, name: 'Club Norte', division: 'Primera' } });
const primera = makeTournament({ id: 1, name: 'Primera División T59' });
const champions = makeTournament({ id: 3, name: 'Champions League T59', format: 'UCL' });
const old = makeTournament({ id: 9, name: 'Primera División T58', season_id: 58 });

let nextId = 1;
const line = (
  tournament: number,
  team: string,
  position: number,
  group: string | null,
  points = 0,
  extra: Partial<StandingTable['data'][number]> = {},
): StandingTable['data'][number] => {
  nextId += 1;
  return {
    id: nextId,
    position,
    tournament: { id: tournament },
    team: { id: nextId, name: team },
    played: 3,
    won: points / 3,
    drawn: 0,
    lost: 3 - points / 3,
    goals_for: 5,
    goals_against: 2,
    goal_difference: 3,
    points,
    group,
    zone: null,
    head_to_head: false,
    ...extra,
  };
};

const ZONES: StandingTable['zones'] = [
  { kind: 'playoff', from: 1, to: 6, label: 'Cuartos de final' },
  { kind: 'relegation', from: 13, to: 14, label: 'Descenso' },
];
const tableOf = (
  id: number,
  format: 'PD' | 'UCL',
  data: StandingTable['data'],
  zones: StandingTable['zones'] = [],
): StandingTable => ({ tournament: { id, name: 'T', format }, zones, data });

function setup(path = '/tablas') {
  const api = mockApi({
    'GET /api/user': () => ({ body: user }),
    'GET /api/season': () => ({ body: { data: SEASONS } }),
    'GET /api/tournaments': (req) => ({
      body: { data: req.query.get('season') === '58' ? [old] : [primera, champions] },
    }),
    'GET /api/standings/table': (req) => {
      const id = req.query.get('tournament_id');
      if (id === '1')
        return {
          body: tableOf(
            1,
            'PD',
            [
              line(1, 'Atlético Pampero', 1, null, 9, { zone: 'playoff', head_to_head: true }),
              {
                ...line(1, 'Club Norte', 2, null, 9, { zone: 'playoff', head_to_head: true }),
                team: { id: 77, name: 'Club Norte' },
              },
              line(1, 'Sportivo Sur', 13, null, 0, { zone: 'relegation' }),
            ],
            ZONES,
          ),
        };
      if (id === '3')
        return {
          body: tableOf(
            3,
            'UCL',
            ['B', 'A'].flatMap((g) => [line(3, `Equipo ${g}1`, 1, g, 9), line(3, `Equipo ${g}2`, 2, g, 6)]),
          ),
        };
      return { status: 500, body: { message: 'fallo' } };
    },
  });
  const view = renderRoute(path, { user });
  return { ...api, ...view };
}

const HEAD_TO_HEAD =
  'Puesto decidido por enfrentamiento directo: a igualdad de puntos cuentan primero los partidos entre los equipos empatados (puntos y diferencia de gol).';

describe('/tablas', () => {
  it('shows the active season’s first tournament with every column', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Primera División T59' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Equipo', 'PJ', 'PG', 'PE', 'PP', 'GF', 'GC', 'DG', 'Pts']);
    const first = within(table).getAllByRole('row')[1]!;
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1 (Cuartos de final)',
      'Atlético Pampero* ' + HEAD_TO_HEAD,
      '3',
      '3',
      '0',
      '0',
      '5',
      '2',
      '+3',
      '9',
    ]);
    expect(within(first).getByRole('link', { name: 'Atlético Pampero' })).toBeTruthy();
  });

  it('highlights the user’s own team, marks the zones and explains the head-to-head below', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Primera División T59' });
    const rows = within(table).getAllByRole('row');
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect(rows[1]!.getAttribute('aria-current')).toBeNull();
    expect(rows[3]!.querySelector('td')!.textContent).toBe('13 (Descenso)');
    const legend = screen.getByRole('note', { name: 'Referencias de la tabla' });
    expect(within(legend).getByText('1.º–6.º Cuartos de final')).toBeTruthy();
    expect(within(legend).getByText('13.º–14.º Descenso')).toBeTruthy();
    expect(legend.textContent).toContain('enfrentamiento directo');
  });

  it('on a phone the extra columns wait behind Ver todo', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Primera División T59' });
    const won = within(table).getByRole('columnheader', { name: 'PG' });
    expect(won.className).toContain('hidden sm:table-cell');
    expect(within(table).getByRole('columnheader', { name: 'DG' }).className).not.toContain('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Ver todo' }));
    expect(won.className).not.toContain('hidden');
    expect(screen.getByRole('button', { name: 'Ver menos' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a UCL shows one table per group, in group order', async () => {
    const { router } = setup();
    await screen.findByRole('option', { name: 'Champions League T59' });
    await userEvent.selectOptions(screen.getByLabelText('Torneo'), 'Champions League T59');
    const groupA = await screen.findByRole('table', { name: 'Champions League T59 · Grupo A' });
    const groupB = screen.getByRole('table', { name: 'Champions League T59 · Grupo B' });
    expect(within(groupA).getByText('Equipo A1')).toBeTruthy();
    expect(within(groupA).queryByText('Equipo B1')).toBeNull();
    expect(within(groupB).getByText('Equipo B2')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Grupo A',
      'Grupo B',
    ]);
    expect(router.state.location.search).toContain('tournament=3');
  });

  it('another season lists its tournaments; a failure says No se pudo obtener la información', async () => {
    setup();
    await screen.findByRole('table', { name: 'Primera División T59' });
    await userEvent.selectOptions(screen.getByLabelText('Temporada'), 'Temporada 58');
    expect(await screen.findByRole('option', { name: 'Primera División T58' })).toBeTruthy();
    expect(await screen.findByText('No se pudo obtener la información')).toBeTruthy();
  });
});
