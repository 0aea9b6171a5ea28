import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** The season countdown and the market's state (/protected). Each page is its own chunk. */
export const seasonsRoutes: RouteObject[] = [
  {
    path: paths.seasonCountdown,
    Component: lazyPage(() => import('./pages/season-countdown-page'), 'SeasonCountdownPage'),
  },
  {
    path: paths.protected,
    Component: lazyPage(() => import('./pages/market-state-page'), 'MarketStatePage'),
  },
];
