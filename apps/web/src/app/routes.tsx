import { Navigate, type RouteObject } from 'react-router';
import { Loading } from '../components/ui/states';
import { aboutRoutes } from '../features/about/routes';
import { auctionsRoutes } from '../features/auctions/routes';
import { authRoutes } from '../features/auth/routes';
import { betsRoutes } from '../features/bets/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { marketRoutes } from '../features/market/routes';
import { matchesRoutes } from '../features/matches/routes';
import { ocrRoutes } from '../features/ocr/routes';
import { playersRoutes } from '../features/players/routes';
import { prizesRoutes } from '../features/prizes/routes';
import { ruleBookRoutes } from '../features/rulebook/routes';
import { assistantRoutes } from '../features/assistant/routes';
import { seasonsRoutes } from '../features/seasons/routes';
import { squadRoutes } from '../features/squad/routes';
import { standingsRoutes } from '../features/standings/routes';
import { statisticsRoutes } from '../features/statistics/routes';
import { teamsRoutes } from '../features/teams/routes';
import { tournamentsRoutes } from '../features/tournaments/routes';
import { transfersRoutes } from '../features/transfers/routes';
import { usersRoutes } from '../features/users/routes';
import { lazyPage } from '../lib/lazy-page';
import { paths } from '../lib/paths';
import { GuestLayout } from './layouts/guest-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteError } from './pages/route-error';
import { PLACEHOLDER_ROUTES } from './placeholder-routes';

// The signed-in shell (header, menus) is a chunk of its own: /login and /signup never load it.
const appLayout = lazyPage(() => import('./layouts/app-layout'), 'AppLayout');
const comingSoon = lazyPage(() => import('./pages/coming-soon-page'), 'ComingSoonPage');

/** Each feature lists its own screens (features/<feature>/routes.ts); every page loads on first visit. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading />,
    children: [
      { Component: GuestLayout, children: authRoutes },
      {
        lazy: appLayout,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to={paths.dashboard} replace /> },
              ...dashboardRoutes,
              ...usersRoutes,
              ...playersRoutes,
              ...teamsRoutes,
              ...squadRoutes,
              ...tournamentsRoutes,
              ...matchesRoutes,
              ...ocrRoutes,
              ...standingsRoutes,
              ...statisticsRoutes,
              ...marketRoutes,
              ...transfersRoutes,
              ...seasonsRoutes,
              ...auctionsRoutes,
              ...betsRoutes,
              ...prizesRoutes,
              ...ruleBookRoutes,
              ...assistantRoutes,
              ...aboutRoutes,
              ...PLACEHOLDER_ROUTES.map(([path, title]) => ({ path, handle: { title }, lazy: comingSoon })),
              // Inside the shell: a signed-in user keeps the menu on a 404 (the layout shows a guest the page alone).
              { path: '*', handle: { notFound: true }, Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];
