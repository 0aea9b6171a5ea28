import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';

/** What a route's `handle` may carry: the queries its screen draws from, to ask for before it draws. */
export interface RouteHandle {
  prefetch?: (client: QueryClient, search: URLSearchParams) => void;
}

interface Preloadable {
  preload?: () => void;
}

/**
 * On a full load, asks at once for everything the address draws: the chunks of the layout and the page
 * (`lazyPage(...).preload`) and the queries their routes declare in `handle.prefetch`, all in parallel
 * with GET /user, instead of each only once the part above it has drawn. Answers that land before the
 * first draw also spare it a redraw: React re-renders a sliced render in one piece when a query's
 * answer changes under it. `skip` leaves out the routes of a branch the visitor will not see.
 */
export function preloadRoute(
  routes: RouteObject[],
  location: { pathname: string; search: string },
  client: QueryClient,
  skip: (route: RouteObject) => boolean,
) {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  if (matches.some((match) => skip(match.route))) return;
  const search = new URLSearchParams(location.search);
  for (const { route } of matches) {
    (route.Component as Preloadable | undefined)?.preload?.();
    (route.handle as RouteHandle | undefined)?.prefetch?.(client, search);
  }
}
