import { ACCESS_TOKEN_KEY, type User } from '@liga/domain';
import { QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { AppProviders } from '../app/providers';
import { pageLoadsSettled } from '../lib/lazy-page';
import { AppRoutes } from '../app/routes';

interface Options {
  /** Logged in as this user (token stored, session seeded). */
  user?: User;
  /** The app's own client (createQueryClient) where a test needs its cache lifetimes. */
  queryClient?: QueryClient;
}

/** What a test reads of the router and does with it: where the app is, and going somewhere else. */
export interface TestRouter {
  state: { location: Location };
  navigate: (to: string | number) => Promise<void>;
}

/** Renders the real route tree at `path`, as the browser would after a full load. */
export function renderRoute(path: string, { user, queryClient: given }: Options = {}) {
  if (user) localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  let navigateTo: NavigateFunction | undefined;
  const router: TestRouter = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } },
    // Like a data router's navigate: resolves once the new page's chunk has arrived.
    navigate: async (to) => {
      await act(async () => {
        // Two overloads (a path, a step in history): a union matches neither.
        if (typeof to === 'number') await navigateTo?.(to);
        else await navigateTo?.(to);
      });
      await act(pageLoadsSettled);
    },
  };
  function Probe() {
    const location = useLocation();
    const navigate = useNavigate();
    useLayoutEffect(() => {
      router.state.location = location;
      navigateTo = navigate;
    });
    return null;
  }
  const queryClient =
    given ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const utils = render(
    <AppProviders queryClient={queryClient} initialUser={user ?? null}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
