import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

/** Tournaments and the Primera/Segunda fixtures. Each page is its own chunk. */
export const tournamentsRoutes: RouteObject[] = [
  {
    path: paths.tournaments,
    Component: lazyPage(() => import('./pages/tournaments-page'), 'TournamentsPage'),
  },
  {
    path: paths.primeraFixture,
    Component: lazyPage(() => import('./pages/fixture-page'), 'FixturePrimeraPage'),
  },
  {
    path: paths.segundaFixture,
    Component: lazyPage(() => import('./pages/fixture-page'), 'FixtureSegundaPage'),
  },
];
