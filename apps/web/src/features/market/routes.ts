import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { paths } from '../../lib/paths';

const ClausePage = lazyPage(() => import('./pages/clause-page'), 'ClausePage');

/** Release clauses and sealed offers. Each page is its own chunk. */
export const marketRoutes: RouteObject[] = [
  { path: paths.clause, Component: ClausePage },
  { path: paths.clauseForPlayer(), Component: ClausePage },
  { path: paths.offers, Component: lazyPage(() => import('./pages/offers-page'), 'OffersPage') },
  {
    path: paths.offer(),
    Component: lazyPage(() => import('./pages/player-offers-page'), 'PlayerOffersPage'),
  },
  { path: paths.myOffers, Component: lazyPage(() => import('./pages/my-offers-page'), 'MyOffersPage') },
  {
    path: paths.confirmedOffers,
    Component: lazyPage(() => import('./pages/confirmed-offers-page'), 'ConfirmedOffersPage'),
  },
];
