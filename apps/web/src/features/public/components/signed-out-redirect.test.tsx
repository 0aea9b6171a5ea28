import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { leave } from './signed-out-redirect';

const settings = (enabled: boolean, show_bets = true) => ({ enabled, show_values: true, show_bets });

// A shared link to a private screen opens its public twin for a visitor without a session (decision 035).
describe('a visitor without a session on a private screen', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes to the public twin while the public pages are on', async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    mockApi({ 'GET /api/public/settings': () => ({ body: settings(true) }) });
    renderRoute('/partidos/12');
    await waitFor(() => expect(to).toHaveBeenCalledWith('/liga/partidos/12'));
  });

  it('gets the login form while they are off, or for a screen without a twin', async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    mockApi({ 'GET /api/public/settings': () => ({ body: settings(false) }) });
    const { router } = renderRoute('/tablas');
    expect(await screen.findByRole('heading', { name: 'Conectate con tu cuenta' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');

    const other = renderRoute('/plantel');
    await waitFor(() => expect(other.router.state.location.pathname).toBe('/login'));
    expect(to).not.toHaveBeenCalled();
  });

  it('gets the login form for the bets while an Admin hides them', async () => {
    const to = vi.spyOn(leave, 'to').mockImplementation(() => undefined);
    mockApi({ 'GET /api/public/settings': () => ({ body: settings(true, false) }) });
    const { router } = renderRoute('/apuestas');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(to).not.toHaveBeenCalled();
  });
});
