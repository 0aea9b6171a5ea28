import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import rootPackage from '../../../../../../package.json';
import { makeUser } from '../../../test/users.test-kit';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';

describe('/about', () => {
  it('tells a manager what the league and the app are, the version and the configured links', async () => {
    const me = makeUser({ rol: 'Manager Primera' });
    mockApi({
      'GET /api/user': () => ({ body: me }),
      'GET /api/config': () => ({
        body: {
          social_url: 'https://social.example/liga',
          streaming_url: 'javascript:alert(1)',
          chat_url: '',
          league_timezone: 'UTC',
        },
      }),
    });
    renderRoute('/about', { user: me });
    expect(await screen.findByRole('heading', { name: 'Acerca de' })).toBeTruthy();
    expect(screen.getByText(/14 equipos cada una, que juegan 13 fechas/)).toBeTruthy();
    expect(screen.getByTestId('app-version').textContent).toBe(rootPackage.version);
    const links = (await screen.findByText('Enlaces de la liga')).closest('div')!;
    expect(
      within(links).getByRole('link', { name: 'https://social.example/liga' }).getAttribute('href'),
    ).toBe('https://social.example/liga');
    // A value that is not a web address is shown, never followed.
    expect(within(links).queryByRole('link', { name: /javascript/ })).toBeNull();
    expect(within(links).getByText('Sin configurar')).toBeTruthy();
    // The page links the market's state too (the sidebar has its own entry).
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Estado del mercado' }).getAttribute('href'),
    ).toBe('/protected');
    // And the league's public pages, to share (decision 035).
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: /La liga en público/ })
        .getAttribute('href'),
    ).toBe('/liga');
  });
});
