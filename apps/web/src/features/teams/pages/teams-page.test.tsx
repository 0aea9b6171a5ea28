import type { Objectives, Team, TeamDetail, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { textsByRole } from '../../../test/texts.test-kit';

const admin = makeUser({ name: 'Administración', rol: 'Admin' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const other = makeUser({ name: 'Manager Dos', rol: 'Manager Segunda' });

const teams: Team[] = [
  {
    id: 1,
    name: 'Atlético Pampero',
    division: 'Primera',
    id_user: manager.id,
    user: { id: manager.id, name: manager.name },
  },
  { id: 15, name: 'Unión Sur', division: 'Segunda', id_user: null, user: null },
  { id: 61, name: 'Agentes Libres', division: '', id_user: null, user: null },
];

const ranked = (
  rank: number,
  id: number,
  name: string,
  average: number,
  best: number,
  objective: string,
) => ({
  rank,
  id,
  name,
  user: null,
  average_ca: average,
  best_ca: best,
  registered: 16,
  objective,
});
const objectives: Objectives = {
  data: [
    {
      division: 'Primera',
      teams: [
        ranked(1, 3, 'Real Costanera', 161.25, 175, 'Campeón'),
        ranked(2, 1, 'Atlético Pampero', 150, 168, 'Campeón'),
        ranked(3, 2, 'Deportivo Norte', 150, 160, 'Llegar a la final'),
      ],
    },
    { division: 'Segunda', teams: [] },
  ],
};

function setup(me: User, extra: Parameters<typeof mockApi>[0] = {}, path = '/teams') {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/teams': (req) => ({ body: page(teams, Number(req.query.get('page') ?? 1), 2) }),
    'GET /api/teams/objectives': () => ({ body: objectives }),
    // The team page's trophy cabinet (its own tests: features/history).
    'GET /api/teams/1/trophies': () => ({ body: { team: { id: 1, name: 'Atlético Pampero' }, data: [] } }),
    ...extra,
  });
  return { ...api, ...renderRoute(path, { user: me }) };
}

describe('/teams', () => {
  it('lists teams with division and owner, paged through the server', async () => {
    const { calls, router } = setup(manager);
    const list = await screen.findByRole('table', { name: 'Equipos' });
    const row = within(list).getByText('Atlético Pampero').closest('tr') as HTMLElement;
    expect(within(row).getByText('Primera')).toBeTruthy();
    expect(within(row).getByText('Manager Uno')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Unión Sur' }).getAttribute('href')).toBe('/teams/15');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await screen.findByRole('button', { name: 'Página anterior' });
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.filter((c) => c.path === '/api/teams').map((c) => c.query.get('page'))).toEqual(['1', '2']);
  });

  it('ranks each division with average CA, best CA and objective, and charts the cap', async () => {
    setup(manager);
    const table = await screen.findByRole('table', { name: 'Objetivos de la temporada: Primera' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => textsByRole(r, 'cell'));
    expect(rows).toEqual([
      ['1', 'Real Costanera', '161,25', '175', 'Campeón'],
      ['2', 'Atlético Pampero', '150', '168', 'Campeón'],
      ['3', 'Deportivo Norte', '150', '160', 'Llegar a la final'],
    ]);
    const chart = screen
      .getByText('Media de CA por equipo frente al tope de Primera (160)')
      .closest('figure')!;
    expect(
      within(chart)
        .getByText(/supera el tope/)
        .closest('li')!.textContent,
    ).toContain('Real Costanera');
    expect(within(chart).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('No hay equipos en esta división.')).toBeTruthy();
  });

  it('shows the objectives failure', async () => {
    setup(manager, { 'GET /api/teams/objectives': () => ({ status: 500, body: { message: 'Caído.' } }) });
    expect(await screen.findByText('No se pudieron cargar los objetivos. Caído.')).toBeTruthy();
  });
});

const detail: TeamDetail = {
  ...teams[0]!,
  players: [{ id: 7, name: 'Juan Uno', age: 25, ca: 150, pa: 160, value: 9_000_000, status: 'registrado' }],
};

describe('/teams/{id}', () => {
  it('the Admin changes name, division and owner', async () => {
    const { calls } = setup(
      admin,
      {
        'GET /api/teams/1': () => ({ body: detail }),
        'GET /api/users': () => ({ body: page([admin, manager, other]) }),
        'PUT /api/teams/1': (req) => ({
          body: {
            message: 'Equipo actualizado satisfactoriamente',
            team: { ...teams[0], ...(req.body as object) },
          },
        }),
      },
      '/teams/1',
    );
    expect(await screen.findByText('Juan Uno')).toBeTruthy();
    const name = screen.getByLabelText('Nombre') as HTMLInputElement;
    await userEvent.clear(name);
    await userEvent.type(name, 'Pampero FC');
    await userEvent.selectOptions(screen.getByLabelText('División'), 'Segunda');
    await userEvent.selectOptions(
      screen.getByLabelText('Manager'),
      await screen.findByRole('option', { name: 'Manager Dos (Manager Segunda)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Equipo actualizado satisfactoriamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Pampero FC',
      division: 'Segunda',
      id_user: other.id,
    });
    // Typing into three fields took over 5 s on a loaded machine.
  }, 15_000);

  it('shows a 422 under its field', async () => {
    setup(
      admin,
      {
        'GET /api/teams/1': () => ({ body: detail }),
        'GET /api/users': () => ({ body: page([admin, manager, other]) }),
        'PUT /api/teams/1': () => ({
          status: 422,
          body: {
            message: 'Datos inválidos',
            errors: { id_user: ['El usuario ya tiene un equipo asignado.'] },
          },
        }),
      },
      '/teams/1',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El usuario ya tiene un equipo asignado.')).toBeTruthy();
  });

  it('a manager sees the team and its players but no save button', async () => {
    const { calls } = setup(manager, { 'GET /api/teams/1': () => ({ body: detail }) }, '/teams/1');
    expect(await screen.findByText('Juan Uno')).toBeTruthy();
    expect((screen.getByLabelText('Nombre') as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('División') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Manager') as HTMLSelectElement).value).toBe(String(manager.id));
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/users')).toBe(false);
  });
});
