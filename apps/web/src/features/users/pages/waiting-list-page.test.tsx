import type { User, WaitingList } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const organizer = makeUser({ name: 'Orga', rol: 'Organizador' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const RACING: WaitingList['free_teams'][number] = { id: 4, name: 'Racing', division: 'Primera' };
const PORVENIR: WaitingList['free_teams'][number] = { id: 20, name: 'Porvenir', division: 'Segunda' };

const queue = (email: boolean): WaitingList => ({
  ...page([
    {
      id: 31,
      name: 'Primera En Llegar',
      email: email ? 'pri@liga.test' : null,
      position: 1,
      created_at: '2026-01-02T10:00:00.000Z',
    },
    {
      id: 32,
      name: 'Segunda En Llegar',
      email: email ? 'seg@liga.test' : null,
      position: 2,
      created_at: '2026-01-03T10:00:00.000Z',
    },
  ]),
  free_teams: [RACING, PORVENIR],
});

function setup(me: User, list: WaitingList = queue(true)) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/users/waiting-list': () => ({ body: list }),
    ...idRoute('POST /api/users/31/assign-team', () => ({
      body: {
        message: 'Primera En Llegar ahora dirige Racing como Manager Primera.',
        user: makeUser({ id: 31, name: 'Primera En Llegar', rol: 'Manager Primera', team: RACING }),
      },
    })),
  });
  renderRoute('/users/lista-de-espera', { user: me });
  return api;
}

describe('/users/lista-de-espera (decision 026)', () => {
  it('an Admin sees the queue in order with emails and assigns a free team in one step', async () => {
    const { calls } = setup(admin);
    const table = await screen.findByRole('table', { name: 'Lista de espera' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['1.', '2.']);
    expect(within(rows[0]!).getByText('pri@liga.test')).toBeTruthy();
    expect(screen.getByTestId('free-teams').textContent).toBe('2 equipos libres en Primera y Segunda.');
    const choose = within(rows[0]!).getByLabelText('Equipo para Primera En Llegar');
    const assign = within(rows[0]!).getByRole('button', { name: 'Asignar' });
    expect((assign as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(choose, 'Racing (Primera)');
    await userEvent.click(assign);
    expect(
      await screen.findByText('Primera En Llegar ahora dirige Racing como Manager Primera.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/users/31/assign-team',
      body: { team_id: RACING.id },
    });
  }, 15_000);

  it('shows the refusal under the row when the team was taken meanwhile', async () => {
    mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/users/waiting-list': () => ({ body: queue(true) }),
      ...idRoute('POST /api/users/31/assign-team', () => ({
        status: 422,
        body: {
          message: 'Ese equipo ya tiene manager.',
          errors: { team_id: ['Ese equipo ya tiene manager.'] },
        },
      })),
    });
    renderRoute('/users/lista-de-espera', { user: admin });
    const table = await screen.findByRole('table', { name: 'Lista de espera' });
    const first = within(table).getAllByRole('row')[1]!;
    await userEvent.selectOptions(
      within(first).getByLabelText('Equipo para Primera En Llegar'),
      'Racing (Primera)',
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Asignar' }));
    expect((await within(first).findByRole('alert')).textContent).toBe('Ese equipo ya tiene manager.');
  });

  it('an Organizador reads the queue without emails and without assigning', async () => {
    setup(organizer, queue(false));
    const table = await screen.findByRole('table', { name: 'Lista de espera' });
    expect(within(table).getByText('Segunda En Llegar')).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Asignar' })).toBeNull();
    expect(screen.getByText(/Solo un Admin asigna equipos\./)).toBeTruthy();
  });

  it('a manager is told it is not theirs, and the page asks the server nothing', async () => {
    const { calls } = setup(manager);
    expect(await screen.findByText('Solo un Admin o un Organizador ven la lista de espera.')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/users/waiting-list')).toBe(false);
  });
});
