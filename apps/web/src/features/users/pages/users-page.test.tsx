import type { User } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { findCard, onPhone } from '../../../test/phone';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin', profits: 1_000_000 });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera', profits: 15_000_000 });
const linked = makeUser({ name: 'Visitante Dos', rol: 'visitante', discord_user: 'dos#1234' });
const rows = [admin, manager, linked];

interface Setup {
  users?: User[];
  lastPage?: number;
  extra?: Parameters<typeof mockApi>[0];
}

function setup(me: User, { users = rows, lastPage = 1, extra = {} }: Setup = {}) {
  const api = mockApi({
    'GET /api/user': () => ({ body: me }),
    'GET /api/users': (req) => ({ body: page(users, Number(req.query.get('page')), lastPage) }),
    ...extra,
  });
  renderRoute('/users', { user: me });
  return api;
}

const fakeTab = () => ({ close: vi.fn(), opener: {} as unknown, location: { href: '' } });

const row = async (name: string) =>
  within(await screen.findByRole('table'))
    .getByText(name)
    .closest('tr') as HTMLElement;
const buttonsIn = (el: HTMLElement) =>
  [...within(el).queryAllByRole('button'), ...within(el).queryAllByRole('link')].map((b) => b.textContent);

describe('/users', () => {
  it('shows the table with role labels and money, loading first', async () => {
    setup(admin);
    // The title is the menu entry's; the league client's 'USUARIOS' names the list.
    expect(await screen.findByRole('heading', { name: 'Managers' })).toBeTruthy();
    expect(screen.getByText('CARGANDO...')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'USUARIOS' })).toBeTruthy();
    const r = await row('Visitante Dos');
    expect(within(r).getByText('Otro')).toBeTruthy();
    expect(within(r).getByText(/dos#1234/)).toBeTruthy();
    expect(within(await row('Manager Uno')).getByText('15.000.000 €')).toBeTruthy();
  });

  it('Admin: Nuevo Usuario, Editar everywhere, Borrar on others only', async () => {
    setup(admin);
    expect(await screen.findByRole('link', { name: 'Nuevo Usuario' })).toBeTruthy();
    expect(buttonsIn(await row('Admin Liga')).sort()).toEqual(['Editar', 'Vincula Discord']);
    expect(buttonsIn(await row('Manager Uno')).sort()).toEqual(['Borrar', 'Editar']);
    expect(buttonsIn(await row('Visitante Dos')).sort()).toEqual(['Borrar', 'Editar']);
    // Borrar is an outlined button beside Editar, not a solid red block (it still asks first).
    const borrar = within(await row('Manager Uno')).getByRole('button', { name: 'Borrar' });
    expect(borrar.className).toContain('border-red-300');
    expect(borrar.className).not.toContain('bg-red-600');
  });

  it('manager: Editar and Vincula Discord on the own row only, no Borrar', async () => {
    setup(manager);
    expect(buttonsIn(await row('Manager Uno')).sort()).toEqual(['Editar', 'Vincula Discord']);
    expect(buttonsIn(await row('Admin Liga'))).toEqual([]);
    expect(buttonsIn(await row('Visitante Dos'))).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Nuevo Usuario' })).toBeNull();
  });

  it('hides Vincula Discord once the own account is linked', async () => {
    setup(linked);
    expect(buttonsIn(await row('Visitante Dos'))).toEqual(['Editar']);
  });

  it('sends the page number and shows the buttons the page allows', async () => {
    const { calls } = setup(admin, { lastPage: 3 });
    await row('Manager Uno');
    expect(screen.queryByRole('button', { name: 'Página anterior' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(await screen.findByRole('button', { name: 'Página anterior' })).toBeTruthy();
    const pages = calls.filter((c) => c.path === '/api/users').map((c) => c.query.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('Borrar asks first, deletes, notifies and reloads the list', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { calls } = setup(admin, {
      extra: {
        ...idRoute(`DELETE /api/users/${manager.id}`, () => ({
          body: { message: 'Usuario eliminado satisfactoriamente' },
        })),
      },
    });
    await userEvent.click(within(await row('Manager Uno')).getByRole('button', { name: 'Borrar' }));
    expect(confirm).toHaveBeenCalledWith('Estás seguro que quieres borrar este usuario??');
    expect(await screen.findByText('Usuario eliminado satisfactoriamente')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/users/${manager.id}`)).toBe(true);
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/users').length).toBe(2),
    );
  });

  it('Vincula Discord shows the server message when Discord is not configured', async () => {
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    setup(manager, {
      extra: {
        'GET /api/discord/redirect': () => ({
          status: 503,
          body: { message: 'Discord no está configurado' },
        }),
      },
    });
    await userEvent.click(within(await row('Manager Uno')).getByRole('button', { name: 'Vincula Discord' }));
    expect(await screen.findByText('Discord no está configurado')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });

  it('Vincula Discord opens the url in a new tab', async () => {
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { calls } = setup(manager, {
      extra: { 'GET /api/discord/redirect': () => ({ body: { url: 'https://discord.test/oauth' } }) },
    });
    await userEvent.click(within(await row('Manager Uno')).getByRole('button', { name: 'Vincula Discord' }));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://discord.test/oauth'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    expect(calls.find((c) => c.path === '/api/discord/redirect')?.query.get('userId')).toBe(
      String(manager.id),
    );
  });

  it('shows the message query parameter in a banner and the empty state', async () => {
    mockApi({
      'GET /api/user': () => ({ body: admin }),
      'GET /api/users': () => ({ body: page([]) }),
    });
    renderRoute('/users?message=Usuario%20creado%20satisfactoriamente', { user: admin });
    expect(await screen.findByText('No hay usuarios')).toBeTruthy();
    expect(screen.getByText('Usuario creado satisfactoriamente').closest('[role="status"]')).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    onPhone();
    setup(manager);
    const card = await findCard('USUARIOS', 'Manager Uno');
    expect(screen.queryByRole('table')).toBeNull();
    expect(buttonsIn(card).sort()).toEqual(['Editar', 'Vincula Discord']);
  });
});
