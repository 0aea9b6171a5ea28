import { ACCESS_TOKEN_KEY } from '@liga/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { idRoute, mockApi, page } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

const admin = makeUser({ name: 'Admin Liga', rol: 'Admin' });
const manager = makeUser({ name: 'Manager Uno', rol: 'Manager Primera' });
const ADMIN_ONLY = [
  'Confirmar apuestas ganadas',
  'Cargar Torneo',
  'Traspasos confirmados',
  'Premios',
  'Crear premios',
];

function setup(
  user = manager,
  config = { social_url: '', streaming_url: '', chat_url: '', league_timezone: 'UTC' },
) {
  return mockApi({
    'GET /api/user': () => ({ body: user }),
    'GET /api/config': () => ({ body: config }),
    ...idRoute(`GET /api/users/${user.id}/movements`, () => ({ body: page([]) })),
    'POST /api/logout': () => ({ body: { message: 'Sesión cerrada' } }),
  });
}

describe('authenticated layout', () => {
  it('sends a visitor without token to /login', async () => {
    mockApi({});
    const { router } = renderRoute('/users');
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to /dashboard', async () => {
    setup();
    const { router } = renderRoute('/', { user: manager });
    expect(await screen.findByRole('heading', { name: 'Mi estado' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows admin-only menu entries to Admin only', async () => {
    setup(manager);
    renderRoute('/dashboard', { user: manager });
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(nav).getByRole('link', { name: 'Managers' }).getAttribute('href')).toBe('/users');
    for (const label of ADMIN_ONLY) expect(within(nav).queryByRole('link', { name: label })).toBeNull();
  });

  it('lists the market’s state (/protected) for league members, not for a visitor', async () => {
    setup(manager);
    const { unmount } = renderRoute('/dashboard', { user: manager });
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(nav).getByRole('link', { name: 'Estado del mercado' }).getAttribute('href')).toBe(
      '/protected',
    );
    unmount();
    const visitor = makeUser({ rol: 'visitante' });
    setup(visitor);
    renderRoute('/dashboard', { user: visitor });
    const visitorNav = await screen.findByRole('navigation', { name: 'Menú' });
    expect(within(visitorNav).queryByRole('link', { name: 'Estado del mercado' })).toBeNull();
  });

  it('Admin sees every entry', async () => {
    setup(admin);
    renderRoute('/dashboard', { user: admin });
    const nav = await screen.findByRole('navigation', { name: 'Menú' });
    for (const label of ADMIN_ONLY) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
  });

  it('hides header links whose URL is empty', async () => {
    setup(manager, {
      social_url: 'https://social.test',
      streaming_url: '',
      chat_url: 'https://chat.test',
      league_timezone: 'UTC',
    });
    renderRoute('/dashboard', { user: manager });
    expect((await screen.findByRole('link', { name: 'Red social' })).getAttribute('href')).toBe(
      'https://social.test',
    );
    expect(screen.getByRole('link', { name: 'Chat' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Streaming' })).toBeNull();
  });

  it('Logout calls the server, clears the token and goes to /login', async () => {
    const { calls } = setup();
    const { router } = renderRoute('/dashboard', { user: manager });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a 401 drops the token and shows the login page', async () => {
    mockApi({ 'GET /api/user': () => ({ status: 401, body: { message: 'No autenticado.' } }) });
    renderRoute('/dashboard', { user: manager });
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });
});
