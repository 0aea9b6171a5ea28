import type { Player, User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { AMATEUR, FREE_AGENTS, NORTE, PAMPERO, SUR, makePlayer } from '../test/players.test-kit';
import { findCard, onPhone } from '../../../test/phone';

const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera', team: PAMPERO });
const organizer = makeUser({ name: 'Organización', rol: 'Organizador' });

const own = makePlayer({ name: 'Propio Libre', status: '', value: 12_500_000 });
const ownNada = makePlayer({ name: 'Propio Nada', status: 'nada' });
const ownRegistered = makePlayer({ name: 'Propio Registrado', status: 'registrado' });
const rival = makePlayer({ name: 'Rival Primera', id_team: NORTE });
const segunda = makePlayer({ name: 'Rival Segunda', id_team: SUR });
const amateur = makePlayer({ name: 'Sin División', id_team: AMATEUR });
const free = makePlayer({ name: 'Agente Libre', id_team: FREE_AGENTS, status: 'liberado' });
const rows = [own, ownNada, ownRegistered, rival, segunda, amateur, free];

interface Setup {
  players?: Player[];
  lastPage?: number;
  extra?: Parameters<typeof mockApi>[0];
  path?: string;
}

function setup(me: User, { players = rows, lastPage = 1, extra = {}, path = '/players' }: Setup = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/players': (req) => ({ body: page(players, Number(req.query.get('page')), lastPage) }),
    ...extra,
  });
  const utils = renderRoute(path, { user: me });
  return { ...api, ...utils };
}

const row = async (name: string) =>
  within(await screen.findByRole('table'))
    .getByText(name)
    .closest('tr') as HTMLElement;
const actionsIn = (el: HTMLElement) =>
  [...within(el).queryAllByRole('button'), ...within(el).queryAllByRole('link')]
    .map((b) => b.textContent)
    .filter((t) => t === 'Registrar' || t === 'Ofertar')
    .sort();

describe('/players list', () => {
  it('shows team, age, CA, PA, money and status, loading first', async () => {
    setup(manager);
    expect(await screen.findByRole('heading', { name: 'Jugadores' })).toBeTruthy();
    expect(screen.getByText('CARGANDO...')).toBeTruthy();
    const r = await row('Propio Libre');
    expect(within(r).getByText('Atlético Pampero')).toBeTruthy();
    expect(within(r).getByText('12.500.000 €')).toBeTruthy();
    expect(within(r).getByText('sin modificar')).toBeTruthy();
    expect(within(await row('Agente Libre')).getByText('liberado')).toBeTruthy();
  });

  it('shows the owner’s Transferible mark (read-only) beside the name', async () => {
    const marked: Player = { ...rival, transferable: true };
    setup(manager, { players: [marked, segunda] });
    expect(within(await row('Rival Primera')).getByText('Transferible')).toBeTruthy();
    expect(within(await row('Rival Segunda')).queryByText('Transferible')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('Registrar: only the owner, never for nada, gone once registered', async () => {
    setup(manager);
    expect(actionsIn(await row('Propio Libre'))).toEqual(['Registrar']);
    expect(actionsIn(await row('Propio Nada'))).toEqual([]);
    expect(actionsIn(await row('Propio Registrado'))).toEqual([]);
    expect(actionsIn(await row('Rival Primera'))).toEqual(['Ofertar']);
    expect(screen.queryByRole('link', { name: 'Nuevo jugador' })).toBeNull();
  });

  it('staff: Registrar on every team but not for nada; Nuevo jugador only for an Admin', async () => {
    setup(organizer);
    expect(actionsIn(await row('Rival Primera'))).toEqual(['Ofertar', 'Registrar']);
    expect(actionsIn(await row('Propio Nada'))).toEqual(['Ofertar']);
    // Role policy: only an Admin adds players (docs/rules.md §1.1).
    expect(screen.queryByRole('link', { name: 'Nuevo jugador' })).toBeNull();
  });

  it('an Admin sees Nuevo jugador', async () => {
    setup(makeUser({ name: 'Admin Liga', rol: 'Admin' }));
    await row('Rival Primera');
    expect(await screen.findByRole('link', { name: 'Nuevo jugador' })).toBeTruthy();
  });

  it('Ofertar goes to a release clause in Primera/Segunda, to an auction elsewhere', async () => {
    setup(manager);
    const href = async (name: string) =>
      within(await row(name))
        .getByRole('link', { name: 'Ofertar' })
        .getAttribute('href');
    expect(await href('Rival Primera')).toBe(`/clausula_rescision/${rival.id}`);
    expect(await href('Rival Segunda')).toBe(`/clausula_rescision/${segunda.id}`);
    expect(await href('Sin División')).toBe(`/crear_subasta/${amateur.id}`);
    expect(await href('Agente Libre')).toBe(`/crear_subasta/${free.id}`);
  });

  it('Registrar asks first; cancelling sends nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { calls } = setup(manager);
    await userEvent.click(within(await row('Propio Libre')).getByRole('button', { name: 'Registrar' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('irreversible'));
    expect(calls.some((c) => c.path === '/api/registrar_jugador')).toBe(false);
  });

  it('Registrar confirmed: POST {id}, the row shows registrado and the button goes', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    let stored = rows;
    const { calls } = setup(manager, {
      extra: {
        'GET /api/players': () => ({ body: page(stored) }),
        'POST /api/registrar_jugador': () => {
          const player: Player = { ...own, status: 'registrado' };
          stored = rows.map((p) => (p.id === own.id ? player : p));
          return { body: { message: 'Jugador registrado satisfactoriamente', player } };
        },
      },
    });
    await userEvent.click(within(await row('Propio Libre')).getByRole('button', { name: 'Registrar' }));
    expect(await screen.findByText('Jugador registrado satisfactoriamente')).toBeTruthy();
    const r = await row('Propio Libre');
    expect(within(r).getByText('registrado')).toBeTruthy();
    expect(within(r).queryByRole('button', { name: 'Registrar' })).toBeNull();
    expect(calls.find((c) => c.path === '/api/registrar_jugador')?.body).toEqual({ id: own.id });
  });

  it('Registrar refused: the server message is shown', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setup(manager, {
      extra: {
        'POST /api/registrar_jugador': () => ({
          status: 422,
          body: {
            message: 'El equipo ya tiene 18 jugadores mayores de 20 años registrados, el máximo.',
            errors: { id: ['El equipo ya tiene 18 jugadores mayores de 20 años registrados, el máximo.'] },
          },
        }),
      },
    });
    await userEvent.click(within(await row('Propio Libre')).getByRole('button', { name: 'Registrar' }));
    expect(
      await screen.findByText('El equipo ya tiene 18 jugadores mayores de 20 años registrados, el máximo.'),
    ).toBeTruthy();
    expect(within(await row('Propio Libre')).getByText('sin modificar')).toBeTruthy();
  });

  it('sends the page number and keeps it in the URL', async () => {
    const { calls, router } = setup(manager, { lastPage: 3 });
    await row('Propio Libre');
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('button', { name: 'Página anterior' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.filter((c) => c.path === '/api/players').map((c) => c.query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('searches by name through /playername after the typing pauses', async () => {
    const { calls, router } = setup(manager, {
      extra: { 'GET /api/playername': () => ({ body: page([rival]) }) },
    });
    await row('Propio Libre');
    await userEvent.type(screen.getByLabelText('Buscar por nombre'), 'Rival');
    await vi.waitFor(() => expect(screen.queryByText('Propio Libre')).toBeNull());
    expect(await row('Rival Primera')).toBeTruthy();
    const searches = calls.filter((c) => c.path === '/api/playername');
    expect(searches.map((c) => c.query.get('name'))).toEqual(['Rival']);
    expect(router.state.location.search).toBe('?name=Rival');
  });

  it('a failed search shows its message', async () => {
    setup(manager, {
      extra: { 'GET /api/playername': () => ({ status: 500, body: { message: 'boom' } }) },
    });
    await row('Propio Libre');
    await userEvent.type(screen.getByLabelText('Buscar por nombre'), 'x');
    expect(await screen.findByText('Error al buscar jugadores por nombre')).toBeTruthy();
  });

  it('the division filter asks /players/filter-by-division, and shows its failure', async () => {
    let fail = false;
    const { calls } = setup(manager, {
      extra: {
        'GET /api/players/filter-by-division': () =>
          fail ? { status: 500, body: { message: 'boom' } } : { body: page([amateur]) },
      },
    });
    await row('Propio Libre');
    await userEvent.click(screen.getByLabelText('Solo equipos fuera de Primera y Segunda'));
    await vi.waitFor(() => expect(screen.queryByText('Propio Libre')).toBeNull());
    expect(await row('Sin División')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/players/filter-by-division')).toBe(true);

    fail = true;
    await userEvent.type(screen.getByLabelText('Buscar por nombre'), 'zz');
    expect(await screen.findByText('Error al filtrar jugadores por equipo')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    setup(manager, { players: [] });
    expect(await screen.findByText('No hay jugadores')).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    onPhone();
    setup(manager);
    const card = await findCard('Jugadores', 'Propio Libre');
    expect(screen.queryByRole('table')).toBeNull();
    expect(actionsIn(card)).toEqual(['Registrar']);
  });
});
