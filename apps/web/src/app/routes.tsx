import type { QueryClient } from '@tanstack/react-query';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { aboutRoutes } from '../features/about/routes';
import { auctionsRoutes } from '../features/auctions/routes';
import { authRoutes } from '../features/auth/routes';
import { betsRoutes } from '../features/bets/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { discordPostsRoutes } from '../features/discord-posts/routes';
import { historyRoutes } from '../features/history/routes';
import { marketRoutes } from '../features/market/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { ocrRoutes } from '../features/ocr/routes';
import { playersRoutes } from '../features/players/routes';
import { prodeRoutes } from '../features/prode/routes';
import { prizesRoutes } from '../features/prizes/routes';
import { sanctionsRoutes } from '../features/sanctions/routes';
import { ruleBookRoutes } from '../features/rulebook/routes';
import { assistantRoutes } from '../features/assistant/routes';
import { seasonsRoutes } from '../features/seasons/routes';
import { seasonCloseRoutes } from '../features/season-close/routes';
import { legacyImportRoutes } from '../features/legacy-import/routes';
import { squadRoutes } from '../features/squad/routes';
import { standingsRoutes } from '../features/standings/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { teamsRoutes } from '../features/teams/routes';
import { tournamentsRoutes } from '../features/tournaments/routes';
import { transfersRoutes } from '../features/transfers/routes';
import { usersRoutes } from '../features/users/routes';
import { lazyPage } from '../lib/lazy-page';
import { leagueConfigQueryOptions } from '../lib/league-config';
import { preloadRoute, type RouteHandle } from '../lib/route-prefetch';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session';
import { currentUserQueryOptions } from '../features/auth';
import { assembledRoutes } from './assembled-routes';
import { GuestLayout } from './layouts/guest-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteBoundary } from './route-outlet';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';

// The signed-in shell (header, menus) is a chunk of its own: /login and /signup never load it.
const AppLayout = lazyPage(() => import('./layouts/app-layout'), 'AppLayout');
const ComingSoonPage = lazyPage(() => import('./pages/coming-soon-page'), 'ComingSoonPage');

/** An unknown address is a 404 for everyone: inside the shell for a signed-in user, alone for a guest. */
function NotFoundRoute() {
  const { token } = useSession();
  return token ? (
    <AppLayout>
      <NotFoundPage />
    </AppLayout>
  ) : (
    <NotFoundPage standalone />
  );
}

/** Each feature lists its own screens (features/<feature>/routes.ts); every page loads on first visit. */
export const routes: RouteObject[] = [
  { Component: GuestLayout, children: authRoutes },
  {
    Component: AppLayout,
    // The shell draws nothing before the user, and its header reads the league's links.
    handle: {
      prefetch: (client) => {
        void client.prefetchQuery(currentUserQueryOptions());
        void client.prefetchQuery(leagueConfigQueryOptions());
      },
    } satisfies RouteHandle,
    children: [
      { index: true, element: <Navigate to={paths.dashboard} replace /> },
      ...dashboardRoutes,
      ...usersRoutes,
      ...playersRoutes,
      ...teamsRoutes,
      ...squadRoutes,
      ...tournamentsRoutes,
      ...assembledRoutes,
      ...ocrRoutes,
      ...standingsRoutes,
      ...statisticsRoutes,
      ...marketRoutes,
      ...transfersRoutes,
      ...seasonsRoutes,
      ...seasonCloseRoutes,
      ...legacyImportRoutes,
      ...historyRoutes,
      ...auctionsRoutes,
      ...betsRoutes,
      ...prodeRoutes,
      ...prizesRoutes,
      ...sanctionsRoutes,
      ...notificationsRoutes,
      ...discordPostsRoutes,
      ...ruleBookRoutes,
      ...assistantRoutes,
      ...aboutRoutes,
      ...PLACEHOLDER_ROUTES.map(([path, title]) => ({ path, element: <ComingSoonPage title={title} /> })),
    ],
  },
  { path: '*', Component: NotFoundRoute },
];

/** A guest on a signed-in address goes to /login: nothing of the shell is asked for then. */
export function preloadPages(
  location: { pathname: string; search: string },
  client: QueryClient,
  signedIn: boolean,
) {
  preloadRoute(routes, location, client, (route) => !signedIn && route.Component === AppLayout);
}

/**
 * The app's screens under whichever router holds them (the browser's, or a test's in memory). The
 * layouts draw their pages through RouteOutlet; this boundary covers the layouts' own first load.
 */
export function AppRoutes() {
  return <RouteBoundary>{useRoutes(routes)}</RouteBoundary>;
}
