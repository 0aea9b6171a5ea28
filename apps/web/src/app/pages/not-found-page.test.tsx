import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

describe('unknown paths', () => {
  it('show the 404 page alone to a logged-out visitor, who stays on the path', async () => {
    mockApi({});
    const { router } = renderRoute('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menú' })).toBeNull();
    expect(router.state.location.pathname).toBe('/no-existe/para-nada');
  });

  it('show the 404 inside the app shell to a logged-in user: menu, tab bar and Logout stay', async () => {
    const user = makeUser({ name: 'Manager Perdido' });
    mockApi({ 'GET /api/user': () => ({ body: user }) });
    renderRoute('/otra-cosa', { user });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('navigation', { name: 'Menú' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Accesos rápidos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('Manager Perdido')).toBeTruthy();
  });
});
