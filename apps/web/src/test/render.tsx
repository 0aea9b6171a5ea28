import { ACCESS_TOKEN_KEY, type User } from '@liga/domain';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

interface Options {
  /** Logged in as this user (token stored, session seeded). */
  user?: User;
  /** The app's own client (createQueryClient) where a test needs its cache lifetimes. */
  queryClient?: QueryClient;
}

/** Renders the real route tree at `path`, as the browser would after a full load. */
export function renderRoute(path: string, { user, queryClient: given }: Options = {}) {
  if (user) localStorage.setItem(ACCESS_TOKEN_KEY, 'test-token');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient =
    given ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const utils = render(
    <AppProviders queryClient={queryClient} initialUser={user ?? null}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
