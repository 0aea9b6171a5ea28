import type { Player, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { FREE_AGENTS, NORTE, PAMPERO, makePlayer, makeProfile } from '../test/players.test-kit';
import { textsByRole } from '../../../test/texts.test-kit';

const owner = makeUser({ name: 'Manager Uno', rol: 'Manager Primera', team: PAMPERO });
const stranger = makeUser({ name: 'Manager Dos', rol: 'Manager Segunda', team: NORTE });
const organizer = makeUser({ name: 'Organización', rol: 'Organizador' });
const admin = makeUser({ name: 'Administración', rol: 'Admin' });
const teams = [
  { ...PAMPERO, id_user: owner.id, user: { id: owner.id, name: owner.name } },
  { ...NORTE, id_user: stranger.id, user: { id: stranger.id, name: stranger.name } },
  { ...FREE_AGENTS, id_user: null, user: null },
];

function setup(me: User, player: Player, extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    ...idRoute(`GET /api/players/${player.id}/profile`, () => ({ body: makeProfile(player) })),
    'GET /api/teams': () => ({ body: page(teams) }),
    'GET /api/players': () => ({ body: page([player]) }),
    ...extra,
  });
  const utils = renderRoute(`/players/${player.id}`, { user: me });
  return { ...api, ...utils };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const statusLabels = () => textsByRole(screen.getByLabelText('Estado'), 'option');

describe('/players/{id}', () => {
  it('the team owner gets no edit form, only the status: no bloqueado, and sends only the status', async () => {
    const player = makePlayer({ name: 'Juan Propio', status: '' });
    const { calls } = setup(owner, player, {
      ...idRoute(`PUT /api/players/${player.id}`, () => ({
        body: {
          message: 'Jugador actualizado satisfactoriamente',
          player: { ...player, status: 'restringido' },
        },
      })),
    });
    expect(await screen.findByRole('heading', { name: 'Estado del jugador' })).toBeTruthy();
    // The edit form is staff's (decision 026): no name, age, CA, PA, value or team fields.
    for (const label of ['Nombre', 'Edad', 'CA', 'PA', 'Valor', 'Equipo'])
      expect(screen.queryByLabelText(label)).toBeNull();
    expect(statusLabels()).not.toContain('Bloqueado');
    expect(statusLabels()).toContain('Liberado');
    expect(screen.getByText(/pasa al equipo de agentes libres/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/teams')).toBe(false);
    // No market action on one's own player.
    expect(screen.queryByRole('link', { name: 'Ofertar' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Restringido');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Jugador actualizado satisfactoriamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'restringido' });
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
    // The first test loads the page's chunk: slow on a busy machine.
  }, 15_000);

  it('a registered player is locked for its owner: nothing to save', async () => {
    setup(owner, makePlayer({ status: 'registrado' }));
    expect(((await screen.findByLabelText('Estado')) as HTMLSelectElement).disabled).toBe(true);
    expect(statusLabels()).toEqual(['Registrado']);
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it("another team's manager reads the profile with no form at all, and gets the Ofertar action", async () => {
    const player = makePlayer({ name: 'Ajeno', id_team: PAMPERO });
    setup(stranger, player);
    const offer = await screen.findByRole('link', { name: 'Ofertar' });
    expect(offer.getAttribute('href')).toBe(`/clausula_rescision/${player.id}`);
    expect(screen.queryByLabelText('Nombre')).toBeNull();
    expect(screen.queryByLabelText('Estado')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('an Organizador edits every field, is offered bloqueado, and sends the whole player', async () => {
    const player = makePlayer({ name: 'Juan Editado', age: 24, ca: 120, pa: 150, value: 1_000_000 });
    const { calls } = setup(organizer, player, {
      ...idRoute(`PUT /api/players/${player.id}`, (req) => ({
        body: {
          message: 'Jugador actualizado satisfactoriamente',
          player: { ...player, ...(req.body as object), id_team: NORTE },
        },
      })),
    });
    const name = (await screen.findByLabelText('Nombre')) as HTMLInputElement;
    expect(name.readOnly).toBe(false);
    expect(statusLabels()).toContain('Bloqueado');
    await vi.waitFor(() =>
      expect(within(screen.getByLabelText('Equipo')).getAllByRole('option')).toHaveLength(4),
    );
    await userEvent.clear(input('CA'));
    await userEvent.type(input('CA'), '130');
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Deportivo Norte (Primera)');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Bloqueado');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Jugador actualizado satisfactoriamente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Juan Editado',
      age: 24,
      ca: 130,
      pa: 150,
      value: 1_000_000,
      status: 'bloqueado',
      id_team: NORTE.id,
    });
    expect(screen.queryByRole('button', { name: 'Borrar' })).toBeNull();
  });

  it('checks the shared schema before sending, and shows the first 422 message under each field', async () => {
    const player = makePlayer({ ca: 120, pa: 150 });
    const { calls } = setup(admin, player, {
      ...idRoute(`PUT /api/players/${player.id}`, () => ({
        status: 422,
        body: {
          message: 'Datos inválidos',
          errors: {
            name: ['Ya existe un jugador con ese nombre.', 'otro'],
            value: ['El valor es muy alto.'],
          },
        },
      })),
    });
    await screen.findByLabelText('Nombre');
    await userEvent.clear(input('CA'));
    await userEvent.type(input('CA'), '160');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El CA no puede ser mayor que el PA.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await userEvent.clear(input('CA'));
    await userEvent.type(input('CA'), '140');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ya existe un jugador con ese nombre.')).toBeTruthy();
    expect(screen.getByText('El valor es muy alto.')).toBeTruthy();
    expect(screen.queryByText('otro')).toBeNull();
  });

  it('the Admin deletes after the confirmation and lands on the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const player = makePlayer({ name: 'Para Borrar' });
    const { calls, router } = setup(admin, player, {
      ...idRoute(`DELETE /api/players/${player.id}`, () => ({
        body: { message: 'Jugador eliminado satisfactoriamente' },
      })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Borrar' }));
    expect(confirm).toHaveBeenCalledWith('Estás seguro que quieres borrar este jugador??');
    expect(await screen.findByText('Jugador eliminado satisfactoriamente')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/players'));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });
});

describe('/players/new', () => {
  it('an Admin creates a player', async () => {
    const created = makePlayer({ name: 'Nuevo Crack' });
    const { calls, router } = setup(admin, created, {
      'POST /api/players': () => ({
        status: 201,
        body: { message: 'Jugador creado satisfactoriamente', player: created },
      }),
    });
    await router.navigate('/players/new');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Nuevo Crack');
    await userEvent.type(input('Edad'), '19');
    await userEvent.type(input('CA'), '110');
    await userEvent.type(input('PA'), '170');
    await userEvent.clear(input('Valor'));
    await userEvent.type(input('Valor'), '2500000');
    expect(input('Valor').value).toBe('2.500.000');
    await vi.waitFor(() =>
      expect(within(screen.getByLabelText('Equipo')).getAllByRole('option')).toHaveLength(4),
    );
    await userEvent.selectOptions(screen.getByLabelText('Equipo'), 'Atlético Pampero (Primera)');
    await userEvent.click(screen.getByRole('button', { name: 'Crear jugador' }));
    expect(await screen.findByText('Jugador creado satisfactoriamente')).toBeTruthy();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/players'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nuevo Crack',
      age: 19,
      ca: 110,
      pa: 170,
      value: 2_500_000,
      status: '',
      id_team: PAMPERO.id,
    });
  });

  it.each([
    ['a manager', owner],
    ['an Organizador (only an Admin adds players, docs/rules.md §1.1)', organizer],
  ])('%s may not create players', async (_who, me) => {
    mockApi({ 'GET /api/user': () => ({ body: me }) });
    renderRoute('/players/new', { user: me });
    expect(await screen.findByText('No tenés permiso para crear jugadores.')).toBeTruthy();
    expect(screen.queryByLabelText('Nombre')).toBeNull();
  });
});
