import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The league's betting book. Each page is its own chunk. */
export const betsRoutes: RouteObject[] = [
  { path: paths.bets, Component: lazyPage(() => import('./pages/bets-page'), 'BetsPage') },
  { path: paths.betNew, Component: lazyPage(() => import('./pages/bet-create-page'), 'BetCreatePage') },
  {
    path: paths.pendingBets,
    Component: lazyPage(() => import('./pages/pending-bets-page'), 'PendingBetsPage'),
  },
  { path: paths.bet(), Component: lazyPage(() => import('./pages/place-bet-page'), 'PlaceBetPage') },
];
