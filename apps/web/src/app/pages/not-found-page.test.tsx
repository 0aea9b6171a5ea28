import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/users.test-kit';
import { mockApi } from '../../test/mock-api';
import { renderRoute } from '../../test/render';

describe('unknown paths', () => {
  it('show the 404 page to a logged-out visitor', async () => {
    mockApi({});
    renderRoute('/no-existe/para-nada');
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
  });

  it('show the 404 page to a logged-in user', async () => {
    const user = makeUser();
    mockApi({ 'GET /api/user': () => ({ body: user }) });
    renderRoute('/otra-cosa', { user });
    expect(await screen.findByRole('heading', { name: '404 - Page Not Found' })).toBeTruthy();
  });

  it('a known route of a later issue shows its title and Próximamente', async () => {
    const user = makeUser();
    mockApi({ 'GET /api/user': () => ({ body: user }) });
    renderRoute('/prode', { user });
    expect(await screen.findByRole('heading', { name: 'Prode' })).toBeTruthy();
    expect(screen.getByText('Próximamente')).toBeTruthy();
  });
});
