import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Players: list, creation, detail. Each page is its own chunk. */
export const playersRoutes: RouteObject[] = [
  { path: paths.players, Component: lazyPage(() => import('./pages/players-page'), 'PlayersPage') },
  {
    path: paths.playerNew,
    Component: lazyPage(() => import('./pages/player-create-page'), 'PlayerCreatePage'),
  },
  { path: paths.player(), Component: lazyPage(() => import('./pages/player-page'), 'PlayerPage') },
];
